import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { GatewayError } from '../errors/GatewayError.js';
import {
  a00103Reaction,
  clampToastMs,
  e109016Reaction,
  exportFailureMessage,
  isIgnoredGlobalError,
  isInstitutionEditPath,
  isJwtExpiredMessage,
  messageTiming,
  passesThrottle,
  shouldShowTimeout,
  uploadFailureText,
} from './globalErrors.js';

describe('message timing (spec 01 §8, §9)', () => {
  it('spec 01 §8: toasts 3 s, error toasts 4 s, code 000 2 s, A01008 after 2 s; spec 01 §9: 1000-4000 ms', () => {
    expect(messageTiming).toMatchObject({
      toastMs: 3_000,
      errorMs: 4_000,
      shortMs: 2_000,
      gotoTradeDelayMs: 2_000,
      minMs: 1_000,
      maxMs: 4_000,
      throttleMs: 600,
    });
  });

  it.each([
    [500, 1_000],
    [1_000, 1_000],
    [2_000, 2_000],
    [4_000, 4_000],
    [10_000, 4_000],
    [Number.NaN, 3_000],
  ])('spec 01 §9: a duration of %s ms is held to %s ms', (ms, held) => {
    expect(clampToastMs(ms)).toBe(held);
  });

  it.each([
    [0, 599, false],
    [0, 600, true],
    [Number.NEGATIVE_INFINITY, 0, true],
  ])('spec 01 §8: messages throttle at 600 ms (previous at %s, now %s -> %s)', (last, now, ok) => {
    expect(passesThrottle(last, now)).toBe(ok);
  });
});

describe('ignored global errors (spec 01 §8, spec 02 §8)', () => {
  it.each([
    ['ResizeObserver loop limit exceeded', true],
    ['ResizeObserver loop completed with undelivered notifications.', true],
    ['Initialize failed: invalid dom.', true],
    ['chart container is missing', true],
    ['Script error.', true],
    ['Script error', true],
    ['token expired', true],
    ['Access is denied.', true],
    ['access denied', true],
    ['Blocked a frame with origin "https://a" from accessing a cross-origin frame.', true],
    ["TypeError: Cannot read properties of undefined (reading 'x')", false],
    ['Script error in module foo', false],
    ['', false],
  ] as const)('"%s" ignored: %s', (message, ignored) => {
    expect(isIgnoredGlobalError(message)).toBe(ignored);
  });
});

describe('session expiry by message (spec 01 §8: HTTP 401 or message containing JWT expired)', () => {
  it.each([
    ['JWT expired at 2026-02-13T06:00:00Z', true],
    ['io.jsonwebtoken.ExpiredJwtException: JWT expired', true],
    ['jwt expired', false],
    ['登录信息已过期', false],
  ] as const)('"%s" -> %s', (message, expired) => {
    expect(isJwtExpiredMessage(message)).toBe(expired);
  });

  it('spec 01 §8: an envelope whose message contains JWT expired becomes the session-expired error', () => {
    const error = GatewayError.from({ header: { retCode: 'A99999', retMessage: 'JWT expired' }, body: null });
    expect(error.code).toBe(ErrorCode.SessionExpired);
    expect(error.kind).toBe('logout');
    expect(error.message).toBe('登录信息已过期，请重新登录');
  });
});

describe('timeout message (spec 01 §8)', () => {
  it.each([
    [{ messageVisible: false }, true],
    [{ hideResult: true, messageVisible: false }, false],
    [{ messageVisible: true }, false],
    [{ hideResult: false, messageVisible: false }, true],
  ])('spec 01 §8: %o -> shown %s (not with hideResult, not over another message)', (input, shown) => {
    expect(shouldShowTimeout(input)).toBe(shown);
  });
});

describe('E109016 and A00103 reactions by path (spec 01 §8)', () => {
  it.each([
    ['/mutual-fund-account/api/pc/org/jgtSubmit', true],
    ['/mutual-fund-account/api/pc/org/jgtEditBasicInfo', true],
    ['/mutual-fund-account/api/pc/org/jgtBillEmailEdit/batch', true],
    ['/mutual-fund-account/api/pc/org/info/change/submit', true],
    ['/mutual-fund-account/api/pc/org/info/change/saveOrgRecord', true],
    ['/mutual-fund-account/api/pc/org/transactor/change/save', true],
    ['/mutual-fund-account/api/pc/org/jgtQueryBasicInfo', false],
    ['/mutual-fund-account/api/pc/person/menu', false],
    ['/mutual-fund-trade/api/pc/shopCart/add', false],
  ] as const)(
    'spec 01 §8: E109016 on %s reloads: %s (institution edit or submit paths only)',
    (path, reload) => {
      expect(isInstitutionEditPath(path)).toBe(reload);
      expect(e109016Reaction(path)).toBe(reload ? 'reload' : 'message');
    },
  );

  const menu = '/mutual-fund-account/api/pc/person/menu';
  it.each([
    [menu, 'logout'],
    ['/mutual-fund-trade/api/pc/shopCart/add', 'refresh'],
    [undefined, 'refresh'],
  ] as const)(
    'spec 01 §8: A00103 on %s -> %s (refresh privilege codes, or log out when the menu fails)',
    (path, reaction) => {
      expect(a00103Reaction(path, menu)).toBe(reaction);
    },
  );
});

describe('upload and export failure texts (spec 01 §8, spec 02 §8)', () => {
  it("spec 01 §8: the upload error text is 'fail to post {url} {status}'", () => {
    expect(uploadFailureText('/mutual-fund-account/api/pc/card/ocr', 500)).toBe(
      'fail to post /mutual-fund-account/api/pc/card/ocr 500',
    );
  });

  it.each<[string, unknown, string]>([
    [
      'an envelope object -> its retMessage',
      { header: { retCode: 'T1', retMessage: '导出条数超限' } },
      '导出条数超限',
    ],
    ['a flat object -> its retMessage', { retMessage: '文件生成失败' }, '文件生成失败'],
    [
      'a string holding an envelope -> its retMessage',
      '{"header":{"retMessage":"无数据可导出"}}',
      '无数据可导出',
    ],
    ['an object without retMessage -> the busy text', { foo: 1 }, '当前页面访问量较大，请您稍后再试'],
    ['a string that is not JSON -> the busy text', '<html>', '当前页面访问量较大，请您稍后再试'],
    ['nothing -> the busy text', undefined, '当前页面访问量较大，请您稍后再试'],
    ['a blank retMessage -> the busy text', { retMessage: ' ' }, '当前页面访问量较大，请您稍后再试'],
  ])('spec 01 §8 export failure: %s', (_rule, result, message) => {
    expect(exportFailureMessage(result)).toBe(message);
  });
});
