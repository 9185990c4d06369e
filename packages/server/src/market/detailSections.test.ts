import { describe, expect, it } from 'vitest';
import { TradingCalendar } from '@funddesk/core';
import type { FundRecord } from './catalogue.js';
import { dataPeriodReturn, fundRealTimeEstimate, navTable } from './detail.js';
import { navStep, simulatedDailyReturnE6 } from './simulated.js';
import type { MarketService } from './types.js';

// 2026-02-13 is a Friday (trading day), 2026-02-14 a Saturday.
const calendar = new TradingCalendar(['2026-02-10', '2026-02-11', '2026-02-12', '2026-02-13', '2026-02-16']);
const at = (iso: string) => Date.parse(`${iso}+08:00`);

const bond = {
  fundId: '000003',
  shortName: '中海可转债债券A',
  fundTypeCode: 'E',
  hasNav: true,
} as FundRecord;
const money = {
  fundId: '000009',
  shortName: '易方达天天理财货币A',
  fundTypeCode: '2',
  hasNav: false,
} as FundRecord;

/** A market whose today is `today`, with 3 real days and 1 simulated day of 000003. */
function market(today: string): MarketService {
  const points = [
    { date: '2026-02-10', value: '1.0000', dailyReturn: null, source: 'real' as const },
    { date: '2026-02-11', value: '1.0100', dailyReturn: '1.00', source: 'real' as const },
    { date: '2026-02-12', value: '1.1210', dailyReturn: '10.99', source: 'real' as const },
    { date: '2026-02-13', value: '1.1200', dailyReturn: '-0.09', source: 'simulated' as const },
  ];
  return {
    calendar,
    today: () => today,
    navPoints: () => points,
    quote: () => ({
      latest: { nav: '1.1210', date: '2026-02-12', dailyReturn: '10.99', source: 'real' },
      rrInThreeMonth: null,
      rate1y: null,
      simulated: false,
    }),
  } as unknown as MarketService;
}

describe('modelled intraday estimate 盘中估值 (issue 14 §2; spec 03 §7 remote/fundRealTimeNetValue)', () => {
  it('on a trading day at 14:05: the NAV model’s step for today applied to the latest NAV, time 14:05', () => {
    const estimate = fundRealTimeEstimate(market('2026-02-13'), bond, at('2026-02-13T14:05:00'));
    const step = navStep(11210, simulatedDailyReturnE6('000003', 'E', '2026-02-13'));
    expect(estimate).toMatchObject({
      reason: null,
      time: '14:05',
      baseNav: '1.1210',
      baseDate: '2026-02-12',
    });
    expect(estimate.estimateNav).toBe((step.navE4 / 10000).toFixed(4));
    expect(estimate.estimateChange).toBe(step.dailyReturn);
  });

  it('after the close the time stays 15:00; before 09:30, on a Saturday and for money funds there is none', () => {
    expect(fundRealTimeEstimate(market('2026-02-13'), bond, at('2026-02-13T20:00:00')).time).toBe('15:00');
    expect(fundRealTimeEstimate(market('2026-02-13'), bond, at('2026-02-13T09:29:00')).reason).toBe(
      'beforeOpen',
    );
    expect(fundRealTimeEstimate(market('2026-02-14'), bond, at('2026-02-14T11:00:00')).reason).toBe(
      'nonTradingDay',
    );
    const none = fundRealTimeEstimate(market('2026-02-13'), money, at('2026-02-13T11:00:00'));
    expect(none).toMatchObject({ reason: 'money', estimateNav: null, time: null });
  });
});

describe('NAV table and the data period’s return (issue 14 §2)', () => {
  it('the table is newest first with each day’s source; money funds have none', () => {
    const page = navTable(market('2026-02-16'), bond, 1, 2);
    expect(page.rows.map((r) => [r.date, r.source])).toEqual([
      ['2026-02-13', 'simulated'],
      ['2026-02-12', 'real'],
    ]);
    expect(page.pageCount).toBe(2);
    expect(navTable(market('2026-02-16'), money, 1, 20).totalRows).toBe(0);
  });

  it('the data period’s return uses only the real days: 1.0000 -> 1.1210 is +12.10%', () => {
    expect(dataPeriodReturn(market('2026-02-16'), '000003')).toEqual({
      from: '2026-02-10',
      to: '2026-02-12',
      rate: '12.10',
    });
  });
});
