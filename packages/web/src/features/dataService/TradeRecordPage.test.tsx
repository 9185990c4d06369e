import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadedFile } from '@funddesk/core';
import { notifier } from '../../app/notifier';
import { sessionStore } from '../../app/session';
import { renderRouted } from '../product/testing/fakeGateway';
import { anAccount, anOrder, aPage, screensGateway } from '../trade/testing/screensFixtures';
import { recordDateBounds, TradeRecordPage } from './TradeRecordPage';

const today = () => '2026-05-12';

function open() {
  const gateway = screensGateway({
    queryAccountList: () => ({
      orgList: [anAccount('10000001', '鼎元投资管理有限公司'), anAccount('10000002', '鼎元二号', '3')],
    }),
    tradeList: () => aPage([anOrder({ status: 'confirmed', cancellable: false, confirmShares: '45120.65' })]),
    exportTradeRecordsApply: () => ({ serialNo: 'E1' }),
    documentResult: () => ({ serialNo: 'E1', status: 'done', docId: 'd', fileName: '交易记录.xlsx' }),
  });
  const saved: DownloadedFile[] = [];
  const router = createMemoryRouter([
    { path: '/', element: <TradeRecordPage today={today} fileOptions={{ save: (f) => saved.push(f) }} /> },
  ]);
  renderRouted(gateway, router);
  return { gateway, saved };
}

describe('trade records (spec 03 §2 tradeRecord; spec 01 §5 date range, §4.8 export)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
    vi.restoreAllMocks();
  });

  it('first asks for all accounts with no range, then with the fund code, state and 近3月 chosen', async () => {
    const { gateway } = open();
    const table = await screen.findByRole('table', { name: '交易记录' });
    await within(table).findByText('45,120.65');
    expect(gateway.requests('queryAccountList')).toEqual([{ privilegeCode: 'trade_record' }]);
    expect(gateway.requests('tradeList')[0]).toEqual({
      groupIds: ['10000001', '10000002'],
      pagination: { currentPage: 1, pagesize: 20 },
    });
    fireEvent.change(screen.getByPlaceholderText('6位基金代码'), { target: { value: '00a5827' } });
    fireEvent.change(screen.getByDisplayValue('全部状态'), { target: { value: 'confirmed' } });
    fireEvent.click(screen.getByRole('button', { name: '近3月' }));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(gateway.requests('tradeList').at(-1)).toEqual({
        groupIds: ['10000001', '10000002'],
        fundId: '005827',
        status: 'confirmed',
        startDate: '2026-02-12',
        endDate: '2026-05-12',
        pagination: { currentPage: 1, pagesize: 20 },
      }),
    );
  });

  it('a start after the end is refused: message shown, 查询 and 导出 disabled', async () => {
    open();
    await screen.findByRole('table', { name: '交易记录' });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-05-20' } });
    expect(screen.getByRole('alert').textContent).toBe('请选择完整的日期范围');
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-05-12' } });
    expect(screen.getByRole('alert').textContent).toBe('开始日期不能晚于结束日期');
    expect(screen.getByRole('button', { name: '查询' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '导出' }).hasAttribute('disabled')).toBe(true);
  });

  it('the trade-day range typed as YYYY-MM-DD in the date fields is sent; a shortcut fills both fields', async () => {
    const { gateway } = open();
    await screen.findByRole('table', { name: '交易记录' });
    const start = screen.getByLabelText<HTMLInputElement>('开始日期');
    const end = screen.getByLabelText<HTMLInputElement>('结束日期');
    fireEvent.click(screen.getByRole('button', { name: '近一周' }));
    expect([start.value, end.value]).toEqual(['2026-05-05', '2026-05-12']);
    expect(screen.getByRole('button', { name: '近一周' }).className).toContain('bp6-intent-primary');

    fireEvent.change(start, { target: { value: '2026-04-01' } });
    fireEvent.change(end, { target: { value: '2026-04-30' } });
    expect(screen.getByRole('button', { name: '近一周' }).className).not.toContain('bp6-intent-primary');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(gateway.requests('tradeList').at(-1)).toEqual({
        groupIds: ['10000001', '10000002'],
        startDate: '2026-04-01',
        endDate: '2026-04-30',
        pagination: { currentPage: 1, pagesize: 20 },
      }),
    );
  });

  it('the date fields offer 1 January ten years back to 31 December of next year (docs/decisions.md)', () => {
    expect(recordDateBounds(today())).toEqual({ minDate: '2016-01-01', maxDate: '2027-12-31' });
    expect(recordDateBounds('2026-12-31')).toEqual({
      minDate: '2016-01-01',
      maxDate: '2027-12-31',
    });
  });

  it('导出 requests the file with the filters, polls and saves it', async () => {
    vi.spyOn(notifier, 'success').mockImplementation(() => true);
    const { gateway, saved } = open();
    await screen.findByText('45,120.65');
    vi.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: '导出' }));
        await vi.advanceTimersByTimeAsync(3_000);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(gateway.requests('exportTradeRecordsApply')).toEqual([{ groupIds: ['10000001', '10000002'] }]);
    expect(gateway.requests('documentResult')).toEqual([{ serialNo: 'E1' }]);
  });
});
