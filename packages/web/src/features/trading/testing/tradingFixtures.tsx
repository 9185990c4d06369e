import { createMemoryRouter } from 'react-router';
import type { CallResponse, FeeRateEntry, trading } from '@funddesk/core';
import {
  fakeGateway,
  type FakeGateway,
  type FakeHandler,
  renderRouted,
} from '../../product/testing/fakeGateway';
import { tradingRoutes } from '../routes';

/** An operator's privileges on the desk (op01): every action. */
export const DESK_PRIVILEGES = [
  'public_trans',
  'subs',
  'redemption',
  'transfer',
  'super_transfer',
  'monetary_fund_smart_split',
  'public_trans_detail',
];

/** A personMenu handler answering these privilege codes. */
export function menuOf(privilegeCodes: readonly string[]): FakeHandler {
  return () => ({ menuList: [], routeCodes: [], privilegeCodes });
}

/** A purchase fee tier: 1.5% with 1折 below 100万 by default. */
export function aTier(overrides: Partial<FeeRateEntry> = {}): FeeRateEntry {
  return {
    maxFeeE6: 15_000,
    minFeeE6: 0,
    minDiscountE6: 0,
    enDiscountE4: 1_000,
    feeUnit: 4,
    minLimiteE6: 0,
    maxLimiteE6: 1_000_000 * 1_000_000,
    divIntervalDes: '',
    ...overrides,
  };
}

/** The timing of an order placed before the cut-off on a trading day. */
export const TODAY_TIMING = {
  tradeDay: '2026-11-25',
  confirmDay: '2026-11-26',
  nextTradingDay: false,
  cutOff: '2026-11-25T15:00:00+08:00',
} as const;

/** The timing of an order placed after 15:00: the next trading day. */
export const AFTER_CUT_OFF_TIMING = {
  tradeDay: '2026-11-26',
  confirmDay: '2026-11-27',
  nextTradingDay: true,
  cutOff: '2026-11-26T15:00:00+08:00',
} as const;

/** tradePreInfo of an open equity fund: min 100, single cap 50000, no daily cap, NAV 2.0000. */
export function aPreInfo(
  overrides: Partial<CallResponse<typeof trading.tradePreInfo>> = {},
): CallResponse<typeof trading.tradePreInfo> {
  return {
    fundId: '110011',
    fundName: '易方达优质精选混合',
    fundTypeCode: 'A',
    company: '易方达基金管理有限公司',
    fundRiskLevel: 'zxfxdj_3',
    openDayCode: '230',
    canBuy: true,
    refusalCode: null,
    minLimit: '100',
    maxLimit: '50000',
    dailyMaxValue: '999999999',
    orgmaxholdvol: '0',
    lessDailyValue: '0',
    buyRate: [aTier()],
    // 1.5% under 7 days, 0.5% under a year, none after (a typical equity fund's redemption schedule).
    sellTiers: [
      { ...aTier({ maxFeeE6: 15_000, enDiscountE4: 10_000 }), minHoldDays: 0, maxHoldDays: 7 },
      { ...aTier({ maxFeeE6: 5_000, enDiscountE4: 10_000 }), minHoldDays: 7, maxHoldDays: 365 },
      { ...aTier({ maxFeeE6: 0, enDiscountE4: 10_000 }), minHoldDays: 365, maxHoldDays: null },
    ],
    summaryPdf: '',
    shareClass: 'A',
    serviceFeeE6: 0,
    paymentMethods: [],
    userRiskLevel: 'zxfxdj_4',
    riskExpireDate: '2027-06-30',
    riskExpired: false,
    matchResult: '0',
    nav: '2.0000',
    navDate: '2026-11-24',
    ...TODAY_TIMING,
    ...overrides,
  };
}

/** A holding of 10000 shares, all available, nothing under 7 days. */
export function aHolding(overrides: Partial<trading.SaleableHolding> = {}): trading.SaleableHolding {
  return {
    fundId: '110011',
    fundName: '易方达优质精选混合',
    fundTypeCode: 'A',
    company: '易方达基金管理有限公司',
    riskLevel: 'zxfxdj_3',
    shares: '10000.00',
    frozenShares: '0.00',
    availableShares: '10000.00',
    underSevenDaysShares: '0.00',
    cost: '20000.00',
    nav: '2.0000',
    navDate: '2026-11-24',
    marketValue: '20000.00',
    openDayCode: '230',
    canSell: true,
    canConvert: true,
    fastRedeem: false,
    largeRedemption: false,
    minRedeemShares: '1.00',
    minHoldShares: '100.00',
    melonMethod: '0',
    ...overrides,
  };
}

/** A submit answer: an accepted purchase of 10000 yuan by default. */
export function aSubmitResult(overrides: Partial<trading.TradeSubmitResult> = {}): trading.TradeSubmitResult {
  return {
    serialNo: 'T202611250001',
    tradeType: 'purchase',
    status: 'accepted',
    fundId: '110011',
    fundName: '易方达优质精选混合',
    targetFundId: null,
    targetFundName: null,
    amount: '10000.00',
    fee: '14.98',
    shares: null,
    linkSerialNo: null,
    applyTime: '2026-11-25T10:00:00+08:00',
    ...TODAY_TIMING,
    ...overrides,
  };
}

/**
 * Renders the trading routes at `path` over a fake gateway answering `handlers` (personMenu: the desk's
 * privileges unless given), with a catch-all route that shows where the app went.
 */
export function openTrading(
  path: string,
  handlers: Record<string, FakeHandler>,
): {
  gateway: FakeGateway;
  router: ReturnType<typeof createMemoryRouter>;
} {
  const gateway = fakeGateway({ personMenu: menuOf(DESK_PRIVILEGES), ...handlers });
  const router = createMemoryRouter(
    [
      ...tradingRoutes.map((route) => ({ ...route, path: `/${route.path ?? ''}` })),
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  renderRouted(gateway, router);
  return { gateway, router };
}
