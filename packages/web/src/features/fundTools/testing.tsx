import { createMemoryRouter, type RouteObject } from 'react-router';
import type { CompareFund, FundSearchItem, RatioCompareFund } from '@funddesk/core';
import {
  fakeGateway,
  type FakeGateway,
  type FakeHandler,
  renderRouted,
} from '../product/testing/fakeGateway';
import { productExtrasRoutes } from '../productExtras/routes';
import { fundToolsRoutes } from './routes';

/**
 * Renders a feature's routes (relative paths, as the feature's routes.tsx lists them) at `path` with a fake
 * gateway answering `handlers`: the one page harness of the fund tools and the product extras.
 */
export function openRoutes(
  routes: readonly RouteObject[],
  path: string,
  handlers: Record<string, FakeHandler>,
): { gateway: FakeGateway; router: ReturnType<typeof createMemoryRouter> } {
  const gateway = fakeGateway(handlers);
  const router = createMemoryRouter(
    routes.map((route) => ({ ...route, path: `/${route.path ?? ''}` })),
    { initialEntries: [path] },
  );
  renderRouted(gateway, router);
  return { gateway, router };
}

/** Renders the fund tools' routes at `path` with a fake gateway answering `handlers`. */
export function openFundTools(path: string, handlers: Record<string, FakeHandler>) {
  return openRoutes(fundToolsRoutes, path, handlers);
}

/** Renders the product section's extra routes at `path` with a fake gateway answering `handlers`. */
export function openProductExtras(path: string, handlers: Record<string, FakeHandler>) {
  return openRoutes(productExtrasRoutes, path, handlers);
}

/** A compared fund with real NAV since 2021 (fundCompare/basic). */
export function aCompareFund(overrides: Partial<CompareFund> = {}): CompareFund {
  return {
    fundId: '000001',
    fundName: '华夏成长混合',
    fundTypeText: '混合型',
    fundTypeDetail: '混合型-偏股',
    company: '华夏基金',
    fundRiskLevel: 'zxfxdj_3',
    fundRiskLevelText: '中风险',
    fundSize: '2937000000.00',
    fundSizeDate: '2025-12-31',
    establishDate: '2001-12-18',
    managers: ['郑晓辉'],
    simulatedFields: ['fundRiskLevel'],
    navFrom: '2021-01-04',
    navTo: '2026-02-13',
    returns: [
      { period: '1m', rate: '1.20' },
      { period: '3m', rate: '-2.50' },
      { period: '6m', rate: '5.00' },
      { period: '1y', rate: '12.34' },
      { period: 'ytd', rate: '0.80' },
      { period: 'since', rate: '-16.26' },
    ],
    risk: [
      {
        period: '1y',
        from: '2025-02-13',
        to: '2026-02-13',
        tradingDays: 243,
        dailyReturns: 243,
        missingDays: 0,
        totalReturn: '12.34',
        annualisedReturn: '12.80',
        volatility: '18.20',
        maxDrawdown: '9.87',
        drawdownPeak: '2025-10-09',
        drawdownTrough: '2025-11-21',
        sharpe: '0.62',
      },
    ],
    ...overrides,
  };
}

/** A fund search item as fundSearch answers it. */
export function aSearchItem(fundId: string, fundName: string): FundSearchItem {
  return {
    fundId,
    productId: fundId,
    fundName,
    shortName: fundName,
    pinyin: '',
    fundType: '2',
    fundTypeText: '混合型',
    fundTypeDetail: '混合型-偏股',
    fundRiskLevel: 'zxfxdj_3',
    fundRiskLevelText: '中风险',
    exchange: true,
    favourite: false,
    rate: null,
    ratePeriod: '近3月',
    rrInThreeMonth: null,
    nav: null,
    navDate: null,
    company: '',
    simulated: true,
    fundTypeCode: '2',
    declareStatus: '1',
    subStatus: '0',
    fundStatus: '0',
    isCurrency: false,
    summaryPdf: '',
    cantTradeCertificateType: [],
    minLimit: '100',
    maxLimit: '-1',
    dailyMaxValue: '-1',
  } as unknown as FundSearchItem;
}

/** A fund of the fee comparison: 1.5 % with 1折 below 100万, redemption tiers, 1.2 % + 0.2 % a year. */
export function aRatioFund(overrides: Partial<RatioCompareFund> = {}): RatioCompareFund {
  const entry = {
    minFeeE6: 0,
    minDiscountE6: 0,
    feeUnit: 4 as const,
    minLimiteE6: 0,
    maxLimiteE6: -1,
    divIntervalDes: '',
  };
  return {
    fundId: '000001',
    fundName: '华夏成长混合',
    buyRate: [{ ...entry, maxFeeE6: 15_000, enDiscountE4: 1_000, maxLimiteE6: 1_000_000 * 1_000_000 }],
    sellTiers: [
      {
        ...entry,
        maxFeeE6: 15_000,
        enDiscountE4: 10_000,
        divIntervalDes: '持有期限<7天',
        minHoldDays: 0,
        maxHoldDays: 7,
      },
      {
        ...entry,
        maxFeeE6: 0,
        enDiscountE4: 10_000,
        divIntervalDes: '持有期限>=7天',
        minHoldDays: 7,
        maxHoldDays: null,
      },
    ],
    manageFeeE6: 12_000,
    custodyFeeE6: 2_000,
    purchase: { rateE6: 15_000, discountedRateE6: 1_500, feeUnit: 4, fee: '149.78', netAmount: '99850.22' },
    holding: [
      { years: 1, purchaseFee: '149.78', operatingFee: '1400.00', redemptionFee: '0.00', total: '1549.78' },
      { years: 3, purchaseFee: '149.78', operatingFee: '4200.00', redemptionFee: '0.00', total: '4349.78' },
      { years: 5, purchaseFee: '149.78', operatingFee: '7000.00', redemptionFee: '0.00', total: '7149.78' },
    ],
    ...overrides,
  };
}
