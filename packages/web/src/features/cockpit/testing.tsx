import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import type { CockpitHoldRow, CockpitInstitutionRow, CockpitRankRowDto } from '@funddesk/core';
import { fakeGateway, type FakeHandler, renderRouted } from '../product/testing/fakeGateway';

/** A ranking row (000001 华夏成长混合, real NAV) with overrides. */
export function aRankRow(over: Partial<CockpitRankRowDto> = {}): CockpitRankRowDto {
  return {
    rank: 1,
    fundId: '000001',
    fundName: '华夏成长混合',
    fundTypeCode: 'A',
    fundTypeText: '混合型',
    shares: '3433.33',
    marketValue: '3948.33',
    holdingProfit: '348.33',
    holdingProfitRate: '9.68',
    percent: '18.83',
    institutions: 2,
    simulated: false,
    ...over,
  };
}

/** An institution row of queryHoldDetail with overrides. */
export function anInstitution(over: Partial<CockpitInstitutionRow> = {}): CockpitInstitutionRow {
  return {
    groupId: '10000001',
    corpName: '鼎元投资管理有限公司',
    marketValue: '15043.95',
    cost: '14800.00',
    holdingProfit: '243.95',
    holdingProfitRate: '1.65',
    dayProfit: '42.33',
    funds: 2,
    percent: '99.24',
    ...over,
  };
}

/** A holding row of queryHoldDetail with overrides. */
export function aHolding(over: Partial<CockpitHoldRow> = {}): CockpitHoldRow {
  return {
    groupId: '10000001',
    corpName: '鼎元投资管理有限公司',
    fundId: '000001',
    fundName: '华夏成长混合',
    fundTypeCode: 'A',
    fundTypeText: '混合型',
    shares: '3333.33',
    cost: '3500.00',
    nav: '1.1500',
    navDate: '2026-02-12',
    navSource: 'real',
    marketValue: '3833.33',
    holdingProfit: '333.33',
    holdingProfitRate: '9.52',
    dayProfit: '43.33',
    ...over,
  };
}

/** The cockpit's answers of the fake gateway (boss01 with two related institutions holding funds). */
export function cockpitHandlers(over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    cockpitIndex: () => ({
      asOf: '2026-02-12',
      navDate: '2026-02-12',
      marketValue: '15158.95',
      cost: '14900.00',
      holdingProfit: '258.95',
      holdingProfitRate: '1.74',
      dayProfit: '42.33',
      cumulativeProfit: '-3944.05',
      institutions: 4,
      funds: 2,
      holdings: 3,
      simulated: true,
    }),
    assetDistribute: () => ({
      asOf: '2026-02-12',
      byFundType: [
        { key: 'E', label: '债券型', marketValue: '11210.62', percent: '73.95' },
        { key: 'A', label: '混合型', marketValue: '3948.33', percent: '26.05' },
      ],
      byInstitution: [
        { key: '10000001', label: '鼎元投资管理有限公司', marketValue: '15043.95', percent: '99.24' },
        {
          key: '10000002',
          label: '汇川信托·稳盈1号集合资金信托计划',
          marketValue: '115.00',
          percent: '0.76',
        },
      ],
      simulated: true,
    }),
    queryCapitalInOutFlow: () => ({
      list: [
        { month: '2026-01', inflow: '17000.00', outflow: '0.00', net: '17000.00' },
        { month: '2026-02', inflow: '100.00', outflow: '796.00', net: '-696.00' },
      ],
    }),
    positionRanking: () => ({
      list: [
        aRankRow({
          rank: 1,
          fundId: '000003',
          fundName: '中海可转债债券A',
          marketValue: '11210.62',
          simulated: true,
        }),
        aRankRow({ rank: 2 }),
      ],
    }),
    profitRanking: () => ({ list: [aRankRow({ rank: 1, holdingProfit: '348.33' })] }),
    queryHoldDetail: () => ({
      asOf: '2026-02-12',
      institutions: [
        anInstitution(),
        anInstitution({
          groupId: '10000002',
          corpName: '汇川信托·稳盈1号集合资金信托计划',
          marketValue: '115.00',
          cost: '100.00',
          holdingProfit: '15.00',
          holdingProfitRate: '15.00',
          dayProfit: '0.00',
          funds: 1,
          percent: '0.76',
        }),
        anInstitution({
          groupId: '10000011',
          corpName: '恒泰稳健1号私募证券投资基金',
          marketValue: '0.00',
          cost: '0.00',
          holdingProfit: '0.00',
          holdingProfitRate: null,
          dayProfit: '0.00',
          funds: 0,
          percent: '0.00',
        }),
      ],
      list: [
        aHolding(),
        aHolding({
          fundId: '000003',
          fundName: '中海可转债债券A',
          fundTypeCode: 'E',
          fundTypeText: '债券型',
          shares: '10000.55',
          cost: '11300.00',
          nav: '1.1210',
          navSource: 'simulated',
          marketValue: '11210.62',
          holdingProfit: '-89.38',
          holdingProfitRate: '-0.79',
          dayProfit: '-1.00',
        }),
        aHolding({
          groupId: '10000002',
          corpName: '汇川信托·稳盈1号集合资金信托计划',
          shares: '100.00',
          cost: '100.00',
          marketValue: '115.00',
          holdingProfit: '15.00',
          holdingProfitRate: '15.00',
          dayProfit: '0.00',
        }),
      ],
    }),
    cockpitRelationList: () => ({
      cockpitRelationList: [
        {
          groupId: '10000001',
          corpName: '鼎元投资管理有限公司',
          relationDate: '2025-07-01',
          state: '1',
          managerName: '*杰',
          managerMobilePhone: '138****8008',
        },
        {
          groupId: '10000012',
          corpName: '恒泰价值精选2号私募证券投资基金',
          relationDate: '2025-08-20',
          state: '0',
          managerName: '*敏',
          managerMobilePhone: '138****8009',
        },
      ],
    }),
    cockpitUserSelfDetail: () => ({
      cUserName: '*杰',
      mobilePhone: '',
      cockpitUserDetailRelationInfoList: [],
    }),
    ...over,
  };
}

/** Renders `page` at `path` with the fake cockpit gateway; returns the gateway. */
export function openCockpitPage(path: string, page: ReactNode, over: Record<string, FakeHandler> = {}) {
  const gateway = fakeGateway(cockpitHandlers(over));
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [path] });
  renderRouted(gateway, router);
  return gateway;
}
