/**
 * The simulated holdings of a fund (基金比较's position distribution, spec 03 §7 "Fund comparison:
 * positionDistribution"; issue 14 §5). The data has no holdings (shared/data/README.md "no holdings"), so
 * FundDesk generates a quarter's asset allocation and industry distribution with a documented deterministic
 * model (docs/decisions.md "Simulated holdings"), shown marked 模拟 (DESIGN §6):
 *
 * - A pseudo-random stream seeded by FNV-1a of `<fundId>|<quarter>` (mulberry32): the same fund and quarter
 *   always give the same figures, on every machine and in every process.
 * - Asset weights in basis points of net assets, drawn in ranges that fit the fund's type ({@link ASSET_RANGES}:
 *   a stock fund holds 80-95 % stocks, a bond fund 80-96 % bonds, a money fund bonds and cash, an FOF funds,
 *   REITs and commodity funds their underlying as 其他), cash 1-10 %; the type's filler class ({@link FILLER}:
 *   bonds for most types) takes what is left, so they sum to exactly 100.00 %.
 * - The stock part split over five industries chosen by the fund code alone (a fund's style persists from
 *   quarter to quarter) with weights of the quarter, the five taking 55-85 % of the stock part and 其他行业 the
 *   rest; the industries sum exactly to the stock weight.
 *
 * Pure and integer-only (basis points): no floats reach a figure.
 */
import type { FundTypeCode } from '../domain/fund.js';
import { quarterOf, shiftQuarter } from './fundMetrics.js';

/** The asset classes of the allocation, in display order. */
export const holdingAssetKinds = ['stock', 'bond', 'fund', 'other', 'cash'] as const;
/** An asset class of {@link holdingAssetKinds} (catalogue `fundTools.asset.<kind>`). */
export type HoldingAssetKind = (typeof holdingAssetKinds)[number];

/**
 * The industries the model draws from (申万一级 names, catalogue `fundTools.industry.<code>`); `other` is
 * 其他行业, the stock part outside the five.
 */
export const holdingIndustries = [
  'electronics',
  'pharma',
  'food',
  'powerEquipment',
  'banks',
  'nonBankFinance',
  'computers',
  'metals',
  'autos',
  'machinery',
  'chemicals',
  'defence',
  'media',
  'appliances',
  'telecom',
] as const;
/** An industry of {@link holdingIndustries}, or `other` (其他行业). */
export type HoldingIndustry = (typeof holdingIndustries)[number] | 'other';

/** One asset class of a simulated allocation: percent of net assets, 2 decimals. */
export interface HoldingAssetShare {
  readonly kind: HoldingAssetKind;
  readonly percent: string;
}

/** One industry of a simulated distribution: percent of net assets, 2 decimals. */
export interface HoldingIndustryShare {
  readonly industry: HoldingIndustry;
  readonly percent: string;
}

/** A fund's simulated holdings in one quarter ({@link simulatedHoldings}). */
export interface SimulatedHoldings {
  /** `YYYYQn`, the report quarter. */
  readonly quarter: string;
  /** Every asset class, {@link holdingAssetKinds} order, summing to 100.00. */
  readonly assets: HoldingAssetShare[];
  /** The five industries largest first, then `other`; summing to the stock share. Empty without stocks. */
  readonly industries: HoldingIndustryShare[];
}

/** Basis points in 100 %. */
const WHOLE = 10_000;
/** The least cash a fund keeps (1 %, liquidity). */
const MIN_CASH = 100;
/** The cash drawn (1-10 %); the type's filler class takes the rest ({@link FILLER}). */
const CASH_RANGE: readonly [number, number] = [MIN_CASH, 1000];

/** A range of basis points `[low, high]`. */
type Range = readonly [number, number];

/** The ranges of stock, bond, fund and other assets by type (basis points of net assets). */
interface AssetRanges {
  readonly stock: Range;
  readonly bond: Range;
  readonly fund: Range;
  readonly other: Range;
}

const NONE: Range = [0, 0];

/**
 * The asset ranges of each broad type (spec 03 §3 fund types; FundDesk's F, R, C, I, X), refined for mixed
 * funds by their published type ({@link rangesOf}).
 */
export const ASSET_RANGES: Readonly<Record<FundTypeCode, AssetRanges>> = {
  '0': { stock: [8000, 9500], bond: [0, 500], fund: NONE, other: [0, 200] },
  A: { stock: [3000, 8000], bond: [500, 3000], fund: NONE, other: [0, 200] },
  E: { stock: NONE, bond: [8000, 9600], fund: NONE, other: [0, 300] },
  '5': { stock: [6000, 9200], bond: [0, 500], fund: [0, 1000], other: [0, 300] },
  '2': { stock: NONE, bond: [2000, 5000], fund: NONE, other: [2000, 4000] },
  F: { stock: [0, 500], bond: [0, 500], fund: [8000, 9500], other: NONE },
  R: { stock: NONE, bond: [0, 500], fund: NONE, other: [8500, 9800] },
  C: { stock: NONE, bond: [0, 500], fund: NONE, other: [8500, 9800] },
  I: { stock: [3000, 8000], bond: [500, 3000], fund: NONE, other: [0, 200] },
  X: { stock: [3000, 8000], bond: [500, 3000], fund: NONE, other: [0, 200] },
};

/**
 * The class that takes what the draws leave to 100 % by type: bonds for stock, mixed, bond, QDII and other
 * funds, funds for an FOF, 其他 for REITs and commodity funds, cash for money funds.
 */
const FILLER: Readonly<Record<FundTypeCode, HoldingAssetKind>> = {
  '0': 'bond',
  A: 'bond',
  E: 'bond',
  '5': 'bond',
  '2': 'cash',
  F: 'fund',
  R: 'other',
  C: 'other',
  I: 'bond',
  X: 'bond',
};

/** The asset ranges of a fund: its broad type's, narrowed by the published fine type where it says more. */
export function rangesOf(fundTypeCode: FundTypeCode, publishedType: string): AssetRanges {
  const base = ASSET_RANGES[fundTypeCode];
  if (fundTypeCode === 'A') {
    if (publishedType.includes('偏股')) return { ...base, stock: [6000, 9000], bond: [0, 1500] };
    if (publishedType.includes('偏债')) return { ...base, stock: [500, 3000], bond: [5000, 8000] };
    if (publishedType.includes('平衡')) return { ...base, stock: [4000, 6500], bond: [2000, 4000] };
    if (publishedType.includes('绝对收益')) return { ...base, stock: [1000, 4000], bond: [3000, 6000] };
  }
  if (fundTypeCode === 'E' && /混合债|可转债|二级/.test(publishedType)) return { ...base, stock: [0, 1500] };
  if (fundTypeCode === '5' && publishedType.includes('债'))
    return { ...base, stock: NONE, bond: [8000, 9500] };
  return base;
}

/** FNV-1a 32-bit hash of a text. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A mulberry32 stream of integers: `next(n)` is uniform in `[0, n)`. */
function stream(seed: number): { next: (n: number) => number } {
  let state = seed >>> 0;
  return {
    next(n: number): number {
      state = (state + 0x6d2b79f5) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 15), z | 1);
      z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
      const u32 = (z ^ (z >>> 14)) >>> 0;
      return n <= 0 ? 0 : u32 % n;
    },
  };
}

/** A draw within a range (inclusive). */
function draw(random: { next: (n: number) => number }, [low, high]: Range): number {
  return low + random.next(high - low + 1);
}

/** Basis points as percent text with 2 decimals (`1234` -> `12.34`). */
function percentOfBps(bps: number): string {
  return `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
}

/**
 * Splits `total` basis points in proportion to integer `weights`, exactly (largest remainder; ties to the
 * earlier item).
 */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  const order = weights
    .map((w, i) => ({ i, rest: (total * w) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The simulated holdings of a fund in a quarter (see the module's model). Deterministic in
 * (`fundId`, `quarter`, type): the same inputs give the same figures.
 *
 * @param fundId - the 6-digit fund code (seeds the stream and the industry choice)
 * @param fundTypeCode - the broad type (spec 03 §3; core fundTypeCodeOf)
 * @param publishedType - the published fine type (`混合型-偏股`), '' when unknown
 * @param quarter - the report quarter `YYYYQn`
 * @see spec 03 §7 fundCompare positionDistribution; issue 14 §5; DESIGN §6 (simulated figures, marked 模拟)
 */
export function simulatedHoldings(
  fundId: string,
  fundTypeCode: FundTypeCode,
  publishedType: string,
  quarter: string,
): SimulatedHoldings {
  const ranges = rangesOf(fundTypeCode, publishedType);
  const random = stream(fnv1a(`${fundId}|${quarter}`));
  const filler = FILLER[fundTypeCode];
  const bps: Record<HoldingAssetKind, number> = { stock: 0, bond: 0, fund: 0, other: 0, cash: 0 };
  // Each class but the filler in display order, capped by what is left (keeping the least cash free); the filler
  // takes the rest, so the classes sum to exactly 100.00 % and cash is at least 1 %.
  let room = WHOLE;
  for (const kind of holdingAssetKinds) {
    if (kind === filler) continue;
    const wanted = draw(random, kind === 'cash' ? CASH_RANGE : ranges[kind]);
    bps[kind] = Math.max(0, Math.min(wanted, room - (kind === 'cash' ? 0 : MIN_CASH)));
    room -= bps[kind];
  }
  bps[filler] = room;
  const stock = bps.stock;
  const assets = holdingAssetKinds.map((kind) => ({ kind, percent: percentOfBps(bps[kind]) }));
  if (stock === 0) return { quarter, assets, industries: [] };

  // The style: five industries by the fund code alone (a partial Fisher-Yates shuffle).
  const style = stream(fnv1a(`${fundId}|industries`));
  const pool: (typeof holdingIndustries)[number][] = [...holdingIndustries];
  for (let i = 0; i < 5; i++) {
    const j = i + style.next(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const chosen = pool.slice(0, 5);
  const topShare = draw(random, [5500, 8500]);
  const top = Math.floor((stock * topShare) / WHOLE);
  const weights = chosen.map(() => draw(random, [10, 100])).sort((a, b) => b - a);
  const split = apportion(top, weights);
  const industries: HoldingIndustryShare[] = chosen
    .map((industry, i) => ({ industry, bps: split[i]! }))
    .sort((a, b) => b.bps - a.bps)
    .map(({ industry, bps: value }) => ({ industry, percent: percentOfBps(value) }));
  industries.push({ industry: 'other', percent: percentOfBps(stock - top) });
  return { quarter, assets, industries };
}

/**
 * The report quarter of holdings shown on `asOf` (`YYYY-MM-DD`): the last quarter that ended before it (funds
 * publish a quarter's holdings after it ends).
 */
export function reportQuarterOf(asOf: string): string {
  return shiftQuarter(quarterOf(asOf), 1);
}
