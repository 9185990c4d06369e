import { vi, type Mock } from 'vitest';
import {
  GatewayError,
  type BatchImport,
  type BatchRow,
  type BatchStatus,
  type DownloadedFile,
  type GatewayClient,
  type UploadFile,
  type UploadOptions,
} from '@funddesk/core';
import type { PlaceCheck } from '../useBatchPlaceFlow';

/** What an upload handler of the fake gateway receives. */
export interface FakeUpload {
  fields: Record<string, unknown>;
  file: UploadFile;
  options: UploadOptions;
}

/** A handler: answers a call, download or upload by name, or throws a GatewayError. */
export type BatchHandler = (request: unknown) => unknown;

/** A fake gateway answering calls, downloads and uploads by name; an unknown name fails with FD5000. */
export interface FakeBatchGateway extends GatewayClient {
  mock: Mock<(def: { name: string }, request: unknown) => Promise<unknown>>;
  /** The requests made to a call (for an upload: its {@link FakeUpload}), in order. */
  requests: (name: string) => unknown[];
}

/** Builds a {@link FakeBatchGateway}. */
export function fakeBatchGateway(handlers: Record<string, BatchHandler>): FakeBatchGateway {
  const mock = vi.fn(async (def: { name: string }, request: unknown): Promise<unknown> => {
    const handler = handlers[def.name];
    if (!handler) throw new GatewayError('FD5000');
    return await handler(request);
  });
  return {
    call: mock as unknown as GatewayClient['call'],
    download: mock as unknown as GatewayClient['download'],
    upload: ((def: { name: string }, fields: Record<string, unknown>, file: UploadFile, options = {}) =>
      mock(def, { fields, file, options })) as unknown as GatewayClient['upload'],
    resetPublicKey: () => undefined,
    mock,
    requests: (name) => mock.mock.calls.filter(([def]) => def.name === name).map(([, request]) => request),
  };
}

/** A valid purchase row: 10,000.00 yuan of 易方达蓝筹精选 for account 10000001. */
export function aRow(overrides: Partial<BatchRow> = {}): BatchRow {
  return {
    rowNo: 2,
    account: '10000001',
    groupId: '10000001',
    corpName: '鼎元投资管理有限公司',
    fundCode: '005827',
    fundName: '易方达蓝筹精选混合',
    amount: '10000.00',
    shares: null,
    dividendMethod: null,
    remark: '',
    valid: true,
    errors: [],
    ...overrides,
  };
}

/** A purchase import of three rows, the third with a fund that does not exist. */
export function anImport(overrides: Partial<BatchImport> = {}): BatchImport {
  return {
    importId: 'I1',
    tradeType: 'purchase',
    fileName: '批量申购0213.xlsx',
    fileSha256: 'ab'.repeat(32),
    importedAt: '2026-02-13T14:00:00+08:00',
    duplicateOf: null,
    totalRows: 3,
    validRows: 2,
    invalidRows: 1,
    totalAmount: '1234567.89',
    totalShares: '0.00',
    batchSerialNo: null,
    rows: [
      aRow(),
      aRow({
        rowNo: 3,
        fundCode: '110011',
        fundName: '易方达优质精选混合',
        amount: '1224567.89',
        dividendMethod: '1',
      }),
      aRow({
        rowNo: 4,
        fundCode: '999999',
        fundName: null,
        amount: '5000.00',
        valid: false,
        errors: [{ column: '基金代码', field: 'fundCode', code: 'fundNotFound', message: '基金不存在' }],
      }),
    ],
    ...overrides,
  };
}

/** A place-order check of two rows. */
export function aCheck(overrides: Partial<PlaceCheck> = {}): PlaceCheck {
  return {
    importId: 'I1',
    placeable: 2,
    skipped: 1,
    totalAmount: '1234567.89',
    totalShares: '0.00',
    accounts: 1,
    funds: 2,
    duplicateOf: null,
    problems: [{ rowNo: 4, message: '基金不存在' }],
    ...overrides,
  };
}

/** A finished spreadsheet purchase batch. */
export function aStatus(overrides: Partial<BatchStatus> = {}): BatchStatus {
  return {
    batchSerialNo: 'B20260213000001',
    totalSize: 2,
    successSize: 2,
    failSize: 0,
    orderStatus: 'done',
    progress: 100,
    batchTradeStatus: 1,
    failApplyNum: 0,
    tradeType: 'purchase',
    kind: 'excelBuy',
    importId: 'I1',
    fileName: '批量申购0213.xlsx',
    createdAt: '2026-02-13T14:00:05+08:00',
    finishedAt: '2026-02-13T14:00:08+08:00',
    cancelledSize: 0,
    ...overrides,
  };
}

/** A downloaded spreadsheet. */
export function aSheet(fileName: string): DownloadedFile {
  return {
    bytes: new Uint8Array([80, 75, 3, 4]),
    fileName,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
