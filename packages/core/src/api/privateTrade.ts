/**
 * Private-fund trade (issue 13 §4; spec 02 §2 /private-trade, /trade/payment, private deal details,
 * /private-asset/privatePositionDetails, /dataService/tradeReminder; §4 private-fund reservation; §5
 * reservation blocks; §7 private trade paths /trade/v1/...; §8 请重新尝试): the reservation check and
 * create, deal info and list, the e-contract (requisition, single sign, confirm with server time,
 * download), payment method and pay sequence, cancel and revoke (private refund), redemption apply /
 * confirm / cancel, private positions and the reminder list. Every call checks the session, the
 * organisation, the privilege, the investor's qualification (P1's requireQualified) and the deal's state
 * on the server. Amounts in yuan (decimal text, 2 decimals), shares with 2 decimals, NAV with 4.
 */
import { z } from 'zod';
import { riskLevelSchema } from '../domain/fund.js';
import { decimalString } from '../domain/money.js';
import { PRIVATE_DEAL_STATUSES } from '../rules/privateTrade.js';
import { defineCall, defineDownload, encryptedField, pageInfoSchema, paginationSchema } from './contract.js';

/** A private product id (P1's private_products.product_id). */
const productId = z.string().min(1).max(32);
/** A private deal id (`PD` + digits). */
const dealId = z.string().min(1).max(40);
/** An amount as typed: yuan, decimal text (core privateAmountRefusal checks the rest). */
const amountText = z.string().max(16);
/** A deal's type (spec 02 §2: reserve, rdm, other). */
export const privateDealTypeSchema = z.enum(['reserve', 'rdm', 'other']);
/** A deal's state (core PRIVATE_DEAL_STATUSES). */
export const privateDealStatusSchema = z.enum(PRIVATE_DEAL_STATUSES);
/** Payment methods the local environment offers (spec 02 §7 deal/get_pay_method; FundDesk's two). */
export const privatePayMethods = ['transfer', 'agreement'] as const;
/** A payment method: bank transfer (银行转账) or agreement payment (协议支付). */
export const privatePayMethodSchema = z.enum(privatePayMethods);

/** The contract's state: none, generated (to sign), signed (to confirm), confirmed. */
export const privateContractStatusSchema = z.enum(['none', 'generated', 'signed', 'confirmed']);

/** One state change of a deal: who (name and login, or the system), when (ISO, Asia/Shanghai), from where, what. */
export const privateDealEventSchema = z.object({
  fromStatus: privateDealStatusSchema.nullable(),
  toStatus: privateDealStatusSchema,
  time: z.string(),
  actorKind: z.enum(['person', 'system']),
  actorName: z.string().nullable(),
  loginName: z.string().nullable(),
  ip: z.string().nullable(),
  note: z.string(),
});

/** One private deal as lists show it. */
export const privateDealSchema = z.object({
  dealId: z.string(),
  dealType: privateDealTypeSchema,
  status: privateDealStatusSchema,
  productId: z.string(),
  productName: z.string(),
  /** Reserve: the amount in yuan; rdm: the redemption's amount once confirmed, else null. */
  amount: decimalString.nullable(),
  /** Reserve: confirmed shares (null before); rdm: shares asked. */
  shares: decimalString.nullable(),
  /** The open day the deal is confirmed on, `YYYY-MM-DD`. */
  openDay: z.string(),
  /** NAV of the open day once confirmed (4 decimals). */
  nav: decimalString.nullable(),
  /** Whether the NAV is the deterministic model's (模拟). */
  navSimulated: z.boolean(),
  payMethod: privatePayMethodSchema.nullable(),
  createdAt: z.string(),
  /** The deal-detail route of its type (core privateDealDetailPath). */
  detailPath: z.string(),
});
/** One private deal. */
export type PrivateDeal = z.infer<typeof privateDealSchema>;

/** A deal's e-contract. */
export const privateContractSchema = z.object({
  contractId: z.string(),
  status: privateContractStatusSchema,
  fileName: z.string(),
  requisitionSignedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  /** Server time of the confirmation (ISO, Asia/Shanghai). */
  confirmedAt: z.string().nullable(),
});

/** The deal's double-recording requirement and state (P3's doubleRecordStatusOf). */
export const privateDoubleRecordSchema = z.object({
  required: z.boolean(),
  passed: z.boolean(),
  /** P3's state code (spec 02 §4 states 0..30), null before any recording. */
  state: z.string().nullable(),
});

/** A deal with its contract, double recording and trail (deal/info). */
export const privateDealInfoSchema = privateDealSchema.extend({
  /** spec 02 §7 TradeVdealInfo answer: '0' when the contract still needs confirming, '1' otherwise. */
  addFlag: z.enum(['0', '1']),
  manager: z.string(),
  productRiskLevel: riskLevelSchema,
  contract: privateContractSchema.nullable(),
  doubleRecord: privateDoubleRecordSchema,
  /** The next step for the investor (core dealNextStep), null when nothing is due. */
  nextStep: z.enum(['contract', 'doubleRecord', 'payment', 'openDay', 'redemption']).nullable(),
  trail: z.array(privateDealEventSchema),
});
/** A deal's full information. */
export type PrivateDealInfo = z.infer<typeof privateDealInfoSchema>;

const reserveRequest = z.object({ productId, amount: amountText });

/** What the reservation check answers when it passes. */
const reserveCheckResponse = z.object({
  productId: z.string(),
  productName: z.string(),
  amount: decimalString,
  minimum: decimalString,
  step: decimalString,
  openDay: z.string(),
  doubleRecordRequired: z.boolean(),
});

/**
 * reserve/create/check: the reservation check in the spec's order (core reserveCheckRefusal: risk
 * assessment FD4617/FD4616, qualification (P1's code), risk match FD4802, blacklist FD4800, registration
 * FD4801, expired ID document FD1210 (core idDocumentPurchaseRefusal), missing items FD4804), then the window (FD4805/FD4806) and the amount
 * (FD4816/FD4807/FD4808). Changes nothing.
 * @see spec 02 §4, §5, §7 reserve/create/check
 */
export const reserveCreateCheck = defineCall({
  name: 'reserveCreateCheck',
  service: 'trade',
  path: 'trade/v1/reserve/create/check',
  privilege: 'subs',
  request: reserveRequest,
  response: reserveCheckResponse,
});

/**
 * reserve/create: the same checks, the trade password (encrypted; A00070/FD1100/A00076 as every trade),
 * then a deal in state `reserved` with its e-contract generated. Idempotent by `idempotencyKey` per person.
 * @see spec 02 §4 (on success: buy-success page, pending-trade count refreshed), §7 reserve/create
 */
export const reserveCreate = defineCall({
  name: 'reserveCreate',
  service: 'trade',
  path: 'trade/v1/reserve/create',
  privilege: 'subs',
  encryptedFields: ['tradePassword'],
  request: reserveRequest.extend({
    tradePassword: encryptedField,
    idempotencyKey: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
  }),
  response: z.object({
    dealId: z.string(),
    dealType: privateDealTypeSchema,
    status: privateDealStatusSchema,
    openDay: z.string(),
  }),
});

/**
 * reserve/cancel: cancels a deal before payment (reserved, signed, paying; or a redemption not yet
 * confirmed). FD4809 unknown, FD4810 wrong state.
 * @see spec 02 §7 reserve/cancel
 */
export const reserveCancel = defineCall({
  name: 'reserveCancel',
  service: 'trade',
  path: 'trade/v1/reserve/cancel',
  privilege: 'subs',
  request: z.object({ dealId }),
  response: z.object({ dealId: z.string(), status: privateDealStatusSchema }),
});

/**
 * deal/revoke: revokes a paid deal before its open day's confirmation; its amount is refunded (private
 * refund, see privateRefundBalance). FD4810 in any other state.
 * @see spec 02 §7 deal/revoke, refunds private
 */
export const dealRevoke = defineCall({
  name: 'dealRevoke',
  service: 'trade',
  path: 'trade/v1/deal/revoke',
  privilege: 'subs',
  request: z.object({ dealId }),
  response: z.object({ dealId: z.string(), status: privateDealStatusSchema, refundAmount: decimalString }),
});

/**
 * deal/info (TradeVdealInfo): one deal of the organisation with its contract, double recording, next step
 * and trail. `addFlag` '0' while the contract waits for confirmation.
 * @see spec 02 §7 (TradeVdealInfo dealId, dealType; answer addFlag), §2 deal details
 */
export const dealInfo = defineCall({
  name: 'dealInfo',
  service: 'trade',
  path: 'trade/v1/deal/info',
  privilege: 'private_trans_detail',
  request: z.object({ dealId, dealType: privateDealTypeSchema.optional() }),
  response: privateDealInfoSchema,
});

/**
 * deal/list: the organisation's private deals, newest first, optionally of one type, paged.
 * @see spec 02 §7 deal/list
 */
export const dealList = defineCall({
  name: 'dealList',
  service: 'trade',
  path: 'trade/v1/deal/list',
  privilege: 'private_trans_detail',
  request: z.object({
    dealType: privateDealTypeSchema.optional(),
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({ list: z.array(privateDealSchema), pagination: pageInfoSchema }),
});

/**
 * deal/server_time: the server's clock (ms since the epoch and ISO, Asia/Shanghai), sent back as
 * `confirmTime` by deal/confirm/contract.
 * @see spec 02 §7 (dealServerTime)
 */
export const dealServerTime = defineCall({
  name: 'dealServerTime',
  service: 'trade',
  path: 'trade/v1/deal/server_time',
  method: 'GET',
  privilege: 'subs',
  request: z.object({}),
  response: z.object({ serverTime: z.number().int(), iso: z.string() }),
});

/**
 * deal/get_deal_requisition: the deal's contract (id, state, file name) for the agreement page.
 * @see spec 02 §7 deal/get_deal_requisition, §2 privateTradeAgreement
 */
export const getDealRequisition = defineCall({
  name: 'getDealRequisition',
  service: 'trade',
  path: 'trade/v1/deal/get_deal_requisition',
  privilege: 'subs',
  request: z.object({ dealId }),
  response: privateContractSchema,
});

/**
 * deal/sign_requisition: signs the trade requisition (交易申请书) of the deal's contract; once only.
 * FD4812 when `contractId` is not the deal's; FD4811 when already signed.
 * @see spec 02 §7 deal/sign_requisition
 */
export const signRequisition = defineCall({
  name: 'signRequisition',
  service: 'trade',
  path: 'trade/v1/deal/sign_requisition',
  privilege: 'subs',
  request: z.object({ dealId, contractId: z.string().min(1).max(64) }),
  response: privateContractSchema,
});

/**
 * deal/single_sign_contract: e-signs the contract (after the requisition). FD4812 tampered id, FD4811
 * signed twice, FD4810 deal not reserved.
 * @see spec 02 §7 deal/single_sign_contract; issue 13 (signing a contract twice, a tampered contract id)
 */
export const singleSignContract = defineCall({
  name: 'singleSignContract',
  service: 'trade',
  path: 'trade/v1/deal/single_sign_contract',
  privilege: 'subs',
  request: z.object({ dealId, contractId: z.string().min(1).max(64) }),
  response: privateContractSchema,
});

/**
 * deal/confirm/contract: confirms the signed contract with the server time the client read
 * (`confirmTime`, ms); refused with FD4813 (请重新尝试) when it is off by more than 5 minutes or the
 * contract is not signed. The deal moves on to `signed` (double recording required) or `paying`.
 * @see spec 02 §7 (dealConfirmContract with confirmTime when addFlag is 0), §8
 */
export const dealConfirmContract = defineCall({
  name: 'dealConfirmContract',
  service: 'trade',
  path: 'trade/v1/deal/confirm/contract',
  privilege: 'subs',
  request: z.object({ dealId, confirmTime: z.number().int() }),
  response: z.object({ dealId: z.string(), status: privateDealStatusSchema, confirmedAt: z.string() }),
});

/**
 * deal/query_contracts_by_order_id: the deal's contracts (one per deal in the local environment).
 * @see spec 02 §7
 */
export const queryContractsByOrderId = defineCall({
  name: 'queryContractsByOrderId',
  service: 'trade',
  path: 'trade/v1/deal/query_contracts_by_order_id',
  method: 'GET',
  privilege: 'private_trans_detail',
  request: z.object({ dealId }),
  response: z.object({ list: z.array(privateContractSchema) }),
});

/**
 * deal/down_load_contracts: the deal's contract as PDF (CJK font embedded), with its signatures and
 * server-time confirmation once made.
 * @see spec 02 §7 deal/down_load_contracts; issue 13 §4 (generated per deal, downloadable)
 */
export const downloadContracts = defineDownload({
  name: 'downloadContracts',
  service: 'trade',
  path: 'trade/v1/deal/down_load_contracts',
  privilege: 'private_trans_detail',
  request: z.object({ dealId }),
});

/**
 * deal/get_pay_method: the payment methods the deal may use and the one chosen.
 * @see spec 02 §7 deal/get_pay_method, §2 /trade/payment/:dealId/:dealType
 */
export const getPayMethod = defineCall({
  name: 'getPayMethod',
  service: 'trade',
  path: 'trade/v1/deal/get_pay_method',
  privilege: 'subs',
  request: z.object({ dealId }),
  response: z.object({
    dealId: z.string(),
    amount: decimalString,
    methods: z.array(z.object({ payMethod: privatePayMethodSchema, name: z.string() })),
    chosen: privatePayMethodSchema.nullable(),
  }),
});

/**
 * deal/confirm/pay_method: confirms the payment method of a `paying` deal; the deal is then `paid` and
 * waits for its open day. FD4814 while a required double recording has not passed; FD4810 other states.
 * @see spec 02 §7 deal/confirm/pay_method
 */
export const confirmPayMethod = defineCall({
  name: 'confirmPayMethod',
  service: 'trade',
  path: 'trade/v1/deal/confirm/pay_method',
  privilege: 'subs',
  request: z.object({ dealId, payMethod: privatePayMethodSchema }),
  response: z.object({ dealId: z.string(), status: privateDealStatusSchema }),
});

/**
 * deal/get_order_pay_sequence_list: the organisation's paid deals waiting for their open day, in pay
 * sequence order.
 * @see spec 02 §7 deal/get_order_pay_sequence_list
 */
export const getOrderPaySequenceList = defineCall({
  name: 'getOrderPaySequenceList',
  service: 'trade',
  path: 'trade/v1/deal/get_order_pay_sequence_list',
  method: 'GET',
  privilege: 'subs',
  request: z.object({}),
  response: z.object({ list: z.array(privateDealSchema.extend({ sequence: z.number().int() })) }),
});

/**
 * deal/modify_order_pay_sequence: sets the pay sequence; `dealIds` must be exactly the deals of
 * getOrderPaySequenceList (FD4817 otherwise).
 * @see spec 02 §7 deal/modify_order_pay_sequence
 */
export const modifyOrderPaySequence = defineCall({
  name: 'modifyOrderPaySequence',
  service: 'trade',
  path: 'trade/v1/deal/modify_order_pay_sequence',
  privilege: 'subs',
  request: z.object({ dealIds: z.array(dealId).max(200) }),
  response: z.object({ dealIds: z.array(z.string()) }),
});

/**
 * redemption/share/query: the shares of a private holding and those free to redeem (less pending
 * redemptions), with the next open day.
 * @see spec 02 §7 redemption/share/query
 */
export const redemptionShareQuery = defineCall({
  name: 'redemptionShareQuery',
  service: 'trade',
  path: 'trade/v1/redemption/share/query',
  privilege: 'redemption',
  request: z.object({ productId }),
  response: z.object({
    productId: z.string(),
    productName: z.string(),
    shares: decimalString,
    available: decimalString,
    openDay: z.string(),
  }),
});

/**
 * redemption/apply: applies to redeem `shares` (FD4815 above the available shares); the deal is `applied`
 * until redemption/apply/confirm.
 * @see spec 02 §7 redemption/apply
 */
export const redemptionApply = defineCall({
  name: 'redemptionApply',
  service: 'trade',
  path: 'trade/v1/redemption/apply',
  privilege: 'redemption',
  request: z.object({ productId, shares: z.string().max(20) }),
  response: z.object({
    dealId: z.string(),
    dealType: privateDealTypeSchema,
    status: privateDealStatusSchema,
    openDay: z.string(),
  }),
});

/**
 * redemption/apply/confirm: confirms an applied redemption with the trade password; it is then
 * `submitted` and confirmed on the open day at that day's NAV.
 * @see spec 02 §7 redemption/apply/confirm
 */
export const redemptionApplyConfirm = defineCall({
  name: 'redemptionApplyConfirm',
  service: 'trade',
  path: 'trade/v1/redemption/apply/confirm',
  privilege: 'redemption',
  encryptedFields: ['tradePassword'],
  request: z.object({ dealId, tradePassword: encryptedField }),
  response: z.object({ dealId: z.string(), status: privateDealStatusSchema }),
});

/**
 * redemption/apply/cancel: cancels a redemption not yet confirmed.
 * @see spec 02 §7 redemption/apply/cancel
 */
export const redemptionApplyCancel = defineCall({
  name: 'redemptionApplyCancel',
  service: 'trade',
  path: 'trade/v1/redemption/apply/cancel',
  privilege: 'redemption',
  request: z.object({ dealId }),
  response: z.object({ dealId: z.string(), status: privateDealStatusSchema }),
});

/**
 * pc/query/prvt/online/refund/balance: the organisation's private refunds (revoked paid deals), newest first.
 * @see spec 02 §7 (pc/query/prvt/online/refund/balance; refunds private), §2 privateRefund
 */
export const privateRefundBalance = defineCall({
  name: 'privateRefundBalance',
  service: 'trade',
  path: 'pc/query/prvt/online/refund/balance',
  privilege: 'private_trans_detail',
  request: z.object({}),
  response: z.object({
    total: decimalString,
    list: z.array(
      z.object({
        dealId: z.string(),
        productId: z.string(),
        productName: z.string(),
        amount: decimalString,
        refundedAt: z.string(),
      }),
    ),
  }),
});

/** One private position. */
export const privatePositionSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  manager: z.string(),
  shares: decimalString,
  available: decimalString,
  /** Total subscribed less redeemed cost, yuan. */
  cost: decimalString,
  nav: decimalString.nullable(),
  navDate: z.string().nullable(),
  navSimulated: z.boolean(),
  /** shares × NAV rounded down to 2 decimals, null without NAV. */
  marketValue: decimalString.nullable(),
  nextOpenDay: z.string().nullable(),
});
/** One private position. */
export type PrivatePosition = z.infer<typeof privatePositionSchema>;

/**
 * privateFund/position/detail: the organisation's private positions (/private-asset/privatePositionDetails).
 * @see spec 02 §2 (privatePositionDetails, privilege private_fund_position_detail)
 */
export const privatePositionDetails = defineCall({
  name: 'privatePositionDetails',
  service: 'asset',
  path: 'pc/privateFund/position/detail',
  privilege: 'private_fund_position_detail',
  request: z.object({}),
  response: z.object({ list: z.array(privatePositionSchema), totalMarketValue: decimalString }),
});

/**
 * dataService/tradeReminder: the organisation's private deals waiting for a step (contract, double
 * recording, payment, confirmation on the open day, redemption confirmation), oldest first.
 * @see issue 13 §4 (the reminder list /dataService/tradeReminder)
 */
export const tradeReminder = defineCall({
  name: 'tradeReminder',
  service: 'trade',
  path: 'pc/dataService/tradeReminder',
  privilege: 'private_trans_detail',
  request: z.object({}),
  response: z.object({
    list: z.array(
      privateDealSchema.extend({
        nextStep: z.enum(['contract', 'doubleRecord', 'payment', 'openDay', 'redemption']),
      }),
    ),
  }),
});

// ---- The private trade paths issue 13 left unbuilt (docs/decisions.md "Private trade paths (issue 13)") ----

/** A subscription's fee (deal/charge; core privateSubscriptionCharge). Yuan with 2 decimals; rates ×10^6. */
export const privateChargeSchema = z.object({
  productId: z.string(),
  /** The subscription amount (what buys shares), yuan. */
  amount: decimalString,
  /** The product's standard subscription rate ×10^6 (模拟, the product model's). */
  rateE6: z.number().int(),
  /** The organisation's discount ×10^4 (10000: none). */
  discountE4: z.number().int(),
  /** The rate after the discount ×10^6. */
  discountedRateE6: z.number().int(),
  /** The fee, yuan, charged on top of the amount. */
  fee: decimalString,
  /** amount + fee, yuan: what the investor pays. */
  total: decimalString,
  /** The rate is the product model's (模拟). */
  simulated: z.boolean(),
});
/** A subscription's fee. */
export type PrivateCharge = z.infer<typeof privateChargeSchema>;

/**
 * deal/charge: the subscription fee of a deal (`dealId`, a reserve deal of the organisation: FD4809 otherwise)
 * or of a reservation being typed (`productId` and `amount`: FD4816 not an amount), from the product's fee rate
 * and the organisation's discount (core privateSubscriptionCharge). Changes nothing.
 * @see spec 02 §7 deal/charge, §9 (fee figures, discounts)
 */
export const dealCharge = defineCall({
  name: 'dealCharge',
  service: 'trade',
  path: 'trade/v1/deal/charge',
  privilege: 'subs',
  request: z.union([z.object({ dealId }), z.object({ productId, amount: amountText })]),
  response: privateChargeSchema,
});

/** One document of a deal (core dealMaterials) with its Chinese title. */
export const privateDealMaterialSchema = z.object({
  materialId: z.string(),
  kind: z.enum(['contract', 'requisition', 'riskDisclosure', 'prospectus', 'report']),
  title: z.string(),
  action: z.enum(['sign', 'read', 'none']),
  state: z.enum(['pending', 'done', 'reference']),
  /** When signed or confirmed read (ISO, Asia/Shanghai). */
  doneAt: z.string().nullable(),
  /** Whether deal/down_load_contracts serves it (the e-contract). */
  downloadable: z.boolean(),
});

/**
 * v2 deal/materials: the deal's documents with their signed/read state: the e-contract and the trade
 * requisition (signed), the risk disclosure and the prospectus (read, confirmed by the contract's signature),
 * the product's last three monthly reports (reference). FD4809 unknown deal.
 * @see spec 02 §7 v2 deal/materials
 */
export const dealMaterials = defineCall({
  name: 'dealMaterials',
  service: 'trade',
  path: 'trade/v2/deal/materials',
  privilege: 'private_trans_detail',
  request: z.object({ dealId }),
  response: z.object({ dealId: z.string(), list: z.array(privateDealMaterialSchema) }),
});

/**
 * holiday/list: the exchange calendar's non-trading days of a year (core nonTradingDaysOf): weekends and
 * weekday holidays; `complete` is false when the calendar's data does not cover the whole year.
 * @see spec 02 §7 holiday/list
 */
export const holidayList = defineCall({
  name: 'holidayList',
  service: 'trade',
  path: 'trade/v1/holiday/list',
  privilege: 'subs',
  request: z.object({ year: z.number().int().min(1990).max(2100) }),
  response: z.object({
    year: z.number().int(),
    complete: z.boolean(),
    /** The last day the calendar's data covers, `YYYY-MM-DD`. */
    knownThrough: z.string(),
    list: z.array(z.object({ date: z.string(), kind: z.enum(['weekend', 'holiday']) })),
  }),
});

/** What the investor confirms before a redemption (redemption/confirm_info). */
export const privateRedemptionFactsSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  shares: decimalString,
  available: decimalString,
  /** The smallest holding a partial redemption may leave, shares (模拟). */
  minimumHolding: decimalString,
  /** The open day the redemption is confirmed on. */
  openDay: z.string(),
  /** The last NAV (4 decimals) and its date, null before the first. */
  lastNav: decimalString.nullable(),
  lastNavDate: z.string().nullable(),
  navSimulated: z.boolean(),
});

/**
 * redemption/confirm_info: the facts before a redemption: the holding, the shares free to redeem, the minimum
 * holding, the open day and the last NAV.
 * @see spec 02 §7 redemption/confirm_info
 */
export const redemptionConfirmInfo = defineCall({
  name: 'redemptionConfirmInfo',
  service: 'trade',
  path: 'trade/v1/redemption/confirm_info',
  privilege: 'redemption',
  request: z.object({ productId }),
  response: privateRedemptionFactsSchema,
});

/**
 * v2 redemption/apply/check: the checks of redemption/apply without applying (core privateRedemptionRefusal:
 * FD4815 shares, FD4818 the holding left below the minimum), answering the facts and the estimated amount at
 * the last NAV (`estimated` true: the open day's NAV decides).
 * @see spec 02 §7 v2 redemption/apply/check
 */
export const redemptionApplyCheck = defineCall({
  name: 'redemptionApplyCheck',
  service: 'trade',
  path: 'trade/v2/redemption/apply/check',
  privilege: 'redemption',
  request: z.object({ productId, shares: z.string().max(20) }),
  response: privateRedemptionFactsSchema.extend({
    askedShares: decimalString,
    /** asked × last NAV rounded down, yuan; null without a NAV. */
    estimatedAmount: decimalString.nullable(),
    estimated: z.literal(true),
  }),
});

/**
 * v2 redemption/apply/confirm/check: whether an applied redemption (`dealId`, state `applied`) may be confirmed
 * now: the deal's state (FD4809 unknown or not a redemption, FD4810 other states) and its shares against the
 * holding as it is now (core privateRedemptionRefusal over the shares free besides this deal: FD4815, FD4818);
 * answers the facts and the estimated amount at the last NAV. Changes nothing.
 * @see spec 02 §7 v2 redemption/apply/confirm/check
 */
export const redemptionConfirmCheck = defineCall({
  name: 'redemptionConfirmCheck',
  service: 'trade',
  path: 'trade/v2/redemption/apply/confirm/check',
  method: 'GET',
  privilege: 'redemption',
  request: z.object({ dealId }),
  response: privateRedemptionFactsSchema.extend({
    dealId: z.string(),
    askedShares: decimalString,
    estimatedAmount: decimalString.nullable(),
    estimated: z.literal(true),
  }),
});

/** Whether the organisation has opened online private trading, and who opened it when. */
export const onlineTradeTypeSchema = z.object({
  opened: z.boolean(),
  /** ISO, Asia/Shanghai. */
  openedAt: z.string().nullable(),
  openedByName: z.string().nullable(),
  openedByLogin: z.string().nullable(),
});

/**
 * account/check_if_open_online_trade_type: whether the organisation has opened online private trading.
 * @see spec 02 §7 account/check_if_open_online_trade_type
 */
export const checkOnlineTradeType = defineCall({
  name: 'checkOnlineTradeType',
  service: 'trade',
  path: 'trade/v1/account/check_if_open_online_trade_type',
  method: 'GET',
  privilege: 'subs',
  request: z.object({}),
  response: onlineTradeTypeSchema,
});

/**
 * account/open_online_trade_type: opens online private trading for the organisation, recording who, when and
 * from where (private_online_trade_audit). Opening again answers the first opening and records nothing.
 * @see spec 02 §7 account/open_online_trade_type; docs/decisions.md "Private trade paths (issue 13)"
 */
export const openOnlineTradeType = defineCall({
  name: 'openOnlineTradeType',
  service: 'trade',
  path: 'trade/v1/account/open_online_trade_type',
  privilege: 'subs',
  request: z.object({}),
  response: onlineTradeTypeSchema,
});
