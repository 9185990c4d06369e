import {
  canSell,
  checkSellShares,
  Dec,
  ErrorCode,
  fastRedeemRefusal,
  GatewayError,
  isLargeRedemption,
  isSuspended,
  PENDING_ORDER_STATUSES,
  redemptionMoney,
  t,
  toYuan,
  underSevenDaysShares,
  type HoldingLot,
  type SellTier,
  type trading,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import type { TradeFund } from './funds.js';
import {
  estimateNav,
  insertOrder,
  type NewOrder,
  newSerial,
  refuse,
  refuseSuspended,
  requireTradeFund,
  submitOrder,
  submitResult,
  timingOf,
} from './single.js';
import type { TrailActor } from './trail.js';

/**
 * A holding as a sell sees it: confirmed shares and cost, shares frozen by pending sells (redemptions and
 * conversions, accepted or pending review), whether purchases are still unconfirmed, the lots (confirmed
 * purchases and conversions in, oldest first) and the shares earlier sells took of them (confirmed sells
 * plus the pending ones, which go first).
 * @see issue 12 §3, DESIGN §5 (holding period by lot)
 */
export interface Holding {
  shares: string;
  cost: string;
  frozenShares: string;
  pendingPurchase: boolean;
  lots: HoldingLot[];
  /** Shares of the lots taken by confirmed and pending sells. */
  consumed: string;
}

/**
 * Reads the holding of one organisation in one fund (see {@link Holding}).
 * @param db - a connection or the placing transaction (call with the organisation row locked to place)
 */
export async function holdingOf(db: Db, groupId: string, fundId: string): Promise<Holding> {
  const [position] = await db.query<{ shares: string; cost: string }>(
    'SELECT shares::text AS shares, cost::text AS cost FROM positions WHERE group_id = $1 AND fund_id = $2',
    [groupId, fundId],
  );
  const [pending] = await db.query<{ frozen: string; purchases: string }>(
    `SELECT coalesce(sum(shares) FILTER (WHERE trade_type IN ('redemption', 'conversion')), 0)::text AS frozen,
            count(*) FILTER (WHERE trade_type = 'purchase')::text AS purchases
       FROM orders WHERE group_id = $1 AND fund_id = $2 AND status = ANY($3::text[])`,
    [groupId, fundId, [...PENDING_ORDER_STATUSES]],
  );
  const lots = await db.query<{ day: string; shares: string; kind: string }>(
    `SELECT confirm_day::text AS day, confirm_shares::text AS shares, 'in' AS kind, serial_no FROM orders
      WHERE group_id = $1 AND fund_id = $2 AND status = 'confirmed' AND trade_type = 'purchase'
     UNION ALL
     SELECT confirm_day::text, target_shares::text, 'in', serial_no FROM orders
      WHERE group_id = $1 AND target_fund_id = $2 AND status = 'confirmed' AND trade_type = 'conversion'
     UNION ALL
     SELECT confirm_day::text, shares::text, 'out', serial_no FROM orders
      WHERE group_id = $1 AND fund_id = $2 AND status = 'confirmed' AND trade_type IN ('redemption', 'conversion')
     ORDER BY 1, 4`,
    [groupId, fundId],
  );
  let consumed = new Dec(pending?.frozen ?? '0');
  const inLots: HoldingLot[] = [];
  for (const lot of lots) {
    if (lot.kind === 'in') inLots.push({ confirmDay: lot.day, shares: lot.shares });
    else consumed = consumed.plus(lot.shares);
  }
  return {
    shares: position?.shares ?? '0.00',
    cost: position?.cost ?? '0.00',
    frozenShares: toYuan(pending?.frozen ?? '0'),
    pendingPurchase: Number(pending?.purchases ?? '0') > 0,
    lots: inLots,
    consumed: consumed.toFixed(2),
  };
}

/** The available shares of a holding: confirmed less frozen, never below 0. */
export function availableOf(holding: Holding): string {
  return Dec.max(0, new Dec(holding.shares).minus(holding.frozenShares)).toFixed(2);
}

/** FD4608 / FD4607 when the fund cannot be redeemed now (suspended, open-day code closed for selling). */
export function refuseNotRedeemable(fund: TradeFund): void {
  refuseSuspended(fund);
  if (isSuspended(fund) || !canSell(fund.openDayCode)) refuse({ code: ErrorCode.FundNotRedeemable });
}

/** The fund's sell tiers (empty for an unknown fund). */
export async function sellTiersOf(market: MarketService, fundId: string): Promise<readonly SellTier[]> {
  return market.fund(fundId) ? (await market.feeSchedule(fundId)).sell : [];
}

/**
 * The timing of a redemption: a fast redemption (快速赎回, money funds) confirms on its trade day (T+0),
 * every other one keeps {@link timingOf}'s T+1.
 * @see issue 12 §3; docs/decisions.md "Fast redemption"
 */
export function redemptionTiming(timing: trading.TradeTiming, fastRedeem: boolean): trading.TradeTiming {
  return fastRedeem ? { ...timing, confirmDay: timing.tradeDay } : timing;
}

/**
 * The yuan the organisation's fast redemptions of a fund already take on a trade day (pending, under
 * review or confirmed), valued at `nav` (shares × NAV; 1.0000 for a money fund). Call in the placing
 * transaction with the organisation row locked, so concurrent fast redemptions count one another.
 */
async function fastRedeemedYuan(
  tx: Db,
  groupId: string,
  fundId: string,
  tradeDay: string,
  nav: string,
): Promise<string> {
  const [row] = await tx.query<{ shares: string }>(
    `SELECT coalesce(sum(shares), 0)::text AS shares FROM orders
      WHERE group_id = $1 AND fund_id = $2 AND trade_day = $3::date AND trade_type = 'redemption'
        AND fast_redeem AND status IN ('accepted', 'pendingReview', 'confirmed')`,
    [groupId, fundId, tradeDay],
  );
  return new Dec(row?.shares ?? '0').times(nav).toFixed(2, Dec.ROUND_DOWN);
}

/** The fund size in yuan (null when the data has none): the large-redemption threshold's base. */
async function fundSizeOf(db: Db, fundId: string): Promise<string | null> {
  const rows = await db.query<{ size: string | null }>(
    'SELECT size_yuan::text AS size FROM funds WHERE fund_id = $1',
    [fundId],
  );
  return rows[0]?.size ?? null;
}

/**
 * The redemption estimate (asset/redeem/fee/predict): checks the shares (core checkSellShares), values them
 * at the latest NAV with the lots' holding periods, and answers the under-7-days part and the
 * large-redemption flag. `fastRedeem` (money funds only, else FD4624) shows the T+0 confirm day
 * ({@link redemptionTiming}); the daily cap is checked when placing.
 *
 * @see spec 02 §7, issue 12 §3
 */
export async function predictRedemption(
  db: Db,
  market: MarketService,
  groupId: string,
  request: {
    fundId: string;
    shares?: string | undefined;
    all?: boolean | undefined;
    fastRedeem?: boolean | undefined;
  },
  now: number,
): Promise<trading.RedeemPredict> {
  const fund = await requireTradeFund(db, request.fundId);
  refuseNotRedeemable(fund);
  const fast = request.fastRedeem === true;
  if (fast && !fund.isCurrency) refuse({ code: ErrorCode.FastRedeemUnavailable });
  const holding = await holdingOf(db, groupId, fund.fundId);
  const verdict = checkSellShares(request, holding);
  if (!verdict.ok) refuse(verdict);
  const timing = redemptionTiming(timingOf(market, now), fast);
  const nav = estimateNav(market, fund.fundId);
  const tiers = await sellTiersOf(market, fund.fundId);
  const money = redemptionMoney({
    shares: verdict.shares,
    nav: nav?.nav ?? '0',
    lots: holding.lots,
    consumed: holding.consumed,
    tradeDay: timing.tradeDay,
    tiers,
  });
  const lots = lotBreakdown(holding, verdict.shares, timing.tradeDay, nav?.nav ?? '0', tiers);
  return {
    shares: verdict.shares,
    nav: nav?.nav ?? null,
    navDate: nav?.date ?? null,
    amount: money.amount,
    fee: money.fee,
    netAmount: money.netAmount,
    feeRateE6: money.feeRateE6,
    lots,
    remainingShares: verdict.remaining,
    underSevenDaysShares: underSevenDaysShares(
      holding.lots,
      holding.consumed,
      verdict.shares,
      timing.tradeDay,
    ),
    largeRedemption: isLargeRedemption(money.amount, await fundSizeOf(db, fund.fundId)),
    ...timing,
  };
}

/** The lots a sell takes (first in first out after `consumed`), each valued with its tier. */
function lotBreakdown(
  holding: Holding,
  shares: string,
  tradeDay: string,
  nav: string,
  tiers: readonly SellTier[],
): trading.RedeemLot[] {
  const out: trading.RedeemLot[] = [];
  let skip = new Dec(holding.consumed);
  let left = new Dec(shares);
  for (const lot of holding.lots) {
    if (left.lte(0)) break;
    let inLot = new Dec(lot.shares);
    const taken = Dec.min(skip, inLot);
    skip = skip.minus(taken);
    inLot = inLot.minus(taken);
    if (inLot.lte(0)) continue;
    const part = Dec.min(inLot, left);
    const money = redemptionMoney({
      shares: part.toFixed(2),
      nav,
      lots: [lot],
      consumed: '0',
      tradeDay,
      tiers,
    });
    out.push({
      confirmDay: lot.confirmDay,
      shares: part.toFixed(2),
      days: Math.max(0, Math.round((Date.parse(tradeDay) - Date.parse(lot.confirmDay)) / 86_400_000)),
      feeRateE6: money.feeRateE6,
      fee: money.fee,
    });
    left = left.minus(part);
  }
  return out;
}

/** Inputs of {@link placeRedemption}. */
export interface RedeemRequest {
  fundId: string;
  shares?: string | undefined;
  all: boolean;
  largeRedemptionMode: '0' | '1';
  fastRedeem: boolean;
  underSevenDaysConfirmed: boolean;
  idempotencyKey: string;
  tradeDay?: string | undefined;
}

/**
 * Places a redemption (spec 02 §7 redeem; issue 12 §3) after the caller checked the trade password: shown
 * trade day, redeemability (FD4607/FD4608), fast redemption only for a money fund (FD4624), the shares
 * against the holding with the organisation row locked (FD4602..FD4606, FD4625), the under-7-days warning
 * acknowledged (FD4619), and for a fast redemption the day's cap per organisation and fund (core
 * fastRedeemRefusal, FD4626) under the same lock. Amount and fee are estimates until confirmation: T+1, or
 * T+0 for a fast redemption ({@link redemptionTiming}). Idempotent by key.
 *
 * @param link - the super convert's link (its redemption leg), when placed as one
 * @see issue 12 §3, DESIGN §5, §7
 */
export async function placeRedemption(
  db: Db,
  market: MarketService,
  owner: { personId: string; groupId: string },
  actor: TrailActor,
  request: RedeemRequest,
  now: number,
  link?: { targetFundId: string; targetFundName: string },
): Promise<trading.TradeSubmitResult> {
  return submitOrder(
    db,
    market,
    {
      owner,
      kind: link ? 'superConvert' : 'redemption',
      request,
      fingerprint: { ...request, target: link?.targetFundId },
    },
    now,
    async () => {
      const fund = await requireTradeFund(db, request.fundId);
      refuseNotRedeemable(fund);
      if (request.fastRedeem && !fund.isCurrency) refuse({ code: ErrorCode.FastRedeemUnavailable });
      return { fund, tiers: await sellTiersOf(market, fund.fundId), nav: estimateNav(market, fund.fundId) };
    },
    async (tx, { fund, tiers, nav }, dayTiming) => {
      const timing = redemptionTiming(dayTiming, request.fastRedeem);
      const holding = await holdingOf(tx, owner.groupId, fund.fundId);
      const verdict = checkSellShares(request, holding);
      if (!verdict.ok) refuse(verdict);
      const young = underSevenDaysShares(holding.lots, holding.consumed, verdict.shares, timing.tradeDay);
      if (new Dec(young).gt(0) && !request.underSevenDaysConfirmed) {
        refuse({ code: ErrorCode.UnderSevenDaysNotConfirmed, params: { shares: young } });
      }
      const money = redemptionMoney({
        shares: verdict.shares,
        nav: nav?.nav ?? '0',
        lots: holding.lots,
        consumed: holding.consumed,
        tradeDay: timing.tradeDay,
        tiers,
      });
      if (request.fastRedeem) {
        const used = await fastRedeemedYuan(tx, owner.groupId, fund.fundId, timing.tradeDay, nav?.nav ?? '0');
        const over = fastRedeemRefusal(money.amount, used);
        if (over) refuse(over);
      }
      const serialNo = newSerial(now);
      const order: NewOrder = {
        serialNo,
        personId: owner.personId,
        groupId: owner.groupId,
        fundId: fund.fundId,
        tradeType: 'redemption',
        // The redemption's money is known at confirmation (T's NAV); the order keeps 0.00 until then.
        amount: '0.00',
        fee: '0.00',
        netAmount: '0.00',
        feeRateE6: 0,
        shares: verdict.shares,
        tradeDay: timing.tradeDay,
        confirmDay: timing.confirmDay,
        targetFundId: link?.targetFundId ?? null,
        linkSerialNo: link ? serialNo : null,
        linkKind: link ? 'superConvert' : null,
        linkRole: link ? 'redeem' : null,
        largeRedemptionMode: request.largeRedemptionMode,
        fastRedeem: request.fastRedeem,
        note: t('server.trade.event.accepted'),
      };
      const status = await insertOrder(tx, order, link ? 'CONVERSION' : 'REDEMPTION', actor, now);
      // The answer shows the estimate (latest NAV); the order's own money is set at confirmation.
      return submitResult(
        { ...order, amount: money.amount, fee: money.fee },
        status,
        { fundName: fund.fundName, targetFundName: link?.targetFundName ?? null },
        timing,
        now,
      );
    },
  );
}

/** FD4603 when the account holds nothing of the fund (used by the desk's lists). */
export function refuseNoHolding(holding: Holding): void {
  if (new Dec(holding.shares).lte(0) && !holding.pendingPurchase) throw new GatewayError(ErrorCode.NoHolding);
}
