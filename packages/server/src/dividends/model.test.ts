import { describe, expect, it } from 'vitest';
import { bucket } from '../market/hash.js';
import { dividendEvents, paysDividends, ratioPerMille, targetDays, type NavDay } from './model.js';

/** A code the model pays for (bucket ≠ 0), found among fixed candidates so the test states its own input. */
const payer = ['000001', '000011', '110011', '161725', '519674'].find((c) => bucket(c, 'dividend', 4) !== 0)!;

const next = (iso: string): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
  return d.toISOString().slice(0, 10);
};

/** Weekday NAV at 1.2345 for a year. */
function yearOfNav(year: number, nav = '1.2345'): NavDay[] {
  const out: NavDay[] = [];
  for (
    let d = new Date(`${year}-01-01T00:00:00Z`);
    d.getUTCFullYear() === year;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push({ date: d.toISOString().slice(0, 10), nav });
  }
  return out;
}

describe('simulated dividends (issue 14 §5 Dividends; docs/decisions.md)', () => {
  it('money funds (2), QDII (5) and other types pay none; bond, stock and mixed follow the code bucket', () => {
    expect(paysDividends(payer, '2')).toBe(false);
    expect(paysDividends(payer, '5')).toBe(false);
    expect(paysDividends(payer, 'E')).toBe(true);
    expect(paysDividends(payer, 'A')).toBe(true);
    expect(dividendEvents(payer, '2', yearOfNav(2024), next)).toEqual([]);
  });

  it('a bond fund has 1 or 2 target days six months apart; an equity fund one', () => {
    const bond = targetDays(payer, 'E');
    expect([1, 2]).toContain(bond.length);
    if (bond.length === 2) expect(Number(bond[1]!.slice(0, 2)) - Number(bond[0]!.slice(0, 2))).toBe(6);
    expect(targetDays(payer, '0')).toHaveLength(1);
  });

  it('the record date is the first NAV date on or after the target; cash = NAV × ratio rounded down to 4 decimals', () => {
    const nav = yearOfNav(2024);
    const [event] = dividendEvents(payer, 'A', nav, next);
    const target = `2024-${targetDays(payer, 'A')[0]}`;
    const expected = nav.find((d) => d.date >= target)!;
    expect(event!.recordDate).toBe(expected.date);
    expect(event!.exDate).toBe(event!.recordDate);
    expect(event!.payDate).toBe(next(next(event!.recordDate)));
    // hand computation: 1.2345 × r‰, cut to 4 decimals
    const r = ratioPerMille(payer, 'A', 2024, 0);
    expect(r).toBeGreaterThanOrEqual(10);
    expect(r).toBeLessThanOrEqual(30);
    const cash = Math.floor((12345 * r) / 1000) / 10000;
    expect(event!.cashPerShare).toBe(cash.toFixed(4));
    expect(event!.navOnRecordDate).toBe('1.2345');
  });

  it('no event when the year’s NAV ends before the target day; the same input gives the same events', () => {
    const nav = yearOfNav(2024).filter((d) => d.date < '2024-01-04');
    const target = `2024-${targetDays(payer, '0')[0]}`;
    expect(dividendEvents(payer, '0', nav, next)).toEqual(target <= '2024-01-03' ? expect.any(Array) : []);
    expect(dividendEvents(payer, 'E', yearOfNav(2023), next)).toEqual(
      dividendEvents(payer, 'E', yearOfNav(2023), next),
    );
  });
});
