/**
 * Generated files (spec 01 §4.8: request, poll, download; spec 03 §7 exportTradeRecordsApply and
 * pc/document/download) and the summary PDF download (spec 03 §4, §7 viewAttachment/pdf; issue 3).
 * Orders are inserted with SQL as test fixtures, standing in for the order engine.
 */
import { asset, ErrorCode, product, trade, type GatewayClient } from '@funddesk/core';
import { buildApp } from '@funddesk/server';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/waitFor.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  await server.db.query(
    `INSERT INTO orders (serial_no, person_id, group_id, fund_id, status, amount, fee, net_amount, fee_rate_e6,
       apply_time, trade_day, confirm_day, confirm_nav, confirm_shares, nav_source) VALUES
     ('X001', 'P0001', '10000001', '000001', 'confirmed', 10000.00, 14.78, 9985.22, 1500,
      '2026-02-11T10:00:00+08:00', '2026-02-11', '2026-02-12', 1.1370, 8782.07, 'real'),
     ('X002', 'P0001', '10000001', '000003', 'accepted', 2500.50, 0.00, 2500.50, 0,
      '2026-02-13T10:30:00+08:00', '2026-02-13', '2026-02-16', NULL, NULL, NULL),
     ('X003', 'P0002', '10000002', '000003', 'accepted', 99.00, 0.00, 99.00, 0,
      '2026-02-13T10:40:00+08:00', '2026-02-13', '2026-02-16', NULL, NULL, NULL)`,
  );
});
afterAll(async () => {
  await server?.close();
});

/** Polls documentResult like the web does (spec 01 §4.8), faster, until it is not processing (30 s deadline). */
async function pollDone(gateway: GatewayClient, serialNo: string): Promise<string> {
  return waitFor(
    async () => {
      const { status } = await gateway.call(asset.documentResult, { serialNo });
      return status !== 'processing' && status;
    },
    { timeoutMs: 30_000, what: `document ${serialNo}` },
  ).catch(() => 'processing');
}

async function rowsOf(bytes: Uint8Array): Promise<(string | number | null)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: (string | number | null)[][] = [];
  sheet.eachRow((row) => {
    // Empty trailing cells are absent from row.values: pad to the 15 columns of the export.
    const values = Array.from({ length: 15 }, (_, i) => (row.values as unknown[])[i + 1]);
    rows.push(values.map((v) => (v === undefined ? null : (v as string | number | null))));
  });
  return rows;
}

describe('trade records export: request -> poll -> download (spec 01 §4.8, 03 §7)', () => {
  it('produces an xlsx with a Chinese header, one row per order, number formats and a frozen header', async () => {
    const c = server.client();
    await c.login('op01');
    const { serialNo } = await c.gateway.call(trade.exportTradeRecordsApply, {});
    expect(serialNo).toMatch(/^DOC\d{14}[0-9a-f]{8}$/);
    expect(await pollDone(c.gateway, serialNo)).toBe('done');
    const status = await c.gateway.call(asset.documentResult, { serialNo });
    expect(status).toMatchObject({ serialNo, status: 'done', docId: serialNo });
    expect(status.fileName).toMatch(/^交易记录_鼎元投资管理有限公司_\d{14}\.xlsx$/);

    const file = await c.gateway.download(asset.documentDownload, { serialNo });
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.fileName).toBe(status.fileName);
    const rows = await rowsOf(file.bytes);
    expect(rows[0]).toEqual([
      '交易流水号',
      '机构名称',
      '基金代码',
      '基金名称',
      '业务类型',
      '交易状态',
      '申请金额(元)',
      '手续费(元)',
      '净申购金额(元)',
      '申请时间',
      '交易日',
      '确认日',
      '确认净值',
      '确认份额',
      '净值来源',
    ]);
    // Newest first; only the organisation's orders (X003 belongs to 10000002).
    expect(rows.slice(1)).toEqual([
      [
        'X002',
        '鼎元投资管理有限公司',
        '000003',
        '中海可转债债券A',
        '申购',
        '已受理',
        2500.5,
        0,
        2500.5,
        '2026-02-13 10:30:00',
        '2026-02-13',
        '2026-02-16',
        null,
        null,
        null,
      ],
      [
        'X001',
        '鼎元投资管理有限公司',
        '000001',
        '华夏成长混合',
        '申购',
        '已确认',
        10000,
        14.78,
        9985.22,
        '2026-02-11 10:00:00',
        '2026-02-11',
        '2026-02-12',
        1.137,
        8782.07,
        '真实数据',
      ],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getCell('G3').numFmt).toBe('#,##0.00');
    expect(sheet?.getCell('M3').numFmt).toBe('0.0000');
  });

  it('applies the filters stored with the request', async () => {
    const c = server.client();
    await c.login('op01');
    const { serialNo } = await c.gateway.call(trade.exportTradeRecordsApply, { status: 'confirmed' });
    expect(await pollDone(c.gateway, serialNo)).toBe('done');
    const rows = await rowsOf((await c.gateway.download(asset.documentDownload, { serialNo })).bytes);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['X001']);
  });

  it('serves a file only to the person who requested it; others and unknown serials get DocumentNotFound', async () => {
    const owner = server.client();
    await owner.login('op01');
    const { serialNo } = await owner.gateway.call(trade.exportTradeRecordsApply, {});
    expect(await pollDone(owner.gateway, serialNo)).toBe('done');
    const other = server.client();
    await other.login('op02'); // acts for the same organisation 10000001
    await expect(other.gateway.call(asset.documentResult, { serialNo })).rejects.toMatchObject({
      code: ErrorCode.DocumentNotFound,
    });
    await expect(other.gateway.download(asset.documentDownload, { serialNo })).rejects.toMatchObject({
      code: ErrorCode.DocumentNotFound,
    });
    await expect(owner.gateway.call(asset.documentResult, { serialNo: 'DOC-unknown' })).rejects.toMatchObject(
      {
        code: ErrorCode.DocumentNotFound,
      },
    );
  });

  it('refuses an export of another organisation with OrgForbidden', async () => {
    const c = server.client();
    await c.login('op01');
    await expect(
      c.gateway.call(trade.exportTradeRecordsApply, { groupIds: ['10000002'] }),
    ).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
    });
  });

  it('answers DocumentNotReady for a file still processing, and produces it when a new process starts', async () => {
    const c = server.client();
    await c.login('op01');
    // A request whose process stopped before producing the file: the row is left processing.
    await server.db.query(
      `INSERT INTO documents (serial_no, person_id, group_id, kind, params, status, created_at)
       VALUES ('DOC-crashed', 'P0001', '10000001', 'tradeRecords', $1::jsonb, 'processing', $2)`,
      [JSON.stringify({ groupIds: ['10000001'], fundId: '000001' }), new Date(server.clock.now())],
    );
    expect((await c.gateway.call(asset.documentResult, { serialNo: 'DOC-crashed' })).status).toBe(
      'processing',
    );
    await expect(
      c.gateway.download(asset.documentDownload, { serialNo: 'DOC-crashed' }),
    ).rejects.toMatchObject({
      code: ErrorCode.DocumentNotReady,
    });

    // A new process on the same database resumes it when it is ready.
    const restarted = await buildApp({ db: server.db, clock: server.clock, webDir: null });
    await restarted.ready();
    try {
      expect(await pollDone(c.gateway, 'DOC-crashed')).toBe('done');
      const rows = await rowsOf(
        (await c.gateway.download(asset.documentDownload, { serialNo: 'DOC-crashed' })).bytes,
      );
      expect(rows.slice(1).map((r) => r[0])).toEqual(['X001']);
    } finally {
      await restarted.close();
    }
  });

  it('marks a document failed when it cannot be produced, and refuses its download', async () => {
    const c = server.client();
    await c.login('op01');
    await server.db.query(
      `INSERT INTO documents (serial_no, person_id, group_id, kind, params, status, created_at)
       VALUES ('DOC-bad', 'P0001', '10000001', 'tradeRecords', '{"groupIds": []}'::jsonb, 'processing', $1)`,
      [new Date(server.clock.now())],
    );
    const restarted = await buildApp({ db: server.db, clock: server.clock, webDir: null });
    await restarted.ready();
    try {
      expect(await pollDone(c.gateway, 'DOC-bad')).toBe('failed');
      await expect(c.gateway.download(asset.documentDownload, { serialNo: 'DOC-bad' })).rejects.toMatchObject(
        {
          code: ErrorCode.DocumentNotReady,
        },
      );
    } finally {
      await restarted.close();
    }
  });
});

describe('summary PDF download viewAttachmentPdf (spec 03 §4 summary PDF dialog, §7; issue 3)', () => {
  it("downloads the fund's 产品资料概要 as a PDF with a Chinese file name", async () => {
    const c = server.client();
    await c.login('op01');
    const file = await c.gateway.download(product.viewAttachmentPdf, { anyshareId: 'SIM-SUMMARY-000001' });
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe('000001_华夏成长混合_产品资料概要.pdf');
    expect(Buffer.from(file.bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = (
      Buffer.from(file.bytes)
        .toString('latin1')
        .match(/\/Type \/Page\b/g) ?? []
    ).length;
    expect(pages).toBeGreaterThanOrEqual(2);
  });

  it('refuses an unknown attachment id with FundNotFound', async () => {
    const c = server.client();
    await c.login('op01');
    await expect(
      c.gateway.download(product.viewAttachmentPdf, { anyshareId: 'SIM-SUMMARY-999999' }),
    ).rejects.toMatchObject({
      code: ErrorCode.FundNotFound,
    });
  });
});
