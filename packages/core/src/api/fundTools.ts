/**
 * The fund tools' calls (spec 03 §2 fund tools, §7 "Fund comparison: basic, performanceTrend …"; issue 14 §5):
 * 基金比较 (/fundTools/fundCompare) and 费率比较 (/fundTools/ratioCompare). Every figure of the comparison is
 * computed from the real NAV data only (the simulated NAV after the data ends is left out); the fees are the
 * local environment's model and say so (`source: 'simulated'`). Privilege fund_tools (the menu's).
 */
import { z } from 'zod';
import { feeRateEntrySchema, riskLevelSchema, sellTierSchema } from '../domain/fund.js';
import { decimalString } from '../domain/money.js';
import { comparePeriods, riskPeriods } from '../rules/fundMetrics.js';
import { holdingAssetKinds, holdingIndustries } from '../rules/holdingsModel.js';
import { defineCall } from './contract.js';

/** A fund id: the 6-digit fund code. */
const fundId = z.string().regex(/^\d{6}$/, 'fundId');

/**
 * The funds to compare: 6-digit codes in the order shown. The count (2 to 6 distinct funds) is the rule's
 * (core compareCountDecision: FD3010), so that 0, 1 or 7 funds answer the catalogue code, not a schema error;
 * the schema only bounds the list.
 */
const fundIds = z.array(fundId).max(20);

/** Risk figures of one period (core RiskMetrics); null figures are shown `--`. */
const riskSchema = z.object({
  period: z.enum(riskPeriods),
  /** The window's first and last NAV dates. */
  from: z.string(),
  to: z.string(),
  tradingDays: z.number().int(),
  dailyReturns: z.number().int(),
  /** Trading days without NAV inside the window (holidays are not counted). */
  missingDays: z.number().int(),
  totalReturn: decimalString,
  annualisedReturn: decimalString.nullable(),
  volatility: decimalString.nullable(),
  maxDrawdown: decimalString,
  drawdownPeak: z.string().nullable(),
  drawdownTrough: z.string().nullable(),
  sharpe: decimalString.nullable(),
});

/** One fund of the comparison: facts, real-NAV coverage, period returns and risk figures. */
export const compareFundSchema = z.object({
  fundId: z.string(),
  fundName: z.string(),
  /** The broad type's text (股票型 …) and the published fine type (混合型-偏股). */
  fundTypeText: z.string(),
  fundTypeDetail: z.string(),
  company: z.string(),
  fundRiskLevel: riskLevelSchema,
  fundRiskLevelText: z.string(),
  /** Fund size in yuan (decimal text) and its date, null when the data has none. */
  fundSize: decimalString.nullable(),
  fundSizeDate: z.string().nullable(),
  /** 成立时间 `YYYY-MM-DD` from the fund's profile, null when the data has none. */
  establishDate: z.string().nullable(),
  managers: z.array(z.string()),
  /** The fund's wire fields whose values come from the model (e.g. fundRiskLevel; DESIGN §6). */
  simulatedFields: z.array(z.string()),
  /** First and last real NAV dates, null when the data has no NAV for the fund (暂无净值数据). */
  navFrom: z.string().nullable(),
  navTo: z.string().nullable(),
  /** Returns over the comparison's periods ending on `asOf`, percent, null when not covered. */
  returns: z.array(z.object({ period: z.enum(comparePeriods), rate: decimalString.nullable() })),
  /** Risk figures per period; a period the fund's NAV does not cover is absent. */
  risk: z.array(riskSchema),
});
/** One fund of fundCompare/basic. */
export type CompareFund = z.infer<typeof compareFundSchema>;

/**
 * fundCompare/basic: 2 to 6 funds side by side (spec 03 §7 "Fund comparison: basic"; issue 14 §5): facts, period
 * returns and risk metrics over the common period of their real NAV. `asOf` is the last date every fund with NAV
 * has (the returns end there), `from` the first; both null when fewer than one fund has NAV or the funds'
 * NAV do not overlap. `riskFreeRate` is the Sharpe ratio's yearly rate in percent (core RISK_FREE_RATE_PERCENT).
 * Refusals: FD3010 (count), FD3001 (unknown fund).
 */
export const fundCompareBasic = defineCall({
  name: 'fundCompareBasic',
  service: 'product',
  path: 'fundCompare/basic',
  privilege: 'fund_tools',
  request: z.object({ fundIds }),
  response: z.object({
    asOf: z.string().nullable(),
    from: z.string().nullable(),
    riskFreeRate: decimalString,
    funds: z.array(compareFundSchema),
  }),
});

/**
 * fundCompare/performanceTrend: the funds' performance over the common period on one chart, each normalised to
 * 0 % on its first day (spec 03 §7 "Fund comparison: performanceTrend"; issue 14 §5). Column-wise: `dates` the
 * union of the funds' NAV dates, `values[i]` each fund's return since `from` in percent or null on a date
 * without its NAV. A fund without NAV in the period has an empty-valued series (all null).
 */
export const fundComparePerformanceTrend = defineCall({
  name: 'fundComparePerformanceTrend',
  service: 'product',
  path: 'fundCompare/performanceTrend',
  privilege: 'fund_tools',
  request: z.object({ fundIds }),
  response: z.object({
    from: z.string().nullable(),
    to: z.string().nullable(),
    dates: z.array(z.string()),
    series: z.array(
      z.object({ fundId: z.string(), fundName: z.string(), values: z.array(decimalString.nullable()) }),
    ),
  }),
});

/** One fund of the fee comparison. */
export const ratioCompareFundSchema = z.object({
  fundId: z.string(),
  fundName: z.string(),
  /** Purchase tiers with this organisation's discount (as tradePreInfo buyRate). */
  buyRate: z.array(feeRateEntrySchema),
  /** Redemption tiers by holding period. */
  sellTiers: z.array(sellTierSchema),
  /** Management and custody fees per year, rates ×10^6. */
  manageFeeE6: z.number().int(),
  custodyFeeE6: z.number().int(),
  /** The purchase of `amount`: tier rate, discounted rate (×10^6), fee and net amount in yuan; null when no tier. */
  purchase: z
    .object({
      rateE6: z.number().int(),
      discountedRateE6: z.number().int(),
      feeUnit: z.number().int(),
      fee: decimalString,
      netAmount: decimalString,
    })
    .nullable(),
  /** Total fees of holding `amount` 1, 3 and 5 years (core holdingCost), yuan. */
  holding: z.array(
    z.object({
      years: z.number().int(),
      purchaseFee: decimalString,
      operatingFee: decimalString,
      redemptionFee: decimalString,
      total: decimalString,
    }),
  ),
});
/** One fund of fundCompare/ratio. */
export type RatioCompareFund = z.infer<typeof ratioCompareFundSchema>;

/**
 * An amount in yuan typed by the user. Its form (up to 12 integer digits and 2 decimals, above 0) is the rule's
 * (core ratioAmountDecision: FD3011), so a bad amount answers the catalogue code; the schema only bounds the text.
 */
const amount = z.string().trim().max(32);

/**
 * fundCompare/ratio (费率比较, /fundTools/ratioCompare; issue 14 §5): 2 to 6 funds' purchase fee for `amount`
 * with this organisation's discount, redemption tiers, yearly management and custody fees, and the total fee of
 * holding `amount` 1, 3 and 5 years. The fees are the local model's (`source: 'simulated'`, 模拟).
 * Refusals: FD3010 (count), FD3011 (amount), FD3001 (unknown fund).
 */
export const fundCompareRatio = defineCall({
  name: 'fundCompareRatio',
  service: 'product',
  path: 'fundCompare/ratio',
  privilege: 'fund_tools',
  request: z.object({ fundIds, amount }),
  response: z.object({
    amount: decimalString,
    funds: z.array(ratioCompareFundSchema),
    source: z.enum(['real', 'simulated']),
  }),
});

/** One fund's simulated holdings (core simulatedHoldings): asset classes and industries in percent of net assets. */
export const positionFundSchema = z.object({
  fundId: z.string(),
  fundName: z.string(),
  /** Every asset class in {@link holdingAssetKinds} order (股票, 债券, 基金, 其他, 现金), summing to 100.00. */
  assets: z.array(z.object({ kind: z.enum(holdingAssetKinds), percent: decimalString })),
  /** The five largest industries then 其他行业 (`other`), summing to the stock share; empty without stocks. */
  industries: z.array(
    z.object({ industry: z.enum([...holdingIndustries, 'other'] as const), percent: decimalString }),
  ),
});
/** One fund of fundCompare/positionDistribution. */
export type PositionFund = z.infer<typeof positionFundSchema>;

/**
 * fundCompare/positionDistribution (持仓分布; spec 03 §7 "Fund comparison: positionDistribution"; issue 14 §5): each
 * fund's asset allocation and industry distribution in the report quarter (the last quarter ended before today).
 * The data has no holdings: every figure is the deterministic model's (core rules/holdingsModel.ts, seeded by fund
 * code and quarter, consistent with the fund's type), so `source` is always `simulated` (模拟).
 * Refusals: FD3010 (count), FD3001 (unknown fund).
 */
export const fundComparePositionDistribution = defineCall({
  name: 'fundComparePositionDistribution',
  service: 'product',
  path: 'fundCompare/positionDistribution',
  privilege: 'fund_tools',
  request: z.object({ fundIds }),
  response: z.object({
    /** `YYYYQn`. */
    quarter: z.string(),
    funds: z.array(positionFundSchema),
    source: z.literal('simulated'),
  }),
});

/**
 * fundCompare/quarterlyChart (季度涨幅; spec 03 §7 "Fund comparison: quarterlyChart"; issue 14 §5): each fund's
 * return in the 8 quarters ending with the quarter of the common period's end, from the REAL NAV (core
 * quarterlyReturns: last NAV of the quarter over the last NAV of the quarter before; null when not covered).
 * `partial` says the newest quarter runs only to `asOf`. No quarters when the funds' NAV do not overlap.
 * Refusals: FD3010 (count), FD3001 (unknown fund).
 */
export const fundCompareQuarterlyChart = defineCall({
  name: 'fundCompareQuarterlyChart',
  service: 'product',
  path: 'fundCompare/quarterlyChart',
  privilege: 'fund_tools',
  request: z.object({ fundIds }),
  response: z.object({
    asOf: z.string().nullable(),
    /** `YYYYQn`, oldest first. */
    quarters: z.array(z.string()),
    partial: z.boolean(),
    series: z.array(
      z.object({ fundId: z.string(), fundName: z.string(), rates: z.array(decimalString.nullable()) }),
    ),
  }),
});

/**
 * queryCompanyAll (spec 03 §7 product "queryCompanyAll"): the fund companies the data names, by fund count (most
 * first), for the company picker of the screening (/product/publicIndex). Privilege financial_products.
 */
export const queryCompanyAll = defineCall({
  name: 'queryCompanyAll',
  service: 'product',
  path: 'queryCompanyAll',
  privilege: 'financial_products',
  request: z.object({}).default({}),
  response: z.object({ companies: z.array(z.object({ company: z.string(), count: z.number().int() })) }),
});
