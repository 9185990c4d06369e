import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrgEntry } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { renderRouted } from '../product/testing/fakeGateway';
import { anAccount, aPosition, screensGateway } from '../trade/testing/screensFixtures';
import { AssetIndexPage } from './AssetIndexPage';

const basic = {
  totalAsset: '250828.35',
  holdingProfit: '978.35',
  dayProfit: '-120.50',
  onWayAmount: '150000.00',
  asOf: '2026-05-12',
  allocation: [{ fundTypeCode: 'A', fundTypeText: '混合型', marketValue: '100828.35' }],
};

function open(accounts: OrgEntry[]) {
  const gateway = screensGateway({
    queryAccountList: () => ({ orgList: accounts }),
    queryBasicAssetsInfo: () => basic,
    queryHoldFundListPC: () => ({
      list: [
        aPosition(),
        aPosition({
          fundId: '000001',
          fundName: '华夏成长混合',
          navSource: 'simulated',
          holdingProfit: '-10.00',
          holdingProfitRate: '-0.10',
        }),
      ],
    }),
  });
  const router = createMemoryRouter(
    [
      { path: '/asset/index', element: <AssetIndexPage /> },
      { path: '/asset/positionDetails/:fundId', element: <div>position page</div> },
    ],
    { initialEntries: ['/asset/index'] },
  );
  renderRouted(gateway, router);
  return { gateway, router };
}

describe('asset overview (spec 03 §2 asset, §4 account selection)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('defaults to the account whose clientType is 2, not the first', async () => {
    const { gateway } = open([
      anAccount('20000001', '信托通道一号', '3'),
      anAccount('10000001', '鼎元投资管理有限公司', '2'),
    ]);
    await screen.findByText('250,828.35');
    expect(gateway.requests('queryAccountList')).toEqual([{ privilegeCode: 'asset_mgt' }]);
    expect(gateway.requests('queryBasicAssetsInfo')).toEqual([{ groupIds: ['10000001'] }]);
    expect(gateway.requests('queryHoldFundListPC')).toEqual([{ groupIds: ['10000001'] }]);
    expect(screen.getByRole('button', { name: /^账户 / }).textContent).toContain('鼎元投资管理有限公司');
  });

  it('defaults to the first account when none has clientType 2', async () => {
    const { gateway } = open([
      anAccount('20000001', '信托通道一号', '3'),
      anAccount('20000002', '信托通道二号', '3'),
    ]);
    await screen.findByText('250,828.35');
    expect(gateway.requests('queryBasicAssetsInfo')).toEqual([{ groupIds: ['20000001'] }]);
  });

  it('spec 01 §2.1: with no permitted account it asks for no assets and shows empty states, not an endless spinner', async () => {
    const { gateway } = open([]);
    await screen.findByTestId('account-picker-empty');
    expect(await screen.findAllByText('暂无持仓')).not.toHaveLength(0);
    expect(gateway.requests('queryBasicAssetsInfo')).toEqual([]);
    expect(document.querySelector('.bp6-spinner')).toBeNull();
  });

  it('shows the summary with profits red up and green down, and marks a simulated NAV 模拟', async () => {
    open([anAccount('10000001', '鼎元投资管理有限公司')]);
    const summary = await screen.findByTestId('asset-summary');
    await within(summary).findByText('250,828.35');
    expect(within(summary).getByText('+978.35').getAttribute('data-trend')).toBe('up');
    expect(within(summary).getByText('-120.50').getAttribute('data-trend')).toBe('down');
    expect(within(summary).getByText('150,000.00')).toBeTruthy();
    const table = screen.getByRole('table', { name: '持仓明细' });
    const simulatedRow = within(table).getByText('华夏成长混合').closest('tr')!;
    expect(within(simulatedRow).getByText('模拟')).toBeTruthy();
    const realRow = within(table).getByText('易方达蓝筹精选混合').closest('tr')!;
    expect(within(realRow).queryByText('模拟')).toBeNull();
  });

  it('a positions row opens /asset/positionDetails/:fundId', async () => {
    const { router } = open([anAccount('10000001', '鼎元投资管理有限公司')]);
    fireEvent.click(await screen.findByText('华夏成长混合'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/asset/positionDetails/000001'));
  });

  it('choosing 全部账户 asks for every permitted account', async () => {
    const { gateway } = open([
      anAccount('10000001', '鼎元投资管理有限公司'),
      anAccount('10000002', '鼎元二号', '3'),
    ]);
    await screen.findByText('250,828.35');
    fireEvent.click(screen.getByRole('button', { name: /^账户 / }));
    fireEvent.click(await screen.findByText('全部账户'));
    await waitFor(() =>
      expect(gateway.requests('queryBasicAssetsInfo').at(-1)).toEqual({ groupIds: ['10000001', '10000002'] }),
    );
  });
});
