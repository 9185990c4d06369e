/**
 * 公募资产分析 (issue 14 §5 Analysis; spec 03 §2 fund tools analysis, §7 pc/assetAnalysis/queryQuarterAssetConfig,
 * queryMonthlyPayBack): an account's allocation by a key (fund type, risk level, company) and the monthly returns
 * of its current holdings computed from the funds' real NAV.
 */
import { Dec } from '../domain/money.js';
import type { NavObservation } from './fundMetrics.js';

/** One holding's contribution to an allocation: the group's key and label, market value in yuan (decimal text). */
export interface AllocationItem {
  readonly key: string;
  readonly label: string;
  readonly marketValue: string;
}

/** One slice of an allocation: key, label, summed market value (yuan, 2 decimals) and share in percent (2 decimals). */
export interface AllocationShare {
  readonly key: string;
  readonly label: string;
  readonly marketValue: string;
  readonly percent: string;
}

/**
 * Sums the items by key (first label seen) and gives each group's share of the total in percent, 2 decimals
 * half-up; groups in descending value, ties by key; items of zero value are left out. Empty when nothing is held.
 */
export function allocationBy(items: readonly AllocationItem[]): AllocationShare[] {
  const groups = new Map<string, { label: string; value: Dec }>();
  for (const item of items) {
    const value = new Dec(item.marketValue);
    if (value.lte(0)) continue;
    const group = groups.get(item.key);
    if (group) group.value = group.value.plus(value);
    else groups.set(item.key, { label: item.label, value });
  }
  const total = [...groups.values()].reduce((sum, g) => sum.plus(g.value), new Dec(0));
  if (total.isZero()) return [];
  return [...groups.entries()]
    .sort(([ka, a], [kb, b]) => b.value.comparedTo(a.value) || ka.localeCompare(kb))
    .map(([key, g]) => ({
      key,
      label: g.label,
      marketValue: g.value.toFixed(2, Dec.ROUND_HALF_UP),
      percent: g.value.div(total).times(100).toFixed(2, Dec.ROUND_HALF_UP),
    }));
}

/** The month `YYYY-MM` `n` months before `month` (negative n: after). */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) - n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The last observation of each month `YYYY-MM` (points oldest first). */
function monthEnds(points: readonly NavObservation[]): Map<string, NavObservation> {
  const ends = new Map<string, NavObservation>();
  for (const p of points) ends.set(p.date.slice(0, 7), p);
  return ends;
}

/** A holding for the monthly returns: its weight (market value, yuan) and real NAV observations, oldest first. */
export interface WeightedSeries {
  readonly marketValue: string;
  readonly points: readonly NavObservation[];
}

/** One month of the holdings' returns. */
export interface MonthlyReturn {
  /** `YYYY-MM`. */
  readonly month: string;
  /** Weighted return in percent, 2 decimals half-up; null when no holding has NAV at both month ends. */
  readonly rate: string | null;
  /** How many holdings the month's rate covers. */
  readonly funds: number;
}

/**
 * The monthly returns of the current holdings over the `count` months ending with `lastMonth` (`YYYY-MM`),
 * oldest first: a fund's month return is its last NAV of the month over its last NAV of the month before, − 1;
 * the month's rate is their average weighted by current market value, over the funds with NAV at both month ends
 * (the others' weight is left out, `funds` says how many count). Figures in percent, 2 decimals half-up.
 */
export function monthlyReturns(
  holdings: readonly WeightedSeries[],
  lastMonth: string,
  count = 12,
): MonthlyReturn[] {
  const ends = holdings.map((h) => ({ weight: new Dec(h.marketValue), ends: monthEnds(h.points) }));
  const answer: MonthlyReturn[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const month = shiftMonth(lastMonth, i);
    const before = shiftMonth(month, 1);
    let weighted = new Dec(0);
    let weights = new Dec(0);
    let funds = 0;
    for (const h of ends) {
      const end = h.ends.get(month);
      const base = h.ends.get(before);
      if (!end || !base || h.weight.lte(0)) continue;
      weighted = weighted.plus(new Dec(end.nav).div(base.nav).minus(1).times(h.weight));
      weights = weights.plus(h.weight);
      funds += 1;
    }
    const rate = funds === 0 ? null : weighted.div(weights).times(100).toFixed(2, Dec.ROUND_HALF_UP);
    answer.push({ month, rate: rate === '-0.00' ? '0.00' : rate, funds });
  }
  return answer;
}
