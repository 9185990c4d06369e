import { describe, expect, it } from 'vitest';
import { cockpitSummaryCommand, printCockpitSummary } from './summary.js';
import { fakeDeps, sink } from '../fakeDeps.testing.js';

const index = {
  asOf: '2026-02-12',
  navDate: '2026-02-12',
  marketValue: '15158.95',
  cost: '14900.00',
  holdingProfit: '258.95',
  holdingProfitRate: '1.74',
  dayProfit: '154.64',
  cumulativeProfit: '258.95',
  institutions: 4,
  funds: 2,
  holdings: 3,
  simulated: true,
};
const institution = {
  groupId: '10000001',
  corpName: '鼎元投资管理有限公司',
  marketValue: '15043.95',
  cost: '14800.00',
  holdingProfit: '243.95',
  holdingProfitRate: '1.65',
  dayProfit: '153.34',
  funds: 2,
  percent: '99.24',
};

describe('funddesk cockpit summary (spec 03 §7 pc/cockpit/index, queryHoldDetail)', () => {
  const answers = {
    cockpitIndex: index,
    queryHoldDetail: { asOf: '2026-02-12', institutions: [institution], list: [] },
  };

  it('prints the totals (模拟 when partly simulated) and one line per related institution', async () => {
    const { deps, calls } = fakeDeps(answers);
    const result = await cockpitSummaryCommand({}, deps);
    expect(calls.sort()).toEqual(['cockpitIndex', 'queryHoldDetail']);
    const out = { stdout: sink(), stderr: sink() };
    printCockpitSummary(result, false, out);
    const text = out.stdout.chunks.join('');
    expect(text).toContain('数据截至 2026-02-12');
    expect(text).toContain('统计范围：4 家关联机构（有效）');
    expect(text).toContain('15,158.95 模拟');
    expect(text).toContain('258.95（+1.74%）');
    expect(text).toContain('2 只 / 3 笔');
    expect(text).toMatch(/10000001\s+鼎元投资管理有限公司\s+2\s+15,043.95\s+99.24%/);
  });

  it('--json prints the whole answer', async () => {
    const { deps } = fakeDeps(answers);
    const out = { stdout: sink(), stderr: sink() };
    printCockpitSummary(await cockpitSummaryCommand({}, deps), true, out);
    expect(JSON.parse(out.stdout.chunks.join(''))).toMatchObject({
      index: { marketValue: '15158.95', simulated: true },
      institutions: [{ groupId: '10000001', percent: '99.24' }],
    });
  });
});
