/**
 * The local environment's private product set (issue 13 §1; spec 02 §3 private product, §4 reserve status;
 * spec 03 §2, §5 fund types mjfs_*): {@link PRIVATE_PRODUCT_SET}, a documented deterministic model (the real
 * data has no private funds; docs/data-model.md §Private products), stored in private_products and
 * private_navs (migration 0023) the first time they are read. Every product is marked 模拟.
 *
 * Open days follow a rule over the exchange calendar; the reserve window and status are computed for the day
 * asked: see {@link reserveWindowOf}.
 */
import {
  addDays,
  addMonths,
  Dec,
  GatewayError,
  ErrorCode,
  shanghaiDate,
  TradingCalendar,
  type FundTypeCode,
  type PrivateFundType,
  type PrivateStrategy,
  type ReserveStatus,
  type RiskLevelCode,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { extendNavSeries, formatScaled, navAvailableThrough } from '../market/navModel.js';

/** One product of the set, as stored (yuan amounts as decimal text). */
export interface PrivateProductRow {
  readonly productId: string;
  readonly productName: string;
  readonly managerCode: string;
  readonly managerName: string;
  readonly strategy: PrivateStrategy;
  readonly fundType: PrivateFundType;
  readonly riskCode: RiskLevelCode;
  /** Minimum first amount, yuan, 2 decimals (>= 1,000,000.00). */
  readonly minAmount: string;
  /** Step above the minimum, yuan, 2 decimals. */
  readonly stepAmount: string;
  /** `M:<day>` monthly or `Q:<day>` quarterly (March, June, September, December): the open day is the first trading day on or after that day. */
  readonly openRule: string;
  /** Trading days before the open day the reserve window opens; 0: on the previous open day. */
  readonly reserveLeadDays: number;
  /** The product takes no more reservations (reserve status 3). */
  readonly reserveEnded: boolean;
  readonly inceptionDate: string;
  /** The NAV model's fund type code whose walk the product's NAV follows. */
  readonly walkType: FundTypeCode;
  readonly benchmarkCode: string;
  readonly marketingCopy: string;
  readonly privateInvest: string;
  readonly manageInvest: string;
  readonly simulated: boolean;
}

/** A product with its open day, reserve window and reserve status on the day asked. */
export interface PrivateProduct extends PrivateProductRow {
  /** The next open day after today (`YYYY-MM-DD`, exchange calendar). */
  readonly openDay: string;
  /** The reserve window of that open day, inclusive. */
  readonly reserveStart: string;
  readonly reserveEnd: string;
  /** '1' in progress, '2' not started, '3' ended (spec 02 §4). */
  readonly reserveStatus: ReserveStatus;
}

const MANAGERS: readonly { code: string; name: string; short: string }[] = [
  { code: 'PM01', name: '明岳投资管理有限公司', short: '明岳' },
  { code: 'PM02', name: '澄川资产管理有限公司', short: '澄川' },
  { code: 'PM03', name: '远望私募基金管理有限公司', short: '远望' },
  { code: 'PM04', name: '清源量化投资有限公司', short: '清源' },
  { code: 'PM05', name: '衡石资本管理有限公司', short: '衡石' },
  { code: 'PM06', name: '嘉泓投资管理有限公司', short: '嘉泓' },
  { code: 'PM07', name: '北辰资产管理有限公司', short: '北辰' },
  { code: 'PM08', name: '青禾私募基金管理有限公司', short: '青禾' },
];

interface StrategyModel {
  readonly word: string;
  readonly risk: RiskLevelCode;
  readonly walk: FundTypeCode;
  readonly benchmark: string;
  readonly invest: string;
  readonly manage: string;
  readonly copy: string;
}

const STRATEGIES: Readonly<Record<PrivateStrategy, StrategyModel>> = {
  equityLong: {
    word: '股票多头',
    risk: 'zxfxdj_5',
    walk: '0',
    benchmark: '399300',
    invest: '境内上市公司股票、存托凭证、债券、货币市场工具及证券投资基金。',
    manage: '自下而上精选具备长期竞争优势的成长企业，中长期持有，仓位灵活调整。',
    copy: '深耕基本面研究，追求长期超额收益。',
  },
  quantNeutral: {
    word: '量化中性',
    risk: 'zxfxdj_4',
    walk: 'F',
    benchmark: 'H11001',
    invest: '境内上市股票、股指期货、债券及货币市场工具。',
    manage: '多因子选股构建多头组合，以股指期货对冲系统性风险，获取选股超额收益。',
    copy: '对冲市场波动，力求绝对收益。',
  },
  indexEnhanced: {
    word: '指数增强',
    risk: 'zxfxdj_5',
    walk: 'I',
    benchmark: '399300',
    invest: '沪深300指数成分股及备选成分股、股指期货、债券及货币市场工具。',
    manage: '以量化模型在跟踪基准指数的基础上增强收益，控制跟踪误差。',
    copy: '紧跟指数，稳定增强。',
  },
  cta: {
    word: '管理期货',
    risk: 'zxfxdj_4',
    walk: 'X',
    benchmark: '000001',
    invest: '境内商品期货、金融期货、期权及货币市场工具。',
    manage: '中长周期趋势跟踪与截面多空结合，分散配置多品种。',
    copy: '与股债低相关，危机阿尔法。',
  },
  bond: {
    word: '债券策略',
    risk: 'zxfxdj_3',
    walk: 'E',
    benchmark: 'H11001',
    invest: '国债、政策性金融债、高等级信用债、同业存单及货币市场工具。',
    manage: '久期与信用双轮驱动，严控信用风险，适度杠杆。',
    copy: '稳健票息，回撤可控。',
  },
  macro: {
    word: '宏观策略',
    risk: 'zxfxdj_5',
    walk: 'A',
    benchmark: '000001',
    invest: '境内股票、债券、商品期货、金融期货及期权。',
    manage: '基于宏观周期研判进行大类资产配置与择时。',
    copy: '自上而下，穿越周期。',
  },
  multi: {
    word: '多策略',
    risk: 'zxfxdj_4',
    walk: 'R',
    benchmark: '000001',
    invest: '股票、债券、期货、期权、证券投资基金及私募基金份额。',
    manage: '股票、债券、套利与CTA多策略组合，动态调整策略权重。',
    copy: '策略分散，收益平滑。',
  },
  arbitrage: {
    word: '套利',
    risk: 'zxfxdj_3',
    walk: 'E',
    benchmark: 'H11001',
    invest: '可转债、股指期货、商品期货、ETF及货币市场工具。',
    manage: '期现套利、跨期套利与可转债套利，低方向性敞口。',
    copy: '低波动，低相关。',
  },
};

const STRATEGY_ORDER: readonly PrivateStrategy[] = [
  'equityLong',
  'quantNeutral',
  'indexEnhanced',
  'cta',
  'bond',
  'macro',
  'multi',
  'arbitrage',
];

/** The type cycle of the set: mostly private securities funds, then the other types in turn. */
const TYPE_CYCLE: readonly PrivateFundType[] = [
  'mjfs_2',
  'mjfs_2',
  'mjfs_4',
  'mjfs_2',
  'mjfs_6',
  'mjfs_15',
  'mjfs_2',
  'mjfs_16',
  'mjfs_2',
  'mjfs_17',
];

const TYPE_SUFFIX: Readonly<Record<PrivateFundType, string>> = {
  mjfs_2: '私募证券投资基金',
  mjfs_6: '私募投资基金',
  mjfs_4: '集合资产管理计划',
  mjfs_15: '单一资产管理计划',
  mjfs_16: '集合资金信托计划',
  mjfs_17: '期货资产管理计划',
};

/** How many products the set has (issue 13 §1: at least 30). */
export const PRIVATE_PRODUCT_COUNT = 32;

/**
 * The product set (docs/data-model.md §Private products), built by rule from the product number n = 1..32:
 * manager n mod 8, strategy n mod 8 shifted by n div 8 (so each manager runs several strategies), type from
 * {@link TYPE_CYCLE}; risk, NAV walk and benchmark from the strategy; minimum 1, 3 or 5 million yuan with a
 * step of 100,000 or 10,000; monthly open days (reserve always open) for two products in three, quarterly
 * ones (reserve 10 trading days before) otherwise; every eleventh product ended; inception between 2021 and 2024.
 */
export const PRIVATE_PRODUCT_SET: readonly PrivateProductRow[] = Array.from(
  { length: PRIVATE_PRODUCT_COUNT },
  (_, index): PrivateProductRow => {
    const n = index + 1;
    const manager = MANAGERS[n % MANAGERS.length]!;
    const strategy = STRATEGY_ORDER[(n + Math.floor(n / MANAGERS.length)) % STRATEGY_ORDER.length]!;
    const model = STRATEGIES[strategy];
    const fundType = TYPE_CYCLE[n % TYPE_CYCLE.length]!;
    const series = Math.floor(n / 3) + 1;
    const quarterly = n % 3 === 0;
    const year = 2021 + (n % 4);
    const month = String((n % 12) + 1).padStart(2, '0');
    return {
      productId: `SM${String(n).padStart(4, '0')}`,
      productName: `${manager.short}${model.word}${series}号${TYPE_SUFFIX[fundType]}`,
      managerCode: manager.code,
      managerName: manager.name,
      strategy,
      fundType,
      riskCode: model.risk,
      minAmount: ['1000000.00', '1000000.00', '3000000.00', '5000000.00'][n % 4]!,
      stepAmount: n % 2 === 0 ? '100000.00' : '10000.00',
      openRule: `${quarterly ? 'Q' : 'M'}:${[1, 10, 15, 20][n % 4]!}`,
      reserveLeadDays: quarterly ? 10 : 0,
      reserveEnded: n % 11 === 0,
      inceptionDate: `${year}-${month}-${String((n % 20) + 1).padStart(2, '0')}`,
      walkType: model.walk,
      benchmarkCode: model.benchmark,
      marketingCopy: model.copy,
      privateInvest: model.invest,
      manageInvest: model.manage,
      simulated: true,
    };
  },
);

/** The open day of a rule in the month of `monthOf` (`YYYY-MM-..`): the first trading day on or after its day. */
function openDayInMonth(calendar: TradingCalendar, rule: string, monthOf: string): string | null {
  const [kind, day] = rule.split(':') as [string, string];
  const month = Number(monthOf.slice(5, 7));
  if (kind === 'Q' && month % 3 !== 0) return null;
  return calendar.onOrAfter(`${monthOf.slice(0, 7)}-${day.padStart(2, '0')}`);
}

/** The open days of a rule: the first one strictly after `today` and the last one on or before it. */
function openDaysAround(
  calendar: TradingCalendar,
  rule: string,
  today: string,
): { previous: string; next: string } {
  let previous: string | null = null;
  let next: string | null = null;
  for (let offset = -4; offset <= 4 && next === null; offset++) {
    const day = openDayInMonth(calendar, rule, addMonths(`${today.slice(0, 7)}-01`, offset));
    if (day === null) continue;
    if (day <= today) previous = day;
    else next = day;
  }
  return { previous: previous ?? addMonths(today, -3), next: next! };
}

/**
 * The reserve window and status of a product on `today` (spec 02 §4 private reserve status; FundDesk's model,
 * docs/data-model.md §Private products): the next open day is the first of its rule strictly after today; the
 * window ends on the calendar day before it and starts `reserveLeadDays` trading days before it (0: on the
 * previous open day). Status '3' when the product takes no more reservations, '1' when today is in the
 * window, '2' before it.
 */
export function reserveWindowOf(
  product: Pick<PrivateProductRow, 'openRule' | 'reserveLeadDays' | 'reserveEnded'>,
  calendar: TradingCalendar,
  today: string,
): { openDay: string; reserveStart: string; reserveEnd: string; reserveStatus: ReserveStatus } {
  const { previous, next } = openDaysAround(calendar, product.openRule, today);
  const reserveEnd = addDays(next, -1);
  // On an open day, reservations are for the next one: the window opens on the previous open day itself.
  let reserveStart = previous;
  if (product.reserveLeadDays > 0) {
    reserveStart = next;
    for (let i = 0; i < product.reserveLeadDays; i++)
      reserveStart = calendar.previousTradingDay(reserveStart) ?? reserveStart;
  }
  const reserveStatus: ReserveStatus = product.reserveEnded ? '3' : today >= reserveStart ? '1' : '2';
  return { openDay: next, reserveStart, reserveEnd, reserveStatus };
}

const calendars = new WeakMap<Db, Promise<TradingCalendar>>();
const seeded = new WeakMap<Db, Promise<void>>();
const navThrough = new WeakMap<Db, { through: string; done: Promise<void> }>();

/** The exchange calendar of the database (trading_days, migration 0001), read once per database. */
export function calendarOf(db: Db): Promise<TradingCalendar> {
  let calendar = calendars.get(db);
  if (!calendar) {
    calendar = db
      .query<{ day: string }>('SELECT day::text AS day FROM trading_days ORDER BY day')
      .then((rows) => new TradingCalendar(rows.map((r) => r.day)));
    calendars.set(db, calendar);
  }
  return calendar;
}

/** Inserts the product set when absent (idempotent; both engines). */
async function ensureProducts(db: Db): Promise<void> {
  let done = seeded.get(db);
  if (!done) {
    done = (async () => {
      for (const p of PRIVATE_PRODUCT_SET) {
        await db.query(
          `INSERT INTO private_products (product_id, product_name, manager_code, manager_name, strategy, fund_type,
             risk_code, min_amount, step_amount, open_rule, reserve_lead_days, reserve_ended, inception_date,
             walk_type, benchmark_code, marketing_copy, private_invest, manage_invest, simulated)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19)
           ON CONFLICT (product_id) DO NOTHING`,
          [
            p.productId,
            p.productName,
            p.managerCode,
            p.managerName,
            p.strategy,
            p.fundType,
            p.riskCode,
            p.minAmount,
            p.stepAmount,
            p.openRule,
            p.reserveLeadDays,
            p.reserveEnded,
            p.inceptionDate,
            p.walkType,
            p.benchmarkCode,
            p.marketingCopy,
            p.privateInvest,
            p.manageInvest,
            p.simulated,
          ],
        );
      }
    })();
    seeded.set(db, done);
    done.catch(() => seeded.delete(db));
  }
  return done;
}

/**
 * Extends every product's NAV in private_navs through `through` with the NAV model (market/navModel.ts
 * extendNavSeries: NAV 1.0000 on the first trading day on or after inception, then the deterministic walk of
 * the product's walk type keyed by its id). Idempotent and safe to run twice at once (ON CONFLICT DO NOTHING).
 */
async function ensureNavs(db: Db, calendar: TradingCalendar, through: string): Promise<void> {
  const known = navThrough.get(db);
  if (known && known.through >= through) return known.done;
  const done = (async () => {
    const last = await db.query<{ product_id: string; nav_date: string; nav: string }>(
      `SELECT n.product_id, n.nav_date, n.nav::text AS nav FROM private_navs n
        JOIN (SELECT product_id, max(nav_date) AS d FROM private_navs GROUP BY product_id) m
          ON m.product_id = n.product_id AND m.d = n.nav_date`,
    );
    const lastOf = new Map(last.map((r) => [r.product_id, r] as const));
    for (const p of PRIVATE_PRODUCT_SET) {
      const start = calendar.onOrAfter(p.inceptionDate);
      if (start > through) continue;
      const prior = lastOf.get(p.productId);
      const dates: string[] = [];
      const navs: string[] = [];
      let fromDate: string;
      let fromNavE4: number;
      if (prior) {
        fromDate = prior.nav_date;
        fromNavE4 = Number(new Dec(prior.nav).times(10_000).toFixed(0));
      } else {
        fromDate = start;
        fromNavE4 = 10_000;
        dates.push(start);
        navs.push('1.0000');
      }
      for (const row of extendNavSeries(p.productId, p.walkType, fromDate, fromNavE4, through, calendar)) {
        dates.push(row.date);
        navs.push(formatScaled(row.navE4, 4));
      }
      if (dates.length === 0) continue;
      await db.query(
        `INSERT INTO private_navs (product_id, nav_date, nav)
         SELECT $1, d, v::numeric FROM unnest($2::text[], $3::text[]) AS t(d, v)
         ON CONFLICT DO NOTHING`,
        [p.productId, dates, navs],
      );
    }
  })();
  navThrough.set(db, { through, done });
  done.catch(() => navThrough.delete(db));
  return done;
}

/** The day facts of an instant: the calendar, today (Asia/Shanghai) and the last day with NAV. */
export async function privateDayOf(
  db: Db,
  now: number,
): Promise<{ calendar: TradingCalendar; today: string; navThrough: string }> {
  const calendar = await calendarOf(db);
  const today = shanghaiDate(now);
  return { calendar, today, navThrough: navAvailableThrough(today, calendar) };
}

/** Makes sure the product set and its NAV through the last NAV day of `now` are stored. */
export async function ensurePrivateProducts(db: Db, now: number): Promise<void> {
  await ensureProducts(db);
  const { calendar, navThrough: through } = await privateDayOf(db, now);
  await ensureNavs(db, calendar, through);
}

interface ProductDbRow {
  product_id: string;
  product_name: string;
  manager_code: string;
  manager_name: string;
  strategy: string;
  fund_type: string;
  risk_code: string;
  min_amount: string;
  step_amount: string;
  open_rule: string;
  reserve_lead_days: number;
  reserve_ended: boolean;
  inception_date: string;
  walk_type: string;
  benchmark_code: string;
  marketing_copy: string;
  private_invest: string;
  manage_invest: string;
  simulated: boolean;
}

const PRODUCT_COLUMNS = `product_id, product_name, manager_code, manager_name, strategy, fund_type, risk_code,
  min_amount::text AS min_amount, step_amount::text AS step_amount, open_rule, reserve_lead_days, reserve_ended,
  inception_date, walk_type, benchmark_code, marketing_copy, private_invest, manage_invest, simulated`;

function productOf(row: ProductDbRow, calendar: TradingCalendar, today: string): PrivateProduct {
  const base: PrivateProductRow = {
    productId: row.product_id,
    productName: row.product_name,
    managerCode: row.manager_code,
    managerName: row.manager_name,
    strategy: row.strategy as PrivateStrategy,
    fundType: row.fund_type as PrivateFundType,
    riskCode: row.risk_code as RiskLevelCode,
    minAmount: new Dec(row.min_amount).toFixed(2),
    stepAmount: new Dec(row.step_amount).toFixed(2),
    openRule: row.open_rule,
    reserveLeadDays: row.reserve_lead_days,
    reserveEnded: row.reserve_ended,
    inceptionDate: row.inception_date,
    walkType: row.walk_type as FundTypeCode,
    benchmarkCode: row.benchmark_code,
    marketingCopy: row.marketing_copy,
    privateInvest: row.private_invest,
    manageInvest: row.manage_invest,
    simulated: row.simulated,
  };
  return { ...base, ...reserveWindowOf(base, calendar, today) };
}

/**
 * One private product with its open day and reserve window on the day of `now` (ms since the epoch).
 * @returns null for an unknown id
 */
export async function getPrivateProduct(
  db: Db,
  productId: string,
  now: number,
): Promise<PrivateProduct | null> {
  await ensurePrivateProducts(db, now);
  const { calendar, today } = await privateDayOf(db, now);
  const rows = await db.query<ProductDbRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM private_products WHERE product_id = $1`,
    [productId],
  );
  return rows[0] ? productOf(rows[0], calendar, today) : null;
}

/**
 * {@link getPrivateProduct}, refusing an unknown id.
 * @throws GatewayError PrivateProductNotFound (FD3113)
 */
export async function requirePrivateProduct(db: Db, productId: string, now: number): Promise<PrivateProduct> {
  const product = await getPrivateProduct(db, productId, now);
  if (!product) throw new GatewayError(ErrorCode.PrivateProductNotFound);
  return product;
}

/** Filters of {@link listPrivateProducts} (all optional; spec 03 §2 supermarket filters). */
export interface PrivateProductFilter {
  readonly strategy?: PrivateStrategy | undefined;
  readonly riskCode?: RiskLevelCode | undefined;
  readonly reserveStatus?: ReserveStatus | undefined;
  readonly managerCode?: string | undefined;
}

/** The products matching `filter` on the day of `now`, by product id. */
export async function listPrivateProducts(
  db: Db,
  filter: PrivateProductFilter,
  now: number,
): Promise<PrivateProduct[]> {
  await ensurePrivateProducts(db, now);
  const { calendar, today } = await privateDayOf(db, now);
  const rows = await db.query<ProductDbRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM private_products
      WHERE ($1::text IS NULL OR strategy = $1) AND ($2::text IS NULL OR risk_code = $2)
        AND ($3::text IS NULL OR manager_code = $3)
      ORDER BY product_id`,
    [filter.strategy ?? null, filter.riskCode ?? null, filter.managerCode ?? null],
  );
  return rows
    .map((row) => productOf(row, calendar, today))
    .filter((p) => filter.reserveStatus === undefined || p.reserveStatus === filter.reserveStatus);
}

/** A product's NAV observations (unit NAV, 4 decimals) from `from` through `to` inclusive, oldest first. */
export async function privateNavSeries(
  db: Db,
  productId: string,
  now: number,
  from = '0000-00-00',
  to = '9999-99-99',
): Promise<{ date: string; nav: string }[]> {
  await ensurePrivateProducts(db, now);
  return db.query<{ date: string; nav: string }>(
    `SELECT nav_date AS date, nav::text AS nav FROM private_navs
      WHERE product_id = $1 AND nav_date >= $2 AND nav_date <= $3 ORDER BY nav_date`,
    [productId, from, to],
  );
}

/**
 * The product's unit NAV of a date (4 decimals), e.g. the open day a deal is confirmed on; null when the NAV of
 * that date is not published yet (it is the day after, like public funds) or before inception.
 */
export async function privateNavOn(
  db: Db,
  productId: string,
  date: string,
  now: number,
): Promise<string | null> {
  const rows = await privateNavSeries(db, productId, now, date, date);
  return rows[0]?.nav ?? null;
}
