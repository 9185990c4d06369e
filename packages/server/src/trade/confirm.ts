import {
  confirmDayOf,
  conversionMoney,
  Dec,
  largeRedemptionSplit,
  redemptionMoney,
  sharesOf,
  t,
  type FeeRateEntry,
  type HoldingLot,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { shanghaiDate, type MarketService, type SellTier } from '../market/index.js';
import { placeSuperPurchaseLegs, type SuperLegRow } from './convert.js';
import { appendEvent } from './orders.js';
import { insertOrder } from './single.js';
/**
 * The statuses the confirmation engine confirms: accepted only. An order pending review is not sent on and
 * not confirmed until its last approval makes it accepted (issue 11 §2; docs/decisions.md "Orders pending
 * review at the end of the day").
 */
const CONFIRMABLE_STATUSES: readonly string[] = ['accepted'];

/**
 * Orders confirmed per transaction (each order and its position still change together). Small, because an
 * embedded database runs each statement synchronously: between chunks the event loop serves requests.
 */
const CHUNK = 200;

/** Lets the event loop serve pending requests (PGlite queries never yield on their own). */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** What one run of {@link confirmDue} did. */
export interface ConfirmRun {
  /** Orders confirmed. */
  confirmed: number;
  /** Due orders left pending because their trade day's NAV is not published yet. */
  waiting: number;
}

interface DueRow {
  serial_no: string;
  person_id: string;
  group_id: string;
  fund_id: string;
  trade_type: 'purchase' | 'redemption' | 'conversion';
  /** A conversion's target; a super convert's redemption leg's target (issue 12 §4). */
  target_fund_id: string | null;
  link_role: 'redeem' | 'purchase' | 'part' | null;
  /** A money fund's fast redemption (快速赎回): confirmed on its trade day (T+0). */
  fast_redeem: boolean;
  confirm_day: string;
  amount: string;
  net_amount: string;
  shares: string | null;
  trade_day: string;
}

/** A position as a chunk sees it while confirming redemptions (changed in memory, written once). */
interface HeldPosition {
  shares: Dec;
  cost: Dec;
  lots: HoldingLot[];
  /** Shares of the lots already taken by confirmed redemptions. */
  consumed: Dec;
}

/** Shares = net / NAV rounded down to 2 decimals: core's rule (rules/tradeDay.ts, DESIGN §5). */
export { sharesOf };

/**
 * The confirmation engine: confirms every accepted order (never one pending review) whose confirm day
 * (T+1) is on or before today (Asia/Shanghai at `now`) at the NAV of its trade day T —
 * `market.navOn(fund, T)`: real where the data has it, simulated (and flagged `navSource: 'simulated'`)
 * after it. Shares = net amount / NAV rounded down to 2 decimals; the order, its timeline event and the
 * position (shares and cost, cost += amount) change in the same transaction. A redemption (spec 02 §7
 * batch Excel) is confirmed the same way at T's NAV: amount = shares × NAV rounded down, the fee by holding
 * period over the holding's lots first-in first-out ({@link redemptionMoney}), net = amount − fee; the
 * position loses the shares and the same share of its cost (the row goes when no share is left); a
 * redemption the position can no longer cover fails. Orders are taken with
 * `FOR UPDATE SKIP LOCKED`, so several instances never confirm one twice. An order whose NAV is not
 * published yet stays pending.
 *
 * Issue 12 §3: a fast redemption (快速赎回, money funds) is due on its trade day (T+0) and confirmed at the
 * money fund's NAV (1.0000) then. Before any order is confirmed, {@link prorateLargeRedemptions} settles
 * each fund's redemptions of one trade day that are large (巨额赎回); a redemption whose fund-day this run
 * has not settled waits for the next run.
 *
 * @param now - milliseconds since the epoch
 * @see DESIGN §5 (T+1 at T's NAV, shares rounded down), §10 (SKIP LOCKED); issue 3 "confirmation engine"
 */
export async function confirmDue(db: Db, market: MarketService, now: number): Promise<ConfirmRun> {
  await market.refresh();
  const today = shanghaiDate(now);
  const run: ConfirmRun = { confirmed: 0, waiting: 0 };
  // Sell tiers are read before any transaction (the market service may load and cache them).
  const sellTiers = new Map<string, readonly SellTier[]>();
  const dueRedemptionFunds = await db.query<{ fund_id: string }>(
    `SELECT DISTINCT fund_id FROM orders
      WHERE trade_type = 'redemption' AND status = ANY($1::text[]) AND confirm_day <= $2::date`,
    [[...CONFIRMABLE_STATUSES], today],
  );
  for (const { fund_id } of dueRedemptionFunds) {
    if (market.fund(fund_id)) sellTiers.set(fund_id, (await market.feeSchedule(fund_id)).sell);
  }
  // Conversions (issue 12 §4): the source's sell tiers, the buy tiers of source and target (the purchase-fee
  // difference), and the buy tiers of super converts' targets (their purchase legs).
  const buyTiers = new Map<string, readonly FeeRateEntry[]>();
  const dueConversions = await db.query<{ fund_id: string; target_fund_id: string }>(
    `SELECT DISTINCT fund_id, target_fund_id FROM orders
      WHERE target_fund_id IS NOT NULL AND trade_type IN ('conversion', 'redemption')
        AND status = ANY($1::text[]) AND confirm_day <= $2::date`,
    [[...CONFIRMABLE_STATUSES], today],
  );
  for (const { fund_id, target_fund_id } of dueConversions) {
    for (const id of [fund_id, target_fund_id]) {
      if (!buyTiers.has(id) && market.fund(id)) buyTiers.set(id, (await market.feeSchedule(id)).buy);
    }
    if (!sellTiers.has(fund_id) && market.fund(fund_id)) {
      sellTiers.set(fund_id, (await market.feeSchedule(fund_id)).sell);
    }
  }
  const settled = await prorateLargeRedemptions(db, market, today, now);
  let after = '';
  for (;;) {
    const chunk = await db.transaction(async (tx) => {
      const rows = await tx.query<DueRow>(
        `SELECT serial_no, person_id, group_id, fund_id, trade_type, amount::text AS amount,
                net_amount::text AS net_amount, shares::text AS shares, trade_day::text AS trade_day,
                target_fund_id, link_role, fast_redeem, confirm_day::text AS confirm_day
           FROM orders
          WHERE status = ANY($1::text[]) AND confirm_day <= $2::date AND serial_no > $3
          ORDER BY serial_no LIMIT $4 FOR UPDATE SKIP LOCKED`,
        [[...CONFIRMABLE_STATUSES], today, after, CHUNK],
      );
      // Work out every confirmation of the chunk first, then write them with a few set-based statements:
      // the orders, their timeline events, and the positions (summed per organisation and fund).
      const confirmed: {
        serialNo: string;
        nav: string;
        shares: string;
        source: string;
        note: string;
        amount: string | null;
        fee: string | null;
        netAmount: string | null;
        feeRateE6: number | null;
      }[] = [];
      const failed: { serialNo: string; note: string }[] = [];
      const conversions: { serialNo: string; targetShares: string; targetNav: string }[] = [];
      const superLegs: SuperLegRow[] = [];
      const positions = new Map<string, { groupId: string; fundId: string; shares: Dec; cost: Dec }>();
      const delta = (groupId: string, fundId: string) => {
        const key = `${groupId} ${fundId}`;
        const position = positions.get(key) ?? { groupId, fundId, shares: new Dec(0), cost: new Dec(0) };
        positions.set(key, position);
        return position;
      };
      const held = await heldPositions(
        tx,
        rows.filter((r) => r.trade_type === 'redemption' || r.trade_type === 'conversion'),
      );
      for (const row of rows) {
        if (
          row.trade_type === 'redemption' &&
          !row.fast_redeem &&
          !settled.has(fundDayKey(row.fund_id, row.trade_day))
        ) {
          run.waiting += 1;
          continue;
        }
        const nav = row.fast_redeem ? fastRedeemNav(market, row) : market.navOn(row.fund_id, row.trade_day);
        const tiers = row.trade_type === 'purchase' ? [] : sellTiers.get(row.fund_id);
        if (nav === null || new Dec(nav.nav).lte(0) || tiers === undefined) {
          run.waiting += 1;
          continue;
        }
        if (row.trade_type === 'conversion') {
          // A conversion (issue 12 §4): the source's shares out at T's NAV less the redemption fee and the
          // purchase-fee difference; the target's shares in at T's NAV (rounded down); the cost basis moves.
          const targetNav = row.target_fund_id ? market.navOn(row.target_fund_id, row.trade_day) : null;
          const position = held.get(`${row.group_id} ${row.fund_id}`);
          const shares = new Dec(row.shares ?? '0');
          if (targetNav === null || new Dec(targetNav.nav).lte(0)) {
            run.waiting += 1;
            continue;
          }
          if (!position || position.shares.lt(shares) || shares.lte(0) || !row.target_fund_id) {
            failed.push({ serialNo: row.serial_no, note: t('tradeCore.event.conversionFailed') });
            continue;
          }
          const money = conversionMoney({
            shares: shares.toFixed(2),
            sourceNav: nav.nav,
            targetNav: targetNav.nav,
            lots: position.lots,
            consumed: position.consumed.toFixed(2),
            tradeDay: row.trade_day,
            sellTiers: tiers,
            sourceBuyTiers: buyTiers.get(row.fund_id) ?? [],
            targetBuyTiers: buyTiers.get(row.target_fund_id) ?? [],
          });
          const costOut = position.shares.eq(shares)
            ? position.cost
            : position.cost.times(shares).div(position.shares).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
          position.shares = position.shares.minus(shares);
          position.cost = position.cost.minus(costOut);
          position.consumed = position.consumed.plus(shares);
          const out = delta(row.group_id, row.fund_id);
          out.shares = out.shares.minus(shares);
          out.cost = out.cost.minus(costOut);
          const targetShares = money.targetShares ?? '0.00';
          const into = delta(row.group_id, row.target_fund_id);
          into.shares = into.shares.plus(targetShares);
          into.cost = into.cost.plus(costOut);
          conversions.push({ serialNo: row.serial_no, targetShares, targetNav: targetNav.nav });
          confirmed.push({
            serialNo: row.serial_no,
            nav: nav.nav,
            shares: shares.toFixed(2),
            source: nav.source,
            note: t('tradeCore.event.conversionConfirmed', {
              nav: nav.nav,
              shares: shares.toFixed(2),
              fee: money.fee,
              targetNav: targetNav.nav,
              targetShares,
            }),
            amount: money.amount,
            fee: money.fee,
            netAmount: money.netAmount,
            feeRateE6: money.feeRateE6,
          });
          continue;
        }
        if (row.trade_type === 'redemption') {
          const position = held.get(`${row.group_id} ${row.fund_id}`);
          const shares = new Dec(row.shares ?? '0');
          if (!position || position.shares.lt(shares) || shares.lte(0)) {
            failed.push({ serialNo: row.serial_no, note: t('batch.event.redemptionFailed') });
            continue;
          }
          const money = redemptionMoney({
            shares: shares.toFixed(2),
            nav: nav.nav,
            lots: position.lots,
            consumed: position.consumed.toFixed(2),
            tradeDay: row.trade_day,
            tiers,
          });
          const costOut = position.shares.eq(shares)
            ? position.cost
            : position.cost.times(shares).div(position.shares).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
          position.shares = position.shares.minus(shares);
          position.cost = position.cost.minus(costOut);
          position.consumed = position.consumed.plus(shares);
          const change = delta(row.group_id, row.fund_id);
          change.shares = change.shares.minus(shares);
          change.cost = change.cost.minus(costOut);
          if (row.link_role === 'redeem' && row.target_fund_id) {
            superLegs.push({
              serial_no: row.serial_no,
              person_id: row.person_id,
              group_id: row.group_id,
              target_fund_id: row.target_fund_id,
              net_amount: money.netAmount,
              confirm_day: row.confirm_day,
            });
          }
          confirmed.push({
            serialNo: row.serial_no,
            nav: nav.nav,
            shares: shares.toFixed(2),
            source: nav.source,
            note: t(
              row.fast_redeem
                ? 'tradeCore.event.fastRedemptionConfirmed'
                : nav.source === 'real'
                  ? 'batch.event.redemptionConfirmed'
                  : 'batch.event.redemptionConfirmedSimulated',
              { nav: nav.nav, shares: shares.toFixed(2), net: money.netAmount },
            ),
            amount: money.amount,
            fee: money.fee,
            netAmount: money.netAmount,
            feeRateE6: money.feeRateE6,
          });
          continue;
        }
        const shares = sharesOf(row.net_amount, nav.nav);
        const note = t(
          nav.source === 'real'
            ? 'server.trade.event.confirmedReal'
            : 'server.trade.event.confirmedSimulated',
          { nav: nav.nav, shares },
        );
        confirmed.push({
          serialNo: row.serial_no,
          nav: nav.nav,
          shares,
          source: nav.source,
          note,
          amount: null,
          fee: null,
          netAmount: null,
          feeRateE6: null,
        });
        const change = delta(row.group_id, row.fund_id);
        change.shares = change.shares.plus(shares);
        change.cost = change.cost.plus(row.amount);
      }
      const at = new Date(now).toISOString();
      if (failed.length > 0) {
        await tx.query(
          `UPDATE orders o SET status = 'failed', fail_reason = f.note
             FROM unnest($1::text[], $2::text[]) AS f(serial_no, note) WHERE o.serial_no = f.serial_no`,
          [failed.map((f) => f.serialNo), failed.map((f) => f.note)],
        );
        await appendEvents(
          tx,
          failed.map((f) => f.serialNo),
          'failed',
          failed.map((f) => f.note),
          at,
        );
      }
      if (confirmed.length === 0) return rows;
      await tx.query(
        `UPDATE orders o SET status = 'confirmed', confirm_nav = c.nav, confirm_shares = c.shares, nav_source = c.source,
                amount = coalesce(c.amount, o.amount), fee = coalesce(c.fee, o.fee),
                net_amount = coalesce(c.net_amount, o.net_amount), fee_rate_e6 = coalesce(c.fee_rate_e6, o.fee_rate_e6)
           FROM unnest($1::text[], $2::numeric[], $3::numeric[], $4::text[], $5::numeric[], $6::numeric[],
                       $7::numeric[], $8::integer[])
                AS c(serial_no, nav, shares, source, amount, fee, net_amount, fee_rate_e6)
          WHERE o.serial_no = c.serial_no`,
        [
          confirmed.map((c) => c.serialNo),
          confirmed.map((c) => c.nav),
          confirmed.map((c) => c.shares),
          confirmed.map((c) => c.source),
          confirmed.map((c) => c.amount),
          confirmed.map((c) => c.fee),
          confirmed.map((c) => c.netAmount),
          confirmed.map((c) => c.feeRateE6),
        ],
      );
      await appendEvents(
        tx,
        confirmed.map((c) => c.serialNo),
        'confirmed',
        confirmed.map((c) => c.note),
        at,
      );
      if (conversions.length > 0) {
        await tx.query(
          `UPDATE orders o SET target_shares = c.target_shares, target_nav = c.target_nav
             FROM unnest($1::text[], $2::numeric[], $3::numeric[]) AS c(serial_no, target_shares, target_nav)
            WHERE o.serial_no = c.serial_no`,
          [
            conversions.map((c) => c.serialNo),
            conversions.map((c) => c.targetShares),
            conversions.map((c) => c.targetNav),
          ],
        );
      }
      // A super convert's purchase leg, placed with the proceeds of its confirmed redemption leg (issue 12 §4).
      if (superLegs.length > 0) await placeSuperPurchaseLegs(tx, market, superLegs, buyTiers, now);
      const changes = [...positions.values()];
      await tx.query(
        `INSERT INTO positions (group_id, fund_id, shares, cost, updated_at)
         SELECT p.group_id, p.fund_id, p.shares, p.cost, $5::timestamptz
           FROM unnest($1::text[], $2::text[], $3::numeric[], $4::numeric[]) AS p(group_id, fund_id, shares, cost)
         ON CONFLICT (group_id, fund_id) DO UPDATE
           SET shares = positions.shares + EXCLUDED.shares, cost = positions.cost + EXCLUDED.cost,
               updated_at = EXCLUDED.updated_at`,
        [
          changes.map((p) => p.groupId),
          changes.map((p) => p.fundId),
          changes.map((p) => p.shares.toFixed(2)),
          changes.map((p) => p.cost.toFixed(2)),
          at,
        ],
      );
      if (held.size > 0) {
        // A holding redeemed in full leaves no row behind.
        await tx.query(
          `DELETE FROM positions s USING unnest($1::text[], $2::text[]) AS p(group_id, fund_id)
            WHERE s.group_id = p.group_id AND s.fund_id = p.fund_id AND s.shares <= 0`,
          [[...held.values()].map((h) => h.groupId), [...held.values()].map((h) => h.fundId)],
        );
      }
      run.confirmed += confirmed.length;
      return rows;
    });
    if (chunk.length < CHUNK) break;
    after = chunk[chunk.length - 1]!.serial_no;
    await yieldToEventLoop();
  }
  return run;
}

/** The key of one fund's redemptions of one trade day. */
const fundDayKey = (fundId: string, tradeDay: string): string => `${fundId} ${tradeDay}`;

/**
 * The NAV of a fast redemption, confirmed on its trade day before that day's NAV is published: a money
 * fund's NAV is the constant 1.0000, so the latest one the market has (never after the trade day).
 */
function fastRedeemNav(market: MarketService, row: DueRow) {
  const published = market.asOf();
  return market.navOn(row.fund_id, row.trade_day <= published ? row.trade_day : published);
}

/**
 * THE large-redemption step (巨额赎回, issue 12 §3), run before any order is confirmed: for each fund and
 * trade day with due redemptions (accepted, not fast), in trade-day order, when their total shares × T's
 * NAV is large for the fund (core {@link largeRedemptionSplit}: at least 10% of `funds.size_yuan`; no size,
 * never large) every order keeps the same ratio of its shares (rounded down to 2 decimals); the unmet
 * shares follow the order's `large_redemption_mode`: '1' (顺延) places a linked redemption of them for the
 * next trading day (accepted, no review: both timelines name the other order), '0' (or none) cancels them
 * (noted on the order's timeline; an order left with no share is cancelled whole). Each fund-day is ONE
 * transaction holding the fund row (`FOR NO KEY UPDATE`, so another instance settles the same fund-day
 * after this one and finds nothing left to cut) and its orders (`FOR UPDATE`, waiting for a confirming
 * chunk rather than skipping: the total must see every order). Settled parts stay within 10%, so a second
 * run changes nothing. A fund-day placed by a deferral is settled in the same run.
 *
 * @param today - the Shanghai date of `now`, YYYY-MM-DD
 * @param now - milliseconds since the epoch
 * @returns the fund-days settled (see {@link fundDayKey}); the others (NAV not published) wait
 * @see issue 12 §3, DESIGN §5, §10
 */
async function prorateLargeRedemptions(
  db: Db,
  market: MarketService,
  today: string,
  now: number,
): Promise<Set<string>> {
  const settled = new Set<string>();
  const seen = new Set<string>();
  for (;;) {
    const groups = (
      await db.query<{ fund_id: string; trade_day: string }>(
        `SELECT DISTINCT fund_id, trade_day::text AS trade_day FROM orders
          WHERE trade_type = 'redemption' AND NOT fast_redeem AND status = ANY($1::text[])
            AND confirm_day <= $2::date
          ORDER BY trade_day, fund_id`,
        [[...CONFIRMABLE_STATUSES], today],
      )
    ).filter((g) => !seen.has(fundDayKey(g.fund_id, g.trade_day)));
    if (groups.length === 0) return settled;
    for (const { fund_id: fundId, trade_day: tradeDay } of groups) {
      const key = fundDayKey(fundId, tradeDay);
      seen.add(key);
      const nav = market.fund(fundId) ? market.navOn(fundId, tradeDay) : null;
      if (nav === null || new Dec(nav.nav).lte(0)) continue;
      await db.transaction(async (tx) => {
        const [fund] = await tx.query<{ size: string | null }>(
          'SELECT size_yuan::text AS size FROM funds WHERE fund_id = $1 FOR NO KEY UPDATE',
          [fundId],
        );
        const orders = await tx.query<{
          serial_no: string;
          person_id: string;
          group_id: string;
          shares: string;
          large_redemption_mode: '0' | '1' | null;
        }>(
          `SELECT serial_no, person_id, group_id, shares::text AS shares, large_redemption_mode FROM orders
            WHERE fund_id = $1 AND trade_day = $2::date AND trade_type = 'redemption' AND NOT fast_redeem
              AND status = ANY($3::text[]) AND confirm_day <= $4::date
            ORDER BY serial_no FOR UPDATE`,
          [fundId, tradeDay, [...CONFIRMABLE_STATUSES], today],
        );
        const split = largeRedemptionSplit(
          orders.map((o) => ({ serialNo: o.serial_no, shares: o.shares })),
          nav.nav,
          fund?.size ?? null,
        );
        if (split === null) return;
        const nextDay = market.calendar.nextTradingDay(tradeDay);
        for (const [i, part] of split.parts.entries()) {
          const order = orders[i]!;
          if (new Dec(part.unmetShares).lte(0)) continue;
          const keep = new Dec(part.confirmShares).gt(0);
          const status = keep ? 'accepted' : 'cancelled';
          const shown = { ratio: split.ratio, shares: part.confirmShares, unmet: part.unmetShares };
          let note: string;
          if (order.large_redemption_mode === '1') {
            const deferred = `${order.serial_no}D`;
            await insertOrder(
              tx,
              {
                serialNo: deferred,
                personId: order.person_id,
                groupId: order.group_id,
                fundId,
                tradeType: 'redemption',
                amount: '0.00',
                fee: '0.00',
                netAmount: '0.00',
                feeRateE6: 0,
                shares: part.unmetShares,
                tradeDay: nextDay,
                confirmDay: confirmDayOf(market.calendar, nextDay),
                largeRedemptionMode: '1',
                fastRedeem: false,
                note: t('tradeCore.event.largeRedemptionDeferral', {
                  serialNo: order.serial_no,
                  shares: part.unmetShares,
                }),
              },
              null,
              null,
              now,
            );
            note = t('tradeCore.event.largeRedemptionDeferred', {
              ...shown,
              tradeDay: nextDay,
              serialNo: deferred,
            });
          } else {
            note = t('tradeCore.event.largeRedemptionCancelled', shown);
          }
          await tx.query('UPDATE orders SET shares = $2, status = $3 WHERE serial_no = $1', [
            order.serial_no,
            keep ? part.confirmShares : order.shares,
            status,
          ]);
          await appendEvent(tx, order.serial_no, status, now, note);
        }
      });
      settled.add(key);
    }
  }
}

/** Appends one timeline event to each order (set-based; the next seq of each). */
async function appendEvents(
  tx: Db,
  serialNos: readonly string[],
  status: 'confirmed' | 'failed',
  notes: readonly string[],
  at: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO order_events (serial_no, seq, status, at, note)
     SELECT c.serial_no,
            (SELECT coalesce(max(e.seq), 0) + 1 FROM order_events e WHERE e.serial_no = c.serial_no),
            $3, $4::timestamptz, c.note
       FROM unnest($1::text[], $2::text[]) AS c(serial_no, note)`,
    [[...serialNos], [...notes], status, at],
  );
}

/**
 * The positions a chunk's redemptions draw on, locked: shares, cost, the lots (confirmed purchases, oldest
 * first) and the shares earlier confirmed redemptions took, by `groupId fundId`.
 */
async function heldPositions(
  tx: Db,
  redemptions: readonly DueRow[],
): Promise<Map<string, HeldPosition & { groupId: string; fundId: string }>> {
  const out = new Map<string, HeldPosition & { groupId: string; fundId: string }>();
  if (redemptions.length === 0) return out;
  const groups = redemptions.map((r) => r.group_id);
  const funds = redemptions.map((r) => r.fund_id);
  const positions = await tx.query<{ group_id: string; fund_id: string; shares: string; cost: string }>(
    `SELECT s.group_id, s.fund_id, s.shares::text AS shares, s.cost::text AS cost FROM positions s
      WHERE (s.group_id, s.fund_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))
      ORDER BY s.group_id, s.fund_id FOR UPDATE`,
    [groups, funds],
  );
  for (const p of positions) {
    out.set(`${p.group_id} ${p.fund_id}`, {
      groupId: p.group_id,
      fundId: p.fund_id,
      shares: new Dec(p.shares),
      cost: new Dec(p.cost),
      lots: [],
      consumed: new Dec(0),
    });
  }
  const lots = await tx.query<{
    group_id: string;
    fund_id: string;
    trade_type: string;
    day: string;
    shares: string;
  }>(
    `SELECT o.group_id, o.fund_id, o.trade_type, o.confirm_day::text AS day,
            (CASE WHEN o.trade_type = 'purchase' THEN o.confirm_shares ELSE o.shares END)::text AS shares, o.serial_no
       FROM orders o
      WHERE o.status = 'confirmed' AND (o.group_id, o.fund_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))
     UNION ALL
     -- A confirmed conversion is a lot of its target (issue 12 §4).
     SELECT o.group_id, o.target_fund_id, 'purchase', o.confirm_day::text, o.target_shares::text, o.serial_no
       FROM orders o
      WHERE o.status = 'confirmed' AND o.trade_type = 'conversion'
        AND (o.group_id, o.target_fund_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))
      ORDER BY 4, 6`,
    [groups, funds],
  );
  for (const lot of lots) {
    const position = out.get(`${lot.group_id} ${lot.fund_id}`);
    if (!position) continue;
    if (lot.trade_type === 'purchase') position.lots.push({ confirmDay: lot.day, shares: lot.shares });
    else position.consumed = position.consumed.plus(lot.shares);
  }
  return out;
}
