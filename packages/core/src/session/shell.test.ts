import { describe, expect, it } from 'vitest';
import {
  dismissNotice,
  drawerOpenAfterRouteChange,
  hotlineStatus,
  isMobileWidth,
  NOTICE_IDS_KEPT,
  noticeBanner,
  noticeKey,
  noticeLink,
  sidebarOffset,
  sidebarOpened,
  type BannerNotice,
} from './shell.js';

const notice = (over: Partial<BannerNotice> = {}): BannerNotice => ({
  id: 'N1',
  content: '系统将于今晚 22:00 升级',
  redirectType: 0,
  ...over,
});

describe('notice banner (spec 01 §2.1 optional notice banner; spec 02 §3 Notice)', () => {
  it.each<[string, BannerNotice, ReturnType<typeof noticeLink>]>([
    ['spec 01 §2.1: redirectType 0 has no jump link', notice(), null],
    [
      'spec 01 §2.1: redirectType 1 opens a url',
      notice({ redirectType: 1, redirectUrl: 'https://example.com/a?b=1' }),
      { kind: 'url', href: 'https://example.com/a?b=1' },
    ],
    [
      'spec 01 §2.1: redirectType 1, http too',
      notice({ redirectType: 1, redirectUrl: ' http://example.com ' }),
      { kind: 'url', href: 'http://example.com' },
    ],
    [
      'spec 01 §5: a url that is not http(s) gives no link',
      notice({ redirectType: 1, redirectUrl: 'javascript:alert(1)' }),
      null,
    ],
    ['spec 01 §2.1: redirectType 1 without a url gives no link', notice({ redirectType: 1 }), null],
    [
      'spec 01 §2.1: redirectType 2 opens a fund detail',
      notice({ redirectType: 2, redirectFundCode: '110011' }),
      { kind: 'fund', path: '/product/equality/110011' },
    ],
    [
      'spec 01 §2.1: redirectType 2 with a malformed code gives no link',
      notice({ redirectType: 2, redirectFundCode: '../x' }),
      null,
    ],
    [
      'spec 01 §2.1: an unknown redirectType gives no link',
      notice({ redirectType: 7, redirectUrl: 'https://example.com' }),
      null,
    ],
  ])('%s', (_rule, input, expected) => {
    expect(noticeLink(input)).toEqual(expected);
  });

  it('spec 01 §2.1, spec 03 §9: the banner is 36 px high in the institution variant, otherwise 3', () => {
    const base = { notice: notice(), groupId: '10000001', noticeIds: [] };
    expect(noticeBanner({ ...base, variant: 'institution' })).toEqual({
      id: 'N1',
      text: '系统将于今晚 22:00 升级',
      link: null,
      height: 36,
    });
    expect(noticeBanner({ ...base, variant: 'enterprise' })?.height).toBe(3);
  });

  it('spec 01 §2.1: once closed and confirmed a notice stays hidden for that group, and only that group', () => {
    const closed = dismissNotice(undefined, '10000001', 'N1');
    expect(closed).toEqual([noticeKey('10000001', 'N1')]);
    expect(
      noticeBanner({ notice: notice(), groupId: '10000001', noticeIds: closed, variant: 'institution' }),
    ).toBeNull();
    expect(
      noticeBanner({ notice: notice(), groupId: '10000002', noticeIds: closed, variant: 'institution' }),
    ).not.toBeNull();
    expect(
      noticeBanner({
        notice: notice({ id: 'N2' }),
        groupId: '10000001',
        noticeIds: closed,
        variant: 'institution',
      }),
    ).not.toBeNull();
  });

  it('spec 01 §2.1: no notice, no text or no group: no banner', () => {
    expect(noticeBanner({ notice: null, groupId: '1', noticeIds: [], variant: 'institution' })).toBeNull();
    expect(
      noticeBanner({
        notice: notice({ content: '  ' }),
        groupId: '1',
        noticeIds: [],
        variant: 'institution',
      }),
    ).toBeNull();
    expect(
      noticeBanner({ notice: notice(), groupId: undefined, noticeIds: [], variant: 'institution' }),
    ).toBeNull();
  });

  it('spec 01 §3: the stored noticeIds keep no duplicates and a bounded history, newest last', () => {
    expect(dismissNotice(['1:N1', '1:N2'], '1', 'N1')).toEqual(['1:N2', '1:N1']);
    const many = Array.from({ length: NOTICE_IDS_KEPT }, (_, i) => `1:old${i}`);
    const next = dismissNotice(many, '1', 'new');
    expect(next).toHaveLength(NOTICE_IDS_KEPT);
    expect(next[0]).toBe('1:old1');
    expect(next.at(-1)).toBe('1:new');
  });
});

describe('sidebar (spec 01 §2.1, §9; spec 03 §9)', () => {
  it.each([
    [1440, false],
    [1027, false],
    [1026, true],
    [1024, true],
    [800, true],
  ])('spec 01 §2.1: body width %i minus 3 under 1024 is mobile: %s', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });

  it('spec 01 §2.1, spec 03 §9: offsets are 288 open and 108 closed; none in mobile mode', () => {
    expect(sidebarOffset(true)).toBe(288);
    expect(sidebarOffset(false)).toBe(108);
    expect(sidebarOffset(true, true)).toBe(0);
  });

  it.each([
    [
      'spec 01 §2.1: the desktop sidebar starts open',
      { mobile: false, storedOpened: undefined, drawerOpen: false },
      true,
    ],
    [
      'spec 01 §2.1: its open state persists (closed)',
      { mobile: false, storedOpened: false, drawerOpen: true },
      false,
    ],
    [
      'spec 01 §2.1: its open state persists (open)',
      { mobile: false, storedOpened: true, drawerOpen: false },
      true,
    ],
    [
      'spec 01 §2.1: in mobile mode the drawer decides, closed at first',
      { mobile: true, storedOpened: true, drawerOpen: false },
      false,
    ],
    [
      'spec 01 §2.1: in mobile mode an opened drawer is open',
      { mobile: true, storedOpened: false, drawerOpen: true },
      true,
    ],
  ])('%s', (_rule, input, expected) => {
    expect(sidebarOpened(input)).toBe(expected);
  });

  it('spec 01 §2.1: in mobile mode the sidebar closes on every route change; on desktop it stays', () => {
    expect(drawerOpenAfterRouteChange(true, true)).toBe(false);
    expect(drawerOpenAfterRouteChange(false, true)).toBe(true);
    expect(drawerOpenAfterRouteChange(false, false)).toBe(false);
  });
});

describe('hotline (spec 01 §1, §9: 09:00-18:00 on working days)', () => {
  /** ms of a Beijing wall-clock time on 2026-02-13 (a Friday, a working day). */
  const beijing = (h: number, m: number) => Date.UTC(2026, 1, 13, h - 8, m);
  it.each([
    ['08:59 is before the hours', beijing(8, 59), true, false],
    ['09:00 opens', beijing(9, 0), true, true],
    ['14:00 is inside', beijing(14, 0), true, true],
    ['17:59 is inside', beijing(17, 59), true, true],
    ['18:00 closes', beijing(18, 0), true, false],
    ['23:30 is after the hours', beijing(23, 30), true, false],
    ['00:30 (the previous UTC day) is outside', beijing(0, 30), true, false],
    ['a non-working day is closed all day', beijing(10, 0), false, false],
  ])('spec 01 §9: %s', (_rule, now, workingDay, open) => {
    const status = hotlineStatus(now, workingDay);
    expect(status.open).toBe(open);
    expect(status.statusKey).toBe(open ? 'session.hotline.open' : 'session.hotline.closed');
  });
});
