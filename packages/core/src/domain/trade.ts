import { z } from 'zod';
import { fundTypeCodeSchema, riskLevelSchema } from './fund.js';
import { decimalString } from './money.js';

/** Per-line warning types of the cart (spec 02 §3 tipInfo). */
export const tipTypes = ['none', 'error', 'limit', 'info'] as const;
export const tipInfoSchema = z.object({ type: z.enum(tipTypes), tip: z.string() });
/** A cart line warning. */
export type TipInfo = z.infer<typeof tipInfoSchema>;

/**
 * Estimated purchase fee of a cart line (spec 02 §3 estimateFee): rates are percent strings, fee in yuan.
 */
export const estimateFeeSchema = z.object({
  text: z.string(),
  oldRate: z.string(),
  newRate: z.string(),
  discountStr: z.string(),
  discount: decimalString,
  fee: decimalString,
});

/**
 * A cart fund line (spec 02 §3 "Cart fund line"). Limits are yuan strings; maxvalue = single-purchase cap,
 * dailyMaxValue = daily cumulative cap, orgmaxholdvol = per-account holding cap ("0" unlimited),
 * lessDailyValue = what the account may still buy today under the holding cap.
 */
export const cartFundLineSchema = z.object({
  fundId: z.string(),
  fundCode: z.string(),
  fundName: z.string(),
  fundType: fundTypeCodeSchema,
  fundRiskLevel: riskLevelSchema,
  amount: decimalString.nullable(),
  minvalue: decimalString,
  maxvalue: decimalString,
  dailyMaxValue: decimalString,
  orgmaxholdvol: decimalString,
  lessDailyValue: decimalString,
  summaryPdf: z.string(),
  managerCode: z.string(),
  managerName: z.string(),
  tipInfo: tipInfoSchema,
  estimateFee: estimateFeeSchema.nullable(),
});
/** A cart fund line. */
export type CartFundLine = z.infer<typeof cartFundLineSchema>;

/** Cart lines grouped by fund company (spec 02 §2 "products grouped by fund company"). */
export const cartCompanyGroupSchema = z.object({
  managerCode: z.string(),
  managerName: z.string(),
  fundList: z.array(cartFundLineSchema),
});
/** A cart company group. */
export type CartCompanyGroup = z.infer<typeof cartCompanyGroupSchema>;

/** Order states (issue 3): accepted, pending review, cancelled, confirmed, failed. */
export const orderStatuses = ['accepted', 'pendingReview', 'cancelled', 'confirmed', 'failed'] as const;

/**
 * The statuses of an order still pending (accepted or pending review): cancellable before the cut-off,
 * confirmed at T+1, counted in the holding cap and the shares a redemption may still take. The one
 * definition; the server's SQL passes it as a `text[]` parameter (DESIGN §5, spec 02 §5, §7).
 */
export const PENDING_ORDER_STATUSES = [
  'accepted',
  'pendingReview',
] as const satisfies readonly (typeof orderStatuses)[number][];
export const orderStatusSchema = z.enum(orderStatuses);
/** An order state. */
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Trade types (spec 02 §2): purchase (申购) for now; redemption and conversion follow. */
export const tradeTypes = ['purchase', 'redemption', 'conversion'] as const;
export const tradeTypeSchema = z.enum(tradeTypes);

/** One step of an order's timeline: state, time (ISO, Asia/Shanghai offset) and a note. */
export const orderEventSchema = z.object({ status: orderStatusSchema, time: z.string(), note: z.string() });

/**
 * A public-fund order (spec 02 §3 trade payloads; §2 tradeInfo/:serialNo). Amounts in yuan, shares with 2
 * decimals, NAV with 4; `tradeDay` is the exchange trade day the order belongs to (15:00 cut-off).
 */
export const orderSchema = z.object({
  serialNo: z.string(),
  batchSerialNo: z.string().nullable(),
  groupId: z.string(),
  corpName: z.string(),
  fundId: z.string(),
  fundName: z.string(),
  tradeType: tradeTypeSchema,
  status: orderStatusSchema,
  amount: decimalString,
  fee: decimalString,
  netAmount: decimalString,
  feeRateE6: z.number().int(),
  /** Redemption: the shares requested (amount, fee and net amount are 0.00 until confirmed). */
  shares: decimalString.nullable().optional(),
  applyTime: z.string(),
  tradeDay: z.string(),
  /** The day the order is (or was) confirmed: T+1. */
  confirmDay: z.string(),
  confirmNav: decimalString.nullable(),
  confirmShares: decimalString.nullable(),
  navSource: z.enum(['real', 'simulated']).nullable(),
  failReason: z.string().nullable(),
  /**
   * The order's remark (备注): a spreadsheet purchase's remark column, or the demo mark of the local
   * environment's demo trade history (docs/decisions.md "Demo trade history"); null or absent when none.
   */
  remark: z.string().nullable().optional(),
  operatorName: z.string(),
  /** Whether the order may still be cancelled (before its trade day's 15:00). */
  cancellable: z.boolean(),
  timeline: z.array(orderEventSchema),
});
/** A public-fund order. */
export type Order = z.infer<typeof orderSchema>;

/**
 * A cart batch's progress and result (spec 02 §3 "Batch purchase result" and "Batch dialog result").
 * batchTradeStatus 1 = accepted, otherwise accepted and pending review.
 */
export const batchResultSchema = z.object({
  batchSerialNo: z.string(),
  totalSize: z.number().int(),
  successSize: z.number().int(),
  failSize: z.number().int(),
  orderStatus: z.enum(['processing', 'done']),
  progress: z.number().int().min(0).max(100),
  batchTradeStatus: z.number().int(),
  failApplyNum: z.number().int(),
});
/** A batch result. */
export type BatchResult = z.infer<typeof batchResultSchema>;

/**
 * A holding (spec 03 §7 asset calls): shares (2 decimals), cost and market value in yuan, NAV with its date.
 */
export const positionSchema = z.object({
  groupId: z.string(),
  corpName: z.string(),
  fundId: z.string(),
  fundName: z.string(),
  fundTypeCode: fundTypeCodeSchema,
  shares: decimalString,
  cost: decimalString,
  nav: decimalString.nullable(),
  navDate: z.string().nullable(),
  marketValue: decimalString,
  holdingProfit: decimalString,
  holdingProfitRate: decimalString.nullable(),
  dayProfit: decimalString,
  navSource: z.enum(['real', 'simulated']).nullable(),
});
/** A holding. */
export type Position = z.infer<typeof positionSchema>;
