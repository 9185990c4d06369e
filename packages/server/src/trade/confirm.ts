import { Dec, t } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { shanghaiDate, type MarketService } from '../market/index.js';
import { appendEvent, PENDING_STATUSES } from './orders.js';

/** Orders confirmed per transaction (each order and its position still change together). */
const CHUNK = 200;

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
      for (const row of rows) {
        const nav = market.navOn(row.fund_id, row.trade_day);
        if (nav === null || new Dec(nav.nav).lte(0)) {
          run.waiting += 1;
          continue;
        }
        const shares = sharesOf(row.net_amount, nav.nav);
        await tx.query(
          `UPDATE orders SET status = 'confirmed', confirm_nav = $2, confirm_shares = $3, nav_source = $4
            WHERE serial_no = $1`,
          [row.serial_no, nav.nav, shares, nav.source],
        );
        const note = t(
          nav.source === 'real'
            ? 'server.trade.event.confirmedReal'
            : 'server.trade.event.confirmedSimulated',
          {
            nav: nav.nav,
            shares,
          },
        );
        await appendEvent(tx, row.serial_no, 'confirmed', now, note);
        await tx.query(
          `INSERT INTO positions (group_id, fund_id, shares, cost, updated_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (group_id, fund_id) DO UPDATE
             SET shares = positions.shares + EXCLUDED.shares, cost = positions.cost + EXCLUDED.cost,
                 updated_at = EXCLUDED.updated_at`,
          [row.group_id, row.fund_id, shares, row.amount, new Date(now).toISOString()],
        );
        run.confirmed += 1;
      }
      return rows;
    });
    if (chunk.length < CHUNK) break;
    after = chunk[chunk.length - 1]!.serial_no;
  }
  return run;
}
