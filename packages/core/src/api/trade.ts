import { z } from 'zod';
import { feeRateEntrySchema, riskLevelSchema } from '../domain/fund.js';
import { decimalString } from '../domain/money.js';
import {
  batchResultSchema,
  cartCompanyGroupSchema,
  orderSchema,
  orderStatusSchema,
} from '../domain/trade.js';
import { defineCall, defineDownload, encryptedField, pageInfoSchema, paginationSchema } from './contract.js';

/** Cart capacity (spec 02 §5, §9: default 20). */
export const CART_MAX_FUNDS = 20;
/** Cart page size (spec 02 §9, 03 §9: 50). */
export const CART_PAGE_SIZE = 50;

const fundCode = z.string().regex(/^\d{6}$/, 'fundCode');
/** An amount as typed: a decimal string of at most 10 characters (spec 02 §5); rules check the rest. */
const amountText = z.string().max(10);
const groupIds = z.array(z.string().min(1).max(32)).max(200).optional();

/** One line of a purchase: fund code, amount in yuan and the risk-confirmation serial (spec 02 §7). */
export const purchaseLineSchema = z.object({
  fundCode,
  amount: amountText,
  confirmSerialNo: z.string().max(64).optional(),
});

/** Cart add (spec 02 §7 "Cart calls"; refused at 20 funds and for a fund already in the cart, §5). */
export const cartAdd = defineCall({
  name: 'cartAdd',
  service: 'trade',
  path: 'pc/shopCart/add',
  privilege: 'shopping_cart',
  request: z.object({ fundIds: z.array(fundCode).min(1).max(CART_MAX_FUNDS) }),
  response: z.object({ added: z.number().int(), maxLimit: z.number().int() }),
});

/** Cart remove (spec 02 §7). */
export const cartRemove = defineCall({
  name: 'cartRemove',
  service: 'trade',
  path: 'pc/shopCart/remove',
  privilege: 'shopping_cart',
  request: z.object({ fundId: fundCode }),
  response: z.object({ added: z.number().int(), maxLimit: z.number().int() }),
});

/** Cart clear (spec 02 §7). */
export const cartClear = defineCall({
  name: 'cartClear',
  service: 'trade',
  path: 'pc/shopCart/clear',
  privilege: 'shopping_cart',
  request: z.object({}),
  response: z.object({ added: z.number().int(), maxLimit: z.number().int() }),
});

/** addCartNumInfo: the cart count and capacity, and which funds are in it (spec 02 §3 cart status). */
export const cartNumInfo = defineCall({
  name: 'addCartNumInfo',
  service: 'trade',
  path: 'pc/shopCart/addCartNumInfo',
  privilege: 'shopping_cart',
  request: z.object({}),
  response: z.object({ added: z.number().int(), maxLimit: z.number().int(), fundIds: z.array(z.string()) }),
});

/** queryShopCartData: cart lines grouped by fund company (spec 02 §7; page size 50). */
export const queryShopCartData = defineCall({
  name: 'queryShopCartData',
  service: 'trade',
  path: 'pc/shopCart/queryShopCartData',
  privilege: 'shopping_cart',
  request: z.object({ pagination: paginationSchema.default({ currentPage: 1, pagesize: CART_PAGE_SIZE }) }),
  response: z.object({
    list: z.array(cartCompanyGroupSchema),
    pagination: pageInfoSchema,
    cartFundAmount: z.number().int(),
  }),
});

/** batchQueryFundFeeDiscount: purchase fee tiers with discounts of several funds (spec 02 §7). */
export const batchQueryFundFeeDiscount = defineCall({
  name: 'batchQueryFundFeeDiscount',
  service: 'trade',
  path: 'pc/shopCart/batchQueryFundFeeDiscount',
  privilege: 'shopping_cart',
  request: z.object({ fundIds: z.array(fundCode).min(1).max(CART_MAX_FUNDS) }),
  response: z.object({
    list: z.array(z.object({ fundId: z.string(), buyRate: z.array(feeRateEntrySchema) })),
  }),
});

/** checkChartFund: the server's check of each cart line (spec 02 §5 "Server cart check", §7). */
export const checkChartFund = defineCall({
  name: 'checkChartFund',
  service: 'trade',
  path: 'pc/shopCart/checkChartFund',
  privilege: 'shopping_cart',
  request: z.object({ purchaseList: z.array(purchaseLineSchema).min(1).max(CART_MAX_FUNDS) }),
  response: z.object({
    msgList: z.array(
      z.object({
        fundId: z.string(),
        passCheck: z.boolean(),
        msg: z.string(),
        /** FundDesk: the catalogue key of a refusal (the client's tip type is decided by it, rules/cart.ts). */
        code: z.string().optional(),
      }),
    ),
  }),
});

/** checkTradePassword: 6 characters, encrypted; 5 attempts then A00070 (spec 01 §7.5, 02 §5). */
export const checkTradePassword = defineCall({
  name: 'checkTradePassword',
  service: 'trade',
  path: 'pc/checkTradePassword',
  privilege: 'trans_pwd',
  encryptedFields: ['tradePassword'],
  request: z.object({ tradePassword: encryptedField }),
  response: z.object({ remaining: z.number().int() }),
});

/**
 * Multiple risk check (spec 02 §4, §7): matchResult '0' matched, '1' one level above the investor's,
 * '2' two or more levels above (FundDesk's reading of "1 or 2 mismatched").
 */
export const checkRiskLevelMultiple = defineCall({
  name: 'checkRiskLevelMultiple',
  service: 'trade',
  path: 'pc/checkRiskLevel/multiple',
  privilege: 'subs',
  request: z.object({ fundCodeList: z.array(fundCode).min(1).max(CART_MAX_FUNDS) }),
  response: z.object({
    matchResult: z.enum(['0', '1', '2']),
    fundRiskLevel: riskLevelSchema,
    userRiskLevel: riskLevelSchema,
    riskTypeDesc: z.string(),
    expireDate: z.string(),
    list: z.array(
      z.object({ fundId: z.string(), fundRiskLevel: riskLevelSchema, matchResult: z.enum(['0', '1', '2']) }),
    ),
  }),
});

/** Session token for a purchase (spec 02 §7; scene SHOPPING_CART_PURCHASE): one token places one batch. */
export const getSessionToken = defineCall({
  name: 'getSessionToken',
  service: 'trade',
  path: 'pc/sessionToken',
  privilege: 'subs',
  request: z.object({
    gid: z.string().min(1).max(32),
    fundId: z.string().max(6).optional(),
    scene: z.enum(['SHOPPING_CART_PURCHASE']),
  }),
  response: z.object({ sessionToken: z.string() }),
});

/**
 * Cart purchase (spec 02 §4, §7): password encrypted, sessionToken, capsource 2, purchaseList; answers the
 * batch serial. Idempotent by sessionToken: a retry answers the same batch and places nothing twice.
 */
export const cartPurchase = defineCall({
  name: 'cartPurchase',
  service: 'trade',
  path: 'pc/shopCart/purchase',
  privilege: 'subs',
  encryptedFields: ['password'],
  request: z.object({
    password: encryptedField,
    sessionToken: z.string().min(1).max(128),
    capsource: z.literal(2),
    purchaseList: z.array(purchaseLineSchema).min(1).max(CART_MAX_FUNDS),
    clearCartFund: z.boolean().default(true),
    protocolIdList: z.array(z.string().max(64)).max(50).default([]),
  }),
  response: z.object({ batchSerialNo: z.string() }),
});

/**
 * Cart purchase result: progress of a batch, polled every second (spec 02 §4), and `tradeDay`, the trading
 * day its placed orders count for (`YYYY-MM-DD`, the server's 15:00 cut-off rule; null before any order
 * is placed), which the success dialog states (issue 17 §4).
 */
export const cartPurchaseResult = defineCall({
  name: 'cartPurchaseResult',
  service: 'trade',
  path: 'pc/shopCart/purchase/result',
  privilege: 'subs',
  request: z.object({ batchSerialNo: z.string().min(1).max(64) }),
  response: batchResultSchema.extend({ tradeDay: z.string().nullable() }),
});

/** shopCartResultExport: the failure detail of a batch as xlsx (spec 03 §7, 02 §4). */
export const shopCartResultExport = defineDownload({
  name: 'shopCartResultExport',
  service: 'trade',
  path: 'pc/shopCart/resultExport',
  privilege: 'subs',
  request: z.object({ batchSerialNo: z.string().min(1).max(64) }),
});

const orderFilters = {
  groupIds,
  fundId: z.string().max(6).optional(),
  status: orderStatusSchema.optional(),
  /** Trade-day range, `YYYY-MM-DD`. */
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
};

/** Pending trades of the chosen accounts (spec 02 §2 stayTrade; multi-select). */
export const pendingTradeList = defineCall({
  name: 'pendingTradeList',
  service: 'trade',
  path: 'pc/trade/pending/list',
  privilege: 'pending_trans',
  request: z.object({ groupIds, pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }) }),
  response: z.object({ list: z.array(orderSchema), pagination: pageInfoSchema }),
});

/** The pending trade count for the menu badge (spec 02 §7 "num"). */
export const pendingTradeNum = defineCall({
  name: 'pendingTradeNum',
  service: 'trade',
  path: 'pc/trade/pending/num',
  privilege: 'pending_trans',
  request: z.object({}),
  response: z.object({ num: z.number().int() }),
});

/**
 * One entry of an order's trail (DESIGN §7: every state change records who, when, from where and what;
 * append-only): the state before (null for the first) and after, the time (ISO, Asia/Shanghai offset), the
 * actor — a person (name and login name) or the gateway itself (`system`: confirmation) — the client IP
 * (null for the system or when unknown) and the timeline note.
 * @see issue 16 finding 4
 */
export const orderTrailEntrySchema = z.object({
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema,
  time: z.string(),
  actorKind: z.enum(['person', 'system']),
  actorName: z.string().nullable(),
  loginName: z.string().nullable(),
  ip: z.string().nullable(),
  note: z.string(),
});
/** One entry of an order's trail. */
export type OrderTrailEntry = z.infer<typeof orderTrailEntrySchema>;

/** An order with its trail: what the trade detail answers (spec 02 §2 tradeInfo/:serialNo, DESIGN §7). */
export const orderDetailSchema = orderSchema.extend({ trail: z.array(orderTrailEntrySchema) });
/** An order with its trail. */
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * Cancel an order before its trade day's 15:00 cut-off (spec 02 §7 cancel). Needs the trade password, as
 * placing does (DESIGN §7; spec 02 §4: the same 5 attempts, FD1100 with the remaining count, A00070 when
 * locked, A00076 when not set), RSA-encrypted like every secret. Answers the order with its trail, whose
 * last entry is the cancel: who, when, from which address.
 */
export const cancelTrade = defineCall({
  name: 'cancelTrade',
  service: 'trade',
  path: 'pc/trade/cancel',
  privilege: 'subs',
  encryptedFields: ['tradePassword'],
  request: z.object({ serialNo: z.string().min(1).max(64), tradePassword: encryptedField }),
  response: orderDetailSchema,
});

/** Trade detail with its timeline and trail (spec 02 §2 tradeInfo/:serialNo; DESIGN §7 trail). */
export const tradeDetail = defineCall({
  name: 'tradeDetail',
  service: 'trade',
  path: 'pc/trade/detail',
  privilege: 'public_trans_detail',
  request: z.object({ serialNo: z.string().min(1).max(64) }),
  response: orderDetailSchema,
});

/** Trade records with filters (spec 03 §2 dataService/tradeRecord). */
export const tradeList = defineCall({
  name: 'tradeList',
  service: 'trade',
  path: 'pc/trade/list',
  privilege: 'trade_record',
  request: z.object({
    ...orderFilters,
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({ list: z.array(orderSchema), pagination: pageInfoSchema }),
});

/** exportTradeRecordsApply: start generating the trade records spreadsheet (spec 03 §7, 01 §4.8). */
export const exportTradeRecordsApply = defineCall({
  name: 'exportTradeRecordsApply',
  service: 'trade',
  path: 'pc/invest/exportTradeRecordsApply',
  privilege: 'trade_record',
  request: z.object(orderFilters),
  response: z.object({ serialNo: z.string() }),
});

/** Purchase fee of an amount (used by the cart's estimate): yuan strings, rate ×10^6. */
export const purchaseFeeSchema = z.object({
  fee: decimalString,
  netAmount: decimalString,
  rateE6: z.number().int(),
});
