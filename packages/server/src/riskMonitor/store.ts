/**
 * The risk monitor's store and evaluation (issue 14 §5 riskMonitor; core rules/riskMonitor.ts; migration
 * 0021_risk_monitor.sql): an account's thresholds (defaults when never set) and their change trail, and the
 * records — the threshold rules on each trading day's REAL NAV since each holding's first confirmation, the event
 * nodes 1 buy / 2 sell from the account's confirmed orders — inserted once each (a deleted record stays deleted).
 */
import {
  DEFAULT_RISK_CONFIG,
  evaluateRiskRules,
  type NavObservation,
  type RiskConfig,
  type RiskMonitorConfig,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import { shanghaiIso } from '../trade/time.js';

interface ConfigRow {
  drawdown_percent: string;
  day_drop_percent: string;
  updated_at: Date | string;
  updated_by_name: string;
}

/** An account's settings (the defaults, updatedAt null, when never set). */
export async function configOf(db: Db, groupId: string): Promise<RiskMonitorConfig> {
  const [row] = await db.query<ConfigRow>(
    `SELECT c.drawdown_percent::text AS drawdown_percent, c.day_drop_percent::text AS day_drop_percent,
            c.updated_at, coalesce(p.person_name, c.updated_by) AS updated_by_name
       FROM risk_monitor_configs c LEFT JOIN persons p ON p.person_id = c.updated_by
      WHERE c.group_id = $1`,
    [groupId],
  );
  return {
    groupId,
    drawdownPercent: row?.drawdown_percent ?? DEFAULT_RISK_CONFIG.drawdownPercent,
    dayDropPercent: row?.day_drop_percent ?? DEFAULT_RISK_CONFIG.dayDropPercent,
    updatedAt: row ? shanghaiIso(row.updated_at) : null,
    updatedBy: row ? row.updated_by_name : null,
  };
}

/**
 * Sets an account's thresholds and records the change (before, after, who, from where, when) in one
 * transaction.
 */
export async function saveConfig(
  db: Db,
  groupId: string,
  next: RiskConfig,
  actor: { personId: string; ip: string | null; nowMs: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await configOf(tx, groupId);
    const at = new Date(actor.nowMs).toISOString();
    await tx.query(
      `INSERT INTO risk_monitor_configs (group_id, drawdown_percent, day_drop_percent, updated_at, updated_by)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (group_id) DO UPDATE SET drawdown_percent = $2, day_drop_percent = $3, updated_at = $4,
         updated_by = $5`,
      [groupId, next.drawdownPercent, next.dayDropPercent, at, actor.personId],
    );
    await tx.query(
      `INSERT INTO risk_monitor_config_changes (group_id, old_drawdown_percent, old_day_drop_percent,
         drawdown_percent, day_drop_percent, person_id, ip, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        groupId,
        before.drawdownPercent,
        before.dayDropPercent,
        next.drawdownPercent,
        next.dayDropPercent,
        actor.personId,
        actor.ip,
        at,
      ],
    );
  });
}

interface OrderRow {
  serial_no: string;
  fund_id: string;
  trade_type: string;
  confirm_day: string;
  amount: string;
  confirm_shares: string | null;
}

/** A record to insert: fund, kind, day, order ref ('' for a rule) and value. */
interface NewRecord {
  fundId: string;
  kind: string;
  day: string;
  ref: string;
  value: string | null;
}

/** The evaluations already done per database: group id → signature (last NAV day, settings, orders, holdings). */
const evaluations = new WeakMap<Db, Map<string, string>>();

/**
 * Evaluates an account: event nodes from its confirmed purchases (1) and redemptions (2); for each fund it
 * holds, the threshold rules over its real NAV from the first confirmation day on. Inserts what is new (the
 * unique key keeps each record once). Skipped when nothing it depends on changed since the last run.
 * @param nowMs - the server clock (the records' creation time)
 */
export async function evaluateAccount(
  db: Db,
  market: MarketService,
  groupId: string,
  nowMs: number,
): Promise<void> {
  const evaluated = evaluations.get(db) ?? new Map<string, string>();
  evaluations.set(db, evaluated);
  await market.refresh();
  const config = await configOf(db, groupId);
  const orders = await db.query<OrderRow>(
    `SELECT serial_no, fund_id, trade_type, confirm_day::text AS confirm_day, amount::text AS amount,
            confirm_shares::text AS confirm_shares
       FROM orders
      WHERE group_id = $1 AND status = 'confirmed' AND trade_type IN ('purchase', 'redemption')
      ORDER BY confirm_day, serial_no`,
    [groupId],
  );
  const held = await db.query<{ fund_id: string }>(
    `SELECT fund_id FROM positions WHERE group_id = $1 AND shares > 0 ORDER BY fund_id`,
    [groupId],
  );
  const signature = [
    market.asOf(),
    config.drawdownPercent,
    config.dayDropPercent,
    orders.length,
    orders.at(-1)?.serial_no ?? '',
    held.map((h) => h.fund_id).join(','),
  ].join('|');
  if (evaluated.get(groupId) === signature) return;

  const records: NewRecord[] = orders.map((o) => ({
    fundId: o.fund_id,
    kind: o.trade_type === 'purchase' ? 'event1' : 'event2',
    day: o.confirm_day,
    ref: o.serial_no,
    value: o.trade_type === 'purchase' ? o.amount : o.confirm_shares,
  }));
  const previous = (iso: string) => market.calendar.previousTradingDay(iso);
  for (const { fund_id: fundId } of held) {
    const since = orders.find((o) => o.fund_id === fundId && o.trade_type === 'purchase')?.confirm_day;
    if (!since) continue;
    const nav: NavObservation[] = market
      .navPoints(fundId, 'all')
      .filter((p) => p.source === 'real' && p.date >= since)
      .map((p) => ({ date: p.date, nav: p.value }));
    for (const hit of evaluateRiskRules(nav, config, previous)) {
      records.push({ fundId, kind: hit.rule, day: hit.date, ref: '', value: hit.value });
    }
  }
  if (records.length > 0) {
    await db.query(
      `INSERT INTO risk_monitor_records (group_id, fund_id, kind, day, ref, value, created_at)
       SELECT $1, r.fund_id, r.kind, r.day, r.ref, r.value, $7
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS r(fund_id, kind, day, ref, value)
       ON CONFLICT (group_id, fund_id, kind, day, ref) DO NOTHING`,
      [
        groupId,
        records.map((r) => r.fundId),
        records.map((r) => r.kind),
        records.map((r) => r.day),
        records.map((r) => r.ref),
        records.map((r) => r.value),
        new Date(nowMs).toISOString(),
      ],
    );
  }
  evaluated.set(groupId, signature);
}

/** The unread, not deleted records of an account. */
export async function unreadCount(db: Db, groupId: string): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM risk_monitor_records
      WHERE group_id = $1 AND read_at IS NULL AND deleted_at IS NULL`,
    [groupId],
  );
  return Number(row?.n ?? 0);
}
