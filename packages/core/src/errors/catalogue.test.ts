import { describe, expect, it } from 'vitest';
import { t } from '../messages/index.js';
import { errorCatalogue, ErrorCode, lookupError, serviceCodeLists } from './catalogue.js';
import { GatewayError } from './GatewayError.js';

describe('the global error catalogue (spec 01 §8)', () => {
  it.each([
    ['A00103', 'refreshMenu', '获取菜单失败'],
    ['A800048', 'alertLogout', undefined],
    ['A00198', 'alertLogout', '操作员权限已变更，请重新登录'],
    ['S00010', 'illegalLink', '当前链接非法，将重定向到首页'],
    ['99999', 'gotoLogin', undefined],
    ['000', 'toastShort', undefined],
    ['A01008', 'gotoTrade', undefined],
    ['A01009', 'gotoTrade', undefined],
    ['E109016', 'reload', undefined],
    ['A800045', 'profileIncomplete', undefined],
    ['A800046', 'authorise', undefined],
    ['A00070', 'tradePasswordLocked', '密码错误超出次数限制，请稍后重试'],
    ['A00076', 'tradePasswordNotSet', '为了您的交易安全，请先设置交易密码'],
    [ErrorCode.SessionExpired, 'logout', '登录信息已过期，请重新登录'],
    [ErrorCode.NotFound, 'alarm', '接口地址不存在'],
    [ErrorCode.Timeout, 'timeout', '请求超时，请刷新页面重试'],
  ] as const)('%s reacts with %s', (code, kind, fixed) => {
    const entry = lookupError(code);
    expect(entry.kind).toBe(kind);
    const error = new GatewayError(code, '服务端消息');
    expect(error.message).toBe(fixed ?? '服务端消息');
  });

  it('gives the trade-password rows their spec titles and actions', () => {
    expect(t(errorCatalogue.A00070.title!)).toBe('密码错误超出次数限制');
    expect(t(errorCatalogue.A00070.action!)).toBe('找回密码');
    expect(t(errorCatalogue.A00076.title!)).toBe('您尚未设置交易密码');
    expect(t(errorCatalogue.A00076.action!)).toBe('立即设置');
    expect(t(errorCatalogue.FD1100.title!)).toBe('原密码不正确');
    expect(t(errorCatalogue.FD1100.action!)).toBe('重试');
    expect(new GatewayError(ErrorCode.TradePasswordWrong, undefined, { detail: { N: 3 } }).message).toBe(
      '输入错误，继续输错3次后账户将会被锁定',
    );
  });

  it('answers 401 only for the session, 400/413 for bad input, 200 for business refusals (DESIGN §4)', () => {
    expect(errorCatalogue[ErrorCode.SessionExpired].httpStatus).toBe(401);
    expect(errorCatalogue[ErrorCode.BadRequest].httpStatus).toBe(400);
    expect(errorCatalogue[ErrorCode.BodyTooLarge].httpStatus).toBe(413);
    expect(errorCatalogue[ErrorCode.LoginFailed].httpStatus).toBe(200);
    expect(errorCatalogue[ErrorCode.FundNotFound].httpStatus).toBe(200);
  });

  it('shows the server message for the per-service code lists as a toast, other codes as alarms', () => {
    expect(serviceCodeLists.trade).toContain('T0108');
    expect(lookupError('T0108').kind).toBe('toast');
    expect(lookupError('S00007').kind).toBe('toast');
    expect(lookupError('F100003').kind).toBe('toast');
    expect(lookupError('ZZZ999').kind).toBe('alarm');
  });

  it('reads an envelope with the legacy retcode spelling (spec 01 §3)', () => {
    const error = GatewayError.from({ header: { retcode: 'A01009', retMessage: '去交易' }, body: null });
    expect(error.code).toBe('A01009');
    expect(error.kind).toBe('gotoTrade');
  });
});
