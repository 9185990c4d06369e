import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { createNotifier, installGlobalErrorHandlers, notifierTiming, TRADE_MODULE_PATH } from './notifier';

function setup() {
  let now = 10_000;
  const timers: Array<{ at: number; run: () => void }> = [];
  const notifier = createNotifier({
    now: () => now,
    setTimeout: (run, ms) => timers.push({ at: now + ms, run }),
  });
  const effects = {
    logout: vi.fn(),
    navigate: vi.fn(),
    clearViews: vi.fn(),
    reload: vi.fn(),
    refreshMenu: vi.fn(),
    recordLeaveMark: vi.fn(),
    currentPath: () => '/asset/index',
    report: vi.fn(),
  };
  notifier.configure(effects);
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
      if (timer.at <= now) timer.run();
      else timers.push(timer);
    }
  };
  return { notifier, effects, advance };
}

describe('notifier (spec 01 §8)', () => {
  it('toasts last 3 s, error toasts 4 s and code 000 2 s', () => {
    const { notifier, advance } = setup();
    notifier.toast('已保存');
    expect(notifier.getState().toast).toMatchObject({
      message: '已保存',
      timeout: notifierTiming.toastMs,
      intent: 'primary',
    });
    advance(1_000);
    notifier.handle(new GatewayError(ErrorCode.Forbidden));
    expect(notifier.getState().toast).toMatchObject({
      message: '您没有权限进行此操作',
      timeout: 4_000,
      intent: 'danger',
    });
    advance(1_000);
    notifier.handle(new GatewayError(ErrorCode.ShortMessage, '今日额度已用完'));
    expect(notifier.getState().toast).toMatchObject({ message: '今日额度已用完', timeout: 2_000 });
  });

  it('messages throttle at 600 ms', () => {
    const { notifier, advance } = setup();
    expect(notifier.error('一')).toBe(true);
    advance(599);
    expect(notifier.error('二')).toBe(false);
    expect(notifier.getState().toast?.message).toBe('一');
    advance(1);
    expect(notifier.error('三')).toBe(true);
  });

  it('only one alert shows at a time', () => {
    const { notifier } = setup();
    expect(notifier.alert({ message: 'A', confirmText: '确定' })).toBe(true);
    expect(notifier.alert({ message: 'B', confirmText: '确定' })).toBe(false);
    notifier.closeAlert(true);
    expect(notifier.alert({ message: 'B', confirmText: '确定' })).toBe(true);
  });

  it('401 shows 登录信息已过期，请重新登录 and logs out once, however many calls fail', () => {
    const { notifier, effects } = setup();
    notifier.handle(new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 }));
    notifier.handle(new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 }));
    expect(notifier.getState().toast).toMatchObject({
      message: '登录信息已过期，请重新登录',
      intent: 'danger',
      timeout: 4_000,
    });
    expect(effects.logout).toHaveBeenCalledTimes(1);
  });

  it('timeout shows 请求超时，请刷新页面重试 unless hideResult or another message is visible', () => {
    const { notifier, advance } = setup();
    notifier.handle(new GatewayError(ErrorCode.Timeout), { hideResult: true });
    expect(notifier.getState().toast).toBeNull();
    notifier.success('已提交');
    advance(1_000);
    notifier.handle(new GatewayError(ErrorCode.Timeout));
    expect(notifier.getState().toast?.message).toBe('已提交');
    advance(3_000);
    notifier.handle(new GatewayError(ErrorCode.Timeout));
    expect(notifier.getState().toast?.message).toBe('请求超时，请刷新页面重试');
  });

  it('A01008 shows the message, then after 2 s closes all views and opens the trade module; A01009 at once', () => {
    const { notifier, effects, advance } = setup();
    notifier.handle(new GatewayError(ErrorCode.GotoTradeLater, '请前往交易模块'));
    expect(notifier.getState().toast?.message).toBe('请前往交易模块');
    advance(1_999);
    expect(effects.navigate).not.toHaveBeenCalled();
    advance(1);
    expect(effects.clearViews).toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledWith(TRADE_MODULE_PATH);
    notifier.handle(new GatewayError(ErrorCode.GotoTrade));
    expect(effects.navigate).toHaveBeenCalledTimes(2);
  });

  it('S00010 clears the views and alerts 当前链接非法，将重定向到首页, then goes to login', () => {
    const { notifier, effects } = setup();
    notifier.handle(new GatewayError(ErrorCode.IllegalLink));
    expect(effects.clearViews).toHaveBeenCalled();
    expect(notifier.getState().alert?.message).toBe('当前链接非法，将重定向到首页');
    expect(effects.logout).not.toHaveBeenCalled();
    notifier.closeAlert(true);
    expect(effects.logout).toHaveBeenCalled();
  });

  it('A00070 opens the locked dialog whose action goes to forgetTradePassword; other codes are reported', () => {
    const { notifier, effects } = setup();
    notifier.handle(new GatewayError(ErrorCode.TradePasswordLocked));
    expect(notifier.getState().alert).toMatchObject({
      title: '密码错误超出次数限制',
      confirmText: '找回密码',
    });
    notifier.closeAlert(true);
    expect(effects.navigate).toHaveBeenCalledWith('/user/forgetTradePassword');
    notifier.handle(new GatewayError('ZZ999', '未知错误'));
    expect(effects.report).toHaveBeenCalled();
  });
});

const MENU = '/mutual-fund-account/api/pc/person/menu';
const SHOP = '/mutual-fund-trade/api/pc/shopCart/add';

describe('every global error row through the one notifier (spec 01 §8)', () => {
  it('401 is not reported to the alarm channel; 404 is, with 接口地址不存在', () => {
    const { notifier, effects, advance } = setup();
    notifier.handle(new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 }));
    expect(effects.report).not.toHaveBeenCalled();
    advance(1_000);
    notifier.handle(new GatewayError(ErrorCode.NotFound, undefined, { httpStatus: 404 }));
    expect(effects.report).toHaveBeenCalledTimes(1);
    expect(notifier.getState().toast?.message).toBe('接口地址不存在');
  });

  it('A00103 on a call refreshes the privilege codes; on the menu call it logs out with 获取菜单失败', () => {
    const { notifier, effects } = setup();
    notifier.handle(new GatewayError(ErrorCode.MenuFailed), { path: SHOP });
    expect(effects.refreshMenu).toHaveBeenCalledTimes(1);
    expect(effects.logout).not.toHaveBeenCalled();
    notifier.handle(new GatewayError(ErrorCode.MenuFailed), { path: MENU });
    expect(notifier.getState().toast?.message).toBe('获取菜单失败');
    expect(effects.logout).toHaveBeenCalledTimes(1);
  });

  it('A800048 shows the server message with only OK, then logs out', () => {
    const { notifier, effects } = setup();
    notifier.handle(new GatewayError(ErrorCode.ConfirmLogout, '您的账号已在其他设备登录'));
    expect(notifier.getState().alert).toMatchObject({
      message: '您的账号已在其他设备登录',
      confirmText: '确定',
    });
    expect(notifier.getState().alert?.cancelText).toBeUndefined();
    expect(effects.logout).not.toHaveBeenCalled();
    notifier.closeAlert(true);
    expect(effects.logout).toHaveBeenCalledTimes(1);
  });

  it('A00198 alerts 操作员权限已变更，请重新登录 (title 提示, OK); the 401s and repeats behind it wait for its OK', () => {
    const { notifier, effects } = setup();
    notifier.handle(new GatewayError(ErrorCode.PermissionChanged));
    notifier.handle(new GatewayError(ErrorCode.PermissionChanged));
    notifier.handle(new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 }));
    notifier.handle(new GatewayError(ErrorCode.GotoLogin));
    expect(notifier.getState().alert).toMatchObject({
      title: '提示',
      message: '操作员权限已变更，请重新登录',
      confirmText: '确定',
    });
    expect(notifier.getState().toast).toBeNull();
    expect(effects.logout).not.toHaveBeenCalled();
    notifier.closeAlert(true);
    expect(effects.logout).toHaveBeenCalledTimes(1);
  });

  it('a session-ending alert replaces another open alert (one alert at a time)', () => {
    const { notifier } = setup();
    notifier.handle(new GatewayError(ErrorCode.ProfileIncomplete));
    expect(notifier.getState().alert?.title).toBe('温馨提示');
    notifier.handle(new GatewayError(ErrorCode.IllegalLink));
    expect(notifier.getState().alert?.message).toBe('当前链接非法，将重定向到首页');
    notifier.handle(new GatewayError(ErrorCode.TradePasswordLocked));
    expect(notifier.getState().alert?.message).toBe('当前链接非法，将重定向到首页');
  });

  it('99999 goes to login without a message', () => {
    const { notifier, effects } = setup();
    notifier.handle(new GatewayError(ErrorCode.GotoLogin, '请重新登录'));
    expect(effects.logout).toHaveBeenCalledTimes(1);
    expect(notifier.getState().toast).toBeNull();
    expect(notifier.getState().alert).toBeNull();
  });

  it('E109016 reloads on institution edit or submit paths, elsewhere shows its message', () => {
    const { notifier, effects } = setup();
    notifier.handle(new GatewayError(ErrorCode.ReloadPage, '机构信息已变更'), {
      path: '/mutual-fund-account/api/pc/org/jgtSubmit',
    });
    expect(effects.reload).toHaveBeenCalledTimes(1);
    notifier.handle(new GatewayError(ErrorCode.ReloadPage, '机构信息已变更'), { path: SHOP });
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(notifier.getState().toast?.message).toBe('机构信息已变更');
  });

  it('FD1018 (first login not completed, issue 16 finding 3) shows 请先完成首次登录设置 and goes to /orgaccount/settingLogin', () => {
    const { notifier, effects } = setup();
    notifier.handle(new GatewayError(ErrorCode.FirstLoginRequired));
    expect(effects.navigate).toHaveBeenCalledWith('/orgaccount/settingLogin');
    expect(notifier.getState().toast?.message).toBe('请先完成首次登录设置');
    expect(effects.logout).not.toHaveBeenCalled();
    notifier.handle(new GatewayError(ErrorCode.FirstLoginRequired), { hideResult: true });
    expect(effects.navigate).toHaveBeenCalledTimes(2); // a quiet caller is still sent to the settings
  });

  it('A800045 opens 温馨提示 whose action goes to userInfo', () => {
    const { notifier, effects } = setup();
    notifier.handle(new GatewayError(ErrorCode.ProfileIncomplete));
    expect(notifier.getState().alert).toMatchObject({
      title: '温馨提示',
      confirmText: '去完善',
      cancelText: '取消',
    });
    notifier.closeAlert(true);
    expect(effects.navigate).toHaveBeenCalledWith('/user/userInfo');
  });

  it('A800046 opens the authorisation dialog; authorising records leave mark 29 with the current path', () => {
    const { notifier, effects } = setup();
    notifier.handle(new GatewayError(ErrorCode.AuthorisationRequired));
    expect(notifier.getState().alert).toMatchObject({
      kind: 'authorise',
      title: '授权提示',
      confirmText: '授权',
    });
    notifier.closeAlert(true);
    expect(effects.recordLeaveMark).toHaveBeenCalledWith('/asset/index', 29);
    expect(notifier.getState().toast).toMatchObject({ message: '授权成功', intent: 'success' });
  });

  it('A00076 opens 您尚未设置交易密码 whose 立即设置 goes to forgetTradePassword?title=setTradePwd; wrong passwords 重试', () => {
    const { notifier, effects } = setup();
    notifier.handle(new GatewayError(ErrorCode.TradePasswordNotSet));
    expect(notifier.getState().alert).toMatchObject({
      title: '您尚未设置交易密码',
      message: '为了您的交易安全，请先设置交易密码',
      confirmText: '立即设置',
    });
    notifier.closeAlert(true);
    expect(effects.navigate).toHaveBeenCalledWith('/user/forgetTradePassword?title=setTradePwd');
    notifier.handle(new GatewayError(ErrorCode.TradePasswordWrong, undefined, { detail: { N: 2 } }));
    expect(notifier.getState().alert).toMatchObject({
      title: '原密码不正确',
      message: '输入错误，继续输错2次后账户将会被锁定',
      confirmText: '重试',
    });
  });

  it('hideResult keeps message-only reactions quiet but not the session ones', () => {
    const { notifier, effects } = setup();
    notifier.handle(new GatewayError(ErrorCode.Forbidden), { hideResult: true });
    notifier.handle(new GatewayError(ErrorCode.ShortMessage, '额度已满'), { hideResult: true });
    expect(notifier.getState().toast).toBeNull();
    notifier.handle(new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 }), {
      hideResult: true,
    });
    expect(effects.logout).toHaveBeenCalledTimes(1);
  });

  it('holds every toast to 1000-4000 ms (spec 01 §9)', () => {
    const { notifier, advance } = setup();
    notifier.toast('长', 'primary', 10_000);
    expect(notifier.getState().toast?.timeout).toBe(4_000);
    advance(700);
    notifier.toast('短', 'primary', 100);
    expect(notifier.getState().toast?.timeout).toBe(1_000);
  });
});

describe('browser errors (spec 01 §8 ignored global errors)', () => {
  it.each([
    'ResizeObserver loop limit exceeded',
    'ResizeObserver loop completed with undelivered notifications.',
    'Script error.',
    'token expired',
    'Access is denied.',
    'Blocked a frame with origin "https://x" from accessing a cross-origin frame.',
    'Initialize failed: invalid dom.',
  ])('ignores "%s"', (message) => {
    const { notifier, effects } = setup();
    expect(notifier.handleGlobalError(new Error(message))).toBe(false);
    expect(effects.report).not.toHaveBeenCalled();
  });

  it('reports other errors, and not a gateway failure already handled', () => {
    const { notifier, effects } = setup();
    expect(notifier.handleGlobalError(new TypeError('x is undefined'))).toBe(true);
    expect(effects.report).toHaveBeenCalledTimes(1);
    expect(notifier.handleGlobalError(new GatewayError(ErrorCode.Forbidden))).toBe(false);
    expect(effects.report).toHaveBeenCalledTimes(1);
  });

  it('listens to the window: uncaught errors and unhandled rejections, until uninstalled', () => {
    const { notifier, effects } = setup();
    const target = new EventTarget() as unknown as Window;
    const stop = installGlobalErrorHandlers(target, notifier);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom'), message: 'boom' }));
    target.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Script error.' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('lost') }));
    expect(effects.report).toHaveBeenCalledTimes(2);
    stop();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('late'), message: 'late' }));
    expect(effects.report).toHaveBeenCalledTimes(2);
  });
});
