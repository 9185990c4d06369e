import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { emptyTabs, t, type VisitedView } from '@funddesk/core';
import { createTabsStore } from '../../app/tabsStore';
import { fakeGateway, WithGateway } from '../product/testing/fakeGateway';
import { PurchaseFlowDialogs } from './PurchaseFlowDialogs';
import { closeTabOnArrival } from './closeTabOnArrival';
import { batchResult, cartLine } from './testing/cartFixtures';
import type { FlowStep, PurchaseFlow, PurchaseLine } from './usePurchaseFlow';

afterEach(cleanup);

const lines: PurchaseLine[] = [
  { ...cartLine(), amount: '100000' },
  { ...cartLine({ fundId: '005827', fundCode: '005827', fundName: '易方达蓝筹精选混合' }), amount: '2500.5' },
];

function flowAt(step: FlowStep): PurchaseFlow {
  return {
    step,
    lines,
    submitting: step.kind !== 'idle' && step.kind !== 'result',
    start: vi.fn(),
    submitPassword: vi.fn(),
    confirmRisk: vi.fn(),
    confirmPdfs: vi.fn(),
    cancel: vi.fn(),
    closeResult: vi.fn(),
    closeAssessment: vi.fn(),
  };
}

function show(step: FlowStep) {
  render(
    <WithGateway gateway={fakeGateway({})}>
      <PurchaseFlowDialogs
        flow={flowAt(step)}
        canForget={false}
        onForgot={vi.fn()}
        returnTo="/product/index"
        onTakeAssessment={vi.fn()}
      />
    </WithGateway>,
  );
}

describe('what the purchase dialogs say (issue 17 §4; spec 02 §4 shopping-cart purchase flow)', () => {
  it('the trade-password dialog shows the order count and the total amount', () => {
    show({ kind: 'password', busy: false, error: null });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('共 2 笔，合计 102,500.50 元')).toBeTruthy();
  });

  it('the risk-mismatch dialog names the fund that caused it', () => {
    show({
      kind: 'risk',
      risk: {
        matchResult: '2',
        fundRiskLevel: 'zxfxdj_5',
        userRiskLevel: 'zxfxdj_3',
        riskTypeDesc: '稳健型',
        expireDate: '2027-12-31',
        list: [
          { fundId: lines[0]!.fundId, fundRiskLevel: 'zxfxdj_3', matchResult: '0' },
          { fundId: '005827', fundRiskLevel: 'zxfxdj_5', matchResult: '2' },
        ],
      },
    });
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(t('honest.purchase.riskFunds', { funds: '易方达蓝筹精选混合（005827）' })),
    ).toBeTruthy();
    expect(within(dialog).queryByText(new RegExp(lines[0]!.fundName))).toBeNull();
  });

  it('the success dialog says which trading day the orders count for', () => {
    show({
      kind: 'result',
      result: batchResult({ batchSerialNo: 'B1', progress: 100, orderStatus: 'done' }),
      success: true,
      tradeDay: '2026-11-26',
    });
    expect(within(screen.getByRole('dialog')).getByText('本次订单计入 2026-11-26 交易日')).toBeTruthy();
  });
});

describe('the cart purchase refused for the risk assessment (spec 02 §5; FD4616/FD4617)', () => {
  function showInRouter(expired: boolean) {
    const flow = flowAt({ kind: 'assessment', expired });
    const onTakeAssessment = vi.fn();
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <PurchaseFlowDialogs
              flow={flow}
              canForget={false}
              onForgot={vi.fn()}
              returnTo="/product/publicIndex"
              onTakeAssessment={onTakeAssessment}
            />
          ),
        },
      ],
      { initialEntries: ['/product/publicIndex'] },
    );
    render(
      <WithGateway gateway={fakeGateway({})}>
        <RouterProvider router={router} />
      </WithGateway>,
    );
    return { flow, router, onTakeAssessment };
  }

  it('an expired assessment opens the trading desk’s 风险测评 dialog; 去测评 closes the drawer and leads to the questionnaire, back to the page', async () => {
    const { flow, router, onTakeAssessment } = showInRouter(true);
    const dialog = await screen.findByRole('dialog', { name: '风险测评' });
    expect(within(dialog).getByText('您的风险测评已过期，暂不能购买该类产品，请先更新风险测评')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '去测评' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/riskQuestions'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/product/publicIndex');
    expect(flow.closeAssessment).toHaveBeenCalled();
    expect(onTakeAssessment).toHaveBeenCalledTimes(1);
  });

  it('a missing assessment says so; 取消 closes the dialog only', async () => {
    const { flow, onTakeAssessment } = showInRouter(false);
    const dialog = await screen.findByRole('dialog', { name: '风险测评' });
    expect(within(dialog).getByText('您尚未完成风险测评，请先完成风险测评')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(flow.closeAssessment).toHaveBeenCalledTimes(1);
    expect(onTakeAssessment).not.toHaveBeenCalled();
  });
});

const view = (fullPath: string): VisitedView => ({
  fullPath,
  hash: '',
  meta: { title: fullPath },
  name: fullPath,
  params: {},
  path: fullPath,
  query: {},
  title: fullPath,
});

describe('the result dialog closes the current tab (spec 02 §4 "closes the current tab")', () => {
  it('closes the tab the purchase came from once pending trades has opened, even when it was the only tab', () => {
    const store = createTabsStore(undefined);
    expect(store.get()).toEqual(emptyTabs);
    store.dispatch({ type: 'visit', view: view('/product/publicIndex') });
    closeTabOnArrival(store, '/product/publicIndex', '/trade/stayTrade');
    // Still the only tab: nothing is closed yet (the reducer keeps a last tab).
    expect(store.get().views.map((v) => v.fullPath)).toEqual(['/product/publicIndex']);
    store.dispatch({ type: 'visit', view: view('/trade/stayTrade'), from: '/product/publicIndex' });
    expect(store.get().views.map((v) => v.fullPath)).toEqual(['/trade/stayTrade']);
  });

  it('leaves pending trades open when the purchase came from it', () => {
    const store = createTabsStore(undefined);
    store.dispatch({ type: 'visit', view: view('/trade/stayTrade') });
    closeTabOnArrival(store, '/trade/stayTrade', '/trade/stayTrade');
    expect(store.get().views.map((v) => v.fullPath)).toEqual(['/trade/stayTrade']);
  });
});
