import { z } from 'zod';
import { defineCall } from './contract.js';

/**
 * A Beijing wall-clock time as the announcement check writes it: `YYYY-MM-DD HH:mm:ss` (read by
 * `maintenanceInstantMs` in core/session).
 */
const beijingTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/**
 * GET {node-api}/omAnnouncement/check/smile-fund-app (spec 01 §7.2, §2.3; spec 03 §4 Maintenance): the
 * maintenance window, called at app start with hideResult. The spec's answer has dStart and dEnd; FundDesk
 * answers the window that has not ended yet (the earliest), both null when there is none, and adds the
 * server's clock and whether today is a working day, so that the web decides by the gateway's time (tests
 * set it) and shows the hotline's service hours (spec 01 §1).
 */
export const announcementCheck = defineCall({
  name: 'omAnnouncementCheck',
  service: 'support',
  path: 'omAnnouncement/check/smile-fund-app',
  method: 'GET',
  auth: 'public',
  request: z.object({}),
  response: z.object({
    /** Start of the maintenance window, Beijing time; null without a window. */
    dStart: beijingTime.nullable(),
    /** End of the maintenance window, Beijing time; null without a window. */
    dEnd: beijingTime.nullable(),
    /** The gateway's clock, ms since the epoch. */
    serverTime: z.number().int(),
    /** Whether today (Beijing) is a working day: an exchange trading day. */
    workingDay: z.boolean(),
  }),
});

/** A notice of the banner (spec 01 §2.1; spec 02 §3 Notice: id, redirectType, redirectUrl, redirectFundCode). */
export const noticeSchema = z.object({
  id: z.string(),
  content: z.string(),
  /** 0 no link, 1 opens a url, 2 opens a fund detail. */
  redirectType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  redirectUrl: z.string().nullable(),
  redirectFundCode: z.string().nullable(),
  /** When the notice took effect, ISO 8601. */
  startTime: z.string(),
});
/** A banner notice. */
export type Notice = z.infer<typeof noticeSchema>;

/**
 * POST /mutual-fund-support/api/homePage/notice/last (spec 01 §7.2, spec 03 §7): the latest notice in
 * effect for the caller's organisation and variant, or null; a notice closed for the organisation is not
 * answered again (spec 01 §2.1 "stays hidden for that group").
 */
export const noticeLast = defineCall({
  name: 'noticeLast',
  service: 'support',
  path: 'homePage/notice/last',
  request: z.object({}),
  response: z.object({ notice: noticeSchema.nullable() }),
});

/**
 * Closes a notice for the caller's organisation after the user confirmed (spec 01 §2.1: "Once closed and
 * confirmed, a notice stays hidden for that group"). The path is ours. Closing twice is no error.
 */
export const noticeClose = defineCall({
  name: 'noticeClose',
  service: 'support',
  path: 'homePage/notice/close',
  request: z.object({ id: z.string().min(1).max(64) }),
  response: z.object({ id: z.string(), closedAt: z.string() }),
});
