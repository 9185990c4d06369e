import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { createNotifier, notifierTiming, TRADE_MODULE_PATH } from './notifier';

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
