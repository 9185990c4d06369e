import { TradingCalendar } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { PRIVATE_PRODUCT_SET, reserveWindowOf } from './products.js';

/** Weekdays of 2026 except the Spring Festival closure 2026-02-16..2026-02-23 (an exchange calendar's shape). */
function calendar2026(): TradingCalendar {
  const days: string[] = [];
  for (
    let d = new Date(Date.UTC(2026, 0, 1));
    d.getUTCFullYear() === 2026;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const iso = d.toISOString().slice(0, 10);
    const weekday = d.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (iso >= '2026-02-16' && iso <= '2026-02-23') continue;
    days.push(iso);
  }
  return new TradingCalendar(days);
}

describe('the private product set (issue 13 §1; docs/data-model.md §Private products)', () => {
  it('has at least 30 products with distinct ids, types mjfs_2/6 and mjfs_4/15/16/17, risk zxfxdj_3..5, minimum >= 1,000,000 yuan', () => {
    expect(PRIVATE_PRODUCT_SET.length).toBeGreaterThanOrEqual(30);
    expect(new Set(PRIVATE_PRODUCT_SET.map((p) => p.productId)).size).toBe(PRIVATE_PRODUCT_SET.length);
    expect(new Set(PRIVATE_PRODUCT_SET.map((p) => p.fundType))).toEqual(
      new Set(['mjfs_2', 'mjfs_6', 'mjfs_4', 'mjfs_15', 'mjfs_16', 'mjfs_17']),
    );
    expect(new Set(PRIVATE_PRODUCT_SET.map((p) => p.riskCode))).toEqual(
      new Set(['zxfxdj_3', 'zxfxdj_4', 'zxfxdj_5']),
    );
    for (const p of PRIVATE_PRODUCT_SET) {
      expect(Number(p.minAmount)).toBeGreaterThanOrEqual(1_000_000);
      expect(['10000.00', '100000.00']).toContain(p.stepAmount);
      expect(p.simulated).toBe(true);
    }
    expect(new Set(PRIVATE_PRODUCT_SET.map((p) => p.managerCode)).size).toBeGreaterThanOrEqual(8);
  });
});

describe('open day and reserve window on the exchange calendar (spec 02 §4 reserve status 1/2/3)', () => {
  const calendar = calendar2026();
  it('monthly: the open day is the first trading day on or after the day; the window runs from the previous one (1 in progress)', () => {
    const monthly = { openRule: 'M:15', reserveLeadDays: 0, reserveEnded: false };
    // 2026-02-15 is a Sunday and 16-23 the closure: February's open day is 2026-02-24.
    expect(reserveWindowOf(monthly, calendar, '2026-02-13')).toEqual({
      openDay: '2026-02-24',
      reserveStart: '2026-01-15',
      reserveEnd: '2026-02-23',
      reserveStatus: '1',
    });
    // On the open day itself the next one is March's.
    expect(reserveWindowOf(monthly, calendar, '2026-02-24')).toMatchObject({
      openDay: '2026-03-16',
      reserveStatus: '1',
    });
  });

  it('quarterly: the window opens 10 trading days before the open day (2 not started before it)', () => {
    const quarterly = { openRule: 'Q:10', reserveLeadDays: 10, reserveEnded: false };
    expect(reserveWindowOf(quarterly, calendar, '2026-02-13')).toEqual({
      openDay: '2026-03-10',
      reserveStart: '2026-02-24',
      reserveEnd: '2026-03-09',
      reserveStatus: '2',
    });
    expect(reserveWindowOf(quarterly, calendar, '2026-02-24').reserveStatus).toBe('1');
  });

  it('a product that takes no more reservations is 3 ended', () => {
    expect(
      reserveWindowOf({ openRule: 'M:1', reserveLeadDays: 0, reserveEnded: true }, calendar, '2026-02-13')
        .reserveStatus,
    ).toBe('3');
  });
});
