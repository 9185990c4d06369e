import { createHash, randomBytes } from 'node:crypto';
import {
  checkBuyEligibility,
  confirmDayOf,
  cutOffOf,
  Dec,
  ErrorCode,
  estimatePurchaseFee,
  GatewayError,
  isSuspended,
  renderMessage,
  sharesOf,
  suitabilityRefusal,
  t,
  toYuan,
  tradeDayRefusal,
  type ReviewScene,
  type trading,
  type TradingRefusal,
  type FeeRateEntry,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import { initialStatusFor } from '../review/settings.js';
import { clientTypeOf, loadTradeFunds, type TradeFund } from './funds.js';
import { amountRefusal, fundUsage, holdingCapOf, remainingToday } from './limits.js';
import { refuseExpiredIdDocument } from '../account/person.js';
import { riskAssessmentOf } from './risk.js';
import { shanghaiIso, shanghaiStamp } from './time.js';
import { actAs, type TrailActor } from './trail.js';

/**
 * Shared pieces of the trading desk's placement (issue 12): refusals as GatewayErrors, timing, idempotency,
 * the review hook, order serials, and the single purchase itself.
 */

/** Throws a rule's refusal as the catalogue's GatewayError (params travel as the error's detail). */
export function refuse(refusal: TradingRefusal): never {
  throw new GatewayError(
    refusal.code,
    undefined,
    refusal.params ? { detail: { ...refusal.params } } : undefined,
  );
}

/**
 * The timing of an order placed at `now`: trade day (15:00 cut-off on the exchange calendar), T+1 confirm
 * day, whether it moved to a later day than today, and the cut-off instant.
 * @see spec 02 §1 (after 15:00 the next trading day), DESIGN §5
 */
export function timingOf(market: MarketService, now: number): trading.TradeTiming {
  const tradeDay = market.calendar.tradeDayOf(now);
  return {
    tradeDay,
    confirmDay: confirmDayOf(market.calendar, tradeDay),
    nextTradingDay: tradeDay !== market.today(),
    cutOff: shanghaiIso(cutOffOf(tradeDay)),
  };
}

/** FD4615 when the client showed another trade day than the server's (see core tradeDayRefusal). */
export function checkShownTradeDay(shown: string | undefined, timing: trading.TradeTiming): void {
  const refusal = tradeDayRefusal(shown, timing);
  if (refusal) refuse(refusal);
}

/** A new order serial of the desk: T, the Shanghai time to the second, 6 random hex digits. */
export function newSerial(now: number, prefix = 'T'): string {
  return `${prefix}${shanghaiStamp(now)}${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** The fingerprint of a submit: its kind and fields but the secrets and the shown trade day. */
export function fingerprintOf(kind: string, request: Record<string, unknown>): string {
  const { tradePassword: _p, tradeDay: _d, idempotencyKey: _k, ...rest } = request;
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256')
    .update(`${kind}\n${JSON.stringify(sorted)}`)
    .digest('hex');
}

/**
 * The stored answer of an earlier submit with this key (DESIGN §7 idempotency): null when the key is new;
 * the first answer when the same request was submitted; FD4601 when the key was used for another request.
 */
export async function priorResult<T>(
  db: Db,
  personId: string,
  key: string,
  fingerprint: string,
): Promise<T | null> {
  const rows = await db.query<{ fingerprint: string; result: unknown }>(
    'SELECT fingerprint, result FROM trading_requests WHERE person_id = $1 AND idem_key = $2',
    [personId, key],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.fingerprint !== fingerprint || row.result === null)
    throw new GatewayError(ErrorCode.IdempotencyKeyReused);
  return (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as T;
}

/**
 * Runs one submit in ONE transaction under its idempotency key: the key row is inserted first (a
 * concurrent submit with the same key waits on it, then answers the first result), `place` writes the
 * order(s) and the answer is stored with the key. A refusal rolls everything back, the key included.
 *
 * @returns the answer (the first one for a repeated key)
 * @see DESIGN §7 (idempotency), issue 12 "double-click or retried submit"
 */
export async function submitOnce<T>(
  db: Db,
  owner: { personId: string; key: string; kind: string; fingerprint: string },
  now: number,
  place: (tx: Db) => Promise<T>,
): Promise<T> {
  const prior = await priorResult<T>(db, owner.personId, owner.key, owner.fingerprint);
  if (prior !== null) return prior;
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO trading_requests (person_id, idem_key, kind, fingerprint, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING 1`,
        [owner.personId, owner.key, owner.kind, owner.fingerprint, new Date(now).toISOString()],
      );
      if (inserted.length === 0) throw new RepeatedKey();
      const result = await place(tx);
      await tx.query('UPDATE trading_requests SET result = $3 WHERE person_id = $1 AND idem_key = $2', [
        owner.personId,
        owner.key,
        JSON.stringify(result),
      ]);
      return result;
    });
  } catch (error) {
    if (!(error instanceof RepeatedKey)) throw error;
    const again = await priorResult<T>(db, owner.personId, owner.key, owner.fingerprint);
    if (again === null) throw new GatewayError(ErrorCode.IdempotencyKeyReused);
    return again;
  }
}

class RepeatedKey extends Error {}

/** Who submits a desk order, what kind it is and the request as sent: what {@link submitOrder} keys on. */
export interface DeskSubmission {
  owner: { personId: string; groupId: string };
  /** The idempotency kind (`purchase`, `redemption`, `conversion`, `superConvert`, `melon`, `smartSplit`). */
  kind: string;
  /** The request as the caller sent it (its idempotency key and the trade day its form showed). */
  request: { idempotencyKey: string; tradeDay?: string | undefined };
  /** What the fingerprint covers besides the organisation: the request's fields by default. */
  fingerprint?: Record<string, unknown>;
}

/**
 * THE submit step of every desk order (issue 12; DESIGN §7): a repeated key answers its first answer before
 * anything else (a retry after the cut-off still gets it); then the order's timing at `now` and the trade
 * day the form showed (FD4615); then `check` reads and refuses outside any transaction; then `place` writes
 * in ONE transaction under the key with the organisation row locked, so one organisation's concurrent
 * orders check holdings and caps one after the other. A refusal anywhere changes nothing.
 *
 * @returns the answer of `place` (the first one for a repeated key)
 * @throws GatewayError FD4601 (key used for another request), FD4615, or what `check` and `place` refuse
 */
export async function submitOrder<C, T>(
  db: Db,
  market: MarketService,
  submission: DeskSubmission,
  now: number,
  check: (timing: trading.TradeTiming) => Promise<C>,
  place: (tx: Db, checked: C, timing: trading.TradeTiming) => Promise<T>,
): Promise<T> {
  const { owner, kind, request } = submission;
  const fingerprint = fingerprintOf(kind, {
    ...(submission.fingerprint ?? request),
    groupId: owner.groupId,
  });
  const prior = await priorResult<T>(db, owner.personId, request.idempotencyKey, fingerprint);
  if (prior !== null) return prior;
  const timing = timingOf(market, now);
  checkShownTradeDay(request.tradeDay, timing);
  const checked = await check(timing);
  return submitOnce(
    db,
    { personId: owner.personId, key: request.idempotencyKey, kind, fingerprint },
    now,
    async (tx) => {
      await tx.query('SELECT 1 FROM organisations WHERE group_id = $1 FOR UPDATE', [owner.groupId]);
      return place(tx, checked, timing);
    },
  );
}

/**
 * THE place of the review process in the desk's placement: the status a new order starts with under its
 * scene (`pendingReview` with its levels when the organisation's setting asks for review, else
 * `accepted`), from the review engineer's hook (review/settings.ts initialStatusFor, issue 11 §2).
 */
export async function reviewStatusOf(
  tx: Db,
  groupId: string,
  scene: ReviewScene,
): Promise<{ status: 'accepted' | 'pendingReview'; levels: number }> {
  return initialStatusFor(tx, groupId, scene);
}

/** The columns of one new desk order. */
export interface NewOrder {
  serialNo: string;
  personId: string;
  groupId: string;
  fundId: string;
  tradeType: 'purchase' | 'redemption' | 'conversion';
  amount: string;
  fee: string;
  netAmount: string;
  feeRateE6: number;
  shares: string | null;
  tradeDay: string;
  confirmDay: string;
  targetFundId?: string | null;
  linkSerialNo?: string | null;
  linkKind?: 'superConvert' | 'smartSplit' | null;
  linkRole?: 'redeem' | 'purchase' | 'part' | null;
  largeRedemptionMode?: '0' | '1' | null;
  fastRedeem?: boolean;
  note: string;
}

/**
 * The order row of a purchase of `fundId` priced by `quote` (yuan amounts, fee by 价外法, rate ×10⁶), no
 * shares until confirmed, on the trade and confirm days of `timing`; `link` ties it to its siblings (smart
 * split part, super convert purchase leg). The note defaults to the accepted event.
 *
 * @see spec 02 §4 (purchase), issue 12 §4, §5 (linked orders)
 */
export function purchaseOrder(
  serialNo: string,
  owner: { personId: string; groupId: string },
  fundId: string,
  quote: PurchaseQuote,
  timing: { tradeDay: string; confirmDay: string },
  link: Pick<NewOrder, 'linkSerialNo' | 'linkKind' | 'linkRole'> = {},
  note: string = t('server.trade.event.accepted'),
): NewOrder {
  return {
    serialNo,
    personId: owner.personId,
    groupId: owner.groupId,
    fundId,
    tradeType: 'purchase',
    amount: quote.amount,
    fee: quote.fee,
    netAmount: quote.netAmount,
    feeRateE6: quote.feeRateE6,
    shares: null,
    tradeDay: timing.tradeDay,
    confirmDay: timing.confirmDay,
    ...link,
    note,
  };
}

/**
 * Inserts a desk order with its first timeline event (through the trail: the actor and address), in the
 * caller's transaction; its status and review levels come from {@link reviewStatusOf} under `scene`
 * (`null`: no review, the system's own orders such as a super convert's purchase leg).
 *
 * @returns the status it was placed with
 */
export async function insertOrder(
  tx: Db,
  order: NewOrder,
  scene: ReviewScene | null,
  actor: TrailActor | null,
  now: number,
): Promise<'accepted' | 'pendingReview'> {
  const review =
    scene === null
      ? { status: 'accepted' as const, levels: 0 }
      : await reviewStatusOf(tx, order.groupId, scene);
  if (actor) await actAs(tx, actor);
  await tx.query(
    `INSERT INTO orders (serial_no, person_id, group_id, fund_id, trade_type, status, amount, fee, net_amount,
       fee_rate_e6, shares, apply_time, trade_day, confirm_day, target_fund_id, link_serial_no, link_kind,
       link_role, large_redemption_mode, fast_redeem, review_scene, review_levels, review_level)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)`,
    [
      order.serialNo,
      order.personId,
      order.groupId,
      order.fundId,
      order.tradeType,
      review.status,
      order.amount,
      order.fee,
      order.netAmount,
      order.feeRateE6,
      order.shares,
      new Date(now).toISOString(),
      order.tradeDay,
      order.confirmDay,
      order.targetFundId ?? null,
      order.linkSerialNo ?? null,
      order.linkKind ?? null,
      order.linkRole ?? null,
      order.largeRedemptionMode ?? null,
      order.fastRedeem ?? false,
      scene,
      review.levels,
      review.levels > 0 ? 1 : 0,
    ],
  );
  await tx.query('INSERT INTO order_events (serial_no, seq, status, at, note) VALUES ($1, 1, $2, $3, $4)', [
    order.serialNo,
    review.status,
    new Date(now).toISOString(),
    order.note,
  ]);
  return review.status;
}

/** The answer of a submit for an order just placed. */
export function submitResult(
  order: NewOrder,
  status: 'accepted' | 'pendingReview',
  names: { fundName: string; targetFundName?: string | null },
  timing: trading.TradeTiming,
  now: number,
): trading.TradeSubmitResult {
  return {
    serialNo: order.serialNo,
    tradeType: order.tradeType,
    status,
    fundId: order.fundId,
    fundName: names.fundName,
    targetFundId: order.targetFundId ?? null,
    targetFundName: names.targetFundName ?? null,
    amount: order.amount,
    fee: order.fee,
    shares: order.shares,
    linkSerialNo: order.linkSerialNo ?? null,
    applyTime: shanghaiIso(now),
    ...timing,
  };
}

/** The fund or FD3001. */
export async function requireTradeFund(db: Db, fundId: string): Promise<TradeFund> {
  const fund = (await loadTradeFunds(db, [fundId])).get(fundId);
  if (!fund) throw new GatewayError(ErrorCode.FundNotFound);
  return fund;
}

/** FD4608 with the open-day text for a fund paused by its open-day code (310, 510; spec 03 §4). */
export function refuseSuspended(fund: TradeFund): void {
  if (fund.openDayCode === '310' || fund.openDayCode === '510') {
    refuse({ code: ErrorCode.FundSuspended, params: { openDay: t(`openDay.${fund.openDayCode}`) } });
  }
}

/** The latest published NAV of a fund on or before the trade day's eve (estimates), or null. */
export function estimateNav(market: MarketService, fundId: string): { nav: string; date: string } | null {
  const nav = market.navOn(fundId, market.asOf());
  return nav ? { nav: nav.nav, date: nav.date } : null;
}

/** The buy fee tiers of a fund (empty for an unknown one). */
export async function buyTiersOf(market: MarketService, fundId: string): Promise<readonly FeeRateEntry[]> {
  return market.fund(fundId) ? (await market.feeSchedule(fundId)).buy : [];
}

/** What a purchase of `amountText` would be: the checks and the fee (FD4008, FD4613; spec 02 §5). */
export interface PurchaseQuote {
  amount: string;
  fee: string;
  netAmount: string;
  feeRateE6: number;
}

/**
 * Checks a purchase of a fund by the cart's rules against the account's usage (buy eligibility FD4008 with
 * the rule's message, suspended FD4608, the amount rule FD4613 with its message) and prices it by 价外法.
 *
 * @see spec 02 §5 (buyability, amount rules), DESIGN §5 (价外法)
 */
export async function quotePurchase(
  db: Db,
  fund: TradeFund,
  groupId: string,
  amountText: string,
  tiers: readonly FeeRateEntry[],
  tradeDay: string,
): Promise<PurchaseQuote> {
  refuseSuspended(fund);
  const eligibility = checkBuyEligibility(fund, { clientType: await clientTypeOf(db, groupId) });
  if (!eligibility.ok) {
    throw new GatewayError(ErrorCode.FundNotBuyable, renderMessage(eligibility));
  }
  const usage = await fundUsage(db, groupId, fund.fundId, tradeDay);
  const amountProblem = amountRefusal(amountText, fund, usage);
  if (amountProblem !== null) {
    refuse({ code: ErrorCode.AmountRefused, params: { message: renderMessage(amountProblem) } });
  }
  const amount = toYuan(new Dec(amountText.trim()));
  const fee = estimatePurchaseFee({ amountYuan: amount, tiers });
  if (fee === null)
    refuse({ code: ErrorCode.AmountRefused, params: { message: t('rules.cart.amountInvalid') } });
  return { amount, fee: fee.fee, netAmount: fee.netAmount, feeRateE6: fee.discountedRateE6 };
}

/** The pre-info of a purchase (tradePreInfo/V2 without the suitability facts). */
export async function purchaseLimits(
  db: Db,
  fund: TradeFund,
  groupId: string,
  tradeDay: string,
): Promise<{ orgmaxholdvol: string; lessDailyValue: string }> {
  const usage = await fundUsage(db, groupId, fund.fundId, tradeDay);
  return { orgmaxholdvol: holdingCapOf(fund), lessDailyValue: remainingToday(fund, usage) };
}

/**
 * The suitability refusal of a purchase (spec 02 §5): an expired ID document (FD1210, core
 * idDocumentPurchaseRefusal), no/expired assessment, a fund above the investor's level not acknowledged (core
 * suitabilityRefusal).
 */
export async function checkSuitability(
  db: Db,
  market: MarketService,
  personId: string,
  fund: TradeFund,
  riskConfirmed: boolean,
): Promise<void> {
  await refuseExpiredIdDocument(db, personId, market.today()); // spec 02 §5 expired ID document blocks
  const assessment = await riskAssessmentOf(db, personId);
  const refusal = suitabilityRefusal({
    userLevel: assessment.level,
    expireDate: assessment.level === null ? null : assessment.expireDate,
    today: market.today(),
    fundLevel: fund.riskLevel,
    riskConfirmed,
  });
  if (refusal) refuse(refusal);
}

/** Inputs of {@link placePurchase}. */
export interface PurchaseRequest {
  fundId: string;
  amount: string;
  riskConfirmed: boolean;
  summaryConfirmed: boolean;
  idempotencyKey: string;
  tradeDay?: string | undefined;
}

/**
 * Places a single purchase (spec 02 §4, §7 purchase; issue 12 §2) after the caller checked the trade
 * password: the shown trade day (FD4615), suitability, the summary PDF when the fund has one (FD4618),
 * buyability, the amount rules with today's usage (the organisation row locked, so concurrent purchases of
 * one organisation check the caps one after the other), the fee by 价外法; the order starts `accepted` or
 * `pendingReview` (review hook). Idempotent by key.
 *
 * @see spec 02 §5, DESIGN §5, §7
 */
export async function placePurchase(
  db: Db,
  market: MarketService,
  owner: { personId: string; groupId: string },
  actor: TrailActor,
  request: PurchaseRequest,
  now: number,
): Promise<trading.TradeSubmitResult> {
  return submitOrder(
    db,
    market,
    { owner, kind: 'purchase', request },
    now,
    async () => {
      const fund = await requireTradeFund(db, request.fundId);
      await checkSuitability(db, market, owner.personId, fund, request.riskConfirmed);
      if (fund.summaryPdf !== '' && !fund.isCurrency && !request.summaryConfirmed) {
        refuse({ code: ErrorCode.SummaryNotConfirmed });
      }
      return { fund, tiers: await buyTiersOf(market, fund.fundId) };
    },
    async (tx, { fund, tiers }, timing) => {
      const locked = await requireTradeFund(tx, fund.fundId);
      const quote = await quotePurchase(tx, locked, owner.groupId, request.amount, tiers, timing.tradeDay);
      const order = purchaseOrder(newSerial(now), owner, fund.fundId, quote, timing);
      const status = await insertOrder(tx, order, 'SINGLE_PURCHASE', actor, now);
      return submitResult(order, status, { fundName: fund.fundName }, timing, now);
    },
  );
}

/** Estimated shares of a purchase's net amount at the latest NAV (null without NAV). */
export function estimatedShares(netAmount: string, nav: { nav: string } | null): string | null {
  return nav === null || new Dec(nav.nav).lte(0) ? null : sharesOf(netAmount, nav.nav);
}

/** Whether the fund is paused by its status flags (spec 03 §4): used by the desk's flags. */
export { isSuspended };
