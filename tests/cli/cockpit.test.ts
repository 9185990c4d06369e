/**
 * `funddesk cockpit summary [--json]` (spec 03 §2 "Cockpit", §7 pc/cockpit/index, queryHoldDetail) against the
 * real local gateway: boss01's totals over its related institutions (a holding inserted with SQL in 10000002, one
 * of them); an operator without data_cockpit exits 3 (FD1003).
 */
import { ExitCode } from '@funddesk/cli';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliServer } from '../helpers/cli.js';

const cli = cliServer('funddesk-cli-cockpit-');
const { funddesk } = cli;

beforeAll(async () => {
  await cli.server.db.query(
    "INSERT INTO positions (group_id, fund_id, shares, cost, updated_at) VALUES ('10000002', '000001', 100.00, 100.00, now())",
  );
});

describe('funddesk cockpit summary (spec 03 §7 pc/cockpit/*)', () => {
  it('boss01: the totals and one line per related institution; --json the same figures', async () => {
    expect((await funddesk(['login', '--user', 'boss01', '--password-stdin'], 'Demo@2026\n')).code).toBe(0);
    const text = await funddesk(['cockpit', 'summary']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('统计范围：4 家关联机构（有效）');
    expect(text.stdout).toMatch(/10000002\s+汇川信托·稳盈1号集合资金信托计划\s+1\s+115.00\s+100.00%/); // 100 × 1.1500
    const json = await funddesk(['cockpit', 'summary', '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      index: { marketValue: '115.00', institutions: 4, holdings: 1, asOf: '2026-02-12' },
    });
  });

  it('op01 (no data_cockpit) exits 3', async () => {
    expect((await funddesk(['login', '--user', 'op01', '--password-stdin'], 'Demo@2026\n')).code).toBe(0);
    expect((await funddesk(['cockpit', 'summary'])).code).toBe(ExitCode.Auth);
  });
});
