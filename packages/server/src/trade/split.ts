import {
  batchKey,
  canBuy,
  checkBuyEligibility,
  Dec,
  effectiveMinimum,
  ErrorCode,
  estimatePurchaseFee,
  isUnlimited,
  MONEY_FUND_TYPE_CODE,
  planSmartSplit,
  splitAmountOf,
  type SplitFund,
  type trading,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import { clientTypeOf, loadTradeFunds, type TradeFund } from './funds.js';
import { fundUsages, remainingToday } from './limits.js';
import {
  buyTiersOf,
  insertOrder,
  newSerial,
  purchaseOrder,
  quotePurchase,
  refuse,
  submitOrder,
  submitResult,
  timingOf,
} from './single.js';
import type { TrailActor } from './trail.js';

/** The most parts one split places (the contract's limit). */
const MAX_PARTS = 50;

/** A candidate money fund of a split with its caps for the account today. */
interface Candidate extends SplitFund {
  fund: TradeFund;
  dailyMaxValue: string;
}

/**
 * The money funds a split may use for an account today: buyable now (eligibility, open day), with their
 * single cap, daily cap and what the account may still buy (lessDailyValue). Chosen funds keep the caller's
 * order; by default funds with a cap come first (largest room first, then code), uncapped ones after, so a
 * large amount is spread over capped funds.
 *
 * @see issue 12 §5, spec 02 §3 (maxvalue, dailyMaxValue, lessDailyValue)
 */
async function candidates(
  db: Db,
  groupId: string,
  fundIds: readonly string[] | undefined,
  tradeDay: string,
): Promise<Candidate[]> {
  const ids =
    fundIds && fundIds.length > 0
      ? [...new Set(fundIds)]
      : (
          await db.query<{ fund_id: string }>(
            `SELECT fund_id FROM funds WHERE fund_type_code = $1 AND fund_status NOT IN (4, 5) ORDER BY fund_id`,
            [MONEY_FUND_TYPE_CODE],
          )
        ).map((r) => r.fund_id);
  const funds = await loadTradeFunds(db, ids);
  const clientType = await clientTypeOf(db, groupId);
  const usages = await fundUsages(
    db,
    ids.map((fundId) => ({ groupId, fundId })),
    tradeDay,
  );
  const out: Candidate[] = [];
  for (const id of ids) {
    const fund = funds.get(id);
    if (
      !fund ||
      !fund.isCurrency ||
      !canBuy(fund.openDayCode) ||
      !checkBuyEligibility(fund, { clientType }).ok
    ) {
      continue;
    }
    const usage = usages.get(batchKey(groupId, id)) ?? { today: new Dec(0), held: new Dec(0) };
    const room = remainingToday(fund, usage);
    if (new Dec(room).lte(0)) continue;
    out.push({
      fund,
      fundId: id,
      minLimit: effectiveMinimum(fund.minLimit),
      maxLimit: fund.maxLimit,
      dailyMaxValue: fund.dailyMaxValue,
      lessDailyValue: room,
    });
  }
  if (!fundIds || fundIds.length === 0) {
    const capped = (c: Candidate) => !isUnlimited(c.lessDailyValue) || !isUnlimited(c.maxLimit);
    out.sort((a, b) => {
      if (capped(a) !== capped(b)) return capped(a) ? -1 : 1;
      const room = new Dec(b.lessDailyValue).comparedTo(a.lessDailyValue);
      return room !== 0 ? room : a.fundId.localeCompare(b.fundId);
    });
  }
  return out;
}

/**
 * The smart-split plan of an amount (separateBill plan): core planSmartSplit over {@link candidates}, each
 * part with its fund's caps and fee. FD4622 for an amount that is not a positive yuan amount with at most 2
 * decimals; FD4623 when no money fund can take any of it.
 *
 * @see issue 12 §5
 */
export async function splitPlanOf(
  db: Db,
  market: MarketService,
  groupId: string,
  request: { amount: string; fundIds?: readonly string[] | undefined },
  now: number,
): Promise<trading.SplitPlanAnswer> {
  const amount = splitAmountOf(request.amount);
  if (amount === null) refuse({ code: ErrorCode.SplitAmountInvalid });
  const timing = timingOf(market, now);
  const funds = await candidates(db, groupId, request.fundIds, timing.tradeDay);
  const plan = planSmartSplit(amount, funds, MAX_PARTS);
  if (plan.parts.length === 0) refuse({ code: ErrorCode.SplitNoFunds });
  const byId = new Map(funds.map((f) => [f.fundId, f]));
  const parts: trading.SplitPart[] = [];
  for (const part of plan.parts) {
    const fund = byId.get(part.fundId)!;
    const fee = estimatePurchaseFee({
      amountYuan: part.amount,
      tiers: await buyTiersOf(market, part.fundId),
    });
    parts.push({
      fundId: part.fundId,
      fundName: fund.fund.fundName,
      amount: part.amount,
      maxLimit: fund.maxLimit,
      dailyMaxValue: fund.dailyMaxValue,
      lessDailyValue: fund.lessDailyValue,
      fee: fee?.fee ?? '0.00',
    });
  }
  return { amount, parts, allocated: plan.allocated, unallocated: plan.unallocated, ...timing };
}

/** Inputs of {@link placeSplit}. */
export interface SplitRequest {
  amount: string;
  fundIds?: string[] | undefined;
  parts: { fundId: string; amount: string }[];
  idempotencyKey: string;
  tradeDay?: string | undefined;
}

/**
 * Places a smart split (separateBill place): the plan recomputed must equal the parts sent (FD4621) and
 * leave nothing unallocated (FD4620); then one purchase per part, each checked by the cart's rules with
 * the earlier parts counted (the organisation row locked), linked by the split's serial, all or none.
 * Idempotent by key.
 *
 * @see issue 12 §5, spec 02 §5
 */
export async function placeSplit(
  db: Db,
  market: MarketService,
  owner: { personId: string; groupId: string },
  actor: TrailActor,
  request: SplitRequest,
  now: number,
): Promise<{ linkSerialNo: string; orders: trading.TradeSubmitResult[] }> {
  return submitOrder(
    db,
    market,
    { owner, kind: 'smartSplit', request },
    now,
    async () => {
      const plan = await splitPlanOf(db, market, owner.groupId, request, now);
      if (new Dec(plan.unallocated).gt(0))
        refuse({ code: ErrorCode.SplitUnallocated, params: { unallocated: plan.unallocated } });
      const same =
        plan.parts.length === request.parts.length &&
        plan.parts.every(
          (p, i) => p.fundId === request.parts[i]!.fundId && new Dec(p.amount).eq(request.parts[i]!.amount),
        );
      if (!same) refuse({ code: ErrorCode.SplitPlanChanged });
      const tiers = new Map<string, Awaited<ReturnType<typeof buyTiersOf>>>();
      for (const part of plan.parts) tiers.set(part.fundId, await buyTiersOf(market, part.fundId));
      return { plan, tiers };
    },
    async (tx, { plan, tiers }, timing) => {
      const linkSerialNo = newSerial(now, 'L');
      const funds = await loadTradeFunds(
        tx,
        plan.parts.map((p) => p.fundId),
      );
      const orders: trading.TradeSubmitResult[] = [];
      for (const [index, part] of plan.parts.entries()) {
        const fund = funds.get(part.fundId);
        if (!fund) refuse({ code: ErrorCode.SplitPlanChanged });
        const quote = await quotePurchase(
          tx,
          fund,
          owner.groupId,
          part.amount,
          tiers.get(part.fundId) ?? [],
          timing.tradeDay,
        );
        const order = purchaseOrder(
          `${linkSerialNo.replace(/^L/, 'T')}${String(index + 1).padStart(2, '0')}`,
          owner,
          fund.fundId,
          quote,
          timing,
          { linkSerialNo, linkKind: 'smartSplit', linkRole: 'part' },
        );
        const status = await insertOrder(tx, order, 'SINGLE_PURCHASE', actor, now);
        orders.push(submitResult(order, status, { fundName: fund.fundName }, timing, now));
      }
      return { linkSerialNo, orders };
    },
  );
}
