import { createMemoryRouter } from 'react-router';
import type { PrivateProductSummary } from '@funddesk/core';
import {
  fakeGateway,
  type FakeGateway,
  type FakeHandler,
  renderRouted,
} from '../product/testing/fakeGateway';
import { privateFundRoutes } from './routes';

/** Renders the private-fund routes at `path` with a fake gateway answering `handlers` (the other features' way). */
export function openPrivateFund(
  path: string,
  handlers: Record<string, FakeHandler>,
): { gateway: FakeGateway; router: ReturnType<typeof createMemoryRouter> } {
  const gateway = fakeGateway({ queryAccountList: () => ({ orgList: [] }), ...handlers });
  const router = createMemoryRouter(
    [
      ...privateFundRoutes.map((route) => ({ ...route, path: `/${route.path ?? ''}` })),
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  renderRouted(gateway, router);
  return { gateway, router };
}

/** A product row as privateFundList answers it for a qualified investor. */
export function aPrivateProduct(overrides: Partial<PrivateProductSummary> = {}): PrivateProductSummary {
  return {
    productId: 'SM0001',
    productName: '澄川量化中性1号私募证券投资基金',
    masked: false,
    managerCode: 'PM02',
    managerName: '澄川资产管理有限公司',
    strategy: 'quantNeutral',
    fundType: 'mjfs_2',
    productRiskCode: 'zxfxdj_4',
    productRiskLevel: '中高风险',
    minAmount: '1000000.00',
    stepAmount: '10000.00',
    reserveStatus: '1',
    reserveName: '预约中',
    openDay: '2026-03-10',
    nav: '1.1234',
    navDate: '2026-02-12',
    sinceInception: '12.34',
    oneYear: '3.21',
    simulated: true,
    ...overrides,
  };
}

/** The same product as a non-qualified organisation sees it (masked by the server). */
export function aMaskedProduct(overrides: Partial<PrivateProductSummary> = {}): PrivateProductSummary {
  return aPrivateProduct({
    productName: '****私募证券投资基金',
    masked: true,
    managerCode: null,
    managerName: null,
    nav: null,
    navDate: null,
    sinceInception: null,
    oneYear: null,
    ...overrides,
  });
}
