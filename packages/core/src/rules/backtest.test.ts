import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { backtestPortfolio, portfolioDecision, splitPortfolioAmount } from './backtest.js';
import { riskMetrics } from './fundMetrics.js';
import { TradingCalendar } from './tradeDay.js';

// 2026-01-05 … 2026-02-03 as a small exchange calendar (the days between are not trading days here).
const calendar = new TradingCalendar(['2026-01-05', '2026-01-06', '2026-01-07', '2026-02-02', '2026-02-03']);
const days = ['2026-01-05', '2026-01-06', '2026-01-07', '2026-02-02', '2026-02-03'];
const series = (navs: string[]) => navs.map((nav, i) => ({ date: days[i]!, nav }));
const fundA = {
  fundId: '000001',
  weight: '60.00',
  nav: series(['1.0000', '1.1000', '1.2000', '1.2000', '1.3200']),
};
const fundB = {
  fundId: '000002',
  weight: '40.00',
  nav: series(['2.0000', '2.0000', '1.8000', '1.8000', '1.8000']),
};

describe('portfolio rule (issue 14 §4: 1-20 funds, weights of 2 decimals summing to 100.00 %, no suspended fund)', () => {
  const none = () => false;
  it('accepts weights summing to exactly 100.00', () => {
    expect(
      portfolioDecision(
        [
          { fundId: '000001', weight: '33.33' },
          { fundId: '000002', weight: '66.67' },
        ],
        none,
      ),
    ).toEqual({ ok: true });
  });
  it('refuses 0 funds, 21 funds and a fund twice with FD3020', () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ fundId: String(i).padStart(6, '0'), weight: '1' }));
    for (const funds of [
      [],
      many,
      [
        { fundId: '000001', weight: '50' },
        { fundId: '000001', weight: '50' },
      ],
    ]) {
      expect(portfolioDecision(funds, none)).toMatchObject({ ok: false, code: ErrorCode.PortfolioFundCount });
    }
  });
  it('refuses a sum of 99.99 with FD3021 and the sum, and a weight of 3 decimals or 0', () => {
    expect(
      portfolioDecision(
        [
          { fundId: '000001', weight: '33.33' },
          { fundId: '000002', weight: '66.66' },
        ],
        none,
      ),
    ).toEqual({
      ok: false,
      code: ErrorCode.PortfolioWeights,
      params: { sum: '99.99' },
    });
    expect(portfolioDecision([{ fundId: '000001', weight: '100.000' }], none)).toMatchObject({
      code: ErrorCode.PortfolioWeights,
      params: { sum: '--' },
    });
    expect(
      portfolioDecision(
        [
          { fundId: '000001', weight: '100' },
          { fundId: '000002', weight: '0' },
        ],
        none,
      ),
    ).toMatchObject({ code: ErrorCode.PortfolioWeights });
  });
  it('refuses a suspended fund with FD3022 and its code (spec 03 §4)', () => {
    expect(
      portfolioDecision(
        [
          { fundId: '000001', weight: '50' },
          { fundId: '000002', weight: '50' },
        ],
        (id) => id === '000002',
      ),
    ).toEqual({
      ok: false,
      code: ErrorCode.PortfolioSuspended,
      params: { fundId: '000002' },
    });
  });
});

describe('back-test (issue 14 §4: start 1.0000, buy at the start NAV, rebalance on the first trading day of a period)', () => {
  it('without rebalancing: units 0.6 and 0.2 held; 1 → 1.06 → 1.08 → 1.08 → 1.152', () => {
    const r = backtestPortfolio({ funds: [fundA, fundB], benchmark: null, rebalance: 'none' }, calendar);
    if (!r.ok) throw new Error('refused');
    expect(r.dates).toEqual(days);
    expect(r.portfolio).toEqual(['1.0000', '1.0600', '1.0800', '1.0800', '1.1520']);
    expect(r.rebalances).toEqual([]);
    expect(r.metrics.portfolio?.totalReturn).toBe('15.20');
    expect(r.benchmark).toBeNull();
  });
  it('monthly: on 2026-02-02 the value 1.08 goes back to 60/40 (units 0.54 and 0.24), so 1.1448 at the end', () => {
    const r = backtestPortfolio({ funds: [fundA, fundB], benchmark: null, rebalance: 'monthly' }, calendar);
    if (!r.ok) throw new Error('refused');
    expect(r.rebalances).toEqual(['2026-02-02']);
    expect(r.portfolio[4]).toBe('1.1448');
  });
  it('quarterly and yearly do not rebalance inside one quarter and year', () => {
    for (const rebalance of ['quarterly', 'yearly'] as const) {
      const r = backtestPortfolio({ funds: [fundA, fundB], benchmark: null, rebalance }, calendar);
      if (!r.ok) throw new Error('refused');
      expect(r.portfolio[4]).toBe('1.1520');
    }
  });
  it('a fund without NAV on a trading day carries its last NAV (B stays 2.0 on 2026-01-07)', () => {
    const gap = { ...fundB, nav: fundB.nav.filter((p) => p.date !== '2026-01-07') };
    const r = backtestPortfolio({ funds: [fundA, gap], benchmark: null, rebalance: 'none' }, calendar);
    if (!r.ok) throw new Error('refused');
    expect(r.portfolio[2]).toBe('1.1200');
    expect(r.carried).toEqual([
      { fundId: '000001', days: 0 },
      { fundId: '000002', days: 1 },
    ]);
  });
  it('the benchmark is normalised to 1.0000 on the first day and its metrics are fundMetrics riskMetrics', () => {
    const bench = series(['4000', '4100', '3900', '4200', '4400']);
    const r = backtestPortfolio({ funds: [fundA, fundB], benchmark: bench, rebalance: 'none' }, calendar);
    if (!r.ok) throw new Error('refused');
    expect(r.benchmark).toEqual(['1.0000', '1.0250', '0.9750', '1.0500', '1.1000']);
    expect(r.metrics.benchmark).toEqual(riskMetrics(bench, calendar));
  });
  it('a period from a later day starts there at 1.0000 and buys at that day’s NAV', () => {
    const r = backtestPortfolio(
      { funds: [fundA, fundB], benchmark: null, from: '2026-01-07', to: '2026-02-03', rebalance: 'none' },
      calendar,
    );
    if (!r.ok) throw new Error('refused');
    // units 0.6/1.2 = 0.5 and 0.4/1.8; end 0.5 × 1.32 + 0.4 = 1.06
    expect(r.portfolio).toEqual(['1.0000', '1.0000', '1.0600']);
  });
  it('refuses a fund without any NAV with FD3027 and its code (issue 14 "Bad input": funds without NAV)', () => {
    expect(
      backtestPortfolio(
        {
          funds: [fundA, { fundId: '000002', weight: '40.00', nav: [] }],
          benchmark: null,
          rebalance: 'none',
        },
        calendar,
      ),
    ).toEqual({ ok: false, code: ErrorCode.BacktestNoNav, params: { fundId: '000002' } });
  });
  it('refuses a period before the data begins (FD3023) and a period without a trading day (FD3024)', () => {
    expect(
      backtestPortfolio(
        { funds: [fundA, fundB], benchmark: null, from: '2025-12-31', rebalance: 'none' },
        calendar,
      ),
    ).toEqual({
      ok: false,
      code: ErrorCode.BacktestBeforeData,
      params: { from: '2025-12-31', dataFrom: '2026-01-05' },
    });
    expect(
      backtestPortfolio(
        { funds: [fundA, fundB], benchmark: null, from: '2026-02-03', to: '2026-01-06', rebalance: 'none' },
        calendar,
      ),
    ).toMatchObject({
      ok: false,
      code: ErrorCode.BacktestPeriod,
    });
  });
});

describe('cart split (issue 14 §4: amount × weight to the cent, the remainder cent on the largest weight)', () => {
  it('10.01 over 50/50: 5.00 each and the cent on the first of equal weights', () => {
    expect(
      splitPortfolioAmount('10.01', [
        { fundId: 'a', weight: '50.00' },
        { fundId: 'b', weight: '50.00' },
      ]),
    ).toEqual([
      { fundId: 'a', amount: '5.01' },
      { fundId: 'b', amount: '5.00' },
    ]);
  });
  it('100 over 33.33/33.33/33.34 sums back to 100.00, the rest on the 33.34 fund', () => {
    const lines = splitPortfolioAmount('100', [
      { fundId: 'a', weight: '33.33' },
      { fundId: 'b', weight: '33.34' },
      { fundId: 'c', weight: '33.33' },
    ]);
    expect(lines.map((l) => l.amount)).toEqual(['33.33', '33.34', '33.33']);
    const lines2 = splitPortfolioAmount('0.10', [
      { fundId: 'a', weight: '33.33' },
      { fundId: 'b', weight: '33.34' },
      { fundId: 'c', weight: '33.33' },
    ]);
    expect(lines2.map((l) => l.amount)).toEqual(['0.03', '0.04', '0.03']);
  });
});
