import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError, type DownloadedFile, type Statement } from '@funddesk/core';
import { notifier } from '../../app/notifier';
import { sessionStore } from '../../app/session';
import { renderRouted } from '../product/testing/fakeGateway';
import { anAccount, screensGateway } from '../trade/testing/screensFixtures';
import { StatementsListPage } from './StatementsListPage';

const today = () => new Date('2026-02-13T06:00:00Z'); // 14:00 in Shanghai

const aStatement = (serialNo: string, groupId: string, extra: Partial<Statement> = {}): Statement => ({
  serialNo,
  groupId,
  corpName: groupId === '10000001' ? '鼎元投资管理有限公司' : '汇川信托·稳盈1号',
  period: '2026-01',
  format: 'pdf',
  status: 'done',
  fileName: `对账单_${groupId}_2026-01.pdf`,
  requestedAt: '2026-02-13T13:58:00+08:00',
  finishedAt: '2026-02-13T13:58:01+08:00',
  read: false,
  ...extra,
});

interface Setup {
  accounts?: string[];
  /** documentResult's answer for a serial at its n-th poll. */
  result?: (serialNo: string, poll: number) => Statement['status'];
  download?: () => Promise<DownloadedFile>;
}

function open({ accounts = ['10000001', '10000002'], result = () => 'done', download }: Setup = {}) {
  const polls = new Map<string, number>();
  let requested: Statement[] = [];
  const gateway = screensGateway(
    {
      queryAccountList: () => ({
        orgList: accounts.map((id) =>
          anAccount(id, id === '10000001' ? '鼎元投资管理有限公司' : '汇川信托·稳盈1号'),
        ),
      }),
      statementAccountDate: () => ({
        list: accounts.map((groupId) => ({
          groupId,
          corpName: groupId,
          firstPeriod: groupId === '10000001' ? '2025-12' : null,
          lastPeriod: '2026-02',
        })),
      }),
      statementList: () => ({
        list: [
          ...requested,
          aStatement('OLD1', '10000001', { period: '2025-12', read: true, format: 'xlsx' }),
        ],
        pagination: { currentPage: 1, pagesize: 20, pageCount: 1, totalRows: requested.length + 1 },
      }),
      exportStatementApply: (req) => {
        const { groupIds, period, format } = req as {
          groupIds: string[];
          period: string;
          format: 'pdf' | 'xlsx';
        };
        requested = groupIds.map((g, i) =>
          aStatement(`NEW${i + 1}`, g, {
            period,
            format,
            status: 'processing',
            fileName: null,
            finishedAt: null,
          }),
        );
        return { list: requested };
      },
      documentResult: (req) => {
        const { serialNo } = req as { serialNo: string };
        const n = (polls.get(serialNo) ?? 0) + 1;
        polls.set(serialNo, n);
        const status = result(serialNo, n);
        requested = requested.map((s) => (s.serialNo === serialNo ? { ...s, status } : s));
        return {
          serialNo,
          status,
          docId: status === 'done' ? serialNo : null,
          fileName: status === 'done' ? `${serialNo}.pdf` : null,
        };
      },
      assetReportRead: (req) => ({
        reportSerialNo: (req as { reportSerialNo: string }).reportSerialNo,
        read: true,
      }),
    },
    download ??
      (() =>
        Promise.resolve({
          bytes: new Uint8Array([37, 80, 68, 70]),
          fileName: '对账单_鼎元投资管理有限公司_2026-01.pdf',
          contentType: 'application/pdf',
        })),
  );
  const saved: DownloadedFile[] = [];
  const router = createMemoryRouter([
    {
      path: '/',
      element: <StatementsListPage today={today} requestOptions={{ save: (f) => saved.push(f) }} />,
    },
  ]);
  renderRouted(gateway, router);
  return { gateway, saved };
}

/** Clicks 生成对账单 and lets `ms` of polling time pass. */
async function requestAndWait(ms: number) {
  vi.useFakeTimers();
  try {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '生成对账单' }));
      await vi.advanceTimersByTimeAsync(ms);
    });
  } finally {
    vi.useRealTimers();
  }
}

describe('对账单 /dataService/statementsList (spec 03 §2 statementsList, §7 exportStatementApply; spec 01 §4.8)', () => {
  let errors: string[];
  let successes: string[];
  beforeEach(() => {
    sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' });
    errors = [];
    successes = [];
    vi.spyOn(notifier, 'error').mockImplementation((m) => (errors.push(m), true));
    vi.spyOn(notifier, 'success').mockImplementation((m) => (successes.push(m), true));
  });
  afterEach(() => {
    cleanup();
    sessionStore.set({});
    vi.restoreAllMocks();
  });

  it('asks for the accounts with privilege statements; all of them by default; months from the first trade to now, last month chosen', async () => {
    const { gateway } = open();
    const table = await screen.findByRole('table', { name: '对账单列表' });
    await within(table).findByText('2025-12');
    expect(gateway.requests('queryAccountList')).toEqual([{ privilegeCode: 'statements' }]);
    expect(gateway.requests('statementAccountDate')[0]).toEqual({ groupIds: ['10000001', '10000002'] });
    expect(gateway.requests('statementList')[0]).toEqual({
      groupIds: ['10000001', '10000002'],
      pagination: { currentPage: 1, pagesize: 20 },
    });
    const month = screen.getByLabelText<HTMLSelectElement>('对账月份');
    await waitFor(() =>
      expect([...month.options].map((o) => o.value)).toEqual(['2026-02', '2026-01', '2025-12']),
    );
    expect(month.value).toBe('2026-01');
    // the older statement: read, Excel, 已生成, downloadable
    const row = within(table).getByText('2025-12').closest('tr')!;
    expect(within(row).getByText('已生成')).toBeTruthy();
    expect(within(row).getByText('Excel')).toBeTruthy();
    expect(within(row).queryByText('未读')).toBeNull();
    expect(within(row).getByRole('button', { name: '下载' }).hasAttribute('disabled')).toBe(false);
  });

  it('several accounts: one statement each, polled every 3000 ms until done, listed with 下载 (no automatic download)', async () => {
    const { gateway, saved } = open({
      result: (serial, n) => (serial === 'NEW2' && n < 2 ? 'processing' : 'done'),
    });
    await screen.findByRole('table', { name: '对账单列表' });
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('对账月份').value).toBe('2026-01'));
    fireEvent.click(screen.getByRole('radio', { name: 'Excel' }));
    vi.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: '生成对账单' }));
        await vi.advanceTimersByTimeAsync(2_999);
      });
      expect(gateway.requests('exportStatementApply')).toEqual([
        { groupIds: ['10000001', '10000002'], period: '2026-01', format: 'xlsx' },
      ]);
      expect(gateway.requests('documentResult')).toEqual([]);
      // busy: a second click requests nothing
      fireEvent.click(screen.getByRole('button', { name: '生成对账单' }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(6_001);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(successes).toEqual(['对账单已生成']));
    expect(gateway.requests('exportStatementApply')).toHaveLength(1);
    expect(gateway.requests('documentResult')).toEqual([
      { serialNo: 'NEW1' },
      { serialNo: 'NEW2' },
      { serialNo: 'NEW2' },
    ]);
    expect(saved).toEqual([]);
    expect(errors).toEqual([]);
    const table = screen.getByRole('table', { name: '对账单列表' });
    await waitFor(() => expect(within(table).getAllByText('未读')).toHaveLength(2));
  });

  it('one account: the statement is downloaded and saved when done, then marked read', async () => {
    const { gateway, saved } = open({ accounts: ['10000001'] });
    await screen.findByRole('table', { name: '对账单列表' });
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('对账月份').value).toBe('2026-01'));
    await requestAndWait(3_000);
    await waitFor(() =>
      expect(saved.map((f) => f.fileName)).toEqual(['对账单_鼎元投资管理有限公司_2026-01.pdf']),
    );
    expect(gateway.downloadMock.mock.calls[0]![1]).toEqual({ serialNo: 'NEW1' });
    await waitFor(() => expect(gateway.requests('assetReportRead')).toEqual([{ reportSerialNo: 'NEW1' }]));
    expect(successes).toEqual(['文件已下载']);
  });

  it('gives up after 40 polls with 生成文件超时', async () => {
    const { gateway, saved } = open({ accounts: ['10000001'], result: () => 'processing' });
    await screen.findByRole('table', { name: '对账单列表' });
    await requestAndWait(3_000 * 45);
    await waitFor(() => expect(errors).toEqual(['生成文件超时']));
    expect(gateway.requests('documentResult')).toHaveLength(40);
    expect(saved).toEqual([]);
  });

  it('a failed statement says 生成文件失败; a refused request shows the gateway’s message', async () => {
    const { gateway } = open({ result: (serial) => (serial === 'NEW1' ? 'failed' : 'done') });
    await screen.findByRole('table', { name: '对账单列表' });
    await requestAndWait(3_000);
    await waitFor(() => expect(errors).toEqual(['生成文件失败']));
    expect(successes).toEqual(['对账单已生成']);
    gateway.mock.mockImplementationOnce(() => Promise.reject(new GatewayError('FD3603')));
    await requestAndWait(10);
    await waitFor(() => expect(errors).toEqual(['生成文件失败', '对账月份不能晚于当前月份']));
  });

  it('下载 in the list saves the file; a failed download says 文件下载失败', async () => {
    const { saved } = open({ download: () => Promise.reject(new GatewayError('FD3602')) });
    const table = await screen.findByRole('table', { name: '对账单列表' });
    const row = (await within(table).findByText('2025-12')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(errors).toEqual(['文件下载失败']));
    expect(saved).toEqual([]);
  });
});
