/**
 * Layout decisions of the shell (spec 01 §1, §2.1, §9; spec 03 §9): the notice banner, the sidebar's
 * mobile mode and offsets, and the hotline's service hours. The web measures, stores and renders.
 */
import { shanghaiMinuteOfDay } from '../domain/time.js';
import type { MessageKey } from '../messages/index.js';
import { variantProfiles, type VariantId } from './variant.js';

// ---- notice banner, spec 01 §2.1; spec 02 §3 (Notice: id, redirectType, redirectUrl, redirectFundCode) ----

/** A notice as the banner reads it (spec 02 §3 Notice; spec 01 §7.2 homePage/notice/last). */
export interface BannerNotice {
  id: string;
  /** The banner text. */
  content: string;
  /** 0 no link, 1 opens a url, 2 opens a fund detail (spec 01 §2.1, spec 02 §3). */
  redirectType: number;
  redirectUrl?: string | null | undefined;
  redirectFundCode?: string | null | undefined;
}

/** The banner's jump link. */
export type NoticeLink =
  /** Opens an http(s) url in a new window. */
  | { kind: 'url'; href: string }
  /** Opens a fund detail inside the app (the detail page corrects the product template). */
  | { kind: 'fund'; path: string };

/** The banner to show. */
export interface NoticeBannerView {
  id: string;
  text: string;
  link: NoticeLink | null;
  /** px (spec 01 §2.1: 36 in the institution variant, otherwise 3). */
  height: number;
}

const FUND_CODE = /^[0-9A-Za-z]{6}$/;

/**
 * The jump link of a notice (spec 01 §2.1: "an optional jump link when redirectType is not 0 (1 opens a
 * url, 2 opens a fund detail)"). A url must be http or https (spec 01 §5 file links follow the same rule),
 * a fund code six letters or digits; anything else gives no link rather than a broken one.
 * @see spec 01 §2.1, spec 02 §3
 */
export function noticeLink(notice: Readonly<BannerNotice>): NoticeLink | null {
  if (notice.redirectType === 1) {
    const url = (notice.redirectUrl ?? '').trim();
    return /^https?:\/\/[^\s]+$/i.test(url) ? { kind: 'url', href: url } : null;
  }
  if (notice.redirectType === 2) {
    const code = (notice.redirectFundCode ?? '').trim();
    return FUND_CODE.test(code) ? { kind: 'fund', path: `/product/equality/${code}` } : null;
  }
  return null;
}

/** The stored entry of a notice closed for a group (stored value noticeIds, spec 01 §3, spec 02 §3). */
export function noticeKey(groupId: string, noticeId: string): string {
  return `${groupId}:${noticeId}`;
}

/** How many closed notices the client remembers; the oldest are forgotten first. */
export const NOTICE_IDS_KEPT = 200;

/**
 * Records a notice as closed and confirmed for a group (spec 01 §2.1: "stays hidden for that group"); the
 * newest entry last, no duplicates, at most {@link NOTICE_IDS_KEPT}.
 * @see spec 01 §2.1, §4.3 (noticeIds survive logout)
 */
export function dismissNotice(
  noticeIds: readonly string[] | undefined,
  groupId: string,
  noticeId: string,
): string[] {
  const key = noticeKey(groupId, noticeId);
  return [...(noticeIds ?? []).filter((entry) => entry !== key), key].slice(-NOTICE_IDS_KEPT);
}

/**
 * The notice banner (spec 01 §2.1): none without a notice, without text, or once closed and confirmed for
 * this group; otherwise the text, its link and the variant's height.
 * @param noticeIds - the stored closed notices ({@link noticeKey} entries)
 * @see spec 01 §2.1, spec 03 §9 (height 36 institution, otherwise 3)
 */
export function noticeBanner(input: {
  notice: Readonly<BannerNotice> | null | undefined;
  groupId: string | null | undefined;
  noticeIds: readonly string[] | undefined;
  variant: VariantId;
}): NoticeBannerView | null {
  const { notice, groupId } = input;
  if (!notice || !groupId || notice.content.trim() === '') return null;
  if ((input.noticeIds ?? []).includes(noticeKey(groupId, notice.id))) return null;
  return {
    id: notice.id,
    text: notice.content.trim(),
    link: noticeLink(notice),
    height: variantProfiles[input.variant].bannerHeight,
  };
}

// ---- sidebar, spec 01 §2.1, §9; spec 03 §9 ----

/** The mobile breakpoint, px (spec 01 §9: 1024 px with 3 px tolerance). */
export const MOBILE_BREAKPOINT_PX = 1024;
/** The tolerance subtracted from the body width, px (spec 01 §9). */
export const BREAKPOINT_TOLERANCE_PX = 3;
/** The layout offset with the sidebar open, px (spec 01 §2.1, spec 03 §9). */
export const SIDEBAR_OFFSET_OPEN_PX = 288;
/** The layout offset with the sidebar closed, px (spec 01 §2.1, spec 03 §9). */
export const SIDEBAR_OFFSET_CLOSED_PX = 108;

/**
 * Whether a body width is mobile mode (spec 01 §2.1: "the body width minus 3 is under 1024 px").
 * @param bodyWidth - px
 * @see spec 01 §2.1, §9
 */
export function isMobileWidth(bodyWidth: number): boolean {
  return bodyWidth - BREAKPOINT_TOLERANCE_PX < MOBILE_BREAKPOINT_PX;
}

/**
 * The horizontal space the shell takes beside the page (sidebar and page gutters), px: 288 open, 108
 * closed (spec 01 §2.1). In mobile mode the sidebar overlays the page and takes none of it.
 * @see spec 01 §2.1, spec 03 §9
 */
export function sidebarOffset(opened: boolean, mobile = false): number {
  if (mobile) return 0;
  return opened ? SIDEBAR_OFFSET_OPEN_PX : SIDEBAR_OFFSET_CLOSED_PX;
}

/** What the sidebar's state reads. */
export interface SidebarInput {
  mobile: boolean;
  /** The persisted open state of the desktop sidebar; none stored is open. */
  storedOpened: boolean | null | undefined;
  /** Whether the mobile drawer is open now. */
  drawerOpen: boolean;
}

/**
 * Whether the sidebar is open (spec 01 §2.1): on desktop the persisted state (open by default); in mobile
 * mode the drawer, which starts closed.
 * @see spec 01 §2.1 ("Its open state persists")
 */
export function sidebarOpened(input: Readonly<SidebarInput>): boolean {
  return input.mobile ? input.drawerOpen : input.storedOpened !== false;
}

/**
 * The mobile drawer after a route change (spec 01 §2.1: "in mobile mode it closes on every route change");
 * the desktop sidebar keeps its state.
 * @returns whether the drawer stays open
 * @see spec 01 §2.1
 */
export function drawerOpenAfterRouteChange(mobile: boolean, drawerOpen: boolean): boolean {
  return mobile ? false : drawerOpen;
}

// ---- hotline, spec 01 §1, §9; spec 03 §1, §9 ----

/** Service hours of the hotline, minutes after midnight Beijing time (spec 01 §9: 09:00-18:00). */
export const HOTLINE_HOURS = { open: 9 * 60, close: 18 * 60 } as const;

/** The hotline's state now. */
export interface HotlineStatus {
  /** Whether the hotline is staffed now (a working day, 09:00 to before 18:00 Beijing time). */
  open: boolean;
  statusKey: MessageKey;
}

/**
 * Whether the hotline is in its service hours (spec 01 §1, §9: 09:00-18:00 on working days): 09:00
 * included, 18:00 excluded, Beijing time whatever the machine's zone.
 * @param nowMs - ms since the epoch
 * @param workingDay - whether today is a working day (the server's calendar says)
 * @see spec 01 §1, §9
 */
export function hotlineStatus(nowMs: number, workingDay: boolean): HotlineStatus {
  const minute = shanghaiMinuteOfDay(nowMs);
  const open = workingDay && minute >= HOTLINE_HOURS.open && minute < HOTLINE_HOURS.close;
  return { open, statusKey: open ? 'session.hotline.open' : 'session.hotline.closed' };
}
