import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { GatewayError, type BatchImport } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { renderRouted } from '../product/testing/fakeGateway';
import { stubTableLayout } from '../product/testing/tableLayout';
import { anAccount, aPage } from '../trade/testing/screensFixtures';
import { BatchTradePage } from './BatchTradePage';
import {
  aCheck,
  anImport,
  aRow,
  aSheet,
  aStatus,
  fakeBatchGateway,
  type BatchHandler,
  type FakeUpload,
} from './testing/batchFixtures';

let unstub: () => void;
beforeAll(() => {
  unstub = stubTableLayout();
});
afterAll(() => unstub());
beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
afterEach(() => {
  cleanup();
  sessionStore.set({});
});

const accounts = [anAccount('10000001', '鼎元投资管理有限公司'), anAccount('10000002', '鼎元二号产品', '3')];

function setup(
  tradeType: 'purchase' | 'redemption',
  overrides: Record<string, BatchHandler> = {},
  importAnswer: BatchImport = anImport(),
) {
  const gateway = fakeBatchGateway({
    queryAccountList: () => ({ orgList: accounts }),
    personMenu: () => ({ menuList: [], routeCodes: [], privilegeCodes: ['subs_forget_password'] }),
    importExcel: () => importAnswer,
    batchList: () => aPage([aStatus()]),
    batchTemplate: () => aSheet(tradeType === 'purchase' ? '批量申购模板.xlsx' : '批量赎回模板.xlsx'),
    batchPlaceOrderCheck: () => aCheck(),
    checkTradePassword: () => ({ remaining: 5 }),
    batchPlaceOrderApply: () => ({ batchSerialNo: 'B20260213000001' }),
    batchTradeStatus: () => aStatus(),
    batchResultDownload: () => aSheet('批量交易结果_鼎元投资管理有限公司_20260213140008.xlsx'),
    ...overrides,
  });
  const notifier = { error: vi.fn(() => true), handle: vi.fn() };
  const saveFile = vi.fn();
  const path = tradeType === 'purchase' ? '/trade/multiBuy' : '/trade/multiSell';
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <BatchTradePage
            tradeType={tradeType}
            notifier={notifier}
            saveFile={saveFile}
            sleep={() => Promise.resolve()}
          />
        ),
      },
      { path: '/trade/stayTrade', element: <p>pending page</p> },
      { path: '/dataService/tradeRecord', element: <p>records page</p> },
    ],
    { initialEntries: [path] },
  );
  renderRouted(gateway, router);
  return { gateway, notifier, saveFile, router };
}

function chooseFile(name = '批量申购0213.xlsx', size = 4096) {
  const file = new File([new Uint8Array(size)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const input = screen.getByTestId('batch-file-input');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
  return file;
}

/** The cell of a spreadsheet row and column of the validation table. */
const cell = (rowNo: number, col: string) =>
  document.querySelector<HTMLElement>(`.fd-batch-table [data-row="${rowNo}"][data-col="${col}"]`);

async function importFile(gateway: ReturnType<typeof setup>['gateway']) {
  await waitFor(() => expect(gateway.requests('queryAccountList')).toHaveLength(1));
  await screen.findByRole('option', { name: '鼎元投资管理有限公司 · 10000001' });
  chooseFile();
  await screen.findByTestId('batch-summary');
}

describe('批量申购 /trade/multiBuy (spec 02 §2, §4; issue 4 §2)', () => {
  it('downloads the template of the trade type (spec 02 §7 batch Excel)', async () => {
    const { gateway, saveFile } = setup('purchase');
    fireEvent.click(await screen.findByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(gateway.requests('batchTemplate')).toEqual([{ tradeType: 'purchase' }]);
    expect(saveFile.mock.calls[0]?.[0]).toMatchObject({ fileName: '批量申购模板.xlsx' });
  });

  it('uploads with the default account and shows the upload progress dialog (spec 02 §2 460 px, §9)', async () => {
    let finish: (value: BatchImport) => void = () => undefined;
    const { gateway } = setup('purchase', {
      importExcel: (request) => {
        const { options } = request as FakeUpload;
        options.onProgress?.(1024, 4096);
        return new Promise<BatchImport>((resolve) => {
          finish = resolve;
        });
      },
    });
    await waitFor(() => expect(gateway.requests('queryAccountList')).toEqual([{ privilegeCode: 'subs' }]));
    await screen.findByRole('option', { name: '鼎元投资管理有限公司 · 10000001' });
    chooseFile();
    const dialog = await screen.findByRole('dialog', { name: '文件上传中，请稍候' });
    await within(dialog).findByText('已上传 1 KB / 4 KB');
    const [upload] = gateway.requests('importExcel') as FakeUpload[];
    expect(upload?.fields).toEqual({ tradeType: 'purchase', defaultGroupId: '10000001' });
    expect(upload?.file).toMatchObject({ name: '批量申购0213.xlsx' });
    expect(upload?.file.bytes.byteLength).toBe(4096);
    await act(async () => {
      finish(anImport());
      await Promise.resolve();
    });
    await screen.findByTestId('batch-summary');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '文件上传中，请稍候' })).toBeNull());
  });

  it('shows the summary with exact thousands-separated totals and marks the bad cell (issue 4 §2)', async () => {
    const { gateway } = setup('purchase');
    await importFile(gateway);
    expect(screen.getByTestId('batch-total-rows').textContent).toBe('3');
    expect(screen.getByTestId('batch-valid-rows').textContent).toBe('2');
    expect(screen.getByTestId('batch-invalid-rows').textContent).toBe('1');
    expect(screen.getByTestId('batch-total').textContent).toBe('1,234,567.89');
    expect(screen.getByText('合计金额(元)')).toBeTruthy();
    await waitFor(() => expect(cell(4, 'fundCode')).not.toBeNull());
    // The bad cell is marked and carries its message; the good cells are not.
    expect(cell(4, 'fundCode')?.closest('.fd-batch-bad')).not.toBeNull();
    expect(cell(4, 'fundCode')?.querySelector('[data-error]')?.getAttribute('data-error')).toBe('基金不存在');
    expect(cell(4, 'amount')?.closest('.fd-batch-bad')).toBeNull();
    expect(cell(3, 'amount')?.textContent).toBe('1,224,567.89');
    expect(cell(3, 'dividend')?.textContent).toBe('现金红利');
    expect(cell(4, 'result')?.textContent).toBe('基金代码：基金不存在');
    expect(cell(2, 'result')?.textContent).toBe('通过');
  });

  it('仅看错误行 shows only the invalid rows', async () => {
    const { gateway } = setup('purchase');
    await importFile(gateway);
    await waitFor(() => expect(cell(2, 'rowNo')).not.toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: '仅看错误行' }));
    await waitFor(() => expect(cell(2, 'rowNo')).toBeNull());
    expect(cell(4, 'rowNo')).not.toBeNull();
  });

  it('refuses a file that is not .xlsx before sending it', async () => {
    const { gateway, notifier } = setup('purchase');
    await waitFor(() => expect(gateway.requests('queryAccountList')).toHaveLength(1));
    chooseFile('orders.csv');
    expect(notifier.error).toHaveBeenCalledWith('仅支持 .xlsx 格式的文件');
    expect(gateway.requests('importExcel')).toHaveLength(0);
  });

  it("shows the server's refusal of a file (FD4710 headers) through the notifier", async () => {
    const { gateway, notifier } = setup('purchase', {
      importExcel: () => {
        throw new GatewayError('FD4710');
      },
    });
    await waitFor(() => expect(gateway.requests('queryAccountList')).toHaveLength(1));
    chooseFile();
    await waitFor(() =>
      expect(notifier.handle).toHaveBeenCalledWith(expect.objectContaining({ code: 'FD4710' })),
    );
    expect(screen.queryByTestId('batch-summary')).toBeNull();
  });

  it('changing the default account checks the same file again with the new default', async () => {
    const { gateway } = setup('purchase');
    await importFile(gateway);
    fireEvent.change(screen.getByRole('combobox', { name: '默认账户' }), { target: { value: '10000002' } });
    await waitFor(() => expect(gateway.requests('importExcel')).toHaveLength(2));
    expect((gateway.requests('importExcel')[1] as FakeUpload).fields).toEqual({
      tradeType: 'purchase',
      defaultGroupId: '10000002',
    });
  });

  it('warns of a file placed before, with the earlier import time', async () => {
    const { gateway } = setup(
      'purchase',
      {},
      anImport({
        duplicateOf: { importId: 'I0', importedAt: '2026-02-12T10:05:00+08:00', batchSerialNo: 'B0' },
      }),
    );
    await importFile(gateway);
    expect(screen.getByTestId('batch-duplicate').textContent).toBe(
      '该文件已于 2026-02-12 10:05:00 导入并下单（批次号 B0），请勿重复下单',
    );
  });

  it('places only the valid rows with the trade password, shows success, downloads the result and goes to pending trades (spec 02 §4)', async () => {
    const { gateway, saveFile, router } = setup('purchase');
    await importFile(gateway);
    const place = screen.getByRole('button', { name: '下单' });
    // Invalid rows and 只下单有效行 not ticked: placing is disabled.
    expect(place.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      '存在无效行：请修改文件后重新导入，或勾选“只下单有效行”',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '只下单有效行' }));
    expect(place.hasAttribute('disabled')).toBe(false);
    fireEvent.click(place);

    const password = await screen.findByRole('dialog', { name: '批量申购下单' });
    expect(gateway.requests('batchPlaceOrderCheck')).toEqual([{ importId: 'I1', onlyValid: true }]);
    expect(within(password).getByText('本次下单 2 笔，涉及 1 个账户、2 只基金')).toBeTruthy();
    expect(within(password).getByText(/合计金额 1,234,567\.89 元/)).toBeTruthy();
    expect(within(password).getByText('第 4 行：基金不存在')).toBeTruthy();
    fireEvent.change(within(password).getByLabelText('交易密码'), { target: { value: '135790' } });
    fireEvent.click(within(password).getByRole('button', { name: '确认下单' }));

    const result = await screen.findByRole('dialog', { name: '下单成功' });
    expect(within(result).getByText('您的批量申购申请已受理')).toBeTruthy();
    expect(within(result).getByText('共 2 笔，成功 2 笔，失败 0 笔')).toBeTruthy();
    expect(gateway.requests('batchPlaceOrderApply')).toEqual([
      { importId: 'I1', tradePassword: '135790', onlyValid: true, confirmDuplicate: false },
    ]);
    fireEvent.click(within(result).getByRole('button', { name: '下载结果明细' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(gateway.requests('batchResultDownload')).toEqual([{ batchSerialNo: 'B20260213000001' }]);
    fireEvent.click(within(result).getByRole('button', { name: '查看待处理交易' }));
    await screen.findByText('pending page');
    expect(router.state.location.pathname).toBe('/trade/stayTrade');
  });

  it('lists the batch history with kind, state, progress and the result download (spec 02 §7)', async () => {
    const { gateway, saveFile } = setup('purchase');
    const table = await screen.findByRole('table', { name: '批量交易记录' });
    await within(table).findByText('B20260213000001');
    expect(gateway.requests('batchList')[0]).toEqual({
      tradeType: 'purchase',
      pagination: { currentPage: 1, pagesize: 10 },
    });
    expect(within(table).getByText('批量申购')).toBeTruthy();
    expect(within(table).getByText('已完成')).toBeTruthy();
    expect(within(table).getByText('100%')).toBeTruthy();
    expect(within(table).getByText('2026-02-13 14:00:05')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: '下载结果' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
  });
});

describe('批量赎回 /trade/multiSell (spec 02 §2, §4, §8)', () => {
  const redemption = anImport({
    tradeType: 'redemption',
    fileName: '批量赎回0213.xlsx',
    totalRows: 1,
    validRows: 1,
    invalidRows: 0,
    totalAmount: '0.00',
    totalShares: '12345.67',
    rows: [aRow({ amount: null, shares: '12345.67' })],
  });

  it('shows 赎回份额(份) and no 分红方式; a batch with no success shows 批量交易失败 and goes to trade records', async () => {
    const { gateway, router } = setup(
      'redemption',
      {
        batchTradeStatus: () =>
          aStatus({ tradeType: 'redemption', kind: 'excelSell', successSize: 0, failSize: 1, totalSize: 1 }),
      },
      redemption,
    );
    await waitFor(() =>
      expect(gateway.requests('queryAccountList')).toEqual([{ privilegeCode: 'redemption' }]),
    );
    await screen.findByRole('option', { name: '鼎元投资管理有限公司 · 10000001' });
    chooseFile('批量赎回0213.xlsx');
    await screen.findByTestId('batch-summary');
    expect(screen.getByText('合计份额(份)')).toBeTruthy();
    expect(screen.getByTestId('batch-total').textContent).toBe('12,345.67');
    await waitFor(() => expect(cell(2, 'shares')?.textContent).toBe('12,345.67'));
    expect(screen.getAllByText('赎回份额(份)').length).toBeGreaterThan(0);
    expect(screen.queryByText('分红方式')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '只下单有效行' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '下单' }));
    const password = await screen.findByRole('dialog', { name: '批量赎回下单' });
    fireEvent.change(within(password).getByLabelText('交易密码'), { target: { value: '135790' } });
    fireEvent.click(within(password).getByRole('button', { name: '确认下单' }));

    const failure = await screen.findByRole('dialog', { name: '批量交易失败' });
    expect(
      within(failure).getByText('请联系客服（400-820-0000，工作日 09:00-18:00）或修改文件后重新导入'),
    ).toBeTruthy();
    fireEvent.click(within(failure).getByRole('button', { name: '查看交易记录' }));
    await screen.findByText('records page');
    expect(router.state.location.pathname).toBe('/dataService/tradeRecord');
  });
});
