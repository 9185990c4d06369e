import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { movableClock, seededFixtureDb } from './__fixtures__/fixture.js';
import { createMarketService, type MarketService } from './index.js';
import { DEFAULT_PDF_FONT_PATH, PDF_CONTENT_TYPE, summaryPdf } from './summaryPdf.js';

let db: Db | undefined;
let market: MarketService;
const tmp = mkdtempSync(join(tmpdir(), 'funddesk-pdf-'));
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

beforeAll(async () => {
  const clock = movableClock();
  ({ db } = await seededFixtureDb(clock));
  market = await createMarketService({ db, clock });
}, 60_000); // seeding the fixture database takes seconds when the suite runs in parallel
afterAll(async () => {
  await db?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const pageCount = (bytes: Uint8Array): number =>
  (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length;

describe('summary PDF 产品资料概要 (spec 03 §4 summary PDF dialog, §7 viewAttachment/pdf; issue 3)', () => {
  it('renders a multi-page A4 PDF with the CJK font, named after the fund', async () => {
    const file = await summaryPdf(market, 'SIM-SUMMARY-000001');
    const bytes = Buffer.from(file.bytes);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.contentType).toBe(PDF_CONTENT_TYPE);
    expect(file.fileName).toBe('000001_华夏成长混合_产品资料概要.pdf');
    expect(pageCount(file.bytes)).toBeGreaterThanOrEqual(2);
    expect(bytes.toString('latin1')).toContain('WenQuanYi');
  });

  it.skipIf(!hasPdftotext)('has the fund name, full name, fee table and page numbers as text', async () => {
    const file = await summaryPdf(market, 'SIM-SUMMARY-000001');
    const path = join(tmp, 'summary.pdf');
    writeFileSync(path, file.bytes);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('华夏成长混合 产品资料概要');
    expect(text).toContain('华夏成长证券投资基金');
    expect(text).toContain('华夏基金管理有限公司');
    expect(text).toContain('申购费');
    expect(text).toContain('模拟数据');
    expect(text).toMatch(/第\s*1\s*页\s*\/\s*共\s*\d\s*页/);
  });

  it('is deterministic: two renders of one fund and day are byte-equal (cached or not)', async () => {
    const first = await summaryPdf(market, 'SIM-SUMMARY-000001');
    // The same font by another path is another cache key, so this renders again from scratch.
    const samePath = `${tmp}/../..${DEFAULT_PDF_FONT_PATH}`;
    const fresh = await summaryPdf(market, 'SIM-SUMMARY-000001', samePath);
    expect(fresh.bytes).not.toBe(first.bytes);
    expect(Buffer.from(fresh.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it('refuses an unknown or malformed attachment id with FundNotFound', async () => {
    for (const id of ['SIM-SUMMARY-999999', 'whatever', 'SIM-SUMMARY-00000']) {
      await expect(summaryPdf(market, id)).rejects.toMatchObject({ code: ErrorCode.FundNotFound });
    }
  });

  it('fails with the catalogue error PdfFontMissing (not a crash) when the font file is missing', async () => {
    const error: unknown = await summaryPdf(
      market,
      'SIM-SUMMARY-000001',
      join(tmp, 'no-such-font.ttc'),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).code).toBe(ErrorCode.PdfFontMissing);
    expect((error as GatewayError).message).toContain('setup-system.sh --fonts-only');
  });
});
