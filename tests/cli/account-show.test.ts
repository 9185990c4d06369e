/**
 * `funddesk account show [--json]` (issue 15 §5; spec 01 §7.9 queryPersonalInfo base and invest; spec 02 §5)
 * against the real local gateway: idexp01's organisation, masked person, expired ID document, completeness and
 * risk level; without a session it exits 3.
 */
import { ExitCode } from '@funddesk/cli';
import { describe, expect, it } from 'vitest';
import { cliServer } from '../helpers/cli.js';

const { funddesk } = cliServer('funddesk-cli-account-');

describe('funddesk account show (issue 15 §5)', () => {
  it('without a session exits 3', async () => {
    expect((await funddesk(['account', 'show'])).code).toBe(ExitCode.Auth);
  });

  it("prints idexp01's organisation, masked person, expired ID, completeness and risk level; --json the same", async () => {
    expect((await funddesk(['login', '--user', 'idexp01', '--password-stdin'], 'Demo@2026\n')).code).toBe(0);
    const text = await funddesk(['account', 'show']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('鼎元投资管理有限公司（10000001）');
    expect(text.stdout).toContain('*雨（idexp01）');
    expect(text.stdout).toContain('110***********0513');
    expect(text.stdout).toContain('2005-06-30 至 2025-06-30');
    expect(text.stdout).toContain('已过期');
    expect(text.stdout).toContain('完整（1001）');
    expect(text.stdout).toContain('中风险');
    expect(text.stdout).not.toContain('110101199003070513'); // never the number in clear

    const json = await funddesk(['account', 'show', '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      org: { groupId: '10000001' },
      person: {
        loginName: 'idexp01',
        infoIsFull: '1001',
        document: { credState: 'expired', validTo: '2025-06-30' },
      },
      invest: { riskLevel: 'zxfxdj_3', riskExpired: false },
    });
  });
});
