import { describe, expect, it } from 'vitest';
import {
  capitalFlowByMonth,
  cockpitRanking,
  cockpitSummary,
  valueCockpitHolding,
  type CockpitHolding,
  type CockpitTrade,
} from './cockpit.js';

const holding = (over: Partial<CockpitHolding>): CockpitHolding => ({
  groupId: '10000001',
  corpName: '鼎元投资管理有限公司',
  fundId: '000001',
  fundName: '华夏成长混合',
  fundTypeCode: 'A',
  shares: '1000.00',
  cost: '1000.00',
  nav: '1.2345',
  navDate: '2026-02-12',
  navSource: 'real',
  dayProfit: '0.00',
  ...over,
});

const trade = (over: Partial<CockpitTrade>): CockpitTrade => ({
  groupId: '10000001',
  tradeType: 'purchase',
  amount: '0.00',
  netAmount: '0.00',
  confirmDay: '2026-02-11',
  ...over,
});

const orgs = [
  { groupId: '10000001', corpName: '鼎元投资管理有限公司' },
  { groupId: '10000002', corpName: '汇川信托' },
  { groupId: '10000020', corpName: '星海科技集团有限公司' },
];

describe('valueCockpitHolding (spec 03 §7 pc/cockpit/queryHoldDetail; DESIGN §5)', () => {
  it('market value = shares × 4-decimal NAV to the fen, half-up; profit and its rate', () => {
    const v = valueCockpitHolding(holding({ shares: '3333.33', nav: '1.1500', cost: '3500.00' }));
    expect(v.marketValue).toBe('3833.33'); // 3833.3295 -> 3833.33
    expect(v.holdingProfit).toBe('333.33');
    expect(v.holdingProfitRate).toBe('9.52');
  });

  it('a holding without NAV is valued at cost; a rate at cost 0 is null', () => {
    expect(valueCockpitHolding(holding({ nav: null, navDate: null, cost: '12.34' })).marketValue).toBe(
      '12.34',
    );
    expect(valueCockpitHolding(holding({ cost: '0.00' })).holdingProfitRate).toBeNull();
  });
});

describe('cockpitSummary (spec 03 §7 pc/cockpit/index, assetDistribute)', () => {
  const holdings = [
    holding({ shares: '3333.33', nav: '1.1500', cost: '3500.00', dayProfit: '43.33' }),
    holding({
      fundId: '000003',
      fundName: '中海可转债债券A',
      fundTypeCode: 'E',
      shares: '10000.55',
      nav: '1.1210',
      cost: '11300.00',
      navDate: '2026-02-13',
      navSource: 'simulated',
      dayProfit: '-1.00',
    }),
    holding({ groupId: '10000002', corpName: '汇川信托', shares: '100.00', nav: '1.1500', cost: '100.00' }),
  ];

  it('totals are the sums of the holdings; every related institution has a row, also without holdings', () => {
    const s = cockpitSummary(orgs, holdings, []);
    // 3833.33 + 11210.62 (10000.55 × 1.121 = 11210.61655) + 115.00
    expect(s.marketValue).toBe('15158.95');
    expect(s.cost).toBe('14900.00');
    expect(s.holdingProfit).toBe('258.95');
    expect(s.dayProfit).toBe('42.33');
    expect(s).toMatchObject({
      institutions: 3,
      funds: 2,
      holdings: 3,
      navDate: '2026-02-13',
      simulated: true,
    });
    expect(s.byInstitution.map((i) => [i.groupId, i.marketValue, i.funds, i.percent])).toEqual([
      ['10000001', '15043.95', 2, '99.24'],
      ['10000002', '115.00', 1, '0.76'],
      ['10000020', '0.00', 0, '0.00'],
    ]);
    expect(s.byFundType.map((t) => [t.label, t.marketValue])).toEqual([
      ['债券型', '11210.62'],
      ['混合型', '3948.33'],
    ]);
  });

  it('cumulative profit = market value + redemption money received − purchase money paid (confirmed trades)', () => {
    const s = cockpitSummary(orgs, holdings, [
      trade({ amount: '15000.00' }),
      trade({ tradeType: 'redemption', amount: '600.00', netAmount: '597.00' }),
    ]);
    expect(s.cumulativeProfit).toBe('755.95'); // 15158.95 + 597.00 − 15000.00
  });

  it('nothing held: zeros, no rate, no NAV date, not simulated', () => {
    const s = cockpitSummary(orgs, [], []);
    expect(s).toMatchObject({
      marketValue: '0.00',
      holdingProfitRate: null,
      navDate: null,
      simulated: false,
      funds: 0,
    });
    expect(s.byFundType).toEqual([]);
  });
});

describe('cockpitRanking (spec 03 §7 pc/cockpit/positionRanking, profitRanking)', () => {
  const holdings = [
    holding({ shares: '1000.00', nav: '1.5000', cost: '1000.00' }), // 1500, +500
    holding({ groupId: '10000002', shares: '1000.00', nav: '1.5000', cost: '1400.00' }), // 1500, +100
    holding({
      fundId: '000003',
      fundName: '债A',
      fundTypeCode: 'E',
      shares: '5000.00',
      nav: '1.0000',
      cost: '4000.00',
    }), // 5000, +1000
    holding({
      fundId: '000009',
      fundName: '货币',
      fundTypeCode: '2',
      shares: '100.00',
      nav: '1.0000',
      cost: '100.00',
      navSource: 'simulated',
    }),
  ];

  it('sums each fund over the institutions and orders by market value', () => {
    const rows = cockpitRanking(holdings, 'marketValue', 10);
    expect(rows.map((r) => [r.rank, r.fundId, r.marketValue, r.institutions])).toEqual([
      [1, '000003', '5000.00', 1],
      [2, '000001', '3000.00', 2],
      [3, '000009', '100.00', 1],
    ]);
    expect(rows[1]).toMatchObject({
      shares: '2000.00',
      holdingProfit: '600.00',
      holdingProfitRate: '25.00',
      percent: '37.04',
    });
    expect(rows[2]?.simulated).toBe(true);
  });

  it('orders by holding profit and keeps the top N', () => {
    const rows = cockpitRanking(holdings, 'holdingProfit', 2);
    expect(rows.map((r) => [r.fundId, r.holdingProfit])).toEqual([
      ['000003', '1000.00'],
      ['000001', '600.00'],
    ]);
  });
});

describe('capitalFlowByMonth (spec 03 §7 pc/cockpit/queryCapitalInOutFlow)', () => {
  it('purchases in, redemption net amounts out, by the confirmation month; empty months are zeros', () => {
    const rows = capitalFlowByMonth(
      [
        trade({ amount: '1000.00', confirmDay: '2025-12-31' }),
        trade({ amount: '250.50', confirmDay: '2026-02-02' }),
        trade({ tradeType: 'redemption', amount: '500.00', netAmount: '497.50', confirmDay: '2026-02-27' }),
        trade({ amount: '9.99', confirmDay: '2025-10-01' }), // before the window
      ],
      '2026-02',
      3,
    );
    expect(rows).toEqual([
      { month: '2025-12', inflow: '1000.00', outflow: '0.00', net: '1000.00' },
      { month: '2026-01', inflow: '0.00', outflow: '0.00', net: '0.00' },
      { month: '2026-02', inflow: '250.50', outflow: '497.50', net: '-247.00' },
    ]);
  });
});
