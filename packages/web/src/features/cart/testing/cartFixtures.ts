import { vi, type Mock } from 'vitest';
import {
  GatewayError,
  type BatchResult,
  type CallDef,
  type CartFundLine,
  type DownloadDef,
  type DownloadedFile,
  type GatewayClient,
} from '@funddesk/core';

/** A cart line with sensible limits: minimum 100, single cap 50000, daily cap unlimited. */
export function cartLine(overrides: Partial<CartFundLine> = {}): CartFundLine {
  return {
    fundId: '110011',
    fundCode: '110011',
    fundName: '易方达优质精选混合',
    fundType: 'A',
    fundRiskLevel: 'zxfxdj_3',
    amount: null,
    minvalue: '100',
    maxvalue: '50000',
    dailyMaxValue: '999999999',
    orgmaxholdvol: '0',
    lessDailyValue: '0',
    summaryPdf: 'pdf-110011',
    managerCode: 'efund',
    managerName: '易方达基金管理有限公司',
    tipInfo: { type: 'none', tip: '' },
    estimateFee: null,
    ...overrides,
  };
}

/** A finished batch. */
export function batchResult(overrides: Partial<BatchResult> = {}): BatchResult {
  return {
    batchSerialNo: 'B202611200001',
    totalSize: 2,
    successSize: 2,
    failSize: 0,
    orderStatus: 'done',
    progress: 100,
    batchTradeStatus: 1,
    failApplyNum: 0,
    ...overrides,
  };
}

/** A fake gateway answering calls and downloads by name; an unknown name fails with FD5000. */
export interface FakeCartGateway extends GatewayClient {
  mock: Mock<(def: CallDef | DownloadDef, request: unknown) => Promise<unknown>>;
  requests: (name: string) => unknown[];
}

/** Builds a {@link FakeCartGateway}: `handlers[name](request)` answers or throws a GatewayError. */
export function fakeCartGateway(handlers: Record<string, (request: unknown) => unknown>): FakeCartGateway {
  const mock = vi.fn(async (def: CallDef | DownloadDef, request: unknown): Promise<unknown> => {
    const handler = handlers[def.name];
    if (!handler) throw new GatewayError('FD5000');
    return await handler(request);
  });
  return {
    call: mock as unknown as GatewayClient['call'],
    download: mock as unknown as GatewayClient['download'],
    // Uploads answer through the same handlers, by upload name, with the fields as the request.
    upload: mock as unknown as GatewayClient['upload'],
    mock,
    resetPublicKey: () => undefined,
    requests: (name) => mock.mock.calls.filter(([def]) => def.name === name).map(([, request]) => request),
  };
}

/** A downloaded spreadsheet. */
export const failureSheet: DownloadedFile = {
  bytes: new Uint8Array([80, 75]),
  fileName: '测试机构_购物车下单失败明细_20261120103000.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
