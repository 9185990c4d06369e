/**
 * Seeds the market tables of 0001_market.sql from a data directory in the formats of
 * ../shared/data (data README): the exchange calendar, all public funds, the fund profiles, daily NAV,
 * the benchmark indices, plus FundDesk's simulated figures (docs/data-model.md). Bulk rows go through
 * COPY (Db.copyCsv); everything runs in one transaction.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Dec, fundTypeCodeOf, isMoneyFundType, type FundTypeCode } from '@funddesk/core';
import type { Db } from '../db.js';
import { toCsvRow } from '../db.js';
import type { Clock } from '../../types.js';
import { isoOfCompact, shanghaiDate, TradingCalendar } from '../../market/calendar.js';
import { parseCsvRecords } from '../../market/csv.js';
import { extendNavSeries, formatScaled, navAvailableThrough, parseScaled } from '../../market/navModel.js';
import {
  SIMULATED_TRADE_FIELDS,
  simulateFeeSchedule,
  simulateTradeAttrs,
  type FeeSchedule,
  type FundIdentity,
} from '../../market/simulated.js';

/**
 * Index files of the data directory and the spec's benchmark code each holds (spec 03 §3). The data's
 * 000300 is CSI 300, which the spec names by its Shenzhen alias 399300. 399001 and H11001 have no data.
 */
export const INDEX_FILES: Readonly<Record<string, string>> = {
  '000300.csv': '399300',
  '000001.csv': '000001',
  '399006.csv': '399006',
};

/** A unit NAV as the source writes it: at most 4 decimals (numeric(12,4) stores it exactly). */
const NAV_TEXT = /^\d{1,8}(\.\d{1,4})?$/;
/** A daily return in percent. */
const RETURN_TEXT = /^-?\d{1,6}(\.\d{1,4})?$/;

/** The date fund-profiles.json was taken (data README: 2026-02-17); the date of 最新规模. */
export const PROFILE_SNAPSHOT_DATE = '2026-02-17';

/** What a seed loaded. */
export interface MarketSeedReport {
  /** True when the database was already seeded and nothing was loaded. */
  readonly skipped: boolean;
  readonly dataDir: string;
  readonly funds: number;
  /** Funds whose published type is empty (loaded with type code X). */
  readonly fundsWithoutType: number;
  readonly profiles: number;
  /** Funds with a real NAV series. */
  readonly fundsWithNav: number;
  readonly navReal: number;
  readonly navSimulated: number;
  /** Last date of the simulated NAV (the trading day before the clock's today), or null. */
  readonly navThrough: string | null;
  /** Quotes per spec index code. */
  readonly indexQuotes: Readonly<Record<string, number>>;
  readonly tradingDays: number;
  /** Fee rows (buy/sell tiers, manage, custody) over all distinct fee schedules. */
  readonly feeRates: number;
  readonly feeSchedules: number;
  /** Wall time of the seed in milliseconds. */
  readonly ms: number;
}

interface ProfileJson {
  基金代码: string;
  基金名称?: string;
  基金全称?: string;
  成立时间?: string;
  最新规模?: string;
  基金公司?: string;
  基金经理?: string;
  托管银行?: string;
  基金类型?: string;
  评级机构?: string;
  基金评级?: string;
  投资策略?: string;
  投资目标?: string;
  业绩比较基准?: string;
}

const FUND_COLUMNS = [
  'fund_id',
  'pinyin',
  'pinyin_full',
  'short_name',
  'published_type',
  'fund_type_code',
  'has_profile',
  'full_name',
  'company',
  'managers',
  'custodian',
  'establish_date',
  'size_yuan',
  'size_date',
  'rating_agency',
  'rating',
  'strategy',
  'objective',
  'benchmark',
  'has_nav',
  'risk_level',
  'declare_status',
  'sub_status',
  'fund_status',
  'open_day_code',
  'summary_pdf',
  'cant_trade_cert_types',
  'min_limit',
  'max_limit',
  'daily_max',
  'template',
  'exchange',
  'fee_schedule_id',
  'manage_fee_e6',
  'custody_fee_e6',
  'source',
  'simulated_fields',
] as const;

const FEE_COLUMNS = [
  'schedule_id',
  'kind',
  'tier',
  'max_fee_e6',
  'min_fee_e6',
  'min_discount_e6',
  'en_discount_e4',
  'fee_unit',
  'min_limite_e6',
  'max_limite_e6',
  'div_interval_des',
  'min_hold_days',
  'max_hold_days',
  'source',
] as const;

/** A PostgreSQL array literal of text values (`{"a","b"}`). */
export function pgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** Text that the source writes for "no value". */
function clean(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' || text === '<NA>' || text === 'NaN' ? null : text;
}

/**
 * 最新规模 as yuan with 2 decimals: `29.37亿` → 2937000000.00, `5304.13万` → 53041300.00.
 *
 * @returns null when the text is not a size
 */
export function parseFundSize(text: string | undefined): string | null {
  const match = /^([\d.]+)\s*(亿|万)?元?$/.exec((text ?? '').trim());
  if (!match) return null;
  const unit = match[2] === '亿' ? 100_000_000 : match[2] === '万' ? 10_000 : 1;
  return new Dec(match[1]!).times(unit).toFixed(2, Dec.ROUND_HALF_UP);
}

/** The files of a data directory, read before any transaction opens. */
interface MarketFiles {
  /** trading-days.json as ISO dates. */
  readonly tradingDays: string[];
  readonly universe: Record<string, string>[];
  readonly profiles: Map<string, ProfileJson>;
  /** nav/<code>.csv text by fund code. */
  readonly navFiles: Map<string, string>;
  /** index/<file> text by spec index code ('' when the file is missing). */
  readonly indexTexts: { code: string; text: string }[];
}

/** Reads the calendar, the universe, the profiles, the NAV and the index files of `dataDir` (data README). */
async function readMarketFiles(dataDir: string): Promise<MarketFiles> {
  const [daysJson, universeText, profilesText, navFiles, indexTexts] = await Promise.all([
    readFile(path.join(dataDir, 'trading-days.json'), 'utf8'),
    readFile(path.join(dataDir, 'fund-universe.csv'), 'utf8'),
    readFile(path.join(dataDir, 'fund-profiles.json'), 'utf8').catch(() => '[]'),
    readNavFiles(path.join(dataDir, 'nav')),
    Promise.all(
      Object.entries(INDEX_FILES).map(async ([file, code]) => ({
        code,
        text: await readFile(path.join(dataDir, 'index', file), 'utf8').catch(() => ''),
      })),
    ),
  ]);
  const profiles = new Map<string, ProfileJson>();
  for (const p of JSON.parse(profilesText) as ProfileJson[]) profiles.set(p.基金代码.trim(), p);
  return {
    tradingDays: (JSON.parse(daysJson) as string[]).map(isoOfCompact),
    universe: parseCsvRecords(universeText, ['基金代码', '基金简称'], 'fund-universe.csv'),
    profiles,
    navFiles,
    indexTexts,
  };
}

/** The `funds` rows of the universe (first row of each 6-digit code) with their simulated attributes. */
interface FundRows {
  /** COPY text in {@link FUND_COLUMNS} order. */
  readonly csv: string;
  /** Fund type code by fund code (spec 03 §3). */
  readonly typeOf: Map<string, FundTypeCode>;
  /** The distinct simulated fee schedules by schedule id. */
  readonly schedules: Map<string, FeeSchedule>;
  /** The fund codes loaded. */
  readonly seen: Set<string>;
  readonly fundsWithoutType: number;
}

/**
 * One `funds` row per fund of the universe: its profile (when there is one), its simulated trading
 * attributes and fee schedule (docs/data-model.md, spec 03 §3), money funds' NAV fields marked simulated.
 */
function fundRows(files: MarketFiles): FundRows {
  const { universe, profiles, navFiles } = files;
  const typeOf = new Map<string, FundTypeCode>();
  const seen = new Set<string>();
  const schedules = new Map<string, FeeSchedule>();
  let csv = '';
  let fundsWithoutType = 0;
  for (const record of universe) {
    const fundId = record['基金代码']!;
    if (!/^\d{6}$/.test(fundId) || seen.has(fundId)) continue;
    seen.add(fundId);
    const publishedType = record['基金类型'] ?? '';
    if (publishedType === '') fundsWithoutType++;
    const fundTypeCode = fundTypeCodeOf(publishedType);
    typeOf.set(fundId, fundTypeCode);
    const profile = profiles.get(fundId);
    const identity: FundIdentity = {
      fundId,
      shortName: record['基金简称'] ?? '',
      publishedType,
      fundTypeCode,
      hasProfile: profile !== undefined,
    };
    const attrs = simulateTradeAttrs(identity);
    const fees = simulateFeeSchedule(identity);
    if (!schedules.has(fees.scheduleId)) schedules.set(fees.scheduleId, fees);
    const simulatedFields: string[] = [...SIMULATED_TRADE_FIELDS];
    if (isMoneyFundType(fundTypeCode)) simulatedFields.push('nav', 'incomePer10k', 'sevenDayYield');
    csv += toCsvRow([
      fundId,
      (record['拼音缩写'] ?? '').toUpperCase(),
      (record['拼音全称'] ?? '').toUpperCase(),
      identity.shortName,
      publishedType,
      fundTypeCode,
      profile !== undefined,
      clean(profile?.基金全称),
      clean(profile?.基金公司),
      pgTextArray((clean(profile?.基金经理) ?? '').split(/\s+/).filter(Boolean)),
      clean(profile?.托管银行),
      clean(profile?.成立时间),
      parseFundSize(profile?.最新规模),
      profile ? PROFILE_SNAPSHOT_DATE : null,
      clean(profile?.评级机构),
      clean(profile?.基金评级),
      clean(profile?.投资策略),
      clean(profile?.投资目标),
      clean(profile?.业绩比较基准),
      navFiles.has(fundId),
      attrs.riskLevel,
      attrs.declareStatus,
      attrs.subStatus,
      attrs.fundStatus,
      attrs.openDayCode,
      attrs.summaryPdf,
      pgTextArray(attrs.cantTradeCertificateType),
      attrs.minLimit,
      attrs.maxLimit,
      attrs.dailyMaxValue,
      attrs.template,
      attrs.exchange,
      fees.scheduleId,
      attrs.manageFeeE6,
      attrs.custodyFeeE6,
      'real',
      pgTextArray(simulatedFields),
    ]);
  }
  return { csv, typeOf, schedules, seen, fundsWithoutType };
}

/**
 * The `fee_rates` rows of the fee schedules: buy and sell tiers, then the yearly manage and custody fee
 * (scaled E6/E4 integers as on the wire, spec 03 §5), in {@link FEE_COLUMNS} order.
 */
function feeRows(schedules: ReadonlyMap<string, FeeSchedule>): { csv: string; feeRates: number } {
  let csv = '';
  let feeRates = 0;
  const yearly = (id: string, kind: 'manage' | 'custody', feeE6: number): string =>
    toCsvRow([id, kind, 0, feeE6, 0, 0, 10000, 4, 0, -1, '', null, null, 'simulated']);
  for (const [id, fees] of schedules) {
    fees.buy.forEach((e, tier) => {
      csv += toCsvRow([
        id,
        'buy',
        tier,
        e.maxFeeE6,
        e.minFeeE6,
        e.minDiscountE6,
        e.enDiscountE4,
        e.feeUnit,
        e.minLimiteE6,
        e.maxLimiteE6,
        e.divIntervalDes,
        null,
        null,
        'simulated',
      ]);
    });
    fees.sell.forEach((e, tier) => {
      csv += toCsvRow([
        id,
        'sell',
        tier,
        e.maxFeeE6,
        e.minFeeE6,
        e.minDiscountE6,
        e.enDiscountE4,
        e.feeUnit,
        e.minLimiteE6,
        e.maxLimiteE6,
        e.divIntervalDes,
        e.minHoldDays,
        e.maxHoldDays,
        'simulated',
      ]);
    });
    csv += yearly(id, 'manage', fees.manageFeeE6);
    csv += yearly(id, 'custody', fees.custodyFeeE6);
    feeRates += fees.buy.length + fees.sell.length + 2;
  }
  return { csv, feeRates };
}

/** The `nav` rows: every fund's real NAV, then its simulated extension. */
interface NavRows {
  /** COPY text `fund_id,nav_date,nav,daily_return,source` (NAV 4 decimals). */
  readonly csv: string;
  readonly navReal: number;
  readonly navSimulated: number;
  readonly fundsWithNav: number;
}

/**
 * The real NAV rows of each loaded fund's nav/<code>.csv (dates ascending, zero NAV dropped), then the
 * simulated extension through `through` (DESIGN §6: the same walk the market service extends with).
 */
function navRows(
  navFiles: ReadonlyMap<string, string>,
  typeOf: ReadonlyMap<string, FundTypeCode>,
  through: string,
  calendar: TradingCalendar,
): NavRows {
  const chunks: string[] = [];
  let navReal = 0;
  let navSimulated = 0;
  let fundsWithNav = 0;
  for (const [fundId, text] of navFiles) {
    const typeCode = typeOf.get(fundId);
    if (typeCode === undefined) continue;
    let chunk = '';
    let lastDate = '';
    let lastNavText = '';
    // nav/<code>.csv: 净值日期,单位净值,日增长率 — plain numeric fields, read line by line for speed.
    for (const line of text.split('\n')) {
      const [date = '', navText = '', dailyReturn = ''] = line.trim().split(',');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date <= lastDate) continue;
      if (!NAV_TEXT.test(navText) || /^0*\.?0*$/.test(navText)) continue;
      chunk += `${fundId},${date},${navText},${RETURN_TEXT.test(dailyReturn) ? dailyReturn : ''},real\n`;
      lastDate = date;
      lastNavText = navText;
      navReal++;
    }
    if (lastDate === '') continue;
    fundsWithNav++;
    const lastNavE4 = parseScaled(lastNavText, 4) ?? 0;
    for (const sim of extendNavSeries(fundId, typeCode, lastDate, lastNavE4, through, calendar)) {
      chunk += `${fundId},${sim.date},${formatScaled(sim.navE4, 4)},${sim.dailyReturn},simulated\n`;
      navSimulated++;
    }
    chunks.push(chunk);
  }
  return { csv: chunks.join(''), navReal, navSimulated, fundsWithNav };
}

/** The `index_quotes` rows (2-decimal points) and the number of quotes per spec index code (spec 03 §3). */
function indexRows(indexTexts: MarketFiles['indexTexts']): {
  csv: string;
  indexQuotes: Record<string, number>;
} {
  const indexQuotes: Record<string, number> = {};
  let csv = '';
  for (const { code, text } of indexTexts) {
    indexQuotes[code] = 0;
    if (text === '') continue;
    for (const row of parseCsvRecords(text, ['date', 'close'], `index/${code}`)) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(row.date ?? '') || parseScaled(row.close ?? '', 2) === null) continue;
      const num = (v: string | undefined): string => (v && parseScaled(v, 2) !== null ? v : '');
      csv += `${code},${row.date},${num(row.open)},${row.close},${num(row.high)},${num(row.low)},real\n`;
      indexQuotes[code]++;
    }
  }
  return { csv, indexQuotes };
}

/** The COPY texts of one seed, in load order. */
interface MarketCsv {
  readonly days: string;
  readonly funds: string;
  readonly fees: string;
  readonly nav: string;
  readonly indices: string;
}

/**
 * Loads the rows in one transaction and records the report in `market_seed` (nothing is loaded when any
 * COPY fails). The nav primary key is built once after the bulk load: much faster than row by row.
 */
async function loadMarket(
  db: Db,
  csv: MarketCsv,
  report: MarketSeedReport,
  started: number,
  lap: (label: string) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.copyCsv('trading_days', ['day'], csv.days);
    await tx.copyCsv('funds', FUND_COLUMNS, csv.funds);
    lap('funds');
    await tx.copyCsv('fee_rates', FEE_COLUMNS, csv.fees);
    lap('fees');
    await tx.exec('ALTER TABLE nav DROP CONSTRAINT nav_pkey');
    await tx.copyCsv('nav', ['fund_id', 'nav_date', 'nav', 'daily_return', 'source'], csv.nav);
    await tx.exec('ALTER TABLE nav ADD CONSTRAINT nav_pkey PRIMARY KEY (fund_id, nav_date)');
    lap('nav');
    if (csv.indices !== '') {
      await tx.copyCsv(
        'index_quotes',
        ['index_code', 'quote_date', 'open', 'close', 'high', 'low', 'source'],
        csv.indices,
      );
    }
    await tx.query('INSERT INTO market_seed (id, data_dir, report) VALUES (1, $1, $2)', [
      report.dataDir,
      JSON.stringify({ ...report, ms: Math.round(performance.now() - started) }),
    ]);
  });
  lap('committed');
  await db.exec('ANALYZE funds; ANALYZE nav; ANALYZE fee_rates; ANALYZE index_quotes');
  lap('analyzed');
}

/**
 * Seeds the market tables from `dataDir` (fresh database expected; when the database already holds a
 * seed, nothing is loaded and the report says `skipped`). Simulated NAV is generated through the
 * trading day before the clock's today; the market service extends it later (same walk, same rows).
 * Steps: {@link readMarketFiles}, {@link fundRows}, {@link feeRows}, {@link navRows}, {@link indexRows},
 * {@link loadMarket}.
 *
 * @param db - a migrated database
 * @param dataDir - a directory in the formats of ../shared/data (see resolveDataDir)
 * @param clock - the server clock (today decides how far simulated NAV goes)
 * @see DESIGN §6, data README, docs/data-model.md, spec 03 §3
 */
export async function seedMarket(db: Db, dataDir: string, clock: Clock): Promise<MarketSeedReport> {
  const started = performance.now();
  const lap = (label: string): void => {
    if (process.env.FUNDDESK_SEED_TRACE) console.log(label, Math.round(performance.now() - started));
  };
  const existing = await db.query<{ report: MarketSeedReport }>(
    'SELECT report FROM market_seed WHERE id = 1',
  );
  if (existing[0])
    return { ...existing[0].report, skipped: true, ms: Math.round(performance.now() - started) };

  const files = await readMarketFiles(dataDir);
  lap('read');
  const calendar = new TradingCalendar(files.tradingDays);
  const through = navAvailableThrough(shanghaiDate(clock.now()), calendar);
  const funds = fundRows(files);
  const fees = feeRows(funds.schedules);
  lap('fund rows');
  const nav = navRows(files.navFiles, funds.typeOf, through, calendar);
  lap('nav rows');
  const indices = indexRows(files.indexTexts);

  const report: MarketSeedReport = {
    skipped: false,
    dataDir,
    funds: funds.seen.size,
    fundsWithoutType: funds.fundsWithoutType,
    profiles: [...files.profiles.keys()].filter((code) => funds.seen.has(code)).length,
    fundsWithNav: nav.fundsWithNav,
    navReal: nav.navReal,
    navSimulated: nav.navSimulated,
    navThrough: nav.navSimulated > 0 ? through : null,
    indexQuotes: indices.indexQuotes,
    tradingDays: files.tradingDays.length,
    feeRates: fees.feeRates,
    feeSchedules: funds.schedules.size,
    ms: 0,
  };
  lap('prepared');
  const csv: MarketCsv = {
    days: files.tradingDays.join('\n') + '\n',
    funds: funds.csv,
    fees: fees.csv,
    nav: nav.csv,
    indices: indices.csv,
  };
  await loadMarket(db, csv, report, started, lap);
  return { ...report, ms: Math.round(performance.now() - started) };
}

/** Reads every `nav/<code>.csv` into a map code → text (empty map when the folder is missing). */
async function readNavFiles(dir: string): Promise<Map<string, string>> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    files
      .filter((f) => /^\d{6}\.csv$/.test(f))
      .sort()
      .map(async (f) => [f.slice(0, 6), await readFile(path.join(dir, f), 'utf8')] as const),
  );
  return new Map(entries);
}
