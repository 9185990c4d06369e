import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { product, trade, type CallDef } from '@funddesk/core';
import { fakeGateway, WithGateway, type FakeGateway } from '../features/product/testing/fakeGateway';
import { sessionStore } from '../app/session';
import { revalidateCalls, useCall, useRevalidateCalls } from './hooks';

/** Three cached calls on screen: two pages of trade records, the pending count and the favourites. */
function useScreen(revalidated: readonly CallDef[]) {
  const page1 = useCall(trade.tradeList, {
    groupIds: ['10000001'],
    pagination: { currentPage: 1, pagesize: 20 },
  });
  const page2 = useCall(trade.tradeList, {
    groupIds: ['10000001'],
    pagination: { currentPage: 2, pagesize: 20 },
  });
  const count = useCall(trade.pendingTradeNum, {});
  const favourites = useCall(product.queryFavouriteFund, {});
  const revalidate = useRevalidateCalls(revalidated);
  const { mutate } = useSWRConfig();
  const loaded = [page1, page2, count, favourites].every((r) => r.data !== undefined);
  return { revalidate, mutate, loaded };
}

function setUp(gateway: FakeGateway, revalidated: readonly CallDef[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithGateway gateway={gateway}>{children}</WithGateway>
  );
  return renderHook(({ calls }) => useScreen(calls), { wrapper, initialProps: { calls: revalidated } });
}

function counting(): FakeGateway {
  return fakeGateway({
    tradeList: () => ({ list: [], pagination: { totalRows: 0, pageCount: 0 } }),
    pendingTradeNum: () => ({ num: 0 }),
    queryFavouriteFund: () => ({ list: [] }),
  });
}

const fetches = (gateway: FakeGateway) => ({
  tradeList: gateway.requests('tradeList').length,
  pendingTradeNum: gateway.requests('pendingTradeNum').length,
  queryFavouriteFund: gateway.requests('queryFavouriteFund').length,
});

describe('revalidating every cached call of some contract entries (spec 01 §7.1)', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    sessionStore.reload();
    sessionStore.set({ token: 't', groupId: '10000001' });
  });
  afterEach(cleanup);

  it('useRevalidateCalls refetches every request of the named calls and leaves the other calls alone', async () => {
    const gateway = counting();
    const view = setUp(gateway, [trade.tradeList, trade.pendingTradeNum]);
    await waitFor(() => expect(view.result.current.loaded).toBe(true));
    expect(fetches(gateway)).toEqual({ tradeList: 2, pendingTradeNum: 1, queryFavouriteFund: 1 });

    await act(() => view.result.current.revalidate());

    expect(fetches(gateway)).toEqual({ tradeList: 4, pendingTradeNum: 2, queryFavouriteFund: 1 });
  });

  it('useRevalidateCalls keeps one function while the entries stay the same, even in a new array', async () => {
    const gateway = counting();
    const view = setUp(gateway, [trade.pendingTradeNum]);
    await waitFor(() => expect(view.result.current.loaded).toBe(true));
    const first = view.result.current.revalidate;

    view.rerender({ calls: [trade.pendingTradeNum] });
    expect(view.result.current.revalidate).toBe(first);

    view.rerender({ calls: [trade.queryShopCartData] });
    expect(view.result.current.revalidate).not.toBe(first);
  });

  it('revalidateCalls does the same outside React, on the cache it is given', async () => {
    const gateway = counting();
    const view = setUp(gateway, []);
    await waitFor(() => expect(view.result.current.loaded).toBe(true));

    await act(() => revalidateCalls([product.queryFavouriteFund], view.result.current.mutate));

    expect(fetches(gateway)).toEqual({ tradeList: 2, pendingTradeNum: 1, queryFavouriteFund: 2 });
  });
});
