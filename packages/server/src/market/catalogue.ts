/**
 * The fund catalogue in memory: every public fund's master data and simulated trading attributes,
 * loaded once per process (read-only master data, DESIGN §10 allows a per-process cache), and the
 * fund search over it (spec 02 §7 search/fundSearch, spec 03 §5: code prefix, Chinese name, pinyin).
 */
import type { FundTypeCode, OpenDayCode, ProductTemplate, RiskLevelCode } from '@funddesk/core';
import type { LRUCache } from 'lru-cache';
import type { Db } from '../db/db.js';
import { createSearchCache, SEARCH_CACHE_SIZE } from './caches.js';

/** One fund of the catalogue (the funds table without the long profile texts). */
export interface FundRecord {
  /** 6-digit fund code. */
  readonly fundId: string;
  readonly shortName: string;
  /** Pinyin abbreviation, upper case. */
  readonly pinyin: string;
  /** Full pinyin, upper case. */
  readonly pinyinFull: string;
  /** Fine-grained published type ('' when the data has none). */
  readonly publishedType: string;
  readonly fundTypeCode: FundTypeCode;
  readonly hasProfile: boolean;
  readonly hasNav: boolean;
  /** Fund company ('' without a profile: the universe list does not name it). */
  readonly company: string;
  readonly fullName: string | null;
  readonly riskLevel: RiskLevelCode;
  readonly declareStatus: number;
  readonly subStatus: number;
  readonly fundStatus: number;
  readonly openDayCode: OpenDayCode;
  readonly summaryPdf: string;
  readonly cantTradeCertificateType: readonly string[];
  /** Yuan, 2 decimals. */
  readonly minLimit: string;
  readonly maxLimit: string;
  readonly dailyMaxValue: string;
  readonly template: ProductTemplate;
  readonly exchange: boolean;
  readonly feeScheduleId: string;
  readonly manageFeeE6: number;
  readonly custodyFeeE6: number;
  /** Fund size in yuan (2 decimals) and its date, from the profile. */
  readonly sizeYuan: string | null;
  readonly sizeDate: string | null;
  readonly simulatedFields: readonly string[];
}

/** Columns of the packed catalogue query, in order. */
const PACKED_COLUMNS = [
  'fund_id',
  'short_name',
  'pinyin',
  'pinyin_full',
  'published_type',
  'fund_type_code',
  'has_profile',
  'has_nav',
  "coalesce(company, '')",
  "coalesce(full_name, '')",
  'risk_level',
  'declare_status',
  'sub_status',
  'fund_status',
  'open_day_code',
  'summary_pdf',
  "array_to_string(cant_trade_cert_types, ',')",
  'min_limit',
  'max_limit',
  'daily_max',
  'template',
  'exchange',
  'fee_schedule_id',
  'manage_fee_e6',
  'custody_fee_e6',
  "coalesce(size_yuan::text, '')",
  "coalesce(size_date::text, '')",
  "array_to_string(simulated_fields, ',')",
] as const;

/** Funds per catalogue query of {@link loadCatalogue} (bounds the database's memory for the load). */
export const CATALOGUE_PAGE = 4000;

/**
 * Loads every fund of the funds table, ordered by code. The rows come packed in one text (fields
 * separated by U+001F, rows by U+001E): half the time of 27,023 row objects, which matters because
 * every server start (and every integration test) loads the catalogue.
 *
 * @see spec 03 §3 (fund search item, fund trading attributes)
 */
export async function loadCatalogue(db: Db): Promise<FundRecord[]> {
  const lines: string[] = [];
  // Pages of CATALOGUE_PAGE funds (keyset on the code): one packed text of all 27,023 funds grew PGlite's
  // WebAssembly memory by about 40 MB for good (it never shrinks); a page needs a tenth of that.
  for (let after = ''; ;) {
    const [row] = await db.query<{ packed: string | null; last: string | null }>(
      `SELECT string_agg(concat_ws(chr(31), ${PACKED_COLUMNS.join(', ')}), chr(30) ORDER BY fund_id) AS packed,
              max(fund_id) AS last
         FROM (SELECT * FROM funds WHERE fund_id > $1 ORDER BY fund_id LIMIT $2) AS page`,
      [after, CATALOGUE_PAGE],
    );
    if (!row?.packed || row.last === null) break;
    lines.push(...row.packed.split('\u001e'));
    after = row.last;
  }
  // Lists repeat across funds (the simulated fields are the same 13 names for most): one array per
  // distinct text instead of 27,023 arrays.
  const lists = new Map<string, readonly string[]>();
  const list = (text: string): readonly string[] => {
    let value = lists.get(text);
    if (value === undefined) {
      value = Object.freeze(text === '' ? [] : text.split(','));
      lists.set(text, value);
    }
    return value;
  };
  const bool = (text: string): boolean => text === 't' || text === 'true';
  return lines.map((line) => {
    const c = line.split('\u001f');
    const at = (i: number): string => c[i] ?? '';
    return {
      fundId: at(0),
      shortName: at(1),
      pinyin: at(2),
      pinyinFull: at(3),
      publishedType: at(4),
      fundTypeCode: at(5) as FundTypeCode,
      hasProfile: bool(at(6)),
      hasNav: bool(at(7)),
      company: at(8),
      fullName: at(9) === '' ? null : at(9),
      riskLevel: at(10) as RiskLevelCode,
      declareStatus: Number(at(11)),
      subStatus: Number(at(12)),
      fundStatus: Number(at(13)),
      openDayCode: at(14) as OpenDayCode,
      summaryPdf: at(15),
      cantTradeCertificateType: list(at(16)),
      minLimit: at(17),
      maxLimit: at(18),
      dailyMaxValue: at(19),
      template: Number(at(20)) as ProductTemplate,
      exchange: bool(at(21)),
      feeScheduleId: at(22),
      manageFeeE6: Number(at(23)),
      custodyFeeE6: Number(at(24)),
      sizeYuan: at(25) === '' ? null : at(25),
      sizeDate: at(26) === '' ? null : at(26),
      simulatedFields: list(at(27)),
    };
  });
}

/**
 * Normalises a search keyword: full-width ASCII to half-width, whitespace removed, upper case, at
 * most 25 characters.
 *
 * @see spec 03 §5 (fund search input: max 25 characters), spec 02 §7
 */
export function normaliseKeyword(keyword: string): string {
  return normaliseText(keyword).slice(0, 25);
}

/** Full-width ASCII to half-width, whitespace removed, upper case (names and keywords alike). */
function normaliseText(text: string): string {
  return (
    text
      .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
      // eslint-disable-next-line no-control-regex -- control characters separate the search haystack
      .replace(/[\s\u3000\u0000-\u001f]+/g, '')
      .toUpperCase()
  );
}

/**
 * Match tiers, best first: exact code, code prefix, exact name, name prefix, exact pinyin
 * abbreviation, pinyin abbreviation prefix, name substring, pinyin abbreviation substring, full
 * pinyin prefix.
 */
export const MatchTier = {
  ExactCode: 0,
  CodePrefix: 1,
  ExactName: 2,
  NamePrefix: 3,
  ExactPinyin: 4,
  PinyinPrefix: 5,
  NameSubstring: 6,
  PinyinSubstring: 7,
  FullPinyinPrefix: 8,
} as const;

/**
 * The tier at which a fund matches a normalised keyword, or -1 when it does not match.
 *
 * @param q - a keyword from {@link normaliseKeyword} (non-empty)
 */
export function matchTier(
  fund: Pick<FundRecord, 'fundId' | 'pinyin' | 'pinyinFull'>,
  nameUpper: string,
  q: string,
): number {
  if (fund.fundId === q) return MatchTier.ExactCode;
  if (fund.fundId.startsWith(q)) return MatchTier.CodePrefix;
  if (nameUpper === q) return MatchTier.ExactName;
  if (nameUpper.startsWith(q)) return MatchTier.NamePrefix;
  if (fund.pinyin === q) return MatchTier.ExactPinyin;
  if (fund.pinyin.startsWith(q)) return MatchTier.PinyinPrefix;
  if (nameUpper.includes(q)) return MatchTier.NameSubstring;
  if (fund.pinyin.includes(q)) return MatchTier.PinyinSubstring;
  if (q.length >= 2 && fund.pinyinFull.startsWith(q)) return MatchTier.FullPinyinPrefix;
  return -1;
}

/**
 * Ranked fund search over the catalogue. Each query scans the catalogue once (27,023 funds: about a
 * millisecond) and ranks by {@link MatchTier}; within a code tier by code, within a name or pinyin tier
 * by shorter name, then code. Results are cached per normalised keyword (LRU), so repeated and paged
 * queries cost a lookup.
 *
 * @see spec 02 §7 (fundSearch: code prefix, Chinese name, pinyin abbreviation), spec 03 §5, §9 (page size 20)
 */
export class FundSearchIndex {
  private readonly funds: readonly FundRecord[];
  private readonly names: readonly string[];
  private readonly byId: ReadonlyMap<string, number>;
  /** Every fund's code, name, pinyin and full pinyin, separated by control characters. */
  private readonly haystack: string;
  /** Offset of each fund's part of {@link haystack}. */
  private readonly offsets: Int32Array;
  /** Ranked results per normalised keyword (src/market/caches.ts). */
  private readonly cache: LRUCache<string, Int32Array>;

  /**
   * @param funds - the catalogue, ordered by code
   * @param cacheSize - keywords whose ranking is kept (least recently used dropped first)
   */
  constructor(funds: readonly FundRecord[], cacheSize = SEARCH_CACHE_SIZE) {
    this.funds = funds;
    this.names = funds.map((f) => normaliseText(f.shortName));
    this.byId = new Map(funds.map((f, i) => [f.fundId, i]));
    const parts: string[] = [];
    this.offsets = new Int32Array(funds.length + 1);
    let offset = 0;
    funds.forEach((f, i) => {
      const part = `\u0001${f.fundId}\u0002${this.names[i]!}\u0002${f.pinyin}\u0002${f.pinyinFull}`;
      this.offsets[i] = offset;
      offset += part.length;
      parts.push(part);
    });
    this.offsets[funds.length] = offset;
    this.haystack = parts.join('');
    this.cache = createSearchCache(cacheSize);
  }

  /** Every fund, ordered by code. */
  get all(): readonly FundRecord[] {
    return this.funds;
  }

  /** The fund with this code, or undefined. */
  get(fundId: string): FundRecord | undefined {
    const index = this.byId.get(fundId);
    return index === undefined ? undefined : this.funds[index];
  }

  /**
   * The funds matching a keyword, best first. An empty keyword matches every fund, by code.
   *
   * @param keyword - raw user input (normalised here)
   */
  search(keyword: string): FundRecord[] {
    const q = normaliseKeyword(keyword);
    if (q === '') return [...this.funds];
    let ranked = this.cache.get(q);
    if (!ranked) {
      ranked = this.rank(q);
      this.cache.set(q, ranked);
    }
    const result = new Array<FundRecord>(ranked.length);
    for (let i = 0; i < ranked.length; i++) result[i] = this.funds[ranked[i]!]!;
    return result;
  }

  /** The fund whose part of the haystack holds position `pos`. */
  private fundAt(pos: number): number {
    let lo = 0;
    let hi = this.funds.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.offsets[mid]! <= pos) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }

  private rank(q: string): Int32Array {
    // One native substring scan over the haystack finds every candidate; every tier is a substring
    // of one of the fields, so no fund is missed, and each candidate is then tiered exactly.
    // Rank key (an exact integer): tier, then name length for name and pinyin tiers, then catalogue
    // (code) order. A typed-array sort of numbers is several times faster than comparing objects.
    const keys: number[] = [];
    let pos = this.haystack.indexOf(q);
    while (pos >= 0) {
      const i = this.fundAt(pos);
      const tier = matchTier(this.funds[i]!, this.names[i]!, q);
      if (tier >= 0) {
        const length = tier > MatchTier.CodePrefix ? Math.min(this.names[i]!.length, 999) : 0;
        keys.push(tier * 100_000_000 + length * 100_000 + i);
      }
      pos = this.haystack.indexOf(q, this.offsets[i + 1]);
    }
    const sorted = Float64Array.from(keys).sort();
    return Int32Array.from(sorted, (key) => key % 100_000);
  }
}
