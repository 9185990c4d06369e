/**
 * The rules of the public fund screener (/product/publicIndex; spec 03 §2 product section, §4 open-day codes;
 * issue 14 §2 and "a screening scheme with contradictory filters"): which funds a set of filters keeps, when a set
 * of filters contradicts itself, and the saved screening schemes (name 1 to {@link SCREENING_SCHEME_NAME_MAX}
 * characters without markup, at most {@link SCREENING_MAX_SCHEMES} per person). The server, the web and the tests
 * ask these; none keeps its own copy.
 */
import { Dec } from '../domain/money.js';
import type { FundTypeCode, OpenDayCode, RiskLevelCode } from '../domain/fund.js';
import { ErrorCode } from '../errors/catalogue.js';
import { isSuspended } from './buyEligibility.js';
import { canBuy } from './openDay.js';

/** Most characters of a scheme name after trimming (issue 14 §2). */
export const SCREENING_SCHEME_NAME_MAX = 20;
/** Most saved screening schemes per person (issue 14 §2). */
export const SCREENING_MAX_SCHEMES = 20;

/** The return fields a range may bound: the day's change, 近3月 and 近1年, in percent (spec 03 §2). */
export const screeningReturnFields = ['dailyReturn', 'rrInThreeMonth', 'rate1y'] as const;
/** A return field of {@link screeningReturnFields}. */
export type ScreeningReturnField = (typeof screeningReturnFields)[number];

/**
 * Open-day states a screen may ask for (spec 03 §4): `buyOpen` purchase open now (codes 230, 210, 212 and not
 * suspended); `paused` trading paused (codes 310, 510, or suspended: core isSuspended).
 */
export const screeningOpenStates = ['buyOpen', 'paused'] as const;
/** An open-day state of {@link screeningOpenStates}. */
export type ScreeningOpenState = (typeof screeningOpenStates)[number];

/** A bound range: decimal strings, either side optional (inclusive). */
export interface ScreeningRange {
  readonly min?: string | undefined;
  readonly max?: string | undefined;
}

/**
 * The filters of a screen (the wire fields of searchByPage, spec 03 §7). Empty lists and missing fields do not
 * filter. Sizes in yuan (decimal strings), returns in percent (decimal strings, `12.5` = 12.5 %).
 */
export interface ScreeningFilters {
  readonly fundTypeCode?: FundTypeCode | undefined;
  readonly riskLevels?: readonly RiskLevelCode[] | undefined;
  readonly companies?: readonly string[] | undefined;
  readonly fundSizeMin?: string | undefined;
  readonly fundSizeMax?: string | undefined;
  readonly returnRanges?: readonly ({ readonly field: ScreeningReturnField } & ScreeningRange)[] | undefined;
  readonly openState?: ScreeningOpenState | undefined;
}

/** What a screen reads of one fund: its catalogue facts and the day's quote (percent strings or null). */
export interface ScreenedFund {
  readonly fundTypeCode: FundTypeCode;
  readonly riskLevel: RiskLevelCode;
  readonly company: string;
  /** Size in yuan, 2 decimals, or null without a profile. */
  readonly sizeYuan: string | null;
  readonly openDayCode: OpenDayCode;
  readonly declareStatus: number;
  readonly subStatus: number;
  readonly fundStatus: number;
  readonly returns: Readonly<Record<ScreeningReturnField, string | null>>;
}

/** A screening decision: ok with the cleaned value, or a catalogue code with its params. */
export type ScreeningDecision<T> =
  { ok: true; value: T } | { ok: false; code: string; params?: Record<string, string | number> };

/**
 * The open-day state of a fund (spec 03 §4): `buyOpen` when its code opens purchase now and it is not suspended,
 * `paused` for 310 / 510 or a suspended fund, `other` otherwise (sell only, estimated openings).
 */
export function openStateOf(
  fund: Pick<ScreenedFund, 'openDayCode' | 'declareStatus' | 'subStatus' | 'fundStatus'>,
): ScreeningOpenState | 'other' {
  if (isSuspended(fund) || fund.openDayCode === '310' || fund.openDayCode === '510') return 'paused';
  return canBuy(fund.openDayCode) ? 'buyOpen' : 'other';
}

const inRange = (value: string | null, min: Dec | null, max: Dec | null): boolean => {
  if (min === null && max === null) return true;
  if (value === null) return false;
  const v = new Dec(value);
  return (min === null || v.gte(min)) && (max === null || v.lte(max));
};

const decOrNull = (text: string | undefined): Dec | null =>
  text === undefined || text === '' ? null : new Dec(text);

/**
 * Whether the filters contradict themselves (issue 14 "a screening scheme with contradictory filters"): a
 * minimum above its maximum (size or a return range) or a negative size refused with FD3050 (params
 * `{ field }`: the field name), the same return field bounded twice with FD3050 too.
 * @returns the filters unchanged when consistent
 */
export function screeningFiltersDecision<T extends ScreeningFilters>(filters: T): ScreeningDecision<T> {
  const bad = (field: string): ScreeningDecision<T> => ({
    ok: false,
    code: ErrorCode.ScreeningContradictory,
    params: { field },
  });
  const sizeMin = decOrNull(filters.fundSizeMin);
  const sizeMax = decOrNull(filters.fundSizeMax);
  if ((sizeMin && sizeMin.isNeg()) || (sizeMax && sizeMax.isNeg())) return bad('fundSize');
  if (sizeMin && sizeMax && sizeMin.gt(sizeMax)) return bad('fundSize');
  const seen = new Set<string>();
  for (const range of filters.returnRanges ?? []) {
    if (seen.has(range.field)) return bad(range.field);
    seen.add(range.field);
    const min = decOrNull(range.min);
    const max = decOrNull(range.max);
    if (min && max && min.gt(max)) return bad(range.field);
  }
  return { ok: true, value: filters };
}

/**
 * Builds the predicate of a consistent set of filters (check it with {@link screeningFiltersDecision} first):
 * type equal, risk level and company among the lists, size within the yuan range, each return range inclusive
 * (a fund without that return is dropped), open-day state as {@link openStateOf}. Bounds are parsed once.
 */
export function screeningPredicate(filters: ScreeningFilters): (fund: ScreenedFund) => boolean {
  const risks = filters.riskLevels?.length ? new Set<string>(filters.riskLevels) : null;
  const companies = filters.companies?.length ? new Set(filters.companies) : null;
  const sizeMin = decOrNull(filters.fundSizeMin);
  const sizeMax = decOrNull(filters.fundSizeMax);
  const ranges = (filters.returnRanges ?? []).map((r) => ({
    field: r.field,
    min: decOrNull(r.min),
    max: decOrNull(r.max),
  }));
  return (fund) =>
    (filters.fundTypeCode === undefined || fund.fundTypeCode === filters.fundTypeCode) &&
    (risks === null || risks.has(fund.riskLevel)) &&
    (companies === null || companies.has(fund.company)) &&
    (filters.openState === undefined || openStateOf(fund) === filters.openState) &&
    inRange(fund.sizeYuan, sizeMin, sizeMax) &&
    ranges.every((r) => inRange(fund.returns[r.field], r.min, r.max));
}

/** Markup or invisible characters: tags, entities, angle brackets, control and format characters. */
const MARKUP = /[<>]|&#?\w+;|[\p{Cc}\p{Cf}]/u;

/**
 * A scheme name as typed: trimmed; refused when empty or longer than {@link SCREENING_SCHEME_NAME_MAX} characters
 * (FD3051, params `{ max }`) or when it holds markup, an HTML entity or a control/format character (FD3052).
 * Characters are counted as code points (一个汉字 is one).
 * @returns the trimmed name when accepted
 */
export function screeningSchemeNameDecision(raw: string): ScreeningDecision<string> {
  const name = raw.trim();
  const length = [...name].length;
  if (length === 0 || length > SCREENING_SCHEME_NAME_MAX)
    return {
      ok: false,
      code: ErrorCode.ScreeningSchemeNameLength,
      params: { max: SCREENING_SCHEME_NAME_MAX },
    };
  if (MARKUP.test(name)) return { ok: false, code: ErrorCode.ScreeningSchemeNameMarkup };
  return { ok: true, value: name };
}

/**
 * Whether a person holding `current` schemes may save a new one (replacing a scheme of the same name does not
 * count). Refused with FD3053 (params `{ max }`) beyond {@link SCREENING_MAX_SCHEMES}.
 * @returns the count after saving when accepted
 */
export function screeningSchemeLimitDecision(current: number): ScreeningDecision<number> {
  if (current + 1 > SCREENING_MAX_SCHEMES)
    return { ok: false, code: ErrorCode.ScreeningSchemeLimit, params: { max: SCREENING_MAX_SCHEMES } };
  return { ok: true, value: current + 1 };
}
