import { createMemoryRouter } from 'react-router';
import type { PrivateDealInfo } from '@funddesk/core';
import {
  fakeGateway,
  type FakeGateway,
  type FakeHandler,
  renderRouted,
} from '../product/testing/fakeGateway';
import { menuOf } from '../trading/testing/tradingFixtures';
import { aPrivateProduct } from '../privateFund/testing';
import { privateTradeRoutes } from './routes';

/** An operator's privileges on private trade (op01). */
export const PRIVATE_PRIVILEGES = [
  'subs',
  'redemption',
  'private_trans_detail',
  'private_fund_position_detail',
];

/** Renders private trade's routes at `path` with a fake gateway answering `handlers`. */
export function openPrivateTrade(
  path: string,
  handlers: Record<string, FakeHandler>,
): { gateway: FakeGateway; router: ReturnType<typeof createMemoryRouter> } {
  const gateway = fakeGateway({ personMenu: menuOf(PRIVATE_PRIVILEGES), ...handlers });
  const router = createMemoryRouter(
    [
      ...privateTradeRoutes.map((route) => ({ ...route, path: `/${route.path ?? ''}` })),
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  renderRouted(gateway, router);
  return { gateway, router };
}

/** A reserve deal of 1,000,000.00 yuan in `status` (deal/info). */
export function aDeal(overrides: Partial<PrivateDealInfo> = {}): PrivateDealInfo {
  return {
    dealId: 'PD202602131400000001',
    dealType: 'reserve',
    status: 'reserved',
    productId: 'SM0001',
    productName: '明岳稳健1号',
    amount: '1000000.00',
    shares: null,
    openDay: '2026-03-02',
    nav: null,
    navSimulated: false,
    payMethod: null,
    createdAt: '2026-02-13T14:00:00+08:00',
    detailPath: '/trade/privatefundSubscriptionDetail/PD202602131400000001',
    addFlag: '0',
    manager: '明岳投资管理有限公司',
    productRiskLevel: 'zxfxdj_4',
    contract: {
      contractId: 'CTabc',
      status: 'generated',
      fileName: '私募基金电子合同-PD202602131400000001.pdf',
      requisitionSignedAt: null,
      signedAt: null,
      confirmedAt: null,
    },
    doubleRecord: { required: true, passed: false, state: 'pending' },
    nextStep: 'contract',
    trail: [
      {
        fromStatus: null,
        toStatus: 'reserved',
        time: '2026-02-13T14:00:00+08:00',
        actorKind: 'person',
        actorName: '王经办',
        loginName: 'op01',
        ip: '127.0.0.1',
        note: '预约成功',
      },
    ],
    ...overrides,
  };
}

/** A private product's detail answer (privateFundDetail) of SM0001: open for reservation, minimum 1,000,000.00 yuan
 * in steps of 100,000.00, no indicators, materials or announcements. */
export const aPrivateFundDetail = () => ({
  product: {
    ...aPrivateProduct({ productId: 'SM0001', minAmount: '1000000.00', stepAmount: '100000.00' }),
    privateInvest: '',
    manageInvest: '',
    marketingCopy: '',
    inceptionDate: '2022-01-04',
    benchmarkCode: '399300',
    benchmarkName: '沪深300',
    reserveStart: '2026-02-02',
    reserveEnd: '2026-03-01',
  },
  indicators: [],
  risk: {
    from: null,
    to: null,
    annualisedReturn: null,
    volatility: null,
    maxDrawdown: null,
    sharpe: null,
    calmar: null,
  },
  materials: [],
  announcements: [],
});
