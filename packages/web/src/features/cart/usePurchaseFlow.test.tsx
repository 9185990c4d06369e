import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { usePurchaseFlow, type PurchaseFlowDeps, type PurchaseLine } from './usePurchaseFlow';
import { batchResult, cartLine, failureSheet, fakeCartGateway } from './testing/cartFixtures';

afterEach(cleanup);

const lines: PurchaseLine[] = [
  { ...cartLine(), amount: '1000.00' },
  {
    ...cartLine({ fundId: '000198', fundCode: '000198', fundName: '天弘余额宝货币', fundType: '2' }),
    amount: '500.00',
  },
];

const risk = (matchResult: '0' | '1' | '2') => ({
  matchResult,
  fundRiskLevel: 'zxfxdj_3',
  userRiskLevel: 'zxfxdj_3',
  riskTypeDesc: '稳健型',
  expireDate: '2027-12-31',
  list: [],
});

function handlers(overrides: Record<string, (request: unknown) => unknown> = {}) {
  let polls = 0;
  return {
    checkChartFund: () => ({
      msgList: lines.map((line) => ({ fundId: line.fundId, passCheck: true, msg: '' })),
    }),
    checkTradePassword: () => ({ remaining: 5 }),
    checkRiskLevelMultiple: () => risk('0'),
    getSessionToken: () => ({ sessionToken: 'tok-1' }),
    cartPurchase: () => ({ batchSerialNo: 'B1' }),
    cartPurchaseResult: () => {
      polls += 1;
      return batchResult({
        batchSerialNo: 'B1',
        progress: polls >= 3 ? 100 : polls * 40,
        orderStatus: polls >= 3 ? 'done' : 'processing',
      });
    },
    shopCartResultExport: () => failureSheet,
    ...overrides,
  };
}

function setup(
  overrides: Record<string, (request: unknown) => unknown> = {},
  deps: Partial<PurchaseFlowDeps> = {},
) {
  const gateway = fakeCartGateway(handlers(overrides));
  const notifier = { error: vi.fn(() => true), handle: vi.fn() };
  const sleeps: number[] = [];
  const full: PurchaseFlowDeps = {
    gateway,
    notifier,
    gid: 'G100',
    isManager: false,
    onServerTips: vi.fn(),
    onCartChanged: vi.fn(),
    onFinished: vi.fn(),
    saveFile: vi.fn(),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    now: () => 10_000,
    ...deps,
  };
  const hook = renderHook(() => usePurchaseFlow(full));
  return { gateway, notifier, deps: full, hook, sleeps };
}

async function toStep(hook: { result: { current: { step: { kind: string } } } }, kind: string) {
  await waitFor(() => expect(hook.result.current.step.kind).toBe(kind));
}

describe('usePurchaseFlow: the shopping-cart purchase flow (spec 02 §4)', () => {
  it('happy path: check, password, risk, PDFs, token, purchase, polling to 100, success (spec 02 §4, §7)', async () => {
    const { gateway, hook, deps, sleeps } = setup();
    act(() => hook.result.current.start(lines));
    await toStep(hook, 'password');
    expect(hook.result.current.submitting).toBe(true);
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'risk');
    act(() => hook.result.current.confirmRisk());
    await toStep(hook, 'pdf');
    // Only the non-money fund has a summary PDF to read (spec 03 §4).
    expect(hook.result.current.step).toMatchObject({ pdfs: [{ fundId: '110011' }] });
    act(() => hook.result.current.confirmPdfs());
    await toStep(hook, 'result');
    expect(hook.result.current.step).toMatchObject({ success: true });
    expect(gateway.requests('checkTradePassword')).toEqual([{ tradePassword: '135790' }]);
    expect(gateway.requests('getSessionToken')).toEqual([{ gid: 'G100', scene: 'SHOPPING_CART_PURCHASE' }]);
    expect(gateway.requests('cartPurchase')).toEqual([
      {
        password: '135790',
        sessionToken: 'tok-1',
        capsource: 2,
        purchaseList: [
          { fundCode: '110011', amount: '1000.00' },
          { fundCode: '000198', amount: '500.00' },
        ],
        clearCartFund: true,
        protocolIdList: [],
      },
    ]);
    // Polls each 1000 ms, then waits 1000 ms after 100 (spec 02 §4, §9).
    expect(gateway.requests('cartPurchaseResult')).toHaveLength(3);
    expect(sleeps).toEqual([1000, 1000, 1000]);
    expect(deps.onCartChanged).toHaveBeenCalledTimes(1);
    expect(deps.saveFile).not.toHaveBeenCalled();
    act(() => hook.result.current.closeResult());
    expect(deps.onFinished).toHaveBeenCalledTimes(1);
    expect(hook.result.current.step.kind).toBe('idle');
  });

  it('a failing server cart check puts the tips into the lines and stops (spec 02 §5 server cart check)', async () => {
    const { gateway, hook, deps } = setup({
      checkChartFund: () => ({
        msgList: [
          {
            fundId: '110011',
            passCheck: false,
            msg: '交易金额超过单笔购买上限',
            code: 'rules.cart.aboveSingleCap',
          },
          { fundId: '000198', passCheck: true, msg: '' },
        ],
      }),
    });
    act(() => hook.result.current.start(lines));
    await toStep(hook, 'idle');
    expect(deps.onServerTips).toHaveBeenCalledWith({
      '110011': { type: 'limit', tip: '交易金额超过单笔购买上限' },
      '000198': { type: 'none', tip: '' },
    });
    expect(gateway.requests('checkTradePassword')).toHaveLength(0);
  });

  it('a wrong password shows 输入错误，继续输错N次后账户将会被锁定 inline and asks again (spec 01 §8, 02 §4)', async () => {
    let attempts = 0;
    const { hook, notifier } = setup({
      checkTradePassword: () => {
        attempts += 1;
        if (attempts === 1) throw new GatewayError('FD1100', undefined, { detail: { N: 4 } });
        return { remaining: 5 };
      },
    });
    act(() => hook.result.current.start(lines));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('000000'));
    await waitFor(() =>
      expect(hook.result.current.step).toEqual({
        kind: 'password',
        busy: false,
        error: '输入错误，继续输错4次后账户将会被锁定',
      }),
    );
    expect(notifier.handle).not.toHaveBeenCalled();
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'risk');
  });

  it.each([
    ['A00070', '密码错误超出次数限制，请稍后重试'],
    ['A00076', '为了您的交易安全，请先设置交易密码'],
  ])(
    '%s closes the dialog and goes to the notifier (title and action of the catalogue, spec 01 §8)',
    async (code, message) => {
      const { hook, notifier, gateway } = setup({
        checkTradePassword: () => {
          throw new GatewayError(code);
        },
      });
      act(() => hook.result.current.start(lines));
      await toStep(hook, 'password');
      act(() => hook.result.current.submitPassword('111111'));
      await toStep(hook, 'idle');
      expect(notifier.handle).toHaveBeenCalledTimes(1);
      expect(notifier.handle.mock.calls[0]?.[0]).toMatchObject({ code, message });
      expect(gateway.requests('checkRiskLevelMultiple')).toHaveLength(0);
    },
  );

  it('shows the risk dialog for a mismatch too (matchResult 1 or 2, spec 02 §4)', async () => {
    const { hook } = setup({ checkRiskLevelMultiple: () => risk('2') });
    act(() => hook.result.current.start(lines));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'risk');
    expect(hook.result.current.step).toMatchObject({ risk: { matchResult: '2' } });
  });

  it('cancelling the risk dialog ends the flow without placing (spec 02 §4)', async () => {
    const { hook, gateway } = setup();
    act(() => hook.result.current.start(lines));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'risk');
    act(() => hook.result.current.cancel());
    await toStep(hook, 'idle');
    expect(gateway.requests('cartPurchase')).toHaveLength(0);
  });

  it('a purchase refused for an expired (FD4616) or missing (FD4617) risk assessment opens the 风险测评 step, by code, not a toast (spec 02 §5)', async () => {
    for (const [code, expired] of [
      [ErrorCode.RiskExpired, true],
      [ErrorCode.RiskMissing, false],
    ] as const) {
      const { hook, notifier, deps } = setup({
        cartPurchase: () => {
          throw new GatewayError(code);
        },
      });
      act(() => hook.result.current.start(lines));
      await toStep(hook, 'password');
      act(() => hook.result.current.submitPassword('135790'));
      await toStep(hook, 'risk');
      act(() => hook.result.current.confirmRisk());
      await toStep(hook, 'pdf');
      act(() => hook.result.current.confirmPdfs());
      await toStep(hook, 'assessment');
      expect(hook.result.current.step).toEqual({ kind: 'assessment', expired });
      expect(hook.result.current.submitting).toBe(false);
      expect(notifier.handle).not.toHaveBeenCalled();
      expect(deps.onCartChanged).not.toHaveBeenCalled();
      act(() => hook.result.current.closeAssessment());
      await toStep(hook, 'idle');
      cleanup();
    }
  });

  it('another refusal of the purchase still goes to the notifier and back to the cart', async () => {
    const { hook, notifier, deps } = setup({
      cartPurchase: () => {
        throw new GatewayError(ErrorCode.IdDocumentExpired, undefined, { detail: { validTo: '2025-06-30' } });
      },
    });
    act(() => hook.result.current.start(lines));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'risk');
    act(() => hook.result.current.confirmRisk());
    await toStep(hook, 'pdf');
    act(() => hook.result.current.confirmPdfs());
    await waitFor(() => expect(notifier.handle).toHaveBeenCalledTimes(1));
    expect(notifier.handle.mock.calls[0]![0]).toMatchObject({ code: ErrorCode.IdDocumentExpired });
    await toStep(hook, 'idle');
    expect(deps.onCartChanged).toHaveBeenCalledTimes(1);
  });

  it('with no summary PDFs the PDF step resolves at once (spec 03 §4)', async () => {
    const { hook, gateway } = setup();
    const moneyOnly = [lines[1] as PurchaseLine, { ...(lines[0] as PurchaseLine), summaryPdf: '' }];
    act(() => hook.result.current.start(moneyOnly));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'risk');
    act(() => hook.result.current.confirmRisk());
    await toStep(hook, 'result');
    expect(gateway.requests('cartPurchase')).toHaveLength(1);
  });

  it('all failed: the failure dialog, the failure spreadsheet saved, the cart kept (spec 02 §4, §8)', async () => {
    const { hook, deps, gateway } = setup({
      cartPurchaseResult: () => batchResult({ successSize: 0, failSize: 2, failApplyNum: 2 }),
    });
    act(() => hook.result.current.start(lines));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'risk');
    act(() => hook.result.current.confirmRisk());
    await toStep(hook, 'pdf');
    act(() => hook.result.current.confirmPdfs());
    await toStep(hook, 'result');
    expect(hook.result.current.step).toMatchObject({ success: false });
    expect(gateway.requests('shopCartResultExport')).toEqual([{ batchSerialNo: 'B1' }]);
    expect(deps.saveFile).toHaveBeenCalledWith(failureSheet);
    expect(deps.onCartChanged).not.toHaveBeenCalled();
  });

  it('managers keep their cart: clearCartFund false and no refresh (spec 02 §4)', async () => {
    const { hook, deps, gateway } = setup({}, { isManager: true, gid: 'G200' });
    act(() => hook.result.current.start(lines));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'risk');
    act(() => hook.result.current.confirmRisk());
    await toStep(hook, 'pdf');
    act(() => hook.result.current.confirmPdfs());
    await toStep(hook, 'result');
    expect(gateway.requests('cartPurchase')[0]).toMatchObject({ clearCartFund: false });
    expect(gateway.requests('getSessionToken')[0]).toMatchObject({ gid: 'G200' });
    expect(deps.onCartChanged).not.toHaveBeenCalled();
  });

  it('a polling failure shows an error for 3 s and stops polling (spec 02 §8)', async () => {
    const { hook, notifier, gateway } = setup({
      cartPurchaseResult: () => {
        throw new GatewayError('FD5000');
      },
    });
    act(() => hook.result.current.start([lines[1] as PurchaseLine]));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'risk');
    act(() => hook.result.current.confirmRisk());
    await toStep(hook, 'idle');
    expect(gateway.requests('cartPurchaseResult')).toHaveLength(1);
    expect(notifier.error).toHaveBeenCalledWith(expect.any(String), 3000);
  });

  it('a second buy within 2000 ms is ignored (spec 02 §9 throttle)', async () => {
    let now = 10_000;
    const { hook, gateway } = setup(
      { checkChartFund: () => ({ msgList: [{ fundId: '110011', passCheck: false, msg: '暂停申购' }] }) },
      { now: () => now },
    );
    act(() => hook.result.current.start(lines));
    await toStep(hook, 'idle');
    await waitFor(() => expect(gateway.requests('checkChartFund')).toHaveLength(1));
    now += 1_999;
    act(() => hook.result.current.start(lines));
    now += 1;
    // An accepted start calls checkChartFund synchronously (and leaves idle): no wait is needed to see it.
    expect(gateway.requests('checkChartFund')).toHaveLength(1);
    expect(hook.result.current.step.kind).toBe('idle');
    act(() => hook.result.current.start(lines));
    await waitFor(() => expect(gateway.requests('checkChartFund')).toHaveLength(2));
  });
});
