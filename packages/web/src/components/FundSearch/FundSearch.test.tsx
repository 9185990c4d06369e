import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { product, type CallDef, type FundSearchItem, type GatewayClient } from '@funddesk/core';
import { GatewayContext } from '../../api/hooks';
import { sessionStore } from '../../app/session';
import { FundSearch } from './FundSearch';

const fund = (fundId: string, shortName: string, over: Partial<FundSearchItem> = {}): FundSearchItem => ({
  fundId,
  fundTypeCode: 'A',
  declareStatus: 1,
  subStatus: 0,
  fundStatus: 0,
  isCurrency: false,
  summaryPdf: 'pdf',
  cantTradeCertificateType: [],
  minLimit: '1',
  maxLimit: '999999999',
  dailyMaxValue: '999999999',
  productId: fundId,
  fundName: `${shortName}基金`,
  shortName,
  pinyin: '',
  fundType: 'A',
  fundTypeText: '混合型',
  fundTypeDetail: '混合型-偏股',
  fundRiskLevel: 'zxfxdj_3',
  fundRiskLevelText: '中风险',
  exchange: false,
  favourite: false,
  rate: '1.2345',
  ratePeriod: '3m',
  rrInThreeMonth: '1.2345',
  nav: '1.0000',
  navDate: '2026-11-20',
  company: '华夏基金',
  simulated: false,
  ...over,
});

const universe = [
  fund('000001', '华夏成长'),
  fund('000009', '易方达天天', {
    fundTypeCode: '2',
    fundTypeText: '货币型',
    rate: null,
    fundRiskLevel: 'zxfxdj_1',
    fundRiskLevelText: '低风险',
  }),
  fund('000011', '华夏大盘', { rate: '-3.456' }),
];

/** A fake gateway answering fundSearch, fetchProductDetail and queryFavouriteFund. */
function fakeGateway() {
  const calls: Array<{ name: string; request: Record<string, unknown> }> = [];
  const call = vi.fn((def: CallDef, request: unknown) => Promise.resolve(answer(def, request)));
  const answer = (def: CallDef, request: unknown): unknown => {
    const req = request as Record<string, unknown>;
    calls.push({ name: def.name, request: req });
    if (def.name === product.fundSearch.name) {
      const keyword = String(req.keyword);
      const content = universe.filter((f) => f.fundId.startsWith(keyword) || f.shortName.includes(keyword));
      return { content, totalElements: content.length, page: 0, size: 20 };
    }
    if (def.name === product.fetchProductDetail.name) {
      const f = universe.find((u) => u.fundId === req.fundId);
      return { fundId: req.fundId, template: f?.fundTypeCode === '2' ? 1 : 3, fundName: f?.fundName ?? '' };
    }
    if (def.name === 'editFavouriteFund') return { total: 1 };
    if (def.name === product.queryFavouriteFund.name) {
      return {
        r: { favouriteFundInfoVOS: [universe[2]] },
        pagination: { currentPage: 1, pagesize: 50, pageCount: 1, totalRows: 1 },
      };
    }
    throw new Error(`unexpected call ${def.name}`);
  };
  const client = { call, resetPublicKey: () => undefined } as unknown as GatewayClient;
  return { client, calls };
}

function renderSearch(client: GatewayClient) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <FundSearch /> },
      { path: '/product/equality/:fundId', element: <div>equality</div> },
      { path: '/product/money/:fundId', element: <div>money</div> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <GatewayContext.Provider value={client}>
        <RouterProvider router={router} />
      </GatewayContext.Provider>
    </SWRConfig>,
  );
  return router;
}

const input = () => screen.getByRole('combobox');
const type = async (text: string) => {
  await act(async () => {
    fireEvent.change(input(), { target: { value: text } });
    await Promise.resolve();
  });
};
const flush = async (ms = 0) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};
const searches = (calls: ReturnType<typeof fakeGateway>['calls']) =>
  calls.filter((c) => c.name === 'fundSearch').map((c) => c.request.keyword);

describe('FundSearch (spec 01 §2.1, §5; spec 03 §2, §5, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    window.localStorage.clear();
    sessionStore.reload();
    sessionStore.set({ token: 't', groupId: '10000001' });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('spec 01 §2.1: placeholder 请输入基金代码或名称 and at most 25 characters', () => {
    renderSearch(fakeGateway().client);
    expect(input().getAttribute('placeholder')).toBe('请输入基金代码或名称');
    expect(input().getAttribute('maxlength')).toBe('25');
  });

  it('spec 01 §5: searches are throttled at 600 ms (first keystroke at once, the last one always)', async () => {
    const { client, calls } = fakeGateway();
    renderSearch(client);
    await type('0');
    await flush();
    expect(searches(calls)).toEqual(['0']);
    await type('00');
    await flush(200);
    await type('000');
    await flush(200);
    expect(searches(calls)).toEqual(['0']);
    await flush(200);
    expect(searches(calls)).toEqual(['0', '000']);
    expect(calls.find((c) => c.name === 'fundSearch')?.request).toMatchObject({ page: 0, size: 20 });
  });

  it('spec 03 §2: results show name, code, type, risk and the rate with 2 decimals or --, period 近3月', async () => {
    const { client } = fakeGateway();
    renderSearch(client);
    fireEvent.focus(input());
    await type('0000');
    await flush();
    const rows = screen.getAllByRole('option');
    expect(rows.map((r) => r.textContent)).toEqual([
      '华夏成长000001混合型中风险1.23%近3月加自选（Ctrl+Enter）',
      '易方达天天000009货币型低风险--近3月加自选（Ctrl+Enter）',
      '华夏大盘000011混合型中风险-3.46%近3月加自选（Ctrl+Enter）',
    ]);
  });

  it('spec 01 §8 / 03 §8: no match shows 暂无数据', async () => {
    const { client } = fakeGateway();
    renderSearch(client);
    fireEvent.focus(input());
    await type('999999');
    await flush();
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('arrows and Enter choose a fund: its template picks the detail route and it goes first in the history', async () => {
    sessionStore.set({
      searchData: [{ fundId: '000011', shortName: '华夏大盘', fundTypeCode: 'A', template: 3 }],
    });
    const { client, calls } = fakeGateway();
    const router = renderSearch(client);
    fireEvent.focus(input());
    await type('0000');
    await flush();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    await act(async () => {
      // QueryList chooses on Enter's key-up after its key-down (the IME guard of @blueprintjs/select).
      fireEvent.keyDown(input(), { key: 'Enter' });
      fireEvent.keyUp(input(), { key: 'Enter' });
      await Promise.resolve();
    });
    await flush();
    expect(calls.filter((c) => c.name === 'fetchProductDetail').map((c) => c.request)).toEqual([
      { fundId: '000009' },
    ]);
    expect(router.state.location.pathname).toBe('/product/money/000009');
    expect(sessionStore.get().searchData).toEqual([
      { fundId: '000009', shortName: '易方达天天', fundTypeCode: '2', template: 1 },
      { fundId: '000011', shortName: '华夏大盘', fundTypeCode: 'A', template: 3 },
    ]);
  });

  it('spec 03 §9: choosing a fund already in the history moves it first without a duplicate', async () => {
    sessionStore.set({
      searchData: [
        { fundId: '000009', shortName: '易方达天天', fundTypeCode: '2', template: 1 },
        { fundId: '000001', shortName: '华夏成长', fundTypeCode: 'A', template: 3 },
      ],
    });
    const { client } = fakeGateway();
    const router = renderSearch(client);
    fireEvent.focus(input());
    // The empty box shows 浏览历史, newest first.
    expect(screen.getAllByRole('option').map((r) => r.textContent?.slice(0, 5))).toEqual([
      '易方达天天',
      '华夏成长0',
    ]);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    await act(async () => {
      // QueryList chooses on Enter's key-up after its key-down (the IME guard of @blueprintjs/select).
      fireEvent.keyDown(input(), { key: 'Enter' });
      fireEvent.keyUp(input(), { key: 'Enter' });
      await Promise.resolve();
    });
    await flush();
    expect(router.state.location.pathname).toBe('/product/equality/000001');
    expect((sessionStore.get().searchData as Array<{ fundId: string }>).map((h) => h.fundId)).toEqual([
      '000001',
      '000009',
    ]);
  });

  it('spec 03 §9: more pages load on scroll, only once results have shown 500 ms, one page per scroll burst', async () => {
    const many = Array.from({ length: 45 }, (_, i) => fund(String(100000 + i), `测试基金${i}`));
    const { client, calls } = fakeGateway();
    const original = client.call.bind(client);
    (client as { call: GatewayClient['call'] }).call = ((def: CallDef, request: unknown) => {
      if (def.name !== 'fundSearch') return original(def, request as never);
      const page = Number((request as { page: number }).page);
      calls.push({ name: def.name, request: request as Record<string, unknown> });
      return Promise.resolve({
        content: many.slice(page * 20, page * 20 + 20),
        totalElements: 45,
        page,
        size: 20,
      });
    }) as GatewayClient['call'];
    renderSearch(client);
    fireEvent.focus(input());
    await type('测试');
    await flush();
    expect(screen.getAllByRole('option')).toHaveLength(20);
    const list = screen.getByRole('listbox');
    await act(async () => {
      fireEvent.scroll(list);
      await Promise.resolve();
    });
    expect(searches(calls)).toEqual(['测试']);
    await flush(500);
    await act(async () => {
      fireEvent.scroll(list);
      fireEvent.scroll(list);
      await Promise.resolve();
    });
    await flush();
    expect(calls.filter((c) => c.name === 'fundSearch').map((c) => c.request.page)).toEqual([0, 1]);
    expect(screen.getAllByRole('option')).toHaveLength(40);
  });

  it('我的自选 lists favourites when logged in, and is absent when not', async () => {
    const { client, calls } = fakeGateway();
    renderSearch(client);
    fireEvent.focus(input());
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: /我的自选/ }));
      await Promise.resolve();
    });
    await flush();
    expect(calls.some((c) => c.name === 'queryFavouriteFund')).toBe(true);
    expect(screen.getAllByRole('option').map((r) => r.textContent?.slice(0, 4))).toEqual(['华夏大盘']);
    cleanup();

    sessionStore.set({ token: undefined, groupId: undefined });
    renderSearch(fakeGateway().client);
    fireEvent.focus(input());
    expect(screen.queryByRole('tab', { name: /我的自选/ })).toBeNull();
    expect(screen.getByRole('tab', { name: /浏览历史/ })).toBeTruthy();
  });
  it('spec 03 §2: a combobox controlling the named listbox; arrows move the active option, Escape closes', async () => {
    const { client } = fakeGateway();
    renderSearch(client);
    fireEvent.focus(input());
    await type('0000');
    await flush();
    const list = screen.getByRole('listbox', { name: '搜索结果' });
    expect(input().getAttribute('aria-controls')).toBe(list.id);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    expect(options[2]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    // Enter on a closed list opens nothing.
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.keyUp(input(), { key: 'Enter' });
    await flush();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('spec 03 §9: a loading indicator shows in the box while the search request runs', async () => {
    const { client } = fakeGateway();
    const original = client.call.bind(client);
    let release: () => void = () => undefined;
    (client as { call: GatewayClient['call'] }).call = ((def: CallDef, request: unknown) => {
      const answer: Promise<unknown> = original(def, request as never);
      if (def.name !== 'fundSearch') return answer;
      return new Promise<unknown>((resolve) => {
        release = () => resolve(answer);
      });
    }) as GatewayClient['call'];
    renderSearch(client);
    fireEvent.focus(input());
    await type('0000');
    await flush();
    expect(screen.getByRole('progressbar', { name: '搜索中…' })).toBeTruthy();
    expect(screen.getByText('搜索中…')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await act(async () => {
      release();
      await Promise.resolve();
    });
    await flush();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('issue 14 §3: the star is keyboard-operable: Ctrl+Enter adds the active fund to 全部自选 without opening it; the option names the star', async () => {
    const { client, calls } = fakeGateway();
    const router = renderSearch(client);
    fireEvent.focus(input());
    await type('0000');
    await flush();
    expect(input().getAttribute('aria-keyshortcuts')).toBe('/ Control+Enter');
    const first = screen.getAllByRole('option')[0]!;
    expect(first.textContent).toContain('加自选（Ctrl+Enter）');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Enter', ctrlKey: true });
      fireEvent.keyUp(input(), { key: 'Enter', ctrlKey: true });
      await Promise.resolve();
    });
    await flush();
    // The second row is active after one ArrowDown (as when choosing by Enter).
    const active = screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')!;
    expect(active.textContent).toContain('000009');
    expect(calls.filter((c) => c.name === 'editFavouriteFund').map((c) => c.request)).toEqual([
      { action: 'add', fundIds: ['000009'], groupId: 0 },
    ]);
    expect(active.textContent).toContain('已自选');
    // The row was not chosen: no detail asked, still on the page.
    expect(calls.filter((c) => c.name === 'fetchProductDetail')).toEqual([]);
    expect(router.state.location.pathname).toBe('/');
  });
});
