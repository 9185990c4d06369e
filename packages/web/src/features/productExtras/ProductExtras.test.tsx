import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../app/session';
import { openProductExtras } from '../fundTools/testing';

const saved = vi.hoisted(() => [] as { fileName: string }[]);
vi.mock('../../components/GeneratedFile/saveFile', () => ({
  saveDownloadedFile: (file: { fileName: string }) => saved.push(file),
}));

beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
afterEach(() => {
  cleanup();
  sessionStore.set({});
});

const announcements = {
  announcementList: () => ({
    list: [
      {
        id: 'holiday-2026-02-14',
        title: '2026年春节休市安排',
        category: 'holiday',
        publishDate: '2026-02-07',
      },
      {
        id: 'fd-2026-001',
        title: '关于交易申请 15:00 截止时间的提示',
        category: 'rule',
        publishDate: '2026-01-05',
      },
    ],
    pagination: { currentPage: 1, pagesize: 20, pageCount: 1, totalRows: 2 },
  }),
  announcementDetail: () => ({
    id: 'holiday-2026-02-14',
    title: '2026年春节休市安排',
    category: 'holiday',
    publishDate: '2026-02-07',
    paragraphs: ['尊敬的机构客户：', '2026年2月14日至2026年2月23日休市，2026年2月24日起照常开市。'],
  }),
};

describe('平台公告 /product/announcementdetail (issue 14 §2)', () => {
  it('lists the announcements with their kind and date; ?id= shows one with its paragraphs', async () => {
    openProductExtras('/product/announcementdetail', announcements);
    const table = await screen.findByRole('table', { name: '平台公告列表' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('休市安排');
    expect(rows[1]!.textContent).toContain('2026-02-07');
    fireEvent.click(within(table).getByRole('link', { name: '2026年春节休市安排' }));
    const detail = await screen.findByTestId('announcement-detail');
    expect(detail.textContent).toContain('2026年2月24日起照常开市');
    expect(screen.getByRole('link', { name: '返回公告列表' })).toBeTruthy();
  });
});

const solutions = {
  solutionList: () => ({
    list: [
      { solutionId: 'steady', name: '稳健理财', summary: '稳健', fundCount: 2 },
      { solutionId: 'index', name: '指数定投', summary: '指数', fundCount: 1 },
    ],
  }),
  solutionFund: (request: unknown) => ({
    solutionId: (request as { solutionId: string }).solutionId,
    name: '稳健理财',
    summary: '稳健',
    fundCount: 2,
    description: '以货币基金保持流动性',
    funds: [
      {
        fundId: '000009',
        fundName: '易方达天天理财货币A',
        fundTypeDetail: '货币型-普通货币',
        weight: '30.00',
        return1y: null,
        navDate: null,
        minLimit: '1000.00',
      },
      {
        fundId: '001021',
        fundName: '华夏亚债中国指数A',
        fundTypeDetail: '债券型-债券指数',
        weight: '70.00',
        return1y: '3.21',
        navDate: '2026-02-13',
        minLimit: '10.00',
      },
    ],
  }),
  solutionBuy: () => ({
    amount: '2000.00',
    lines: [
      {
        fundId: '000009',
        fundName: '易方达天天理财货币A',
        weight: '30.00',
        amount: '600.00',
        added: false,
        code: 'rules.cart.belowMinimum',
        message: '交易金额低于起投金额！',
      },
      {
        fundId: '001021',
        fundName: '华夏亚债中国指数A',
        weight: '70.00',
        amount: '1400.00',
        added: true,
        code: null,
        message: null,
      },
    ],
  }),
};

describe('配置方案 /product/solutionDetail (issue 14 §2 solutionDetail, solutionFund, solutionBuy)', () => {
  it('shows the first solution with weights and real 1-year returns (暂无数据 without NAV) and buys it through the cart, reporting a line under its minimum', async () => {
    const { gateway } = openProductExtras('/product/solutionDetail', solutions);
    const table = await screen.findByRole('table', { name: '稳健理财的基金与权重' });
    expect(gateway.requests('solutionFund')).toEqual([{ solutionId: 'steady' }]);
    expect(screen.getByTestId('return1y-000009').textContent).toBe('暂无数据');
    expect(screen.getByTestId('return1y-001021').textContent).toContain('3.21');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('购买总金额（元）'), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: '一键加入购物车' }));
    const lines = await screen.findByTestId('buy-lines');
    expect(gateway.requests('solutionBuy')).toEqual([{ solutionId: 'steady', amount: '2000' }]);
    expect(within(lines).getAllByRole('row')[1]!.textContent).toContain('交易金额低于起投金额！');
    expect(within(lines).getAllByRole('row')[2]!.textContent).toContain('已加入购物车');
  });

  it('switches solutions with the pressed-button group', async () => {
    const { gateway } = openProductExtras('/product/solutionDetail', solutions);
    fireEvent.click(await screen.findByRole('button', { name: '指数定投' }));
    await waitFor(() => expect(gateway.requests('solutionFund').at(-1)).toEqual({ solutionId: 'index' }));
  });
});

describe('了解选基规则 /product/twentySelectIntroduct (issue 14 §2)', () => {
  it('shows the selection rules from the catalogue', async () => {
    openProductExtras('/product/twentySelectIntroduct', {});
    expect(await screen.findByRole('heading', { name: '了解选基规则' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('基金规模排行 /product/scaleRank (issue 14 §2 fund situation)', () => {
  it('ranks by size (亿元, 暂无 without a size) and re-asks page 1 by another order', async () => {
    const { gateway } = openProductExtras('/product/scaleRank', {
      exportScaleRank: () => ({
        bytes: new Uint8Array([1]),
        fileName: '基金规模排行_2026-02-13.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
      scaleRank: () => ({
        list: [
          {
            rank: 1,
            fundId: '000051',
            fundName: '华夏沪深300ETF联接A',
            fundTypeDetail: '指数型-股票',
            company: '华夏基金管理有限公司',
            sizeYuan: '12203000000.00',
            nav: '1.2345',
            navDate: '2026-02-13',
            return1y: '15.00',
          },
          {
            rank: 2,
            fundId: '000009',
            fundName: '易方达天天理财货币A',
            fundTypeDetail: '货币型-普通货币',
            company: '',
            sizeYuan: null,
            nav: null,
            navDate: null,
            return1y: null,
          },
        ],
        pagination: { currentPage: 1, pagesize: 20, pageCount: 2, totalRows: 27023 },
      }),
    });
    const table = await screen.findByRole('table', { name: '基金规模排行表' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('122.03');
    expect(rows[2]!.textContent).toContain('暂无');
    expect(screen.getByText('共 27023 只基金')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('排序'), { target: { value: 'return1y' } });
    await waitFor(() =>
      expect(gateway.requests('scaleRank').at(-1)).toEqual({
        order: 'return1y',
        pagination: { currentPage: 1, pagesize: 20 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(saved.map((f) => f.fileName)).toEqual(['基金规模排行_2026-02-13.xlsx']));
    expect(gateway.requests('exportScaleRank')).toEqual([{ order: 'return1y' }]);
  });
});

describe('基金估值 /product/fundValue (spec 03 §7 fund situation value page and export)', () => {
  it('lists the latest NAV and the estimate (模拟 columns, 暂无 without one), by change, and exports the list', async () => {
    const { gateway } = openProductExtras('/product/fundValue', {
      exportFundValue: () => ({
        bytes: new Uint8Array([1]),
        fileName: '基金估值_2026-02-13.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
      fundValuePage: () => ({
        date: '2026-02-13',
        time: '14:05',
        reason: null,
        list: [
          {
            fundId: '000001',
            fundName: '华夏成长混合',
            fundTypeText: '混合型',
            baseNav: '1.2000',
            baseDate: '2026-02-12',
            estimateNav: '1.2120',
            estimateChange: '1.00',
          },
          {
            fundId: '000003',
            fundName: '中海可转债债券A',
            fundTypeText: '债券型',
            baseNav: null,
            baseDate: null,
            estimateNav: null,
            estimateChange: null,
          },
        ],
        pagination: { currentPage: 1, pagesize: 20, pageCount: 1, totalRows: 2 },
        source: 'simulated',
      }),
    });
    const table = await screen.findByRole('table', { name: '基金估值列表' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toContain('估算净值模拟');
    expect(rows[1]!.textContent).toContain('1.2120');
    expect(rows[1]!.textContent).toContain('+1.00%');
    expect(rows[2]!.textContent).toContain('暂无');
    expect(screen.getByTestId('value-state').textContent).toBe('估值时间 2026-02-13 14:05 · 共 2 只基金');
    expect(gateway.requests('fundValuePage')[0]).toEqual({
      order: 'change',
      pagination: { currentPage: 1, pagesize: 20 },
    });
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(saved.map((f) => f.fileName)).toContain('基金估值_2026-02-13.xlsx'));
    expect(gateway.requests('exportFundValue')).toEqual([{ order: 'change' }]);
  });
});
