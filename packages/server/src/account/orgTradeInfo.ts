import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  feeDiscountE4Of,
  feeDiscountTextOf,
  GatewayError,
  orgTradeInfo as api,
  orgTradeInfoRefusal,
  type TradeInfoChange,
  type TradeInfoRow,
  type TradeInfoStateDto,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { route, sessionOf, type HandlerContext, type Route } from '../services/types.js';

/**
 * The back office's maintenance of an organisation's private-trade information (FundDesk; spec 02 §3 user
 * trade info check, §5): what the reservation check reads from org_trade_info (private/deals.ts
 * userTradeInfoOf) — blacklist with its reason, registration progress, occupation, adviser — listed, shown
 * with its history and changed, each change recorded in org_trade_info_changes (who, when, IP, before,
 * after; migration 0033), and the organisation's private subscription fee discount
 * (org_private_trade.fee_discount_e4, migration 0031; read by private/tradePaths.ts deal/charge) in the same
 * change and history. Privilege org_record_review (role fd_ops): the pipeline refuses everyone else.
 * @see docs/decisions.md "Back-office maintenance of private-trade information"
 */

/** What a never-maintained organisation reads as (no org_trade_info row: private/deals.ts userTradeInfoOf). */
const DEFAULT_STATE: TradeInfoStateDto = {
  blacklisted: false,
  blacklistReason: null,
  registerProgress: '4',
  job: true,
  lcs: true,
  feeDiscount: null,
};

interface RowDb {
  group_id: string;
  corp_name: string;
  is_black_rose: boolean | null;
  black_reason: string | null;
  register_progress: string | null;
  job: boolean | null;
  lcs: boolean | null;
  fee_discount_e4: number | null;
  maintained: boolean;
  updated_at: Date | string | null;
  updated_name: string | null;
}

const ROW_SELECT = `
  SELECT o.group_id, o.corp_name, i.is_black_rose, i.black_reason, i.register_progress, i.job, i.lcs,
         pt.fee_discount_e4, (i.group_id IS NOT NULL) AS maintained, i.updated_at,
         p.person_name AS updated_name
    FROM organisations o
    LEFT JOIN org_trade_info i ON i.group_id = o.group_id
    LEFT JOIN org_private_trade pt ON pt.group_id = o.group_id
    LEFT JOIN persons p ON p.person_id = i.updated_by`;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The state a row holds (the defaults without an org_trade_info row; the discount from org_private_trade). */
function stateOf(row: RowDb): TradeInfoStateDto {
  const feeDiscount = feeDiscountTextOf(row.fee_discount_e4);
  if (!row.maintained) return { ...DEFAULT_STATE, feeDiscount };
  return {
    blacklisted: row.is_black_rose === true,
    blacklistReason: row.is_black_rose ? row.black_reason : null,
    registerProgress: row.register_progress ?? '4',
    job: row.job !== false,
    lcs: row.lcs !== false,
    feeDiscount,
  };
}

function rowOf(row: RowDb): TradeInfoRow {
  return {
    groupId: row.group_id,
    corpName: row.corp_name,
    ...stateOf(row),
    maintained: row.maintained,
    updatedAt: iso(row.updated_at),
    updatedBy: row.updated_name,
  };
}

/** The row of one organisation, or FD4832 when there is none. */
async function rowFor(db: Db, groupId: string, lock = false): Promise<TradeInfoRow> {
  // The organisation is locked on its own: FOR UPDATE refuses the nullable side of the outer join.
  if (lock) await db.query('SELECT 1 FROM organisations WHERE group_id = $1 FOR UPDATE', [groupId]);
  const rows = await db.query<RowDb>(`${ROW_SELECT} WHERE o.group_id = $1`, [groupId]);
  if (!rows[0]) throw new GatewayError(ErrorCode.TradeInfoOrgNotFound);
  return rowOf(rows[0]);
}

/** A jsonb value as the driver gives it (PGlite and PostgreSQL may answer text or the parsed value). */
function jsonOf<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** A recorded state; changes recorded before the fee discount was maintained lack it (it was none then). */
function recordedState(value: TradeInfoStateDto | string): TradeInfoStateDto {
  const state = jsonOf(value);
  return { ...state, feeDiscount: state.feeDiscount ?? null };
}

/** The organisation's changes, newest first. */
async function historyOf(db: Db, groupId: string): Promise<TradeInfoChange[]> {
  const rows = await db.query<{
    change_id: string;
    changed_at: Date | string;
    changed_by: string;
    person_name: string;
    ip: string | null;
    before: TradeInfoStateDto | string;
    after: TradeInfoStateDto | string;
  }>(
    `SELECT c.change_id, c.changed_at, c.changed_by, p.person_name, c.ip, c.before, c.after
       FROM org_trade_info_changes c JOIN persons p ON p.person_id = c.changed_by
      WHERE c.group_id = $1 ORDER BY c.changed_at DESC, c.seq DESC`,
    [groupId],
  );
  return rows.map((r) => ({
    changeId: r.change_id,
    at: iso(r.changed_at)!,
    byPersonId: r.changed_by,
    byName: r.person_name,
    ip: r.ip,
    before: recordedState(r.before),
    after: recordedState(r.after),
  }));
}

/**
 * tradeInfoSet: checks the state (core orgTradeInfoRefusal: FD4830, FD4831, FD4833), then in one transaction
 * over the locked organisation upserts org_trade_info (the address column keeps its value) and
 * org_private_trade's fee discount (×10^4, none stored as NULL; a request without `feeDiscount` keeps it) and
 * records the change with the session's person, the clock's time and the caller's IP. An unchanged state
 * records nothing.
 * @throws GatewayError TradeInfoOrgNotFound (FD4832), TradeInfoReasonRequired (FD4830), TradeInfoProgressInvalid
 *   (FD4831), TradeInfoFeeDiscountInvalid (FD4833)
 */
async function setTradeInfo(
  request: {
    groupId: string;
    blacklisted: boolean;
    blacklistReason?: string | undefined;
    registerProgress: string;
    job: boolean;
    lcs: boolean;
    feeDiscount?: string | undefined;
  },
  ctx: HandlerContext,
): Promise<TradeInfoRow> {
  const session = sessionOf(ctx);
  const checked = {
    blacklisted: request.blacklisted,
    blacklistReason: request.blacklisted ? (request.blacklistReason?.trim() ?? null) : null,
    registerProgress: request.registerProgress.trim(),
    job: request.job,
    lcs: request.lcs,
    feeDiscount: request.feeDiscount,
  };
  const refusal = orgTradeInfoRefusal(checked);
  if (refusal) throw new GatewayError(refusal.code, undefined, { detail: refusal.params ?? {} });
  await ctx.db.transaction(async (tx) => {
    const current = await rowFor(tx, request.groupId, true);
    const before: TradeInfoStateDto = {
      blacklisted: current.blacklisted,
      blacklistReason: current.blacklistReason,
      registerProgress: current.registerProgress,
      job: current.job,
      lcs: current.lcs,
      feeDiscount: current.feeDiscount,
    };
    const feeDiscountE4 =
      request.feeDiscount === undefined
        ? feeDiscountE4Of(current.feeDiscount)
        : feeDiscountE4Of(request.feeDiscount);
    const after: TradeInfoStateDto = { ...checked, feeDiscount: feeDiscountTextOf(feeDiscountE4) };
    if (JSON.stringify(before) === JSON.stringify(after) && current.maintained) return;
    const now = new Date(ctx.clock.now());
    await tx.query(
      `INSERT INTO org_trade_info (group_id, is_black_rose, black_reason, register_progress, job, lcs,
                                   updated_at, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (group_id) DO UPDATE SET is_black_rose = $2, black_reason = $3, register_progress = $4,
              job = $5, lcs = $6, updated_at = $7, updated_by = $8`,
      [
        request.groupId,
        after.blacklisted,
        after.blacklistReason,
        after.registerProgress,
        after.job,
        after.lcs,
        now,
        session.personId,
      ],
    );
    if (after.feeDiscount !== before.feeDiscount) {
      await tx.query(
        `INSERT INTO org_private_trade (group_id, fee_discount_e4) VALUES ($1, $2)
         ON CONFLICT (group_id) DO UPDATE SET fee_discount_e4 = $2`,
        [request.groupId, feeDiscountE4],
      );
    }
    await tx.query(
      `INSERT INTO org_trade_info_changes (change_id, group_id, changed_by, changed_at, ip, before, after)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
      [
        `T${randomBytes(9).toString('base64url')}`,
        request.groupId,
        session.personId,
        now,
        ctx.ip || null,
        JSON.stringify(before),
        JSON.stringify(after),
      ],
    );
  });
  return rowFor(ctx.db, request.groupId);
}

/** Handlers of the back office's private-trade information maintenance (FundDesk; spec 02 §3, §5). */
export const orgTradeInfoRoutes: Route[] = [
  route(api.tradeInfoList, async (_req, ctx) => {
    const rows = await ctx.db.query<RowDb>(`${ROW_SELECT} ORDER BY o.group_id`);
    return { list: rows.map(rowOf) };
  }),
  route(api.tradeInfoShow, async (req, ctx) => ({
    info: await rowFor(ctx.db, req.groupId),
    history: await historyOf(ctx.db, req.groupId),
  })),
  route(api.tradeInfoSet, (req, ctx) => setTradeInfo(req, ctx)),
];
