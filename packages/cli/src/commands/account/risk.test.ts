import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, type CallDef } from '@funddesk/core';
import { ExitCode, exitCodeFor } from '../../errors.js';
import type { CommandDeps } from '../../context.js';
import {
  accountRisk,
  accountRiskRefusal,
  printAccountRisk,
  riskStatusText,
  type AccountRiskResult,
} from './risk.js';
import { sink } from '../fakeDeps.testing.js';

const expired: AccountRiskResult = {
  riskType: 'zxfxdj_4',
  riskTypeDesc: '成长型',
  expireDate: '2025-06-30',
  expired: true,
  daysLeft: -228,
  today: '2026-02-13',
  orgs: [
    { groupId: '10000001', corpName: '鼎元投资管理有限公司', refusalCode: ErrorCode.RiskExpired },
    { groupId: '10000002', corpName: '汇川信托·稳盈1号集合资金信托计划', refusalCode: ErrorCode.RiskExpired },
  ],
};

describe('funddesk account risk (issue 15 §5; spec 02 §3 risk info, §5 expired assessment)', () => {
  it('asks queryRisk once for the logged-in person', async () => {
    const calls: string[] = [];
    const connection = {
      requireSession: vi.fn(),
      call: vi.fn((def: CallDef) => {
        calls.push(def.name);
        return Promise.resolve(expired);
      }),
    };
    const deps = { connect: vi.fn(() => Promise.resolve(connection)) } as unknown as CommandDeps;
    expect(await accountRisk({}, deps)).toBe(expired);
    expect(calls).toEqual(['queryRisk']);
    expect(connection.requireSession).toHaveBeenCalled();
  });

  it('prints one row per organisation with level, expiry and whether a purchase would be refused', () => {
    const out = { stdout: sink(), stderr: sink() };
    printAccountRisk(expired, false, out);
    const text = out.stdout.chunks.join('');
    expect(text).toContain('10000002');
    expect(text).toContain('中高风险');
    expect(text).toContain('2025-06-30');
    expect(text).toContain('已过期（228 天前）：买入将被拒绝，请先完成风险测评');
    expect(text.trim().split('\n')).toHaveLength(3);
  });

  it('--json prints the answer as it is; status texts for valid and never assessed', () => {
    const out = { stdout: sink(), stderr: sink() };
    printAccountRisk(expired, true, out);
    expect(JSON.parse(out.stdout.chunks.join(''))).toEqual(expired);
    expect(riskStatusText({ riskType: 'zxfxdj_3', expired: false, daysLeft: 30 })).toBe('有效（剩余 30 天）');
    expect(riskStatusText({ riskType: null, expired: true, daysLeft: null })).toBe(
      '尚未测评：买入将被拒绝，请先完成风险测评',
    );
  });

  it('--check: an expired assessment ends with exit code 1 and FD4616; a valid one passes', () => {
    const refusal = accountRiskRefusal(expired);
    expect(refusal?.code).toBe(ErrorCode.RiskExpired);
    expect(exitCodeFor(refusal)).toBe(ExitCode.Failed);
    expect(
      accountRiskRefusal({
        ...expired,
        expired: false,
        orgs: expired.orgs.map((o) => ({ ...o, refusalCode: null })),
      }),
    ).toBeNull();
  });
});
