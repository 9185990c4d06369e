import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../app/session';
import { WithGateway } from '../product/testing/fakeGateway';
import { anOrder, aPosition, screensGateway } from '../trade/testing/screensFixtures';
import { PositionDetailsPage } from './PositionDetailsPage';

function open(answer: unknown, fundId = '005827') {
  const gateway = screensGateway({ queryFundDetail: () => answer });
  const router = createMemoryRouter(
    [{ path: '/asset/positionDetails/:fundId', element: <PositionDetailsPage /> }],
    {
      initialEntries: [`/asset/positionDetails/${fundId}`],
    },
  );
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
  return gateway;
}

describe('position detail (spec 03 §2 positionDetails/:fundId)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('shows the holding and its confirmed orders with shares and NAV', async () => {
    const confirmed = anOrder({
      status: 'confirmed',
      cancellable: false,
      confirmNav: '2.2130',
      confirmShares: '45120.65',
      navSource: 'real',
    });
    const gateway = open({ position: aPosition(), orders: [confirmed] });
    const table = await screen.findByRole('table', { name: '确认记录' });
    expect(gateway.requests('queryFundDetail')).toEqual([{ fundId: '005827' }]);
    expect(screen.getByText('45,123.45')).toBeTruthy();
    expect(screen.getByText('+978.35').getAttribute('data-trend')).toBe('up');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('2.2130')).toBeTruthy();
    expect(within(row).getByText('45,120.65')).toBeTruthy();
    expect(within(row).getByText('已确认')).toBeTruthy();
  });

  it('says so when the account holds none of the fund', async () => {
    open({ position: null, orders: [] });
    expect(await screen.findByText('当前账户未持有该基金')).toBeTruthy();
  });

  it('asks nothing for a malformed fund code', async () => {
    const gateway = open({ position: null, orders: [] }, 'abc');
    expect(await screen.findByText('当前账户未持有该基金')).toBeTruthy();
    expect(gateway.requests('queryFundDetail')).toHaveLength(0);
  });
});
