import { ErrorCode, GatewayError, shanghaiDateTime, support, type CallResponse } from '@funddesk/core';
import { shanghaiDate } from '../market/index.js';
import { groupSessionOf, route, type HandlerContext, type Route } from './types.js';

/** A banner notice on the wire. */
type Notice = NonNullable<CallResponse<typeof support.noticeLast>['notice']>;

interface AnnouncementRow {
  d_start: Date | string;
  d_end: Date | string;
}

interface NoticeRow {
  notice_id: string;
  content: string;
  redirect_type: number;
  redirect_url: string | null;
  redirect_fund_code: string | null;
  start_at: Date | string;
}

const toNotice = (row: NoticeRow): Notice => ({
  id: row.notice_id,
  content: row.content,
  redirectType: row.redirect_type === 1 ? 1 : row.redirect_type === 2 ? 2 : 0,
  redirectUrl: row.redirect_url,
  redirectFundCode: row.redirect_fund_code,
  startTime: new Date(row.start_at).toISOString(),
});

/** The sub-channel code of the request's variant, as notices store it. */
const channelOf = (ctx: HandlerContext): 'JGT' | 'SK' => (ctx.variant === 'enterprise' ? 'SK' : 'JGT');

/**
 * Handlers of the support calls of the shell (spec 01 §2.1 notice banner, §2.3 and §7.2 maintenance check,
 * spec 03 §4 Maintenance).
 */
export const supportRoutes: Route[] = [
  // spec 01 §7.2: the earliest window that has not ended (the web decides whether now lies inside it, by
  // this server's clock); the server time and working day come along (spec 01 §1 hotline hours).
  route(support.announcementCheck, async (_req, ctx) => {
    const now = ctx.clock.now();
    const [window] = await ctx.db.query<AnnouncementRow>(
      `SELECT d_start, d_end FROM announcements
        WHERE app = 'smile-fund-app' AND d_end >= $1
        ORDER BY d_start, announcement_id LIMIT 1`,
      [new Date(now)],
    );
    const market = ctx.services.market;
    return {
      // `YYYY-MM-DD HH:mm:ss` Beijing time, as the announcement check writes dStart and dEnd (spec 01 §7.2).
      dStart: window ? shanghaiDateTime(new Date(window.d_start).getTime()) : null,
      dEnd: window ? shanghaiDateTime(new Date(window.d_end).getTime()) : null,
      serverTime: now,
      workingDay: market.calendar.isTradingDay(shanghaiDate(now)),
    };
  }),

  // spec 01 §2.1, §7.2: the latest notice in effect for the organisation and variant, unless closed for it.
  route(support.noticeLast, async (_req, ctx) => {
    const session = groupSessionOf(ctx);
    const [row] = await ctx.db.query<NoticeRow>(
      `SELECT n.* FROM notices n
        WHERE n.start_at <= $1 AND (n.end_at IS NULL OR n.end_at > $1)
          AND (n.variant IS NULL OR n.variant = $2)
          AND (n.group_id IS NULL OR n.group_id = $3)
          AND NOT EXISTS (SELECT 1 FROM notice_dismissals d WHERE d.notice_id = n.notice_id AND d.group_id = $3)
        ORDER BY n.start_at DESC, n.notice_id DESC LIMIT 1`,
      [new Date(ctx.clock.now()), channelOf(ctx), session.groupId],
    );
    return { notice: row ? toNotice(row) : null };
  }),

  // spec 01 §2.1: closed and confirmed, the notice stays hidden for the organisation; a second close is no error.
  route(support.noticeClose, async (req, ctx) => {
    const session = groupSessionOf(ctx);
    const [known] = await ctx.db.query<{ notice_id: string }>(
      `SELECT notice_id FROM notices WHERE notice_id = $1 AND (group_id IS NULL OR group_id = $2)`,
      [req.id, session.groupId],
    );
    // An id that names no notice of this organisation fails validation (FD2000) like any malformed field.
    if (!known) throw new GatewayError(ErrorCode.BadRequest, undefined, { httpStatus: 400 });
    const closedAt = new Date(ctx.clock.now());
    const [row] = await ctx.db.query<{ closed_at: Date | string }>(
      `INSERT INTO notice_dismissals (notice_id, group_id, person_id, closed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (notice_id, group_id) DO UPDATE SET notice_id = EXCLUDED.notice_id
       RETURNING closed_at`,
      [req.id, session.groupId, session.personId, closedAt],
    );
    return { id: req.id, closedAt: new Date(row?.closed_at ?? closedAt).toISOString() };
  }),
];
