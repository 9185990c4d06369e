/**
 * Handlers of 持仓风险监控 (core `api/riskMonitor.ts`; spec 03 §7 fundPositionRiskMonitor; issue 14 §5): the
 * settings with their trail, the records (evaluated first: riskMonitor/store.ts), delete, unread count (the menu
 * badge) and mark read. Every call acts for one of the person's organisations (scopeGroups: FD1004 otherwise).
 */
import { GatewayError, riskMonitor, riskMonitorDecision, type RiskRecord } from '@funddesk/core';
import { clientTypeOf } from '../trade/funds.js';
import { shanghaiIso } from '../trade/time.js';
import { configOf, evaluateAccount, saveConfig, unreadCount } from '../riskMonitor/store.js';
import { scopeGroups } from './asset.js';
import { route, sessionGroup, sessionOf, type HandlerContext, type Route } from './types.js';

/**
 * Refuses the call (FD1003 Forbidden) when the session's organisation or the account acted for is of the
 * trust-type institution channel, for which the spec hides 持仓风险监控 (core riskMonitorDecision; spec 03 §2).
 * The menu leaves the node out for the same organisations (auth/variantMenu.ts); the server enforces it.
 */
async function requireRiskMonitor(ctx: HandlerContext, groupIds: readonly string[]): Promise<void> {
  for (const groupId of new Set([sessionGroup(ctx), ...groupIds])) {
    const decision = riskMonitorDecision(await clientTypeOf(ctx.db, groupId));
    if (!decision.ok) throw new GatewayError(decision.code);
  }
}

/**
 * The one account a call acts for: the requested one (the person's) or the session's; refused for the trust
 * channel ({@link requireRiskMonitor}).
 */
async function accountOf(ctx: HandlerContext, groupId: string | undefined): Promise<string> {
  const account = scopeGroups(ctx, groupId ? [groupId] : undefined)[0]!;
  await requireRiskMonitor(ctx, [account]);
  return account;
}

interface RecordRow {
  id: string;
  fund_id: string;
  kind: RiskRecord['kind'];
  day: string;
  value: string | null;
  ref: string;
  read_at: Date | string | null;
}

interface ChangeRow {
  old_drawdown_percent: string;
  old_day_drop_percent: string;
  drawdown_percent: string;
  day_drop_percent: string;
  person_name: string;
  login_name: string;
  ip: string | null;
  changed_at: Date | string;
}

/** The risk monitor's routes (spec 03 §7 fundPositionRiskMonitor; issue 14 §5). */
export const riskMonitorRoutes: Route[] = [
  route(riskMonitor.saveOrUpdateConfig, async (request, ctx) => {
    const groupId = await accountOf(ctx, request.groupId);
    const session = sessionOf(ctx);
    await saveConfig(
      ctx.db,
      groupId,
      { drawdownPercent: request.drawdownPercent, dayDropPercent: request.dayDropPercent },
      { personId: session.personId, ip: ctx.ip || null, nowMs: ctx.clock.now() },
    );
    return configOf(ctx.db, groupId);
  }),

  route(riskMonitor.queryConfigAndRecordPage, async (request, ctx) => {
    const groupId = await accountOf(ctx, request.groupId);
    const market = ctx.services.market;
    await evaluateAccount(ctx.db, market, groupId, ctx.clock.now());
    const config = await configOf(ctx.db, groupId);
    const changes = await ctx.db.query<ChangeRow>(
      `SELECT c.old_drawdown_percent::text AS old_drawdown_percent, c.old_day_drop_percent::text AS old_day_drop_percent,
              c.drawdown_percent::text AS drawdown_percent, c.day_drop_percent::text AS day_drop_percent,
              coalesce(p.person_name, c.person_id) AS person_name, coalesce(p.login_name, '') AS login_name,
              c.ip, c.changed_at
         FROM risk_monitor_config_changes c LEFT JOIN persons p ON p.person_id = c.person_id
        WHERE c.group_id = $1 ORDER BY c.changed_at DESC, c.id DESC LIMIT 20`,
      [groupId],
    );
    const where = `group_id = $1 AND deleted_at IS NULL${request.unreadOnly ? ' AND read_at IS NULL' : ''}${
      request.kind ? ' AND kind = $2' : ''
    }`;
    const params: unknown[] = request.kind ? [groupId, request.kind] : [groupId];
    const [count] = await ctx.db.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM risk_monitor_records WHERE ${where}`,
      params,
    );
    const totalRows = Number(count?.n ?? 0);
    const { currentPage, pagesize } = request.pagination;
    const rows = await ctx.db.query<RecordRow>(
      `SELECT id::text AS id, fund_id, kind, day, value, ref, read_at FROM risk_monitor_records WHERE ${where}
        ORDER BY day DESC, id DESC LIMIT ${pagesize} OFFSET ${(currentPage - 1) * pagesize}`,
      params,
    );
    return {
      config,
      changes: changes.map((c) => ({
        oldDrawdownPercent: c.old_drawdown_percent,
        oldDayDropPercent: c.old_day_drop_percent,
        drawdownPercent: c.drawdown_percent,
        dayDropPercent: c.day_drop_percent,
        personName: c.person_name,
        loginName: c.login_name,
        ip: c.ip,
        changedAt: shanghaiIso(c.changed_at),
      })),
      list: rows.map((r) => ({
        id: r.id,
        fundId: r.fund_id,
        fundName: market.fund(r.fund_id)?.shortName ?? r.fund_id,
        kind: r.kind,
        day: r.day,
        value: r.value,
        ref: r.ref,
        read: r.read_at !== null,
      })),
      pagination: { currentPage, pagesize, pageCount: Math.ceil(totalRows / pagesize), totalRows },
      unread: await unreadCount(ctx.db, groupId),
    };
  }),

  route(riskMonitor.deleteMonitorRecordById, async (request, ctx) => {
    await requireRiskMonitor(ctx, []);
    const groupIds = [...sessionOf(ctx).groupIds];
    const [row] = await ctx.db.query<{ group_id: string }>(
      `UPDATE risk_monitor_records SET deleted_at = $3
        WHERE id = $1::bigint AND group_id = ANY($2::text[]) AND deleted_at IS NULL
        RETURNING group_id`,
      [request.id, groupIds, new Date(ctx.clock.now()).toISOString()],
    );
    const groupId = row?.group_id ?? sessionGroup(ctx);
    return { id: request.id, unread: await unreadCount(ctx.db, groupId) };
  }),

  route(riskMonitor.countUnreadRecord, async (_request, ctx) => {
    const groupId = sessionGroup(ctx);
    await requireRiskMonitor(ctx, [groupId]);
    await evaluateAccount(ctx.db, ctx.services.market, groupId, ctx.clock.now());
    return { num: await unreadCount(ctx.db, groupId) };
  }),

  route(riskMonitor.setRecordBeRead, async (request, ctx) => {
    const groupId = await accountOf(ctx, request.groupId);
    const at = new Date(ctx.clock.now()).toISOString();
    const rows = request.all
      ? await ctx.db.query(
          `UPDATE risk_monitor_records SET read_at = $2
            WHERE group_id = $1 AND read_at IS NULL AND deleted_at IS NULL RETURNING id`,
          [groupId, at],
        )
      : request.ids.length === 0
        ? []
        : await ctx.db.query(
            `UPDATE risk_monitor_records SET read_at = $3
              WHERE group_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL AND deleted_at IS NULL RETURNING id`,
            [groupId, request.ids, at],
          );
    return { updated: rows.length, unread: await unreadCount(ctx.db, groupId) };
  }),
];
