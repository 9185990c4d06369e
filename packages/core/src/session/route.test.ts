import { describe, expect, it } from 'vitest';
import {
  decideRoute,
  decodeHashUrl,
  isInAppBrowser,
  isInMaintenance,
  maintenanceInstantMs,
  matchesRoute,
  type RouteDecision,
  type RouteState,
  type RouteTarget,
  storedMaintenance,
} from './route.js';

/** 2024-06-01 10:00 Beijing time. */
const NOW = Date.UTC(2024, 5, 1, 2, 0, 0);
const HOUR = 3_600_000;

/** A logged-in institution operator with the dynamic routes loaded; each case changes what it tests. */
const inside: RouteState = {
  token: 't',
  groupId: 'G1',
  isOnlyCockpitUser: false,
  transactorChangeStatus: null,
  maintenance: null,
  now: NOW,
  dynamicRoutesLoaded: true,
  knownRoutes: ['/redirect', '/asset/index', '/product/equality/:fundId', '/user/userInfo'],
  inAppBrowser: false,
  variant: 'institution',
};
const out: RouteState = { ...inside, token: undefined, groupId: undefined };
const tokenOnly: RouteState = { ...inside, groupId: undefined };
const enterpriseOut: RouteState = { ...out, variant: 'enterprise' };
const enterpriseIn: RouteState = { ...inside, variant: 'enterprise' };
const duringMaintenance: RouteState = { ...inside, maintenance: { dStart: NOW - HOUR, dEnd: NOW + HOUR } };
const afterMaintenance: RouteState = { ...inside, maintenance: { dStart: NOW - 2 * HOUR, dEnd: NOW - HOUR } };
const changing = (roleType: string, hasAdmin: boolean): RouteState => ({
  ...inside,
  transactorChangeStatus: { hasTransactorChanging: true, roleType, hasAdmin },
});
const cockpit: RouteState = { ...inside, isOnlyCockpitUser: true };
const firstLoginMissing: RouteState = {
  ...inside,
  firstLogin: {
    isManager: false,
    isOperator: true,
    hasApproveSet: true,
    hasOperator: true,
    hasLoginPwd: false,
    hasTradePwd: false,
  },
};
const toSettingLogin: RouteDecision = {
  kind: 'redirect',
  to: '/orgaccount/settingLogin',
  replace: true,
  reason: 'firstLoginSettings',
};
const routesNotLoaded: RouteState = { ...inside, dynamicRoutesLoaded: false };
const inApp: RouteState = { ...out, inAppBrowser: true };

const allow: RouteDecision = { kind: 'allow' };
const toLogin: RouteDecision = { kind: 'redirect', to: '/login/organizationLogin', reason: 'notLoggedIn' };
const toMaintain: RouteDecision = { kind: 'redirect', to: '/maintain', replace: true, reason: 'maintenance' };
const toManagerResult: RouteDecision = {
  kind: 'redirect',
  to: '/orgaccount/changeManagerResult',
  reason: 'transactorChanging',
};
const toCockpit: RouteDecision = { kind: 'redirect', to: '/boss/screen', reason: 'cockpitOnly' };
const toWechat: RouteDecision = { kind: 'redirect', to: '/wechat', reason: 'inAppBrowser' };
const toTradingSite: RouteDecision = {
  kind: 'redirect',
  to: '/redirect',
  reason: 'alreadyLoggedIn',
  carryEncryptedGroupId: true,
};
const opening = (path: string): RouteTarget => ({ path, appOpening: true });

describe('decideRoute (spec 01 §2.3 route guard behaviour)', () => {
  it.each<[string, RouteState, string | RouteTarget, RouteDecision]>([
    // open routes
    ...[
      '/',
      '/siku/aboutUs',
      '/siku/cfo',
      '/siku/industry',
      '/activity/pdfReport',
      '/activity/pdfReportCover',
    ].map((path): [string, RouteState, string, RouteDecision] => [
      `spec 01 §2.3: ${path} is open without login`,
      out,
      path,
      allow,
    ]),
    ['spec 01 §2.2: /404 is a fixed public page', out, '/404', allow],
    // open prefixes
    ...[
      '/double-record/step1',
      '/wechat',
      '/helpCenter/helpQuestion',
      '/pdfPage',
      '/agreement/privacy',
      '/login/chooseOrganization',
      '/deeplink',
      '/deeplink/fund',
      '/orgaccount/openGuide',
      '/orgaccount/openAccount',
    ].map((path): [string, RouteState, string, RouteDecision] => [
      `spec 01 §2.3: open prefix ${path} needs no login`,
      out,
      path,
      allow,
    ]),
    ['spec 01 §2.3: an open page stays open when logged in', inside, '/helpCenter/helpQuestion', allow],
    [
      'spec 01 §2.3: /login/chooseOrganization is an open prefix, also when logged in',
      inside,
      '/login/chooseOrganization',
      allow,
    ],
    // /login/*
    ['spec 01 §2.3: /login/* is open when not logged in', out, '/login/organizationLogin', allow],
    [
      'spec 01 §2.2: /login redirects to the login page (organizationLogin)',
      out,
      '/login',
      { kind: 'redirect', to: '/login/organizationLogin', replace: true, reason: 'variantLoginPage' },
    ],
    [
      'spec 01 §2.2: /login redirects to the enterprise login page on the enterprise host',
      enterpriseOut,
      '/login',
      { kind: 'redirect', to: '/login/sikuOrganizationLogin', replace: true, reason: 'variantLoginPage' },
    ],
    ...(
      [
        ['/login/organizationLogin', '/login/sikuOrganizationLogin'],
        ['/login/index', '/login/sikuOrganizationLogin'],
        ['/login/chooseOrganization', '/login/sikuChooseOrganization'],
        ['/login/fundBackPassword/org', '/login/sikuFundBackPassword/org'],
      ] as const
    ).map(([path, to]): [string, RouteState, string, RouteDecision] => [
      `spec 01 §1: the variants' login pages differ: ${path} on the enterprise host -> ${to}`,
      enterpriseOut,
      path,
      { kind: 'redirect', to, replace: true, reason: 'variantLoginPage' },
    ]),
    ...(
      [
        ['/login/sikuOrganizationLogin', '/login/organizationLogin'],
        ['/login/sikuChooseOrganization', '/login/chooseOrganization'],
        ['/login/sikuFundBackPassword/person', '/login/fundBackPassword/person'],
      ] as const
    ).map(([path, to]): [string, RouteState, string, RouteDecision] => [
      `spec 01 §1: the variants' login pages differ: ${path} on the institution host -> ${to}`,
      out,
      path,
      { kind: 'redirect', to, replace: true, reason: 'variantLoginPage' },
    ]),
    ...[
      '/login/sikuOrganizationLogin',
      '/login/sikuChooseOrganization',
      '/login/sikuFundBackPassword/org',
    ].map((path): [string, RouteState, string, RouteDecision] => [
      `spec 01 §2.2: the enterprise login page ${path} is open on the enterprise host`,
      enterpriseOut,
      path,
      allow,
    ]),
    ['spec 01 §2.2: the person login page /login/index is open (institution)', out, '/login/index', allow],
    ['spec 01 §2.3: forgot password is open when not logged in', out, '/login/fundBackPassword/1', allow],
    [
      'spec 01 §2.3: a token without group id is still choosing: /login/* stays open',
      { ...tokenOnly, variant: 'enterprise' },
      '/login/sikuChooseOrganization',
      allow,
    ],
    [
      'spec 01 §2.3: /login/* when logged in -> the trading site redirect page with the encrypted group number',
      inside,
      '/login/organizationLogin',
      toTradingSite,
    ],
    [
      'spec 01 §2.3: /login/* when logged in, enterprise variant -> its own trading site redirect page',
      enterpriseIn,
      '/login/sikuOrganizationLogin',
      toTradingSite,
    ],
    // maintenance
    ['spec 01 §2.3: /maintain shows inside the maintenance window', duringMaintenance, '/maintain', allow],
    [
      'spec 01 §2.3: /maintain outside the window (after it) -> /redirect',
      afterMaintenance,
      '/maintain',
      { kind: 'redirect', to: '/redirect', reason: 'maintenanceOver' },
    ],
    [
      'spec 01 §2.3: /maintain with no window -> /redirect',
      out,
      '/maintain',
      { kind: 'redirect', to: '/redirect', reason: 'maintenanceOver' },
    ],
    [
      'spec 03 §4: inside the window a page is replaced by /maintain',
      duringMaintenance,
      '/asset/index',
      toMaintain,
    ],
    [
      'spec 01 §2.3: inside the window every other page, open ones too, -> /maintain',
      { ...duringMaintenance, token: undefined, groupId: undefined },
      '/',
      toMaintain,
    ],
    [
      'spec 01 §2.3: inside the window the login page -> /maintain',
      { ...out, maintenance: duringMaintenance.maintenance },
      '/login/organizationLogin',
      toMaintain,
    ],
    ['spec 01 §2.3: after the window pages show again', afterMaintenance, '/asset/index', allow],
    // no token or group id
    ['spec 01 §2.3: no token or no group id -> login (no token)', out, '/asset/index', toLogin],
    [
      'spec 01 §2.3: no token or no group id -> login (token without group id)',
      tokenOnly,
      '/asset/index',
      toLogin,
    ],
    [
      'spec 01 §2.3: no token or no group id -> login (group id without token)',
      { ...inside, token: '' },
      '/asset/index',
      toLogin,
    ],
    [
      "spec 01 §2.2: no token -> the enterprise variant's login page",
      enterpriseOut,
      '/asset/index',
      { kind: 'redirect', to: '/login/sikuOrganizationLogin', reason: 'notLoggedIn' },
    ],
    ['spec 01 §2.3: a route loaded before the table still needs login', out, '/boss/screen', toLogin],
    // manager (transactor) change
    [
      'spec 01 §2.3: manager change in progress, old operator -> change-manager-result',
      changing('jgt_old_op', false),
      '/asset/index',
      toManagerResult,
    ],
    [
      'spec 01 §2.3: manager change in progress, administrator (hasAdmin) -> change-manager-result',
      changing('op', true),
      '/asset/index',
      toManagerResult,
    ],
    [
      'spec 01 §2.3: manager change in progress, administrator (jgt_person) -> change-manager-result',
      changing('jgt_person', false),
      '/user/userInfo',
      toManagerResult,
    ],
    [
      'spec 01 §2.3: manager change in progress, the result page itself shows',
      changing('jgt_old_op', false),
      '/orgaccount/changeManagerResult',
      allow,
    ],
    [
      'spec 01 §4.2: missing first-login settings force the settings-login page',
      firstLoginMissing,
      '/asset/index',
      toSettingLogin,
    ],
    [
      'spec 01 §4.2: the settings-login page itself shows while settings are missing',
      firstLoginMissing,
      '/orgaccount/settingLogin',
      allow,
    ],
    [
      'spec 01 §4.2: the settings page is forced before the dynamic routes load',
      { ...firstLoginMissing, dynamicRoutesLoaded: false },
      '/redirect',
      toSettingLogin,
    ],
    [
      'spec 01 §2.3, §4.2: a manager change in progress wins over the settings page',
      { ...changing('jgt_old_op', false), firstLogin: firstLoginMissing.firstLogin },
      '/orgaccount/settingLogin',
      toManagerResult,
    ],
    [
      'spec 01 §4.2: nothing missing, no settings page',
      { ...inside, firstLogin: { ...firstLoginMissing.firstLogin!, hasLoginPwd: true, hasTradePwd: true } },
      '/asset/index',
      allow,
    ],
    [
      'spec 01 §2.3: open pages stay open with settings missing',
      firstLoginMissing,
      '/helpCenter/helpQuestion',
      allow,
    ],
    [
      'spec 01 §2.3: manager change in progress does not stop other operators',
      changing('op', false),
      '/asset/index',
      allow,
    ],
    [
      'spec 01 §2.3: no change in progress, the old operator goes on',
      {
        ...inside,
        transactorChangeStatus: { hasTransactorChanging: false, roleType: 'jgt_old_op', hasAdmin: true },
      },
      '/asset/index',
      allow,
    ],
    // cockpit
    ['spec 01 §2.3: a cockpit-only user always goes to /boss/screen', cockpit, '/asset/index', toCockpit],
    [
      'spec 01 §2.3: a cockpit-only user, even on a pre-table route',
      cockpit,
      '/orgaccount/settingLogin',
      toCockpit,
    ],
    ['spec 01 §2.3: the cockpit itself shows for them', cockpit, '/boss/screen', allow],
    [
      'spec 03 §2 Cockpit: a cockpit-only user opens the pages of their menu (数据驾驶舱)',
      { ...cockpit, knownRoutes: ['/cockpit/dataCockpit', '/cockpit/affiliatedOrg'] },
      '/cockpit/dataCockpit',
      allow,
    ],
    [
      'spec 03 §2 Cockpit: a cockpit-only user’s /cockpit/… path still has to be a known route',
      cockpit,
      '/cockpit/unknown',
      { kind: 'redirect', to: '/404', replace: true, reason: 'unknownRoute' },
    ],
    // pre-table routes
    ...[
      '/orgaccount/settingLogin',
      '/orgaccount/changeManagerResult',
      '/orgaccount/orgInfo',
      '/orgaccount/openResult',
      '/boss/screen',
    ].map((path): [string, RouteState, string, RouteDecision] => [
      `spec 01 §2.3: ${path} loads before the dynamic route table`,
      routesNotLoaded,
      path,
      allow,
    ]),
    // dynamic routes
    [
      'spec 01 §2.3: before the dynamic routes exist they are added once, then the target is decided again',
      routesNotLoaded,
      '/asset/index',
      { kind: 'loadRoutes' },
    ],
    ['spec 01 §2.3: a target matching a generated route lands there', inside, '/asset/index', allow],
    ['spec 01 §2.3: a generated route with a parameter', inside, '/product/equality/000001', allow],
    [
      'spec 01 §2.2: unknown path after the routes are loaded -> /404',
      inside,
      '/no/such/page',
      { kind: 'redirect', to: '/404', replace: true, reason: 'unknownRoute' },
    ],
    [
      'spec 01 §2.2: a parameter segment must not be empty',
      inside,
      '/product/equality/',
      { kind: 'redirect', to: '/404', replace: true, reason: 'unknownRoute' },
    ],
    // in-app browser
    ['spec 01 §2.3: opening in an in-app browser pushes /wechat', inApp, opening('/'), toWechat],
    [
      'spec 01 §2.3: opening in an in-app browser, logged in too',
      { ...inside, inAppBrowser: true },
      opening('/asset/index'),
      toWechat,
    ],
    ['spec 01 §2.3: in-app browser, except on deeplink pages', inApp, opening('/deeplink'), allow],
    [
      'spec 01 §2.3: in-app browser, except on double-record pages',
      inApp,
      opening('/double-record/step1'),
      allow,
    ],
    ['spec 01 §2.3: in-app browser, /wechat itself shows', inApp, opening('/wechat'), allow],
    [
      'spec 01 §2.3: in-app browser, later navigations are not redirected',
      { ...inside, inAppBrowser: true },
      '/asset/index',
      allow,
    ],
    ['spec 01 §2.3: an ordinary browser opening the app is not redirected', out, opening('/'), allow],
    [
      'spec 01 §2.3: maintenance wins over the in-app push',
      { ...inApp, maintenance: duringMaintenance.maintenance },
      opening('/'),
      toMaintain,
    ],
  ])('%s', (_rule, state, target, decision) => {
    expect(decideRoute(state, target)).toEqual(decision);
  });
});

describe('the maintenance window (spec 01 §2.3, spec 03 §4 "Maintenance")', () => {
  it.each<[string, { dStart: number | string; dEnd: number | string } | null, number, boolean]>([
    ['no window is no maintenance', null, NOW, false],
    ['the start is inside', { dStart: NOW, dEnd: NOW + HOUR }, NOW, true],
    ['the end is inside', { dStart: NOW - HOUR, dEnd: NOW }, NOW, true],
    ['before the start is outside', { dStart: NOW + 1, dEnd: NOW + HOUR }, NOW, false],
    ['after the end is outside', { dStart: NOW - HOUR, dEnd: NOW - 1 }, NOW, false],
    ['text bounds are Beijing time', { dStart: '2024-06-01 09:30:00', dEnd: '2024-06-01 10:30' }, NOW, true],
    [
      'text bounds are Beijing time (not yet)',
      { dStart: '2024-06-01 10:00:01', dEnd: '2024-06-01 11:00:00' },
      NOW,
      false,
    ],
    [
      'ISO bounds with an offset',
      { dStart: '2024-06-01T01:00:00Z', dEnd: '2024-06-01T11:00:00+08:00' },
      NOW,
      true,
    ],
    ['ms as digits', { dStart: String(NOW - 1), dEnd: String(NOW + 1) }, NOW, true],
    ['an unreadable window is no maintenance', { dStart: 'soon', dEnd: 'later' }, NOW, false],
  ])('%s', (_rule, window, now, expected) => {
    expect(isInMaintenance(window, now)).toBe(expected);
  });

  it('reads a zone-less text as Beijing time whatever the machine zone', () => {
    expect(maintenanceInstantMs('2024-06-01 10:00:00')).toBe(NOW);
    expect(maintenanceInstantMs('2024-06-01T10:00')).toBe(NOW);
  });
});

describe('route patterns', () => {
  it.each([
    ['/asset/index', '/asset/index', true],
    ['/product/equality/:fundId', '/product/equality/000001', true],
    ['/product/equality/:fundId', '/product/equality', false],
    ['/asset/index', '/asset/index/more', false],
  ] as const)('%s matches %s: %s', (pattern, path, expected) => {
    expect(matchesRoute(pattern, path)).toBe(expected);
  });
});

/** Standard base64 of a UTF-8 text, as the app-opening URLs carry it. */
const b64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

describe('decodeHashUrl (spec 01 §2.3: hashUrl is base64-decoded and replaces the hash route; failure -> alarm)', () => {
  it.each([
    ['a route', { hashUrl: b64('/deeplink?code=000001') }, { ok: true, hash: '/deeplink?code=000001' }],
    ['a route written with its #', { hashUrl: b64('#/asset/index') }, { ok: true, hash: '/asset/index' }],
    [
      'a Chinese query survives (UTF-8)',
      { hashUrl: b64('/deeplink?name=基金') },
      { ok: true, hash: '/deeplink?name=基金' },
    ],
    [
      'padding may be left off',
      { hashUrl: b64('/deeplink?a=1').replace(/=+$/, '') },
      { ok: true, hash: '/deeplink?a=1' },
    ],
    [
      "a '+' turned into a space by query decoding is restored",
      { hashUrl: b64('/deeplink?x=>>>').replace(/\+/g, ' ') },
      { ok: true, hash: '/deeplink?x=>>>' },
    ],
    [
      'URL-safe base64',
      { hashUrl: b64('/deeplink?x=>>>???').replace(/\+/g, '-').replace(/\//g, '_') },
      { ok: true, hash: '/deeplink?x=>>>???' },
    ],
  ])('spec 01 §2.3: %s', (_rule, query, decision) => {
    expect(decodeHashUrl(query)).toEqual(decision);
  });

  it.each([
    ['no parameter', {}],
    ['an empty parameter', { hashUrl: '' }],
    ['a null parameter', { hashUrl: null }],
  ])('spec 01 §2.3: %s -> nothing to do, no alarm', (_rule, query) => {
    expect(decodeHashUrl(query)).toEqual({ ok: false, reason: 'absent', alarm: false });
  });

  it.each([
    ['not base64 at all', '%%%'],
    ['an impossible length', 'abcde'],
    ['not UTF-8', Buffer.from([0xff, 0xfe, 0x2f]).toString('base64')],
    ['not a route', b64('https://evil.example/')],
    ['a route with a line break', b64('/asset/index\n')],
  ])('spec 01 §2.3, spec 03 §8: %s -> alarm', (_rule, hashUrl) => {
    expect(decodeHashUrl({ hashUrl })).toEqual({
      ok: false,
      reason: 'undecodable',
      alarm: true,
      raw: hashUrl,
    });
  });
});

describe('isInAppBrowser (spec 01 §2.3: /wechat in an in-app browser)', () => {
  it.each([
    ['WeChat', 'Mozilla/5.0 (iPhone) AppleWebKit/605 Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI', true],
    ['WeCom', 'Mozilla/5.0 (Windows NT 10.0) Chrome/86 wxwork/4.1.0 MicroMessenger/7.0.1', true],
    ['DingTalk', 'Mozilla/5.0 (Linux; Android 12) Chrome/97 Mobile DingTalk/7.0.30', true],
    ['Alipay', 'Mozilla/5.0 (iPhone) Mobile AlipayClient/10.5.0', true],
    [
      'desktop Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/141.0 Safari/537.36',
      false,
    ],
    ['no user agent', undefined, false],
  ])('spec 01 §2.3: %s -> %s', (_rule, ua, expected) => {
    expect(isInAppBrowser(ua)).toBe(expected);
  });
});

describe('storedMaintenance (spec 01 §2.3: with no window the stored value is removed; §7.2 dStart, dEnd)', () => {
  it.each([
    [
      'spec 01 §7.2: a window with both bounds is stored',
      { dStart: '2026-02-13 13:00:00', dEnd: '2026-02-13 15:00:00' },
      { dStart: '2026-02-13 13:00:00', dEnd: '2026-02-13 15:00:00' },
    ],
    [
      'spec 01 §7.2: ms bounds are stored',
      { dStart: NOW, dEnd: NOW + HOUR },
      { dStart: NOW, dEnd: NOW + HOUR },
    ],
    ['spec 01 §2.3: no answer removes the stored value', null, null],
    ['spec 01 §2.3: an answer without a window removes it', {}, null],
    ['spec 01 §2.3: empty bounds remove it', { dStart: '', dEnd: '' }, null],
    ['spec 01 §2.3: one bound only removes it', { dStart: NOW }, null],
    ['spec 01 §2.3: unreadable bounds remove it', { dStart: 'soon', dEnd: 'later' }, null],
    ['spec 01 §2.3: a start after the end removes it', { dStart: NOW + HOUR, dEnd: NOW }, null],
  ] as const)('%s', (_rule, check, expected) => {
    expect(storedMaintenance(check)).toEqual(expected);
  });
});
