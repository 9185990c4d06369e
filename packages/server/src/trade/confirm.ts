import { Dec, t } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { shanghaiDate, type MarketService } from '../market/index.js';
import { PENDING_STATUSES } from './orders.js';

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
  group_id: string;
  fund_id: string;
  amount: string;
  net_amount: string;
  trade_day: string;
}

/**
 * Shares bought with a net amount at a NAV: net / NAV rounded DOWN to 2 decimals.
 *
 * @param netAmount - yuan
 * @param nav - unit NAV
 * @see DESIGN §5 (shares rounded down to 2 decimals)
 */
export function sharesOf(netAmount: string, nav: string): string {
  return new Dec(netAmount).div(nav).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2);
}

/**
 * The confirmation engine: confirms every pending order (accepted or pending review) whose confirm day
 * (T+1) is on or before today (Asia/Shanghai at `now`) at the NAV of its trade day T —
 * `market.navOn(fund, T)`: real where the data has it, simulated (and flagged `navSource: 'simulated'`)
 * after it. Shares = net amount / NAV rounded down to 2 decimals; the order, its timeline event and the
 * position (shares and cost, cost += amount) change in the same transaction. Orders are taken with
 * `FOR UPDATE SKIP LOCKED`, so several instances never confirm one twice. An order whose NAV is not
 * published yet stays pending.
 *
 * @param now - milliseconds since the epoch
 * @see DESIGN §5 (T+1 at T's NAV, shares rounded down), §10 (SKIP LOCKED); issue 3 "confirmation engine"
 */
export async function confirmDue(db: Db, market: MarketService, now: number): Promise<ConfirmRun> {
  await market.refresh();
  const today = shanghaiDate(now);
  const run: ConfirmRun = { confirmed: 0, waiting: 0 };
  let after = '';
  for (;;) {
    const chunk = await db.transaction(async (tx) => {
      const rows = await tx.query<DueRow>(
        `SELECT serial_no, group_id, fund_id, amount::text AS amount, net_amount::text AS net_amount,
                trade_day::text AS trade_day
           FROM orders
          WHERE status = ANY($1::text[]) AND confirm_day <= $2::date AND serial_no > $3
          ORDER BY serial_no LIMIT $4 FOR UPDATE SKIP LOCKED`,
        [[...PENDING_STATUSES], today, after, CHUNK],
      );
      // Work out every confirmation of the chunk first, then write them with three set-based statements:
      // the orders, their timeline events, and the positions (summed per organisation and fund).
      const confirmed: { serialNo: string; nav: string; shares: string; source: string; note: string }[] = [];
      const positions = new Map<string, { groupId: string; fundId: string; shares: Dec; cost: Dec }>();
      for (const row of rows) {
        const nav = market.navOn(row.fund_id, row.trade_day);
        if (nav === null || new Dec(nav.nav).lte(0)) {
          run.waiting += 1;
          continue;
        }
        const shares = sharesOf(row.net_amount, nav.nav);
        const note = t(
          nav.source === 'real'
            ? 'server.trade.event.confirmedReal'
            : 'server.trade.event.confirmedSimulated',
          { nav: nav.nav, shares },
        );
        confirmed.push({ serialNo: row.serial_no, nav: nav.nav, shares, source: nav.source, note });
        const key = `${row.group_id} ${row.fund_id}`;
        const position = positions.get(key) ?? {
          groupId: row.group_id,
          fundId: row.fund_id,
          shares: new Dec(0),
          cost: new Dec(0),
        };
        position.shares = position.shares.plus(shares);
        position.cost = position.cost.plus(row.amount);
        positions.set(key, position);
      }
      if (confirmed.length === 0) return rows;
      const at = new Date(now).toISOString();
      await tx.query(
        `UPDATE orders o SET status = 'confirmed', confirm_nav = c.nav, confirm_shares = c.shares, nav_source = c.source
           FROM unnest($1::text[], $2::numeric[], $3::numeric[], $4::text[]) AS c(serial_no, nav, shares, source)
          WHERE o.serial_no = c.serial_no`,
        [
          confirmed.map((c) => c.serialNo),
          confirmed.map((c) => c.nav),
          confirmed.map((c) => c.shares),
          confirmed.map((c) => c.source),
        ],
      );
      await tx.query(
        `INSERT INTO order_events (serial_no, seq, status, at, note)
         SELECT c.serial_no,
                (SELECT coalesce(max(e.seq), 0) + 1 FROM order_events e WHERE e.serial_no = c.serial_no),
                'confirmed', $3::timestamptz, c.note
           FROM unnest($1::text[], $2::text[]) AS c(serial_no, note)`,
        [confirmed.map((c) => c.serialNo), confirmed.map((c) => c.note), at],
      );
      const held = [...positions.values()];
      await tx.query(
        `INSERT INTO positions (group_id, fund_id, shares, cost, updated_at)
         SELECT p.group_id, p.fund_id, p.shares, p.cost, $5::timestamptz
           FROM unnest($1::text[], $2::text[], $3::numeric[], $4::numeric[]) AS p(group_id, fund_id, shares, cost)
         ON CONFLICT (group_id, fund_id) DO UPDATE
           SET shares = positions.shares + EXCLUDED.shares, cost = positions.cost + EXCLUDED.cost,
               updated_at = EXCLUDED.updated_at`,
        [
          held.map((p) => p.groupId),
          held.map((p) => p.fundId),
          held.map((p) => p.shares.toFixed(2)),
          held.map((p) => p.cost.toFixed(2)),
          at,
        ],
      );
      run.confirmed += confirmed.length;
      return rows;
    });
    if (chunk.length < CHUNK) break;
    after = chunk[chunk.length - 1]!.serial_no;
    await yieldToEventLoop();
  }
  return run;
}
