import { Dec, toYuan } from '../domain/money.js';
import { ErrorCode } from '../errors/catalogue.js';
import { t, type MessageKey } from '../messages/index.js';
import { idDocumentPurchaseRefusal, type IdDocumentOnFile } from './idDocument.js';
import { isRiskAssessmentExpired, riskLevelNumber } from './riskLevel.js';

/*
 * Private-fund trade rules (issue 13 §4; spec 02 §4 "Private-fund reservation", §5 reservation blocks, §7
 * private trade paths, §9 private reserve status). One rule, one place: the server enforces them, the web
 * and the CLI show the same verdicts. Every refusal is a catalogue code (core/src/errors FD4800..FD4817)
 * with its params; clients render the text at the edge. Money in yuan, 2 decimals; shares with 2 decimals;
 * NAV with 4 (DESIGN §5).
 */

/** A coded refusal of a private-trade rule: an ErrorCode value with its message params. */
export interface PrivateTradeRefusal {
  readonly code: string;
  readonly params?: Readonly<Record<string, string>>;
}

/** The smallest private-fund minimum subscription in yuan (issue 13 §1: 1,000,000 yuan and up). */
export const PRIVATE_MINIMUM_YUAN = '1000000.00';

/** A private product's reserve status (spec 02 §4, §9): 1 in progress, 2 not started, 3 ended. */
export type PrivateReserveStatus = '1' | '2' | '3';

/** How long a client's `confirmTime` may differ from the server's clock (contract confirmation), ms. */
export const CONTRACT_CONFIRM_SKEW_MS = 5 * 60_000;

/**
 * Whether a reservation amount is acceptable: a yuan amount with at most 2 decimals, at least the
 * product's minimum, and the minimum plus a whole number of steps (追加 step).
 *
 * @param amount - the amount asked, yuan (decimal text, e.g. `"1500000"`)
 * @param minimum - the product's minimum subscription, yuan (>= {@link PRIVATE_MINIMUM_YUAN})
 * @param step - the product's increment above the minimum, yuan (> 0)
 * @returns null when acceptable; FD4816 (not an amount), FD4807 `{ minimum }` (below the minimum),
 *   FD4808 `{ minimum, step }` (not on a step)
 * @see issue 13 "Bad input": amounts under the product minimum or not in its step; spec 02 §5 amounts
 */
export function privateAmountRefusal(
  amount: string,
  minimum: string,
  step: string,
): PrivateTradeRefusal | null {
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount.trim())) return { code: ErrorCode.PrivateAmountInvalid };
  const value = new Dec(amount.trim());
  const min = new Dec(minimum);
  if (value.lte(0)) return { code: ErrorCode.PrivateAmountInvalid };
  if (value.lt(min)) return { code: ErrorCode.PrivateAmountBelowMinimum, params: { minimum: toYuan(min) } };
  const stepDec = new Dec(step);
  if (stepDec.gt(0) && !value.minus(min).mod(stepDec).isZero()) {
    return {
      code: ErrorCode.PrivateAmountNotInStep,
      params: { minimum: toYuan(min), step: toYuan(stepDec) },
    };
  }
  return null;
}

/**
 * Whether a product takes reservations now by its reserve status.
 * @returns null for '1' (in progress); FD4805 for '2' (not started), FD4806 for '3' (ended)
 * @see spec 02 §4 and §9 (private reserve status 1 in progress, 2 not started, 3 ended); issue 13 "a
 *   reservation outside the window"
 */
export function reserveWindowRefusal(status: PrivateReserveStatus): PrivateTradeRefusal | null {
  if (status === '1') return null;
  return { code: status === '2' ? ErrorCode.PrivateReserveNotStarted : ErrorCode.PrivateReserveEnded };
}

/**
 * The reserve status of a window on `today` (all `YYYY-MM-DD`, Asia/Shanghai): '2' before its start, '1'
 * from start through end, '3' after its end.
 * @see spec 02 §9 (private reserve status)
 */
export function reserveStatusOn(window: { start: string; end: string }, today: string): PrivateReserveStatus {
  if (today < window.start) return '2';
  return today <= window.end ? '1' : '3';
}

/**
 * The organisation's trade information of the check (spec 02 §3 "User trade info check": isBlackRose,
 * registerProgress, job, address, crs, lcs; its cardExpire is the person's ID document, read from that record
 * instead: {@link ReserveCheckInput.idDocument}). `job`, `address`, `crs` (tax residency) and `lcs` (adviser)
 * are true when complete. Where each comes from is the server's business (docs/decisions.md "Private trade
 * reads the account records"): `crs` is whether a CRS declaration is on file, `address` the institution
 * record's address where a record is on file; blacklist, registration progress, occupation and adviser, which
 * no record holds, come from org_trade_info.
 */
export interface UserTradeInfo {
  readonly isBlackRose: boolean;
  /** Real-name and bank-card registration progress; '3' and '4' are complete (spec 02 §5). */
  readonly registerProgress: string;
  readonly job: boolean;
  readonly address: boolean;
  readonly crs: boolean;
  readonly lcs: boolean;
}

/** A missing item of the reservation check, in the spec's order (spec 02 §5 "Missing items listed"). */
export type MissingItem = 'risk' | 'job' | 'address' | 'crs' | 'lcs' | 'qualified';

/** The missing items in the order of spec 02 §5: risk assessment, occupation, address, tax residency, adviser, qualified investor. */
export const MISSING_ITEM_ORDER: readonly MissingItem[] = [
  'risk',
  'job',
  'address',
  'crs',
  'lcs',
  'qualified',
];

/**
 * The Chinese names of missing items (`job,crs` → `职业、税收居民身份`), for the FD4804 message's `{items}`.
 * @param items - item keys of {@link MISSING_ITEM_ORDER} joined by `,` (the rule's param)
 * @see spec 02 §5 (Missing items listed: risk assessment, occupation, address, tax residency, adviser, qualified investor)
 */
export function missingItemsText(items: string): string {
  return items
    .split(',')
    .filter((item): item is MissingItem => (MISSING_ITEM_ORDER as readonly string[]).includes(item))
    .map((item) => t(`privateTrade.missing.${item}` as MessageKey))
    .join(t('privateTrade.missing.separator'));
}

/** What the reservation check reads about the investor and the product. */
export interface ReserveCheckInput {
  /** Today in Asia/Shanghai, `YYYY-MM-DD`. */
  readonly today: string;
  /** The investor's assessed risk level zxfxdj_1..5, null when never assessed. */
  readonly riskLevel: string | null;
  /** Last valid day of the assessment, null when never assessed. */
  readonly riskExpireDate: string | null;
  /**
   * The qualification verdict (P1's core rules/privateQualification.ts `checkQualified`): null when the
   * investor is qualified for this product's type, else the catalogue code refusing it.
   */
  readonly qualificationCode: string | null;
  /** The product's risk level zxfxdj_3..5. */
  readonly productRiskLevel: string;
  /** The acting person's ID document on file (persons, issue 15 §1), checked by core idDocumentPurchaseRefusal. */
  readonly idDocument: IdDocumentOnFile;
  readonly tradeInfo: UserTradeInfo;
}

/**
 * The reservation check, in the spec's order: risk assessment (missing FD4617, expired FD4616), investor
 * qualification (the qualification rule's code), risk match (product above the investor: FD4802); then the
 * user information: blacklist (FD4800), registration progress not 3 or 4 (FD4801), an expired ID document
 * (the purchase's own rule, idDocumentPurchaseRefusal: FD1210 `{ validTo }`, the 温馨提示 leading to 个人信息),
 * the missing items list (FD4804 `{ items }`: item keys joined by `,`, rendered by the edge).
 *
 * @returns null when the investor may reserve, else the first refusal
 * @see spec 02 §4 (check risk assessment, then investor qualification, then risk match), §5 (blacklist,
 *   registration progress 3 or 4, expired ID, missing items), §3 user trade info check
 */
export function reserveCheckRefusal(input: ReserveCheckInput): PrivateTradeRefusal | null {
  if (input.riskLevel === null || input.riskExpireDate === null) return { code: ErrorCode.RiskMissing };
  if (isRiskAssessmentExpired(input.riskExpireDate, input.today)) return { code: ErrorCode.RiskExpired };
  if (input.qualificationCode !== null) return { code: input.qualificationCode };
  const product = riskLevelNumber(input.productRiskLevel) ?? 5;
  const investor = riskLevelNumber(input.riskLevel) ?? 1;
  if (product > investor) return { code: ErrorCode.PrivateRiskMismatch };
  const info = input.tradeInfo;
  if (info.isBlackRose) return { code: ErrorCode.PrivateBlacklisted };
  if (info.registerProgress !== '3' && info.registerProgress !== '4')
    return { code: ErrorCode.PrivateNotRegistered };
  const idRefusal = idDocumentPurchaseRefusal(input.idDocument, input.today);
  if (idRefusal) return idRefusal;
  const missing = missingItemsOf(info);
  if (missing.length > 0) return { code: ErrorCode.PrivateInfoMissing, params: { items: missing.join(',') } };
  return null;
}

/**
 * The organisation's missing items among occupation, address, tax residency and adviser (risk assessment
 * and qualification are refused before, by their own codes), in {@link MISSING_ITEM_ORDER}.
 * @see spec 02 §5 (Missing items listed)
 */
export function missingItemsOf(info: UserTradeInfo): MissingItem[] {
  const missing: MissingItem[] = [];
  if (!info.job) missing.push('job');
  if (!info.address) missing.push('address');
  if (!info.crs) missing.push('crs');
  if (!info.lcs) missing.push('lcs');
  return missing;
}

/**
 * The states of a private deal (FundDesk's model of spec 02 §2 deal details and §7 private trade paths):
 * - reserve: `reserved` (预约成功, contract to sign) → `signed` (合同已签署; double recording next when
 *   required) → `paying` (待付款: contract and recording done, payment method to confirm) → `paid`
 *   (已付款, waits for the open day) → `confirmed` (已确认 on the open day at its NAV); `cancelled` before
 *   payment; `refunded` when a paid deal is revoked before confirmation (private refund).
 * - rdm (redemption): `applied` (赎回申请) → `submitted` (已提交, waits for the open day) → `confirmed`;
 *   `cancelled` before confirmation.
 */
export const PRIVATE_DEAL_STATUSES = [
  'reserved',
  'signed',
  'paying',
  'paid',
  'confirmed',
  'cancelled',
  'refunded',
  'applied',
  'submitted',
] as const;

/** A state of {@link PRIVATE_DEAL_STATUSES}. */
export type PrivateDealStatus = (typeof PRIVATE_DEAL_STATUSES)[number];

/**
 * The catalogue key of a private deal state's name (spec 02 §4). A confirmed deal is 已确认 under the one key
 * a confirmed public order uses (`tradeStatus.confirmed`: one key per concept); every other state is
 * `privateTrade.status.<state>`.
 */
export function privateDealStatusKey(status: PrivateDealStatus): MessageKey {
  return status === 'confirmed' ? 'tradeStatus.confirmed' : `privateTrade.status.${status}`;
}

/** A private deal's type (spec 02 §2: deal details chosen by type reserve, rdm, other). */
export type PrivateDealType = 'reserve' | 'rdm' | 'other';

/**
 * The deal-detail route of a deal by its type (spec 02 §2 "privatefundSubscriptionDetail/:dealId,
 * privatefundRedemptionDetail/:dealId, privatefundOtherDetail/:dealId (chosen by type reserve, rdm, other)").
 */
export function privateDealDetailPath(dealType: PrivateDealType, dealId: string): string {
  const page =
    dealType === 'reserve'
      ? 'privatefundSubscriptionDetail'
      : dealType === 'rdm'
        ? 'privatefundRedemptionDetail'
        : 'privatefundOtherDetail';
  return `/trade/${page}/${encodeURIComponent(dealId)}`;
}

/** The transitions each operation may make: from which states. */
const ALLOWED: Readonly<Record<PrivateDealOperation, readonly PrivateDealStatus[]>> = {
  signContract: ['reserved'],
  confirmPayMethod: ['paying'],
  cancel: ['reserved', 'signed', 'paying', 'applied', 'submitted'],
  revokePaid: ['paid'],
  confirmRedemption: ['applied'],
};

/** An operation on a deal that changes its state. */
export type PrivateDealOperation =
  'signContract' | 'confirmPayMethod' | 'cancel' | 'revokePaid' | 'confirmRedemption';

/**
 * Whether `operation` may change a deal in `status`.
 * @returns null when allowed, else FD4810 `{ status }` (the state's key; the edge renders its name)
 * @see spec 02 §7 private trade paths (reserve/cancel, deal/revoke, deal/confirm/pay_method,
 *   redemption/apply/confirm, redemption/apply/cancel)
 */
export function dealOperationRefusal(
  operation: PrivateDealOperation,
  status: PrivateDealStatus,
): PrivateTradeRefusal | null {
  return ALLOWED[operation].includes(status)
    ? null
    : { code: ErrorCode.PrivateDealStateInvalid, params: { status } };
}

/**
 * The state a reserve deal takes once its contract is confirmed: `signed` while a double recording is
 * required and not passed, else `paying`.
 * @see issue 13 §4-§5 (each deal needs a signed e-contract and, for many investors, a double recording)
 */
export function afterContractStatus(
  doubleRecordNeeded: boolean,
  doubleRecordPassed: boolean,
): PrivateDealStatus {
  return doubleRecordNeeded && !doubleRecordPassed ? 'signed' : 'paying';
}

/**
 * Whether a client's contract confirmation time (deal/server_time, then deal/confirm/contract with
 * confirmTime) is the server's time of now within {@link CONTRACT_CONFIRM_SKEW_MS}.
 * @returns null when acceptable, else FD4813 (请重新尝试, spec 02 §8 private trade confirm failure)
 * @see spec 02 §7 (TradeVdealInfo, then dealServerTime, then dealConfirmContract with confirmTime)
 */
export function confirmTimeRefusal(confirmTime: number, serverNow: number): PrivateTradeRefusal | null {
  return Math.abs(serverNow - confirmTime) <= CONTRACT_CONFIRM_SKEW_MS
    ? null
    : { code: ErrorCode.PrivateConfirmFailed };
}

/**
 * Whether `shares` of a private holding may be redeemed: 2 decimals, above 0, at most the available shares.
 * @param shares - asked, decimal text
 * @param available - the position's shares less those in pending redemptions
 * @returns null when acceptable; FD4815 `{ available }` otherwise
 * @see spec 02 §7 (redemption/apply, redemption/share/query)
 */
export function privateRedeemRefusal(shares: string, available: string): PrivateTradeRefusal | null {
  const ok = /^\d{1,12}(\.\d{1,2})?$/.test(shares.trim()) && new Dec(shares.trim()).gt(0);
  if (!ok || new Dec(shares.trim()).gt(available)) {
    return { code: ErrorCode.PrivateSharesInvalid, params: { available: new Dec(available).toFixed(2) } };
  }
  return null;
}

/**
 * The next thing a deal waits for (the reminder list, /dataService/tradeReminder), or null when nothing:
 * `contract` (sign the e-contract), `doubleRecord`, `payment`, `openDay` (waiting for confirmation),
 * `redemption` (confirm the redemption).
 * @see issue 13 §4 (the reminder list)
 */
export function dealNextStep(
  status: PrivateDealStatus,
): 'contract' | 'doubleRecord' | 'payment' | 'openDay' | 'redemption' | null {
  switch (status) {
    case 'reserved':
      return 'contract';
    case 'signed':
      return 'doubleRecord';
    case 'paying':
      return 'payment';
    case 'paid':
    case 'submitted':
      return 'openDay';
    case 'applied':
      return 'redemption';
    case 'confirmed':
    case 'cancelled':
    case 'refunded':
      return null;
  }
}
