import { z } from 'zod';
import {
  feeRateEntrySchema,
  fundTypeCodeSchema,
  openDayCodes,
  riskLevelSchema,
  sellTierSchema,
} from '../domain/fund.js';
import { decimalString } from '../domain/money.js';
import { orderSchema, orderStatusSchema } from '../domain/trade.js';
import { defineCall, encryptedField, pageInfoSchema, paginationSchema } from './contract.js';
import { orderTrailEntrySchema } from './trade.js';

/*
 * The public-fund trading desk (issue 12; spec 02 §2 routes and privileges, §5 rules, §7 trade service,
 * §9 constants; 03 §4 open-day codes). Units on the wire: amounts in yuan (2 decimals), shares (2 decimals),
 * NAV (4 decimals), fee rates ×10^6 (`…E6`), dates `YYYY-MM-DD` (Asia/Shanghai), times ISO with offset.
 *
 * Every submitting call carries an `idempotencyKey` chosen by the client once per submission (a UUID is
 * fine): the server places at most one order (or one set of linked legs) per key and person; a retried or
 * double-clicked submit with the same key answers the first result unchanged. Reusing a key for a
 * different request answers FD4601 (see errors). Every refusal is a 4xx with a catalogue code; nothing is
 * written then.
 *
 * The account acted for is the session's chosen organisation (the `x-gno` group header, `group` auth); an
 * account the person may not act for is refused by the request pipeline (FD1004).
 */

const fundCode = z.string().regex(/^\d{6}$/, 'fundCode');
/** An amount as typed: a decimal string of at most 10 characters (spec 02 §5); core's rules check the rest. */
const amountText = z.string().max(10);
/** Shares as typed: a decimal string, at most 2 decimals (core's redemption rule checks it). */
const sharesText = z.string().max(20);
const serialNo = z.string().min(1).max(64);

/**
 * A client-chosen key of one submission (DESIGN §7 idempotency): 8-64 characters of `[A-Za-z0-9_-]`.
 * One order (or one set of linked legs) per key and person; a retry answers the first result.
 */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'idempotencyKey');

/**
 * The trade day the client showed before confirming (`YYYY-MM-DD`, from preInfo/predict). When sent and the
 * server's trade day for "now" differs (the 15:00 cut-off or a holiday passed meanwhile), the submit is
 * refused with FD4615 and the new day, so an order never lands on a day the user was not shown.
 */
const shownTradeDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/** Dividend methods (spec 02 §9): '0' reinvestment, '1' cash. */
export const melonMethods = ['0', '1'] as const;
/** A dividend method: '0' reinvestment (红利再投资), '1' cash (现金分红). */
export const melonMethodSchema = z.enum(melonMethods);
/** A dividend method code. */
export type MelonMethod = z.infer<typeof melonMethodSchema>;

/**
 * Large-redemption handling (巨额赎回, spec 02 §9 event node 4) chosen by the seller when the fund flags
 * it: '1' continue the unmet part into the next open day, '0' cancel the unmet part.
 */
export const largeRedemptionModeSchema = z.enum(['0', '1']);

/**
 * Kinds of trading-desk orders. `purchase`, `redemption`, `conversion` are the order trade types;
 * a super convert is two linked orders (a `redemption` leg then a `purchase` leg with its proceeds); a
 * smart split is several linked `purchase` orders.
 */
export const linkKinds = ['superConvert', 'smartSplit'] as const;
/** How orders are linked: the legs of a super convert, the parts of a smart split. */
export const linkKindSchema = z.enum(linkKinds);

/** The cut-off facts shown before confirming (spec 02 §1: after 15:00 counts as the next trading day). */
export const tradeTimingSchema = z.object({
  /** The exchange trade day the order will belong to (T). */
  tradeDay: z.string(),
  /** The day it is confirmed (T+1 on the exchange calendar). */
  confirmDay: z.string(),
  /** True when submitted now it counts for a later trading day (after 15:00, a holiday or a weekend). */
  nextTradingDay: z.boolean(),
  /** The cut-off of `tradeDay`: ISO time (15:00 Asia/Shanghai). */
  cutOff: z.string(),
});
/** The trade day, confirm day and cut-off of an order placed now. */
export type TradeTiming = z.infer<typeof tradeTimingSchema>;

/**
 * The answer of every submitting call (purchase, redeem, convert, super convert, smart-split part,
 * refund): the order's serial, status (`accepted`, or `pendingReview` when the review process is on),
 * timing and money known at submission. Redemptions and conversions carry the shares; their amount and
 * fee are estimates until confirmation.
 */
export const tradeSubmitResultSchema = z.object({
  serialNo: z.string(),
  tradeType: z.enum(['purchase', 'redemption', 'conversion']),
  status: orderStatusSchema,
  fundId: z.string(),
  fundName: z.string(),
  /** Conversion: the target fund. */
  targetFundId: z.string().nullable(),
  targetFundName: z.string().nullable(),
  /** Yuan: a purchase's amount; a redemption's or conversion's estimated gross amount. */
  amount: decimalString,
  /** Yuan: the fee (purchase: exact; redemption/conversion: the estimate at the latest NAV). */
  fee: decimalString,
  /** Shares requested (redemption, conversion); null for a purchase. */
  shares: decimalString.nullable(),
  /** Linked orders: the link serial (super convert, smart split) or null. */
  linkSerialNo: z.string().nullable(),
  applyTime: z.string(),
  ...tradeTimingSchema.shape,
});
/** The answer of a submitting call. */
export type TradeSubmitResult = z.infer<typeof tradeSubmitResultSchema>;

/**
 * A holding the desk can sell or convert (spec 02 §7 pc/queryCanSaleFundList). Shares with 2 decimals:
 * `shares` the confirmed position; `frozenShares` taken by pending redemptions and conversions;
 * `availableShares` = shares − frozen; `underSevenDaysShares` the part confirmed less than 7 days ago
 * (a 1.5% fee applies, spec redeem/lessThenSevenDays/alert). `minHoldShares` the minimum remaining holding
 * (a sell must leave 0 or at least this); `largeRedemption` whether the fund flags large redemptions.
 */
export const saleableHoldingSchema = z.object({
  fundId: z.string(),
  fundName: z.string(),
  fundTypeCode: fundTypeCodeSchema,
  company: z.string(),
  riskLevel: riskLevelSchema,
  shares: decimalString,
  frozenShares: decimalString,
  availableShares: decimalString,
  underSevenDaysShares: decimalString,
  /** Yuan: cost of the holding (paid including fees). */
  cost: decimalString,
  nav: decimalString.nullable(),
  navDate: z.string().nullable(),
  marketValue: decimalString,
  openDayCode: z.enum(openDayCodes),
  canSell: z.boolean(),
  canConvert: z.boolean(),
  /** Money fund whose fund allows fast (T+0) redemption. */
  fastRedeem: z.boolean(),
  largeRedemption: z.boolean(),
  minRedeemShares: decimalString,
  minHoldShares: decimalString,
  melonMethod: melonMethodSchema,
});
/** A holding the desk can sell or convert. */
export type SaleableHolding = z.infer<typeof saleableHoldingSchema>;

/** queryCanSaleFundList: the chosen account's holdings with available shares (spec 02 §7). */
export const queryCanSaleFundList = defineCall({
  name: 'queryCanSaleFundList',
  service: 'trade',
  path: 'pc/queryCanSaleFundList',
  privilege: 'public_trans',
  request: z.object({ fundId: fundCode.optional() }),
  response: z.object({ list: z.array(saleableHoldingSchema) }),
});

/** A payment method of a purchase (spec 02 §7 paymentMethod): code and the catalogue's label key. */
export const paymentMethodSchema = z.object({ code: z.string(), labelKey: z.string() });

/**
 * tradePreInfo/V2: what the buy form needs (spec 02 §7 tradePreInfo/V2, §5): the fund's limits (yuan;
 * 999999999 no limit), what the account may still buy today, fee tiers (buyRate with discounts), the
 * open-day code and whether buying is allowed now (else `refusalCode`, a catalogue code), the timing,
 * payment methods, the summary PDF, the share class (A front-load, C sales-service fee, else null), and
 * the suitability facts: user risk level, its expiry, the match result ('0' matched, '1'/'2' above).
 */
export const tradePreInfo = defineCall({
  name: 'tradePreInfo',
  service: 'trade',
  path: 'pc/tradePreInfo/V2',
  privilege: 'subs',
  request: z.object({ fundId: fundCode }),
  response: z.object({
    fundId: z.string(),
    fundName: z.string(),
    fundTypeCode: fundTypeCodeSchema,
    company: z.string(),
    fundRiskLevel: riskLevelSchema,
    openDayCode: z.enum(openDayCodes),
    canBuy: z.boolean(),
    /** Catalogue code of why the fund cannot be bought now (null when it can). */
    refusalCode: z.string().nullable(),
    minLimit: decimalString,
    maxLimit: decimalString,
    dailyMaxValue: decimalString,
    orgmaxholdvol: decimalString,
    lessDailyValue: decimalString,
    buyRate: z.array(feeRateEntrySchema),
    /** Redemption tiers by holding period (the A/C explainer's redemption part, /trade/acQa). */
    sellTiers: z.array(sellTierSchema),
    summaryPdf: z.string(),
    shareClass: z.enum(['A', 'C']).nullable(),
    /** A C-class fund's annual sales-service fee (×10^6), 0 for others. */
    serviceFeeE6: z.number().int(),
    paymentMethods: z.array(paymentMethodSchema),
    userRiskLevel: riskLevelSchema.nullable(),
    riskExpireDate: z.string().nullable(),
    riskExpired: z.boolean(),
    matchResult: z.enum(['0', '1', '2']),
    nav: decimalString.nullable(),
    navDate: z.string().nullable(),
    ...tradeTimingSchema.shape,
  }),
});

/**
 * Purchase predict (dry run): the fee by 价外法 with the discount, net amount and the estimated shares
 * at the latest NAV, with the timing. Checks the amount with the cart's rule (spec 02 §5) and answers
 * the same refusals as the purchase.
 */
export const purchasePredict = defineCall({
  name: 'purchasePredict',
  service: 'trade',
  path: 'pc/purchase/predict',
  privilege: 'subs',
  request: z.object({ fundId: fundCode, amount: amountText }),
  response: z.object({
    amount: decimalString,
    fee: decimalString,
    netAmount: decimalString,
    feeRateE6: z.number().int(),
    nav: decimalString.nullable(),
    navDate: z.string().nullable(),
    estimatedShares: decimalString.nullable(),
    ...tradeTimingSchema.shape,
  }),
});

/**
 * Single purchase (spec 02 §4, §7 purchase): trade password (encrypted; 5 attempts then A00070),
 * suitability (`riskConfirmed` after the risk-match dialog for a fund above the user's level; an expired
 * or absent assessment is refused), `summaryConfirmed` after the summary PDF, amount rules of the cart,
 * open day, cut-off. Idempotent by `idempotencyKey`.
 */
export const purchase = defineCall({
  name: 'purchase',
  service: 'trade',
  path: 'pc/purchase',
  privilege: 'subs',
  encryptedFields: ['tradePassword'],
  request: z.object({
    fundId: fundCode,
    amount: amountText,
    tradePassword: encryptedField,
    idempotencyKey: idempotencyKeySchema,
    tradeDay: shownTradeDay,
    riskConfirmed: z.boolean().default(false),
    summaryConfirmed: z.boolean().default(false),
    paymentMethod: z.string().max(16).optional(),
  }),
  response: tradeSubmitResultSchema,
});

/** One lot of a redemption estimate: its confirm day, the shares taken, days held, fee rate and fee. */
export const redeemLotSchema = z.object({
  confirmDay: z.string(),
  shares: decimalString,
  days: z.number().int(),
  feeRateE6: z.number().int(),
  fee: decimalString,
});

/**
 * asset/redeem/fee/predict: the redemption estimate of `shares` at the latest NAV (spec 02 §7; fee tiers
 * by holding period per lot, first in first out): gross amount, fee, net, the lots, the shares that
 * would remain, whether that breaks the minimum holding, the under-7-days part, the large-redemption
 * flag, and the timing (`fastRedeem`: a money fund's fast redemption, confirmed T+0). Refusals are the
 * redemption's.
 */
export const redeemFeePredict = defineCall({
  name: 'redeemFeePredict',
  service: 'trade',
  path: 'pc/asset/redeem/fee/predict',
  privilege: 'redemption',
  request: z.object({
    fundId: fundCode,
    shares: sharesText.optional(),
    all: z.boolean().default(false),
    fastRedeem: z.boolean().default(false),
  }),
  response: z.object({
    shares: decimalString,
    nav: decimalString.nullable(),
    navDate: z.string().nullable(),
    amount: decimalString,
    fee: decimalString,
    netAmount: decimalString,
    feeRateE6: z.number().int(),
    lots: z.array(redeemLotSchema),
    remainingShares: decimalString,
    underSevenDaysShares: decimalString,
    largeRedemption: z.boolean(),
    ...tradeTimingSchema.shape,
  }),
});

/**
 * redeem/lessThenSevenDays/alert: whether selling `shares` takes shares held under 7 days (spec 02 §7),
 * and how many; the client shows the warning when `alert` (the redeem call refuses it unacknowledged: FD4619).
 */
export const redeemUnderSevenDaysAlert = defineCall({
  name: 'redeemLessThenSevenDaysAlert',
  service: 'trade',
  path: 'pc/redeem/lessThenSevenDays/alert',
  privilege: 'redemption',
  request: z.object({ fundId: fundCode, shares: sharesText.optional(), all: z.boolean().default(false) }),
  response: z.object({ alert: z.boolean(), shares: decimalString }),
});

/**
 * Redemption (spec 02 §7 redeem): `shares` (not yuan) or `all`; shares ≤ available (position less pending
 * sells), confirmed shares only, leaving 0 or at least the minimum holding; `largeRedemptionMode` when the
 * fund flags large redemptions; `fastRedeem` for a money fund that allows it; `underSevenDaysConfirmed`
 * after the under-7-days warning. Confirmed at T+1 NAV: shares out, cash (net) in. Idempotent by key.
 */
export const redeem = defineCall({
  name: 'redeem',
  service: 'trade',
  path: 'pc/redeem',
  privilege: 'redemption',
  encryptedFields: ['tradePassword'],
  request: z.object({
    fundId: fundCode,
    shares: sharesText.optional(),
    all: z.boolean().default(false),
    largeRedemptionMode: largeRedemptionModeSchema.default('0'),
    fastRedeem: z.boolean().default(false),
    underSevenDaysConfirmed: z.boolean().default(false),
    tradePassword: encryptedField,
    idempotencyKey: idempotencyKeySchema,
    tradeDay: shownTradeDay,
  }),
  response: tradeSubmitResultSchema,
});

/** A conversion target: a fund of the same company that accepts conversion (spec 02 §7 convert preInfo). */
export const convertTargetSchema = z.object({
  fundId: z.string(),
  fundName: z.string(),
  fundTypeCode: fundTypeCodeSchema,
  fundRiskLevel: riskLevelSchema,
  openDayCode: z.enum(openDayCodes),
  /** Buy fee tiers of the target (the fee difference is computed on them). */
  buyRate: z.array(feeRateEntrySchema),
});

/**
 * Convert preInfo (spec 02 §7 convert preInfo): the source holding and the funds it may convert to (same
 * company, accepting conversion); `superTransfer` true lists other companies' funds (super convert).
 */
export const convertPreInfo = defineCall({
  name: 'convertPreInfo',
  service: 'trade',
  path: 'pc/convert/preInfo',
  privilege: 'transfer',
  request: z.object({ fundId: fundCode, keyword: z.string().max(20).optional() }),
  response: z.object({
    holding: saleableHoldingSchema,
    targets: z.array(convertTargetSchema),
    ...tradeTimingSchema.shape,
  }),
});

/**
 * Conversion estimate (spec 02 §7 predict fee): `redemptionFee` of the source by holding period plus
 * `purchaseFeeDifference` (target purchase rate − source purchase rate, never below 0, on the gross
 * amount), `fee` their sum, the target shares estimated at the latest NAVs.
 */
export const conversionEstimateSchema = z.object({
  fromFundId: z.string(),
  toFundId: z.string(),
  shares: decimalString,
  sourceNav: decimalString.nullable(),
  targetNav: decimalString.nullable(),
  amount: decimalString,
  redemptionFee: decimalString,
  purchaseFeeDifference: decimalString,
  fee: decimalString,
  netAmount: decimalString,
  estimatedTargetShares: decimalString.nullable(),
  ...tradeTimingSchema.shape,
});
/** A conversion estimate. */
export type ConversionEstimate = z.infer<typeof conversionEstimateSchema>;

const conversionRequest = z.object({
  fromFundId: fundCode,
  toFundId: fundCode,
  shares: sharesText.optional(),
  all: z.boolean().default(false),
});

/** Convert preCheck: every refusal of the conversion without placing it (spec 02 §7 preCheck). */
export const convertPreCheck = defineCall({
  name: 'convertPreCheck',
  service: 'trade',
  path: 'pc/convert/preCheck',
  privilege: 'transfer',
  request: conversionRequest,
  response: conversionEstimateSchema,
});

/** Convert predict fee (spec 02 §7): the estimate alone (same refusals as preCheck). */
export const convertPredictFee = defineCall({
  name: 'convertPredictFee',
  service: 'trade',
  path: 'pc/convert/predictFee',
  privilege: 'transfer',
  request: conversionRequest,
  response: conversionEstimateSchema,
});

/**
 * Convert confirm (spec 02 §7): one `conversion` order; at T+1 the source shares go out and the target
 * shares (net / target NAV, rounded down) come in. Idempotent by key.
 */
export const convertConfirm = defineCall({
  name: 'convertConfirm',
  service: 'trade',
  path: 'pc/convert/confirm',
  privilege: 'transfer',
  encryptedFields: ['tradePassword'],
  request: conversionRequest.extend({
    tradePassword: encryptedField,
    idempotencyKey: idempotencyKeySchema,
    tradeDay: shownTradeDay,
  }),
  response: tradeSubmitResultSchema,
});

/**
 * A trading-desk order with everything the detail shows (spec 02 §2 tradeInfo/:serialNo, stayTradeDetail):
 * the order and its trail, the target fund and shares of a conversion, and the linked legs (super convert:
 * redemption then purchase; smart split: the parts), each a plain order.
 */
export const tradingDetailSchema = orderSchema.extend({
  trail: z.array(orderTrailEntrySchema),
  targetFundId: z.string().nullable(),
  targetFundName: z.string().nullable(),
  targetShares: decimalString.nullable(),
  targetNav: decimalString.nullable(),
  linkSerialNo: z.string().nullable(),
  linkKind: linkKindSchema.nullable(),
  legs: z.array(orderSchema),
  /** The cut-off after which it cannot be cancelled (ISO). */
  cutOff: z.string(),
});
/** A trading-desk order with trail, target and legs. */
export type TradingDetail = z.infer<typeof tradingDetailSchema>;

/** Convert result: the order's current state (spec 02 §7 convert result). */
export const convertResult = defineCall({
  name: 'convertResult',
  service: 'trade',
  path: 'pc/convert/result',
  privilege: 'transfer',
  request: z.object({ serialNo }),
  response: tradingDetailSchema,
});

/** Convert detail (spec 02 §7): the conversion with trail and target. */
export const convertDetail = defineCall({
  name: 'convertDetail',
  service: 'trade',
  path: 'pc/convert/detail',
  privilege: 'transfer',
  request: z.object({ serialNo }),
  response: tradingDetailSchema,
});

/** Convert cancel (spec 02 §7): before the application day's cut-off, with the trade password. */
export const convertCancel = defineCall({
  name: 'convertCancel',
  service: 'trade',
  path: 'pc/convert/cancel',
  privilege: 'transfer',
  encryptedFields: ['tradePassword'],
  request: z.object({ serialNo, tradePassword: encryptedField }),
  response: tradingDetailSchema,
});

/**
 * Super convert preInfo (spec 02 §2 superTransform, privilege super_transfer): the holding, the targets
 * (any company's buyable funds matching `keyword`), and whether agreement type 3 (super-convert service
 * agreement, spec 02 §4) is signed — it must be signed before confirming (FD4612 otherwise).
 */
export const superConvertPreInfo = defineCall({
  name: 'superConvertPreInfo',
  service: 'trade',
  path: 'pc/superTransfer/preInfo',
  privilege: 'super_transfer',
  request: z.object({ fundId: fundCode, keyword: z.string().max(20).optional() }),
  response: z.object({
    holding: saleableHoldingSchema,
    targets: z.array(convertTargetSchema),
    agreementSigned: z.boolean(),
    ...tradeTimingSchema.shape,
  }),
});

/**
 * Super convert estimate: the redemption leg (gross, redemption fee, net) and the purchase leg placed
 * with the net (purchase fee by 价外法, estimated target shares).
 */
export const superConvertEstimateSchema = z.object({
  fromFundId: z.string(),
  toFundId: z.string(),
  shares: decimalString,
  redeemAmount: decimalString,
  redemptionFee: decimalString,
  proceeds: decimalString,
  purchaseFee: decimalString,
  purchaseNetAmount: decimalString,
  estimatedTargetShares: decimalString.nullable(),
  /** The purchase leg's trade and confirm day (after the redemption leg's confirmation). */
  purchaseTradeDay: z.string(),
  purchaseConfirmDay: z.string(),
  ...tradeTimingSchema.shape,
});

/** Super convert predict fee (spec 02 §7 super transfer predict fee). */
export const superConvertPredictFee = defineCall({
  name: 'superConvertPredictFee',
  service: 'trade',
  path: 'pc/superTransfer/predictFee',
  privilege: 'super_transfer',
  request: conversionRequest,
  response: superConvertEstimateSchema,
});

/**
 * Super convert confirm (spec 02 §7): a redemption leg now; when it is confirmed its proceeds place the
 * purchase leg of the target (linked by `linkSerialNo`). Needs agreement type 3 signed. Idempotent by key.
 */
export const superConvertConfirm = defineCall({
  name: 'superConvertConfirm',
  service: 'trade',
  path: 'pc/superTransfer/confirm',
  privilege: 'super_transfer',
  encryptedFields: ['tradePassword'],
  request: conversionRequest.extend({
    tradePassword: encryptedField,
    idempotencyKey: idempotencyKeySchema,
    tradeDay: shownTradeDay,
  }),
  response: tradeSubmitResultSchema,
});

/** Super convert detail: the redemption leg's detail with both legs in `legs` (spec 02 §7). */
export const superConvertDetail = defineCall({
  name: 'superConvertDetail',
  service: 'trade',
  path: 'pc/superTransfer/detail',
  privilege: 'super_transfer',
  request: z.object({ serialNo }),
  response: tradingDetailSchema,
});

/** Super convert cancel: cancels the redemption leg before its cut-off (no purchase leg is placed then). */
export const superConvertCancel = defineCall({
  name: 'superConvertCancel',
  service: 'trade',
  path: 'pc/superTransfer/cancel',
  privilege: 'super_transfer',
  encryptedFields: ['tradePassword'],
  request: z.object({ serialNo, tradePassword: encryptedField }),
  response: tradingDetailSchema,
});

/** Refund states: refundable (failed or partly confirmed purchase), submitted, refunded. */
export const refundStatuses = ['refundable', 'submitted', 'refunded'] as const;

/**
 * A refund of a purchase (spec 02 §7 refunds public): the purchase's serial, fund, the paid amount, the
 * part confirmed and the refundable amount (yuan), status and the refund's serial once submitted.
 */
export const refundSchema = z.object({
  serialNo: z.string(),
  fundId: z.string(),
  fundName: z.string(),
  orderStatus: orderStatusSchema,
  paidAmount: decimalString,
  confirmedAmount: decimalString,
  refundAmount: decimalString,
  status: z.enum(refundStatuses),
  refundSerialNo: z.string().nullable(),
  refundTime: z.string().nullable(),
  failReason: z.string().nullable(),
});
/** A purchase refund. */
export type Refund = z.infer<typeof refundSchema>;

/** Refund record: the refund of one purchase (spec 02 §7 refunds record). */
export const refundRecord = defineCall({
  name: 'publicRefundRecord',
  service: 'trade',
  path: 'pc/refund/public/record',
  privilege: 'public_trans',
  request: z.object({ serialNo }),
  response: refundSchema,
});

/** Refund page: the account's refundable and refunded purchases, newest first (spec 02 §7 refunds page). */
export const refundPage = defineCall({
  name: 'publicRefundPage',
  service: 'trade',
  path: 'pc/refund/public/page',
  privilege: 'public_trans',
  request: z.object({
    status: z.enum(refundStatuses).optional(),
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({ list: z.array(refundSchema), pagination: pageInfoSchema }),
});

/** Refund submit (spec 02 §7 refunds submit): refunds one refundable purchase. Idempotent by key. */
export const refundSubmit = defineCall({
  name: 'publicRefundSubmit',
  service: 'trade',
  path: 'pc/refund/public/submit',
  privilege: 'public_trans',
  encryptedFields: ['tradePassword'],
  request: z.object({ serialNo, tradePassword: encryptedField, idempotencyKey: idempotencyKeySchema }),
  response: refundSchema,
});

/**
 * One part of a smart-split plan: a money fund, the amount (yuan) and the caps it respects: single-purchase
 * cap, the daily cumulative cap and what the account may still buy of it today.
 */
export const splitPartSchema = z.object({
  fundId: z.string(),
  fundName: z.string(),
  amount: decimalString,
  maxLimit: decimalString,
  dailyMaxValue: decimalString,
  lessDailyValue: decimalString,
  fee: decimalString,
});
/** One part of a smart-split plan. */
export type SplitPart = z.infer<typeof splitPartSchema>;

/**
 * Smart split plan (spec 02 §2 separateBill, menu key monetary_fund_smart_split): `amount` yuan spread
 * greedily over the buyable money funds (or `fundIds`), each part under its single and daily caps and the
 * account's remaining room, exact to the cent; `unallocated` what no fund can take (FD4620 when placing
 * a plan that leaves any).
 */
export const splitPlan = defineCall({
  name: 'separateBillPlan',
  service: 'trade',
  path: 'pc/separateBill/plan',
  privilege: 'monetary_fund_smart_split',
  request: z.object({
    amount: z.string().max(16),
    fundIds: z.array(fundCode).max(50).optional(),
  }),
  response: z.object({
    amount: decimalString,
    parts: z.array(splitPartSchema),
    allocated: decimalString,
    unallocated: decimalString,
    ...tradeTimingSchema.shape,
  }),
});

/**
 * Smart split place: recomputes the plan; the parts sent (as shown) must equal it (else FD4621, plan
 * changed), then places one purchase per part, linked by `linkSerialNo`, all or none. Idempotent by key.
 */
export const splitPlace = defineCall({
  name: 'separateBillPlace',
  service: 'trade',
  path: 'pc/separateBill/place',
  privilege: 'monetary_fund_smart_split',
  encryptedFields: ['tradePassword'],
  request: z.object({
    amount: z.string().max(16),
    fundIds: z.array(fundCode).max(50).optional(),
    parts: z
      .array(z.object({ fundId: fundCode, amount: decimalString }))
      .min(1)
      .max(50),
    tradePassword: encryptedField,
    idempotencyKey: idempotencyKeySchema,
    tradeDay: shownTradeDay,
  }),
  response: z.object({ linkSerialNo: z.string(), orders: z.array(tradeSubmitResultSchema) }),
});

/** One change of a holding's dividend method: from, to, when applied, effective date, who. */
export const melonChangeSchema = z.object({
  serialNo: z.string(),
  fromMethod: melonMethodSchema,
  toMethod: melonMethodSchema,
  applyTime: z.string(),
  effectiveDate: z.string(),
  operatorName: z.string(),
});

/**
 * getFundMelonMethodList: each holding's dividend method ('0' reinvest, '1' cash), the date it took (or
 * takes) effect and the history of changes, newest first (spec 02 §7, §9).
 */
export const getFundMelonMethodList = defineCall({
  name: 'getFundMelonMethodList',
  service: 'trade',
  path: 'pc/getFundMelonMethodList',
  privilege: 'public_trans',
  request: z.object({ fundId: fundCode.optional() }),
  response: z.object({
    list: z.array(
      z.object({
        fundId: z.string(),
        fundName: z.string(),
        melonMethod: melonMethodSchema,
        effectiveDate: z.string().nullable(),
        history: z.array(melonChangeSchema),
      }),
    ),
  }),
});

/**
 * modifyFundMelonMethod: changes a holding's dividend method (spec 02 §7); effective from the confirm day
 * of an application made now (T+1). The same method as today's is refused (FD4630). Idempotent by key.
 */
export const modifyFundMelonMethod = defineCall({
  name: 'modifyFundMelonMethod',
  service: 'trade',
  path: 'pc/modifyFundMelonMethod',
  privilege: 'public_trans',
  encryptedFields: ['tradePassword'],
  request: z.object({
    fundId: fundCode,
    melonMethod: melonMethodSchema,
    tradePassword: encryptedField,
    idempotencyKey: idempotencyKeySchema,
    tradeDay: shownTradeDay,
  }),
  response: melonChangeSchema.extend({ fundId: z.string() }),
});

/**
 * stayTradeDetail: any trading-desk order's detail (purchase, redemption, conversion, each super-convert
 * leg, each split part): timeline, trail, amounts, shares, fees, NAV used, target, legs, cut-off and
 * whether it may still be cancelled (spec 02 §2 stayTradeDetail, tradeInfo/:serialNo). Cancel any of them
 * with the existing cancelTrade (a super convert's purchase leg cannot be cancelled alone).
 */
export const stayTradeDetail = defineCall({
  name: 'stayTradeDetail',
  service: 'trade',
  path: 'pc/stayTradeDetail',
  privilege: 'public_trans_detail',
  request: z.object({ serialNo }),
  response: tradingDetailSchema,
});

/** Today's desk orders of the account (issue 12 §1 "today's orders"), newest first. */
export const todayTrades = defineCall({
  name: 'todayTrades',
  service: 'trade',
  path: 'pc/trade/today',
  privilege: 'public_trans',
  request: z.object({}),
  response: z.object({ list: z.array(tradeSubmitResultSchema) }),
});

/** One lot of a redemption estimate. */
export type RedeemLot = z.infer<typeof redeemLotSchema>;
/** The answer of {@link redeemFeePredict}. */
export type RedeemPredict = z.infer<typeof redeemFeePredict.response>;
/** The answer of {@link superConvertPredictFee}. */
export type SuperConvertEstimate = z.infer<typeof superConvertEstimateSchema>;
/** The answer of {@link splitPlan}. */
export type SplitPlanAnswer = z.infer<typeof splitPlan.response>;
/** The answer of {@link modifyFundMelonMethod}. */
export type MelonChange = z.infer<typeof melonChangeSchema>;
/** A conversion target (see {@link convertTargetSchema}). */
export type ConvertTarget = z.infer<typeof convertTargetSchema>;
/** The answer of {@link purchasePredict}. */
export type PurchasePredict = z.infer<typeof purchasePredict.response>;
