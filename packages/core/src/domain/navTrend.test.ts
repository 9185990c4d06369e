import { describe, expect, it } from 'vitest';
import type { NavPoint } from './fund.js';
import { navTrendPoints, navTrendSchema, packNavTrend } from './navTrend.js';

const point = (date: string, nav: string, dailyReturn: string | null, simulated = false): NavPoint => ({
  date,
  nav,
  dailyReturn,
  source: simulated ? 'simulated' : 'real',
});

describe('nvTrend column-wise answer (spec 03 §7 nvTrend; issue 17 §1)', () => {
  const points = [
    point('2026-02-11', '1.1500', null, true),
    point('2026-02-12', '1.1500', '0.00'),
    point('2026-02-13', '1.1430', '-0.61'),
    point('2026-02-16', '1.1431', '0.01', true),
    point('2026-02-17', '1.1432', '0.01', true),
  ];

  it('packs dates, 4-decimal NAVs and daily returns as columns, simulated days as index ranges', () => {
    const trend = packNavTrend('000001', points);
    expect(trend).toEqual({
      fundId: '000001',
      dates: ['2026-02-11', '2026-02-12', '2026-02-13', '2026-02-16', '2026-02-17'],
      navs: ['1.1500', '1.1500', '1.1430', '1.1431', '1.1432'],
      dailyReturns: [null, '0.00', '-0.61', '0.01', '0.01'],
      simulated: [
        [0, 1],
        [3, 5],
      ],
    });
    expect(navTrendSchema.safeParse(trend).success).toBe(true);
  });

  it('navTrendPoints gives back the points, sources included', () => {
    expect(navTrendPoints(packNavTrend('000001', points))).toEqual(points);
    expect(navTrendPoints(packNavTrend('000001', []))).toEqual([]);
  });

  it('the schema refuses columns of different lengths and ranges past the end', () => {
    const trend = packNavTrend('000001', points);
    expect(navTrendSchema.safeParse({ ...trend, navs: trend.navs.slice(1) }).success).toBe(false);
    expect(navTrendSchema.safeParse({ ...trend, simulated: [[3, 9]] }).success).toBe(false);
    expect(navTrendSchema.safeParse({ ...trend, simulated: [[2, 2]] }).success).toBe(false);
  });
});
