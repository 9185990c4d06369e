import { describe, expect, it } from 'vitest';
import { batch, doubleRecord } from '../api/index.js';
import { ErrorCode } from '../errors/catalogue.js';
import { createGatewayClient, type FetchLike, type UploadTransport } from './client.js';

const session = { token: () => 'tok', groupId: () => '10000001' };
const cipher = () => ({ modulusBits: 1024, encryptBlock: (chunk: string) => `RSA(${chunk})` });

const importBody = {
  importId: 'I1',
  tradeType: 'purchase',
  fileName: 'a.xlsx',
  fileSha256: 'ab',
  importedAt: '2026-02-13T14:00:00.000+08:00',
  duplicateOf: null,
  totalRows: 0,
  validRows: 0,
  invalidRows: 0,
  totalAmount: '0.00',
  totalShares: '0.00',
  batchSerialNo: null,
  rows: [],
};
const okText = (body: unknown) => JSON.stringify({ header: { retCode: '0000', retMessage: '成功' }, body });

describe('GatewayClient.upload (spec 02 §7 importExcel: multipart, 2 minute timeout)', () => {
  it('posts multipart form data with the fields as text parts and the file as part `file`, with the session headers', async () => {
    const seen: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    const fetch: FetchLike = (url, init) => {
      seen.push({ url, headers: init.headers, body: init.body });
      return Promise.resolve({ status: 200, text: () => Promise.resolve(okText(importBody)) });
    };
    const progress: [number, number][] = [];
    const client = createGatewayClient({ baseUrl: 'http://gw', fetch, session, createCipher: cipher });
    const answer = await client.upload(
      batch.importExcel,
      { tradeType: 'purchase', defaultGroupId: '10000001' },
      { name: '批量申购.xlsx', bytes: new Uint8Array([80, 75, 3, 4]) },
      { onProgress: (sent, total) => progress.push([sent, total]) },
    );
    expect(answer.importId).toBe('I1');
    const [request] = seen;
    expect(request!.url).toBe('http://gw/mutual-fund-trade/api/pc/excel/batch/importExcel');
    expect(request!.headers).toMatchObject({ authorization: 'Bearer tok', 'x-gno': '10000001' });
    expect(request!.headers['content-type']).toBeUndefined();
    const form = request!.body as FormData;
    expect(form.get('tradeType')).toBe('purchase');
    expect(form.get('defaultGroupId')).toBe('10000001');
    const file = form.get('file') as File;
    expect(file.name).toBe('批量申购.xlsx');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(progress).toEqual([
      [0, 4],
      [4, 4],
    ]);
  });

  it("sends an upload's headerFields as request headers, not form parts (the capture link token, checked before the body)", async () => {
    const seen: { headers: Record<string, string>; body: unknown }[] = [];
    const fetch: FetchLike = (_url, init) => {
      seen.push({ headers: init.headers, body: init.body });
      return Promise.resolve({ status: 200, text: () => Promise.resolve(okText({})) });
    };
    const client = createGatewayClient({ baseUrl: 'http://gw', fetch, session, createCipher: cipher });
    const token = 't'.repeat(43);
    await client
      .upload(
        doubleRecord.doubleRecordUpload,
        { token, durationMs: 15_000 },
        { name: 'r.webm', bytes: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), type: 'video/webm' },
      )
      .catch(() => undefined); // the stand-in answer is not a capture info: only the request matters here
    const [request] = seen;
    expect(request!.headers[doubleRecord.LINK_TOKEN_HEADER]).toBe(token);
    const form = request!.body as FormData;
    expect(form.get('token')).toBeNull();
    expect(form.get('durationMs')).toBe('15000');
  });

  it('uses the upload transport when given (the web reports real progress) with the 120 s timeout', async () => {
    let timeout = 0;
    const transport: UploadTransport = (request) => {
      timeout = request.timeoutMs;
      request.onProgress?.(2, 4);
      return Promise.resolve({ status: 200, text: () => Promise.resolve(okText(importBody)) });
    };
    const fetch: FetchLike = () => Promise.reject(new Error('not used'));
    const client = createGatewayClient({
      baseUrl: '',
      fetch,
      session,
      createCipher: cipher,
      uploadTransport: transport,
    });
    const progress: number[] = [];
    await client.upload(
      batch.importExcel,
      { tradeType: 'redemption' },
      { name: 'a.xlsx', bytes: new Uint8Array(4) },
      { onProgress: (sent) => progress.push(sent) },
    );
    expect(timeout).toBe(120_000);
    expect(progress).toEqual([2]);
  });

  it('refuses a file over 10 MB before sending (FD4704) and bad fields (FD2000)', async () => {
    let calls = 0;
    const fetch: FetchLike = () => {
      calls += 1;
      return Promise.reject(new Error('no'));
    };
    const client = createGatewayClient({ baseUrl: '', fetch, session, createCipher: cipher });
    await expect(
      client.upload(
        batch.importExcel,
        { tradeType: 'purchase' },
        { name: 'big.xlsx', bytes: new Uint8Array(10 * 1024 * 1024 + 1) },
      ),
    ).rejects.toMatchObject({ code: ErrorCode.BatchFileTooLarge });
    await expect(
      client.upload(
        batch.importExcel,
        { tradeType: 'sell' as 'purchase' },
        { name: 'a.xlsx', bytes: new Uint8Array(1) },
      ),
    ).rejects.toMatchObject({ code: ErrorCode.BadRequest });
    expect(calls).toBe(0);
  });

  it('turns a failure envelope into its GatewayError with the detail filled into the message', async () => {
    const fetch: FetchLike = () =>
      Promise.resolve({
        status: 200,
        text: () =>
          Promise.resolve(
            JSON.stringify({ header: { retCode: 'FD4703', retMessage: 'x' }, body: { max: 10000 } }),
          ),
      });
    const client = createGatewayClient({ baseUrl: '', fetch, session, createCipher: cipher });
    await expect(
      client.upload(
        batch.importExcel,
        { tradeType: 'purchase' },
        { name: 'a.xlsx', bytes: new Uint8Array(1) },
      ),
    ).rejects.toMatchObject({
      code: ErrorCode.BatchTooManyRows,
      message: '单个文件最多导入10000行交易数据，请拆分后分别导入',
    });
  });
});
