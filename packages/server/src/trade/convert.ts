import {
  checkBuyEligibility,
  checkSellShares,
  conversionMoney,
  conversionRefusal,
  ErrorCode,
  estimatePurchaseFee,
  canBuy,
  superConvertPurchaseLeg,
  t,
  type trading,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import { clientTypeOf, loadTradeFunds, type TradeFund } from './funds.js';
import {
  holdingOf,
  placeRedemption,
  refuseNotRedeemable,
  sellTiersOf,
  type RedeemRequest,
} from './redeem.js';
import {
  buyTiersOf,
  estimateNav,
  insertOrder,
  type NewOrder,
  newSerial,
  purchaseOrder,
  refuse,
  requireTradeFund,
  submitOrder,
  submitResult,
  timingOf,
} from './single.js';
import type { TrailActor } from './trail.js';

/** Whether a target fund accepts conversion now: buyable (eligibility, open day) and flagged `exchange`. */
async function acceptsConversion(db: Db, fund: TradeFund, groupId: string): Promise<boolean> {
  const [row] = await db.query<{ exchange: boolean }>('SELECT exchange FROM funds WHERE fund_id = $1', [
    fund.fundId,
  ]);
  const clientType = await clientTypeOf(db, groupId);
  return (row?.exchange ?? false) && canBuy(fund.openDayCode) && checkBuyEligibility(fund, { clientType }).ok;
}

/**
 * The source and target of a conversion, checked (core conversionRefusal: FD4611 same fund, FD4609 other
 * company unless `superConvert`, FD4610 target closed for conversion; the source redeemable).
 */
export async function conversionPair(
  db: Db,
  groupId: string,
  fromFundId: string,
  toFundId: string,
  superConvert: boolean,
): Promise<{ source: TradeFund; target: TradeFund }> {
  const source = await requireTradeFund(db, fromFundId);
  const target = await requireTradeFund(db, toFundId);
  refuseNotRedeemable(source);
  const refusal = conversionRefusal(
    { fundId: source.fundId, company: source.company, buyable: true },
    { fundId: target.fundId, company: target.company, buyable: await acceptsConversion(db, target, groupId) },
    superConvert,
  );
  if (refusal) refuse(refusal);
  return { source, target };
}

/** The conversion targets of a holding: same company (or any, for a super convert), accepting conversion. */
export async function conversionTargets(
  db: Db,
  market: MarketService,
  groupId: string,
  source: TradeFund,
  superConvert: boolean,
  keyword: string | undefined,
): Promise<trading.ConvertTarget[]> {
  const rows = await db.query<{ fund_id: string }>(
    `SELECT fund_id FROM funds
      WHERE fund_id <> $1 AND exchange AND ($2::boolean OR company = $3)
        AND ($4::text IS NULL OR fund_id LIKE $4 || '%' OR short_name LIKE '%' || $4 || '%')
      ORDER BY fund_id LIMIT 50`,
    [source.fundId, superConvert, source.company, keyword?.trim() || null],
  );
  const funds = await loadTradeFunds(
    db,
    rows.map((r) => r.fund_id),
  );
  const clientType = await clientTypeOf(db, groupId);
  const out: trading.ConvertTarget[] = [];
  for (const fund of funds.values()) {
    if (!canBuy(fund.openDayCode) || !checkBuyEligibility(fund, { clientType }).ok) continue;
    out.push({
      fundId: fund.fundId,
      fundName: fund.fundName,
      fundTypeCode: fund.fundTypeCode,
      fundRiskLevel: fund.riskLevel,
      openDayCode: fund.openDayCode as trading.ConvertTarget['openDayCode'],
      buyRate: [...(await buyTiersOf(market, fund.fundId))],
    });
  }
  return out;
}

/** The request of a conversion estimate: the pair and the shares or `all` (spec 02 §7 predict fee). */
type ConversionEstimateRequest = {
  fromFundId: string;
  toFundId: string;
  shares?: string | undefined;
  all?: boolean | undefined;
};

/**
 * The redemption side of a conversion at the latest NAVs: the pair checked ({@link conversionPair}), the
 * shares checked against the holding (core checkSellShares), the timing of an order placed now and core
 * conversionMoney (redemption fee by holding period; for a plain convert also the purchase-fee difference
 * and the target shares, while a super convert's purchase leg is priced on its own, so those stay empty).
 * NAVs are 4-decimal texts or null without one.
 */
async function quoteConversion(
  db: Db,
  market: MarketService,
  groupId: string,
  request: ConversionEstimateRequest,
  now: number,
  superConvert: boolean,
) {
  const { source, target } = await conversionPair(
    db,
    groupId,
    request.fromFundId,
    request.toFundId,
    superConvert,
  );
  const holding = await holdingOf(db, groupId, source.fundId);
  const verdict = checkSellShares(request, holding);
  if (!verdict.ok) refuse(verdict);
  const timing = timingOf(market, now);
  const sourceNav = estimateNav(market, source.fundId)?.nav ?? null;
  const targetNav = estimateNav(market, target.fundId)?.nav ?? null;
  const money = conversionMoney({
    shares: verdict.shares,
    sourceNav: sourceNav ?? '0',
    targetNav: superConvert ? null : targetNav,
    lots: holding.lots,
    consumed: holding.consumed,
    tradeDay: timing.tradeDay,
    sellTiers: await sellTiersOf(market, source.fundId),
    sourceBuyTiers: superConvert ? [] : await buyTiersOf(market, source.fundId),
    targetBuyTiers: superConvert ? [] : await buyTiersOf(market, target.fundId),
  });
  return { source, target, shares: verdict.shares, timing, sourceNav, targetNav, money };
}

/**
 * The conversion estimate (preCheck, predict fee): every refusal of the conversion, then the value at the
 * latest NAVs (core conversionMoney: source redemption fee + purchase-fee difference).
 *
 * @see spec 02 §7 (convert preCheck, predict fee), issue 12 §4
 */
export async function predictConversion(
  db: Db,
  market: MarketService,
  groupId: string,
  request: ConversionEstimateRequest,
  now: number,
): Promise<trading.ConversionEstimate> {
  const { source, target, shares, timing, sourceNav, targetNav, money } = await quoteConversion(
    db,
    market,
    groupId,
    request,
    now,
    false,
  );
  return {
    fromFundId: source.fundId,
    toFundId: target.fundId,
    shares,
    sourceNav,
    targetNav,
    amount: money.amount,
    redemptionFee: money.redemptionFee,
    purchaseFeeDifference: money.purchaseFeeDifference,
    fee: money.fee,
    netAmount: money.netAmount,
    estimatedTargetShares: money.targetShares,
    ...timing,
  };
}

/** Inputs of {@link placeConversion}. */
export interface ConvertRequest {
  fromFundId: string;
  toFundId: string;
  shares?: string | undefined;
  all: boolean;
  idempotencyKey: string;
  tradeDay?: string | undefined;
}

/**
 * Places a conversion (spec 02 §7 convert confirm; issue 12 §4) after the trade password: the pair's rules,
 * the shares against the holding with the organisation row locked; one `conversion` order (fund = source,
 * target_fund_id = target) confirmed at T+1 by the engine (source shares out, target shares in). Amount and
 * fee stay 0.00 until then; the answer carries the estimate. Idempotent by key.
 *
 * @see issue 12 §4, DESIGN §5, §7
 */
export async function placeConversion(
  db: Db,
  market: MarketService,
  owner: { personId: string; groupId: string },
  actor: TrailActor,
  request: ConvertRequest,
  now: number,
): Promise<trading.TradeSubmitResult> {
  return submitOrder(
    db,
    market,
    { owner, kind: 'conversion', request },
    now,
    async () => ({
      estimate: await predictConversion(db, market, owner.groupId, request, now),
      ...(await conversionPair(db, owner.groupId, request.fromFundId, request.toFundId, false)),
    }),
    async (tx, { estimate, source, target }, timing) => {
      const holding = await holdingOf(tx, owner.groupId, source.fundId);
      const verdict = checkSellShares(request, holding);
      if (!verdict.ok) refuse(verdict);
      const order: NewOrder = {
        serialNo: newSerial(now),
        personId: owner.personId,
        groupId: owner.groupId,
        fundId: source.fundId,
        tradeType: 'conversion',
        amount: '0.00',
        fee: '0.00',
        netAmount: '0.00',
        feeRateE6: 0,
        shares: verdict.shares,
        tradeDay: timing.tradeDay,
        confirmDay: timing.confirmDay,
        targetFundId: target.fundId,
        note: t('tradeCore.event.conversionAccepted', {
          from: source.fundName,
          to: target.fundName,
          shares: verdict.shares,
        }),
      };
      const status = await insertOrder(tx, order, 'CONVERSION', actor, now);
      return submitResult(
        { ...order, amount: estimate.amount, fee: estimate.fee },
        status,
        { fundName: source.fundName, targetFundName: target.fundName },
        timing,
        now,
      );
    },
  );
}

/** Whether the person signed agreement type 3 (super-convert service agreement, signType 4) for the group. */
export async function superAgreementSigned(db: Db, personId: string, groupId: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM agreement_signatures WHERE person_id = $1 AND group_id = $2 AND sign_type = 4 LIMIT 1',
    [personId, groupId],
  );
  return rows.length > 0;
}

/**
 * The super convert estimate (issue 12 §4): the redemption leg at the latest NAV, then the purchase leg
 * with its proceeds by 价外法 (core superConvertPurchaseLeg); the purchase leg trades on the redemption's
 * confirm day and confirms the trading day after.
 */
export async function predictSuperConvert(
  db: Db,
  market: MarketService,
  groupId: string,
  request: ConversionEstimateRequest,
  now: number,
): Promise<trading.SuperConvertEstimate> {
  const { source, target, shares, timing, targetNav, money } = await quoteConversion(
    db,
    market,
    groupId,
    request,
    now,
    true,
  );
  const leg = superConvertPurchaseLeg(money.netAmount, await buyTiersOf(market, target.fundId), targetNav);
  const purchaseTradeDay = timing.confirmDay;
  return {
    fromFundId: source.fundId,
    toFundId: target.fundId,
    shares,
    redeemAmount: money.amount,
    redemptionFee: money.redemptionFee,
    proceeds: money.netAmount,
    purchaseFee: leg?.fee ?? '0.00',
    purchaseNetAmount: leg?.netAmount ?? '0.00',
    estimatedTargetShares: leg?.shares ?? null,
    purchaseTradeDay,
    purchaseConfirmDay: market.calendar.nextTradingDay(purchaseTradeDay),
    ...timing,
  };
}

/**
 * Places a super convert (issue 12 §4; privilege super_transfer): agreement type 3 signed (FD4612), the pair
 * across companies, then its redemption leg (link role `redeem`, target fund recorded); the engine places
 * the purchase leg with the proceeds when the redemption confirms. Idempotent by key.
 */
export async function placeSuperConvert(
  db: Db,
  market: MarketService,
  owner: { personId: string; groupId: string },
  actor: TrailActor,
  request: ConvertRequest,
  now: number,
): Promise<trading.TradeSubmitResult> {
  // A repeated key answers from placeRedemption (kind superConvert, keyed with the target) first.
  if (!(await superAgreementSigned(db, owner.personId, owner.groupId)))
    refuse({ code: ErrorCode.AgreementRequired });
  const { target } = await conversionPair(db, owner.groupId, request.fromFundId, request.toFundId, true);
  const redeem: RedeemRequest = {
    fundId: request.fromFundId,
    shares: request.shares,
    all: request.all,
    largeRedemptionMode: '0',
    fastRedeem: false,
    underSevenDaysConfirmed: true,
    idempotencyKey: request.idempotencyKey,
    tradeDay: request.tradeDay,
  };
  return placeRedemption(db, market, owner, actor, redeem, now, {
    targetFundId: target.fundId,
    targetFundName: target.fundName,
  });
}

/** The redemption legs due to get their purchase leg, with what the engine needs, for {@link placeSuperPurchaseLegs}. */
export interface SuperLegRow {
  serial_no: string;
  person_id: string;
  group_id: string;
  target_fund_id: string;
  net_amount: string;
  confirm_day: string;
}

/**
 * Places the purchase leg of each super convert whose redemption leg was just confirmed (called by the
 * confirmation engine in the same transaction): amount = the redemption's net proceeds, fee by 价外法 with
 * the target's tiers, trade day = the redemption's confirm day (when the proceeds exist), confirm day the
 * next trading day; linked to the redemption (link role `purchase`); placed by the system (no review: the
 * redemption leg was the decision).
 *
 * @param buyTiers - the targets' buy tiers, loaded before the transaction
 * @see issue 12 §4 ("a super convert's purchase leg is placed with the redemption proceeds")
 */
export async function placeSuperPurchaseLegs(
  tx: Db,
  market: MarketService,
  legs: readonly SuperLegRow[],
  buyTiers: ReadonlyMap<string, readonly trading.ConvertTarget['buyRate'][number][]>,
  now: number,
): Promise<number> {
  let placed = 0;
  for (const leg of legs) {
    const fee = estimatePurchaseFee({
      amountYuan: leg.net_amount,
      tiers: buyTiers.get(leg.target_fund_id) ?? [],
    });
    if (fee === null) continue;
    const tradeDay = market.calendar.onOrAfter(leg.confirm_day);
    const order = purchaseOrder(
      `${leg.serial_no}P`,
      { personId: leg.person_id, groupId: leg.group_id },
      leg.target_fund_id,
      { amount: leg.net_amount, fee: fee.fee, netAmount: fee.netAmount, feeRateE6: fee.discountedRateE6 },
      { tradeDay, confirmDay: market.calendar.nextTradingDay(tradeDay) },
      { linkSerialNo: leg.serial_no, linkKind: 'superConvert', linkRole: 'purchase' },
      t('tradeCore.event.superPurchasePlaced', { amount: leg.net_amount }),
    );
    await insertOrder(tx, order, null, null, now);
    placed += 1;
  }
  return placed;
}
