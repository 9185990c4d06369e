import { describe, expect, it } from 'vitest';
import {
  buildStatement,
  reconcileStatement,
  tradeEffect,
  type StatementInput,
  type StatementNav,
  type StatementTrade,
} from './statement.js';

/** January 2026, valued on 2025-12-31 (opening) and 2026-01-30 (closing). */
const bounds = { start: '2026-01-01', end: '2026-01-31', openingDay: '2025-12-31', closingDay: '2026-01-30' };

/** NAVs by fund and day (the last one on or before the day is used, like the market service). */
const navs: Record<string, Record<string, string>> = {
  '000001': {
    '2025-12-10': '1.0500',
    '2025-12-31': '1.1000',
    '2026-01-15': '1.1200',
    '2026-01-30': '1.2000',
  },
  '000003': { '2026-01-20': '2.0000', '2026-01-30': '1.9500' },
  '110022': { '2025-12-31': '3.0000', '2026-01-05': '3.1000', '2026-01-30': '3.3333' },
};
function navOn(fundId: string, day: string): StatementNav | null {
  const series = navs[fundId] ?? {};
  const date = Object.keys(series)
    .filter((d) => d <= day)
    .sort()
    .at(-1);
  return date ? { nav: series[date]!, date, source: 'real' } : null;
}

let serial = 0;
function trade(
  partial: Partial<StatementTrade> & Pick<StatementTrade, 'fundId' | 'confirmDay'>,
): StatementTrade {
  serial += 1;
  return {
    serialNo: `O${String(serial).padStart(3, '0')}`,
    fundName: `基金${partial.fundId}`,
    tradeType: 'purchase',
    tradeDay: partial.confirmDay,
    amount: '0.00',
    fee: '0.00',
    netAmount: '0.00',
    confirmNav: null,
    shares: '0.00',
    navSource: 'real',
    ...partial,
  };
}

const input = (trades: StatementTrade[]): StatementInput => ({ bounds, trades, navOn });

describe('trade effects (spec 02 §2 trade types; DESIGN §5)', () => {
  it.each([
    ['purchase', '1000.00', '985.22', '895.65', '895.65', '1000', '0'],
    ['redemption', '1200.00', '1194.00', '1000.00', '-1000', '0', '1194'],
    ['conversion', '0.00', '0.00', '-50.00', '-50', '0', '0'],
  ] as const)(
    '%s of amount %s (net %s), %s shares -> shares %s, paid %s, received %s',
    (tradeType, amount, netAmount, shares, dShares, paid, received) => {
      const e = tradeEffect({ tradeType, amount, netAmount, shares });
      expect([e.shares.toFixed(), e.paid.toFixed(), e.received.toFixed()]).toEqual([dShares, paid, received]);
    },
  );
});

describe('statement of an account and month (issue 4 §3; docs/decisions.md Statements)', () => {
  const before = trade({
    fundId: '000001',
    confirmDay: '2025-12-11',
    tradeDay: '2025-12-10',
    amount: '10000.00',
    fee: '14.78',
    netAmount: '9985.22',
    confirmNav: '1.0500',
    shares: '9509.73',
  });
  const buyJan = trade({
    fundId: '000001',
    confirmDay: '2026-01-16',
    tradeDay: '2026-01-15',
    amount: '5000.00',
    fee: '7.39',
    netAmount: '4992.61',
    confirmNav: '1.1200',
    shares: '4457.68',
  });
  const buyOther = trade({
    fundId: '000003',
    confirmDay: '2026-01-21',
    tradeDay: '2026-01-20',
    amount: '2000.00',
    fee: '0.00',
    netAmount: '2000.00',
    confirmNav: '2.0000',
    shares: '1000.00',
  });
  const sellJan = trade({
    fundId: '000001',
    tradeType: 'redemption',
    confirmDay: '2026-01-31',
    tradeDay: '2026-01-30',
    amount: '1200.00',
    fee: '6.00',
    netAmount: '1194.00',
    confirmNav: '1.2000',
    shares: '1000.00',
  });
  // trade day in January, confirmed in February: not in January's statement
  const confirmedLater = trade({
    fundId: '000003',
    confirmDay: '2026-02-02',
    tradeDay: '2026-01-30',
    amount: '300.00',
    netAmount: '300.00',
    confirmNav: '1.9500',
    shares: '153.84',
  });

  const content = buildStatement(input([confirmedLater, sellJan, buyOther, buyJan, before]));

  it('holdings: opening from trades confirmed before the month, closing after it, valued at the NAVs of the valuation days', () => {
    expect(content.holdings).toEqual([
      {
        fundId: '000001',
        fundName: '基金000001',
        openingShares: '9509.73',
        openingNav: { nav: '1.1000', date: '2025-12-31', source: 'real' },
        openingValue: '10460.70', // 9509.73 × 1.1 = 10460.703
        sharesIn: '4457.68',
        sharesOut: '1000.00',
        closingShares: '12967.41',
        closingNav: { nav: '1.2000', date: '2026-01-30', source: 'real' },
        closingValue: '15560.89', // 12967.41 × 1.2 = 15560.892
        paid: '5000.00',
        received: '1194.00',
        fees: '13.39',
        profit: '1294.19', // 15560.89 − 10460.70 − 5000 + 1194
      },
      {
        fundId: '000003',
        fundName: '基金000003',
        openingShares: '0.00',
        openingNav: null,
        openingValue: '0.00',
        sharesIn: '1000.00',
        sharesOut: '0.00',
        closingShares: '1000.00',
        closingNav: { nav: '1.9500', date: '2026-01-30', source: 'real' },
        closingValue: '1950.00',
        paid: '2000.00',
        received: '0.00',
        fees: '0.00',
        profit: '-50.00',
      },
    ]);
  });

  it('trades: those confirmed in the month, by confirm day; a January trade confirmed in February is left out', () => {
    expect(content.trades.map((t) => t.serialNo)).toEqual([
      buyJan.serialNo,
      buyOther.serialNo,
      sellJan.serialNo,
    ]);
  });

  it('totals: sums of the trades by type and of the holdings; profit = closing − opening − purchases + redemptions paid out', () => {
    expect(content.totals).toEqual({
      openingValue: '10460.70',
      closingValue: '17510.89',
      purchaseAmount: '7000.00',
      purchaseFee: '7.39',
      redemptionAmount: '1200.00',
      redemptionFee: '6.00',
      redemptionNet: '1194.00',
      fees: '13.39',
      profit: '1244.19',
      tradeCount: 3,
      purchaseCount: 2,
      redemptionCount: 1,
    });
    expect(reconcileStatement(content)).toEqual([]);
  });

  it('an account without trades or holdings has an empty statement with zero totals', () => {
    const empty = buildStatement(input([]));
    expect(empty.holdings).toEqual([]);
    expect(empty.trades).toEqual([]);
    expect(empty.totals).toMatchObject({
      openingValue: '0.00',
      closingValue: '0.00',
      profit: '0.00',
      tradeCount: 0,
    });
    expect(reconcileStatement(empty)).toEqual([]);
  });

  it('a holding without activity in the month is listed with its revaluation as profit', () => {
    const quiet = buildStatement(input([before]));
    expect(quiet.holdings).toHaveLength(1);
    expect(quiet.holdings[0]).toMatchObject({
      openingValue: '10460.70',
      closingValue: '11411.68',
      profit: '950.98',
    });
    expect(quiet.trades).toEqual([]);
  });

  it('a holding sold out in the month stays listed with zero closing shares and its profit', () => {
    const h = trade({
      fundId: '110022',
      confirmDay: '2025-12-20',
      amount: '3000.00',
      netAmount: '3000.00',
      confirmNav: '3.0000',
      shares: '1000.00',
    });
    const out = trade({
      fundId: '110022',
      tradeType: 'redemption',
      confirmDay: '2026-01-06',
      tradeDay: '2026-01-05',
      amount: '3100.00',
      fee: '15.50',
      netAmount: '3084.50',
      confirmNav: '3.1000',
      shares: '1000.00',
    });
    const sold = buildStatement(input([h, out]));
    expect(sold.holdings).toEqual([
      expect.objectContaining({
        fundId: '110022',
        openingValue: '3000.00',
        closingShares: '0.00',
        closingNav: null,
        closingValue: '0.00',
        profit: '84.50',
      }),
    ]);
    expect(reconcileStatement(sold)).toEqual([]);
  });

  it('a fund without a published NAV is valued at the NAV of its last confirmed trade', () => {
    const noData = trade({
      fundId: '999999',
      confirmDay: '2026-01-08',
      tradeDay: '2026-01-07',
      amount: '100.00',
      netAmount: '100.00',
      confirmNav: '1.2345',
      shares: '81.00',
    });
    const valued = buildStatement(input([noData]));
    expect(valued.holdings[0]).toMatchObject({
      closingNav: { nav: '1.2345', date: '2026-01-07', source: 'real' },
      closingValue: '99.99', // 81 × 1.2345 = 99.9945
    });
  });

  it('reconciliation reports totals that do not add up', () => {
    const broken = structuredClone(content);
    broken.totals.purchaseAmount = '7000.01';
    broken.holdings[0]!.closingShares = '1.00';
    expect(reconcileStatement(broken)).toEqual([
      '000001 shares: 12967.41 != 1',
      'purchase amount: 7000 != 7000.01',
      'paid: 7000 != 7000.01',
      'profit identity: 1244.18 != 1244.19',
    ]);
  });
});
