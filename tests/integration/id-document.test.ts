/**
 * Issue 15 §1 personal information and ID document, end to end through the real server and the real OCR
 * engine (tesseract chi_sim; spec 01 §7.8 A/pc/card/ocr, §7.9 queryPersonalInfo base/invest,
 * updatePersonalInfo; spec 02 §5 "expired ID document blocks", infoIsFull):
 * - idexp01, whose ID expired on 2025-06-30, is refused a purchase (FD1210); they upload rendered synthetic
 *   card images (never a real document), OCR reads every field, they confirm, and the purchase passes;
 * - every bad input of the issue is refused with its catalogue code and nothing is written;
 * - every change is audited (who, when, from where, before and after, masked).
 */
import { readFile } from 'node:fs/promises';
import { batch, ErrorCode, personalInfo, t, trading, type CallRequest } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backHtml,
  cardRenderer,
  frontHtml,
  notCardHtml,
  syntheticPerson,
  type CardRenderer,
} from '../helpers/idCards.mjs';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { key, TRADE_PASSWORD } from '../helpers/trading.js';
import { refusalWithMessage } from '../helpers/refusals.js';

let server: TestServer;
let cards: CardRenderer;
let c: TestClient;

beforeAll(async () => {
  [server, cards] = await Promise.all([startServer(), cardRenderer()]);
  c = server.client();
  await c.login('idexp01');
}, 60_000);
afterAll(async () => {
  await cards?.close();
  await server?.close();
});

/** The refusal of a call: its code and message (fails the test when the call succeeds). */
const ocr = (client: TestClient, side: 'sfzFrontOcr' | 'sfzBackOcr', bytes: Uint8Array, name = 'card.png') =>
  client.gateway.upload(personalInfo.cardOcr, { ocrCardType: side }, { name, bytes, type: 'image/png' });

async function purchase(client: TestClient) {
  const info = await client.gateway.call(trading.tradePreInfo, { fundId: '000001' });
  return client.gateway.call(trading.purchase, {
    fundId: '000001',
    amount: '10000',
    tradePassword: TRADE_PASSWORD,
    idempotencyKey: key(),
    riskConfirmed: true,
    summaryConfirmed: true,
    tradeDay: info.tradeDay,
  });
}

const person = syntheticPerson(2);
const images: { front?: string; back?: string } = {};

const confirmation = (
  overrides: Partial<CallRequest<typeof personalInfo.confirmIdCard>> = {},
): CallRequest<typeof personalInfo.confirmIdCard> => ({
  frontImageId: images.front ?? '',
  backImageId: images.back ?? '',
  name: person.expected.name,
  credNumber: person.expected.credNumber,
  address: person.expected.address,
  authority: person.expected.authority,
  validFrom: person.expected.validFrom,
  validTo: person.expected.validTo,
  ...overrides,
});

const auditRows = () =>
  server.db.query<{ action: string; actor_person_id: string; ip: string; before: unknown; after: unknown }>(
    "SELECT action, actor_person_id, ip, before, after FROM person_info_audit WHERE person_id = 'P0151' ORDER BY audit_id",
  );

describe('expired ID document blocks the purchase until renewed (spec 02 §5; issue 15 §1 Done when)', () => {
  it('queryPersonalInfo/base shows the document expired, masked, complete (infoIsFull 1001)', async () => {
    const base = await c.gateway.call(personalInfo.queryPersonalInfoBase, {});
    expect(base).toMatchObject({
      loginName: 'idexp01',
      nameMasked: '*雨',
      mobileMasked: '139****0151',
      infoIsFull: '1001',
      document: {
        credType: '0',
        credNumberMasked: '110***********0513',
        validTo: '2025-06-30',
        longTerm: false,
        credState: 'expired',
      },
    });
    const invest = await c.gateway.call(personalInfo.queryPersonalInfoInvest, {});
    expect(invest).toMatchObject({ riskLevel: 'zxfxdj_3', riskExpired: false });
  });

  it('a purchase by idexp01 is refused with FD1210 and the expiry day (the 温馨提示 to 个人信息)', async () => {
    const refused = await refusalWithMessage(purchase(c));
    expect(refused).toEqual({
      code: ErrorCode.IdDocumentExpired,
      message: t('idDoc.error.expired', { validTo: '2025-06-30' }),
    });
    // The spreadsheet batch purchase is refused too, after the trade password, before any order.
    const bytes = new Uint8Array(
      await readFile(new URL('../fixtures/batch/ok/purchase-basic.xlsx', import.meta.url)),
    );
    const imported = await c.gateway.upload(
      batch.importExcel,
      { tradeType: 'purchase' },
      { name: 'purchase-basic.xlsx', bytes },
    );
    expect(
      await refusalWithMessage(
        c.gateway.call(batch.batchPlaceOrderApply, {
          importId: imported.importId,
          tradePassword: TRADE_PASSWORD,
          onlyValid: true,
        }),
      ),
    ).toMatchObject({ code: ErrorCode.IdDocumentExpired });
    const orders = await server.db.query("SELECT 1 FROM orders WHERE person_id = 'P0151'");
    expect(orders).toHaveLength(0);
  });

  it('A/pc/card/ocr reads every field of a rendered front (PNG) and back (JPEG) with tesseract', async () => {
    const front = await ocr(c, 'sfzFrontOcr', await cards.render(frontHtml(person.front)));
    expect(front.front).toEqual({
      name: person.expected.name,
      gender: person.expected.gender,
      nation: person.expected.nation,
      birthDate: person.expected.birthDate,
      address: person.expected.address,
      credNumber: person.expected.credNumber,
    });
    const jpeg = await cards.render(backHtml(person.back), { jpeg: true });
    const back = await c.gateway.upload(
      personalInfo.cardOcr,
      { ocrCardType: 'sfzBackOcr' },
      { name: 'back.jpg', bytes: jpeg, type: 'image/jpeg' },
    );
    expect(back.back).toEqual({
      authority: person.expected.authority,
      validFrom: person.expected.validFrom,
      validTo: person.expected.validTo,
    });
    images.front = front.imageId;
    images.back = back.imageId;
    // Reading changes nothing: the document stays expired until the person confirms.
    const base = await c.gateway.call(personalInfo.queryPersonalInfoBase, {});
    expect(base.document.credState).toBe('expired');
  }, 60_000);

  it('the person confirms the fields; the document is valid, audited, and the purchase passes', async () => {
    const confirmed = await c.gateway.call(personalInfo.confirmIdCard, confirmation());
    expect(confirmed.document).toMatchObject({
      credType: '0',
      validFrom: person.expected.validFrom,
      validTo: person.expected.validTo,
      credState: 'valid',
      frontImage: true,
      backImage: true,
      address: person.expected.address,
      authority: person.expected.authority,
    });
    expect(confirmed.infoIsFull).toBe('1001');
    const [row] = await server.db.query<{ person_name: string; cred_number: string }>(
      "SELECT person_name, cred_number FROM persons WHERE person_id = 'P0151'",
    );
    expect(row).toEqual({ person_name: person.expected.name, cred_number: person.expected.credNumber });

    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'idcard.confirm',
      actor_person_id: 'P0151',
      ip: '127.0.0.1',
      before: { validTo: '2025-06-30', credNumber: '110***********0513', name: '*雨' },
      after: { validTo: person.expected.validTo, validFrom: person.expected.validFrom },
    });
    // The trail never holds the number in clear.
    expect(JSON.stringify(audit[0])).not.toContain(person.expected.credNumber);

    const placed = await purchase(c);
    expect(placed.serialNo).toBeTruthy();
  });
});

describe('bad input is refused with catalogue codes and nothing is written (issue 15 bad input)', () => {
  it('a PDF renamed .jpg is refused by its content: FD1201', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const refused = await refusalWithMessage(
      c.gateway.upload(
        personalInfo.cardOcr,
        { ocrCardType: 'sfzFrontOcr' },
        { name: 'card.jpg', bytes: pdf, type: 'image/jpeg' },
      ),
    );
    expect(refused).toEqual({ code: ErrorCode.IdImageType, message: t('idDoc.error.imageType') });
  });

  it('a 50 MB image is refused by the server while streaming: FD1202 (and by the client before sending)', async () => {
    const big = new Uint8Array(50 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.append('ocrCardType', 'sfzFrontOcr');
    form.append('file', new Blob([big], { type: 'image/png' }), 'big.png');
    const response = await fetch(`${server.baseUrl}/mutual-fund-account/api/pc/card/ocr`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.session.token ?? ''}` },
      body: form,
    });
    const envelope = (await response.json()) as { header: { retCode: string; retMessage: string } };
    expect(envelope.header).toEqual({
      retCode: ErrorCode.IdImageTooLarge,
      retMessage: t('idDoc.error.imageTooLarge', { maxMb: 10 }),
    });
    expect(await refusalWithMessage(ocr(c, 'sfzFrontOcr', big))).toMatchObject({
      code: ErrorCode.IdImageTooLarge,
    });
  });

  it('an image that is not an ID card, a blurred one and a rotated one: FD1203, FD1204, FD1205', async () => {
    expect(await refusalWithMessage(ocr(c, 'sfzFrontOcr', await cards.render(notCardHtml())))).toEqual({
      code: ErrorCode.IdImageNotCard,
      message: t('idDoc.error.notCard', { side: '人像面' }),
    });
    const blurred = await cards.render(frontHtml(person.front, { blur: 6 }));
    expect(await refusalWithMessage(ocr(c, 'sfzFrontOcr', blurred))).toMatchObject({
      code: ErrorCode.IdImageBlurred,
    });
    const rotated = await cards.render(frontHtml(person.front, { rotate: 90 }));
    expect(await refusalWithMessage(ocr(c, 'sfzFrontOcr', rotated))).toMatchObject({
      code: ErrorCode.IdImageRotated,
    });
    // The back where the front is asked is not a front.
    const back = await cards.render(backHtml(person.back));
    expect(await refusalWithMessage(ocr(c, 'sfzFrontOcr', back))).toMatchObject({
      code: ErrorCode.IdImageNotCard,
    });
  }, 120_000);

  it('confirming a wrong check character, a bad birth date, a bad validity or an expired card: FD1206-FD1209', async () => {
    const before = await auditRows();
    const wrongCheck =
      person.expected.credNumber.slice(0, 17) + (person.expected.credNumber.endsWith('1') ? '2' : '1');
    expect(
      await refusalWithMessage(
        c.gateway.call(personalInfo.confirmIdCard, confirmation({ credNumber: wrongCheck })),
      ),
    ).toEqual({
      code: ErrorCode.IdNumberInvalid,
      message: t('idDoc.error.numberInvalid'),
    });
    expect(
      await refusalWithMessage(
        c.gateway.call(personalInfo.confirmIdCard, confirmation({ credNumber: '110101199002300513' })),
      ),
    ).toMatchObject({ code: ErrorCode.IdBirthDateInvalid });
    expect(
      await refusalWithMessage(
        c.gateway.call(personalInfo.confirmIdCard, confirmation({ validTo: '很久以后' })),
      ),
    ).toMatchObject({ code: ErrorCode.IdValidityInvalid });
    expect(
      await refusalWithMessage(
        c.gateway.call(
          personalInfo.confirmIdCard,
          confirmation({ validFrom: '2001-01-01', validTo: '2021-01-01' }),
        ),
      ),
    ).toEqual({
      code: ErrorCode.IdDocumentExpiredOnConfirm,
      message: t('idDoc.error.expiredOnConfirm', { validTo: '2021-01-01' }),
    });
    expect(await auditRows()).toHaveLength(before.length);
  });

  it('a long-term document (长期 / 长期有效 / 永久) is accepted and never expires', async () => {
    for (const word of ['长期', '长期有效', '永久']) {
      const confirmed = await c.gateway.call(personalInfo.confirmIdCard, confirmation({ validTo: word }));
      expect(confirmed.document).toMatchObject({ longTerm: true, validTo: null, credState: 'valid' });
    }
  });

  it("another person cannot confirm with idexp01's images: FD1211", async () => {
    const other = server.client();
    await other.login('op01');
    expect(
      await refusalWithMessage(other.gateway.call(personalInfo.confirmIdCard, confirmation())),
    ).toMatchObject({
      code: ErrorCode.IdImagesMissing,
    });
    // Sides swapped are refused too.
    expect(
      await refusalWithMessage(
        c.gateway.call(
          personalInfo.confirmIdCard,
          confirmation({ frontImageId: images.back ?? '', backImageId: images.front ?? '' }),
        ),
      ),
    ).toMatchObject({ code: ErrorCode.IdImagesMissing });
  });

  it('updatePersonalInfo: encrypted fields checked in core, the change audited; a wrong check character writes nothing', async () => {
    const request = {
      name: '宋雨',
      mobilePhone: '13900000152',
      credType: '0',
      credNumber: person.expected.credNumber,
      credExpiryDate: '2040-01-01',
    };
    const before = await auditRows();
    expect(
      await refusalWithMessage(
        c.gateway.call(personalInfo.updatePersonalInfo, { ...request, credNumber: '110101199003070512' }),
      ),
    ).toMatchObject({ code: ErrorCode.IdNumberInvalid });
    expect(
      await refusalWithMessage(
        c.gateway.call(personalInfo.updatePersonalInfo, { ...request, mobilePhone: '1234' }),
      ),
    ).toMatchObject({ code: ErrorCode.PersonMobileFormat });
    expect(
      await refusalWithMessage(
        c.gateway.call(personalInfo.updatePersonalInfo, { ...request, credExpiryDate: '明年' }),
      ),
    ).toMatchObject({ code: ErrorCode.IdValidityInvalid });
    expect(await auditRows()).toHaveLength(before.length);

    expect(await c.gateway.call(personalInfo.updatePersonalInfo, request)).toEqual({ infoIsFull: '1001' });
    const base = await c.gateway.call(personalInfo.queryPersonalInfoBase, {});
    expect(base).toMatchObject({ nameMasked: '*雨', mobileMasked: '139****0152' });
    expect(base.document).toMatchObject({ validTo: '2040-01-01', longTerm: false });
    const audit = await auditRows();
    expect(audit.at(-1)).toMatchObject({
      action: 'info.update',
      after: { mobile: '139****0152', validTo: '2040-01-01' },
    });
  });

  it('a person without a document on file reads infoIsFull 1002 and 未上传 (spec 02 §5)', async () => {
    const op = server.client();
    await op.login('op02'); // the one demo person the seed leaves without a mobile and ID document
    const base = await op.gateway.call(personalInfo.queryPersonalInfoBase, {});
    expect(base.infoIsFull).toBe('1002');
    expect(base.document.credState).toBe('none');
  });
});
