import { z } from 'zod';
import { decimalString } from './money.js';

/** Fund type codes (spec 03 §3): 2 money, 0 stock, 5 QDII, E bond, A mixed; FundDesk adds F FOF, R REITs, C commodity, I index, X other. */
export const fundTypeCodes = ['0', '2', '5', 'E', 'A', 'F', 'R', 'C', 'I', 'X'] as const;
/** A fund type code. */
export type FundTypeCode = (typeof fundTypeCodes)[number];
export const fundTypeCodeSchema = z.enum(fundTypeCodes);

/** Risk level codes zxfxdj_1..zxfxdj_5 (spec 02 §4, 03 §3). */
export const riskLevelCodes = ['zxfxdj_1', 'zxfxdj_2', 'zxfxdj_3', 'zxfxdj_4', 'zxfxdj_5'] as const;
/** A risk level code. */
export type RiskLevelCode = (typeof riskLevelCodes)[number];
export const riskLevelSchema = z.enum(riskLevelCodes);

/** Open-day codes (spec 03 §4). */
export const openDayCodes = ['230', '210', '220', '201', '202', '221', '203', '212', '310', '510'] as const;
/** An open-day code. */
export type OpenDayCode = (typeof openDayCodes)[number];

/** Where a figure comes from: the real data set or FundDesk's deterministic model (DESIGN §6). */
export const dataSourceSchema = z.enum(['real', 'simulated']);
/** Where a figure comes from. */
export type DataSource = z.infer<typeof dataSourceSchema>;

/**
 * A fund's trading attributes (spec 03 §3 "Fund trading attributes", 02 §3 search result fund):
 * the two status flags, the status code, summary presence, type, limits and the TA restriction.
 * Limits are yuan strings; `"999999999"` or more means unlimited.
 */
export const fundTradeAttrsSchema = z.object({
  fundId: z.string(),
  fundTypeCode: fundTypeCodeSchema,
  /** Purchase (申购) status flag: 1 open, 0 closed. */
  declareStatus: z.number().int(),
  /** Subscription (认购) status flag: 1 open, 0 closed. */
  subStatus: z.number().int(),
  /** Fund status code; 4 is suspended (spec 03 §4). */
  fundStatus: z.number().int(),
  /** Whether the fund is a money-market (currency) fund. */
  isCurrency: z.boolean(),
  /** Attachment id of the product summary PDF (产品资料概要), or empty. */
  summaryPdf: z.string(),
  /** Client types the TA refuses (e.g. `['3']`): spec 02 §5 cantTradeCertificateType. */
  cantTradeCertificateType: z.array(z.string()),
  /** Minimum purchase amount in yuan. */
  minLimit: decimalString,
  /** Single-purchase cap in yuan. */
  maxLimit: decimalString,
  /** Daily cumulative cap in yuan. */
  dailyMaxValue: decimalString,
});
/** A fund's trading attributes. */
export type FundTradeAttrs = z.infer<typeof fundTradeAttrsSchema>;

/**
 * One search result (spec 02 §3, 03 §3 "Fund search item"). Rates are percent strings with 2 decimals
 * or null (shown as `--`).
 */
export const fundSearchItemSchema = fundTradeAttrsSchema.extend({
  productId: z.string(),
  fundName: z.string(),
  shortName: z.string(),
  /** Pinyin abbreviation (e.g. `YFDXFHH`). */
  pinyin: z.string(),
  fundType: z.string(),
  fundTypeText: z.string(),
  /** Fine-grained type as published (`混合型-偏股`). */
  fundTypeDetail: z.string(),
  fundRiskLevel: riskLevelSchema,
  fundRiskLevelText: z.string(),
  exchange: z.boolean(),
  favourite: z.boolean(),
  /** Rate of the period (percent, 2 decimals) or null. */
  rate: decimalString.nullable(),
  ratePeriod: z.string(),
  rrInThreeMonth: decimalString.nullable(),
  /** Latest unit NAV (4 decimals) and its date, or null when the data has none. */
  nav: decimalString.nullable(),
  navDate: z.string().nullable(),
  company: z.string(),
  /** Whether any shown figure is simulated. */
  simulated: z.boolean(),
});
/** One search result. */
export type FundSearchItem = z.infer<typeof fundSearchItemSchema>;

/**
 * A fee rate entry (spec 02 §3, 03 §3): fee figures are scaled integers. maxFeeE6 is the standard
 * rate ×10^6 (1.5% → 15000) or, with feeUnit 7, the fixed fee per deal in yuan ×10^6;
 * enDiscountE4 the discount ×10^4 (0.1 = 1折 → 1000); limits in yuan ×10^6.
 */
export const feeRateEntrySchema = z.object({
  maxFeeE6: z.number().int(),
  minFeeE6: z.number().int(),
  minDiscountE6: z.number().int(),
  enDiscountE4: z.number().int(),
  /** 4: a rate (ten-thousand unit scaling), 7: a fixed fee per deal. */
  feeUnit: z.union([z.literal(4), z.literal(7)]),
  minLimiteE6: z.number().int(),
  /** Upper bound of the tier; -1 for no bound. */
  maxLimiteE6: z.number().int(),
  /** Holding-period interval description for redemption tiers (e.g. `7天<=持有期限<30天`). */
  divIntervalDes: z.string(),
});

/**
 * A redemption fee tier with the holding period it covers in calendar days (`minHoldDays` inclusive,
 * `maxHoldDays` exclusive, null: no bound): the wire form of core's SellTier (rules/redemptionFee.ts).
 * @see spec 02 §3 sellRate
 */
export const sellTierSchema = feeRateEntrySchema.extend({
  minHoldDays: z.number().int(),
  maxHoldDays: z.number().int().nullable(),
});
/** A fee rate entry. */
export type FeeRateEntry = z.infer<typeof feeRateEntrySchema>;

/** One NAV point: date `YYYY-MM-DD`, unit NAV, daily return percent, source. */
export const navPointSchema = z.object({
  date: z.string(),
  nav: decimalString,
  dailyReturn: decimalString.nullable(),
  source: dataSourceSchema,
});
/** One NAV point. */
export type NavPoint = z.infer<typeof navPointSchema>;

/** Open-day info (spec 03 §3). Dates `YYYY-MM-DD`, date-times `YYYY-MM-DD HH:mm`. */
export const openDayInfoSchema = z.object({
  code: z.enum(openDayCodes),
  buyStDate: z.string().nullable(),
  buyEdDate: z.string().nullable(),
  sellStDate: z.string().nullable(),
  sellEdDate: z.string().nullable(),
  buyStDateTime: z.string().nullable(),
  buyEdDateTime: z.string().nullable(),
  sellStDateTime: z.string().nullable(),
  sellEdDateTime: z.string().nullable(),
});
/** Open-day info. */
export type OpenDayInfo = z.infer<typeof openDayInfoSchema>;

/** Product templates (spec 02 §2): 1 money, 2 first publish (in its offering period), 3 equality (ordinary). */
export const productTemplateSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** A product template. */
export type ProductTemplate = z.infer<typeof productTemplateSchema>;

/** The route of a fund detail by template (spec 02 §2, 03 §2). */
export const templateRoute: Readonly<Record<ProductTemplate, string>> = {
  1: '/product/money',
  2: '/product/firstpublish',
  3: '/product/equality',
};

/**
 * A fund's detail (pc/ins/fund/detail, spec 03 §7): profile, latest NAV, trading attributes, open-day
 * info and which fields are simulated.
 */
export const fundDetailSchema = fundSearchItemSchema.extend({
  template: productTemplateSchema,
  fullName: z.string(),
  establishDate: z.string().nullable(),
  /** Fund size in yuan (string) and the date it refers to. */
  fundSize: decimalString.nullable(),
  fundSizeDate: z.string().nullable(),
  managers: z.array(z.string()),
  custodian: z.string().nullable(),
  ratingAgency: z.string().nullable(),
  rating: z.string().nullable(),
  strategy: z.string().nullable(),
  objective: z.string().nullable(),
  benchmark: z.string().nullable(),
  dailyReturn: decimalString.nullable(),
  navSource: dataSourceSchema.nullable(),
  /** Money funds: 万份收益 (yuan per 10,000 shares) and 七日年化 (percent); simulated. */
  incomePer10k: decimalString.nullable(),
  sevenDayYield: decimalString.nullable(),
  openDay: openDayInfoSchema,
  /** Names of the fields whose values are simulated (DESIGN §6). */
  simulatedFields: z.array(z.string()),
});
/** A fund's detail. */
export type FundDetail = z.infer<typeof fundDetailSchema>;

/** Benchmark indices (spec 03 §3). Only 399300 (CSI 300), 000001 and 399006 have data. */
export const benchmarkIndices = {
  '399300': '沪深300',
  '000001': '上证指数',
  '399001': '深证成指',
  '399006': '创业板指',
  H11001: '中证全债',
} as const;
/** A benchmark index code. */
export type BenchmarkIndexCode = keyof typeof benchmarkIndices;
export const benchmarkIndexSchema = z.enum(['399300', '000001', '399001', '399006', 'H11001']);

/** Chart periods of nvTrend and achievementTrend. */
export const trendPeriods = ['1m', '3m', '6m', '1y', '3y', 'ytd', 'all'] as const;
export const trendPeriodSchema = z.enum(trendPeriods);
/** A chart period. */
export type TrendPeriod = z.infer<typeof trendPeriodSchema>;
