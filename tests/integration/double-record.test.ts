/**
 * 双录 through the real server (issue 13 §5; spec 02 §2 /double-record, §4 states, §5 certificate images, §7
 * doubleRecordUpload multipart 2 min): a deal's record opened by the deal flow (openDoubleRecord), a capture link,
 * certificate image, identity check, recording, review; and the bad inputs of the issue: not a video, a 2 GB
 * upload, an upload cut mid-way (nothing stored), an expired link, another organisation, incomplete card info.
 */
import { request as httpRequest } from 'node:http';
import {
  callPath,
  CAPTURE_LINK_TTL_MS,
  doubleRecord,
  DOUBLE_RECORD_VIDEO_MAX_BYTES,
  ErrorCode,
  type GatewayClient,
} from '@funddesk/core';
import { demoPeople, doubleRecordStatusOf, openDoubleRecord } from '@funddesk/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, jpeg, openTestDeal, png, webm } from '../helpers/doubleRecord.js';
import { startServer, testClient, type TestClient, type TestServer } from '../helpers/server.js';

let server: TestServer;
let op01: TestClient;
let admin01: TestClient;
/** The capture pages' client: no session at all (the /double-record/ pages are open without login). */
let anonymous: GatewayClient;

/** Opens a record for a new deal of `personId` in `groupId` as P2's deal flow does. */
async function openDeal(personId = 'P0001', groupId = '10000001'): Promise<string> {
  const { dealId, required } = await openTestDeal(server, { prefix: 'TESTDEAL', personId, groupId });
  expect(required).toBe(true);
  return dealId;
}

const card = (token: string, bytes: Uint8Array, type = 'image/jpeg') =>
  anonymous.upload(doubleRecord.doubleRecordCardUpload, { token }, { name: 'card.jpg', bytes, type });
const face = (token: string, bytes: Uint8Array) =>
  anonymous.upload(
    doubleRecord.doubleRecordFaceCheck,
    { token },
    { name: 'face.jpg', bytes, type: 'image/jpeg' },
  );
const video = (token: string, bytes: Uint8Array, durationMs = 15_000) =>
  anonymous.upload(
    doubleRecord.doubleRecordUpload,
    { token, durationMs },
    { name: 'record.webm', bytes, type: 'video/webm' },
  );

beforeAll(async () => {
  server = await startServer();
  op01 = server.client();
  await op01.login('op01', undefined, '10000001');
  admin01 = server.client();
  await admin01.login('admin01', undefined, '10000001');
  anonymous = testClient(server.baseUrl).gateway;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('double recording (issue 13 §5; spec 02 §2, §4, §5, §7)', () => {
  it('a professional investor buying a medium-high product needs none; the deal then reads notRequired', async () => {
    const opened = await openDoubleRecord(server.db, server.clock, {
      dealId: 'PRO1',
      dealType: 'reserve',
      groupId: '10000001',
      personId: 'P0001',
      productId: 'PF0001',
      productName: '测试私募1号',
      amountYuan: '1000000',
      investorType: '2',
      productRiskLevel: 'zxfxdj_4',
    });
    expect(opened).toEqual({ required: false, doubleRecordId: null });
    expect(await doubleRecordStatusOf(server.db, 'PRO1')).toMatchObject({
      status: 'notRequired',
      allowsDeal: true,
    });
  });

  it('goes card -> identity check -> recording -> review, each step audited, and the deal may then proceed', async () => {
    const dealId = await openDeal();
    expect(await op01.gateway.call(doubleRecord.doubleRecordStatus, { dealId })).toMatchObject({
      required: true,
      status: 'pending',
      allowsDeal: false,
    });
    const link = await op01.gateway.call(doubleRecord.doubleRecordLink, { dealId });
    expect(link.path).toBe(`/double-record/mobileDrHome?token=${link.token}`);
    expect(link.expiresAt).toBe(server.clock.now() + CAPTURE_LINK_TTL_MS);

    const info = await anonymous.call(doubleRecord.doubleRecordCaptureInfo, { token: link.token });
    expect(info).toMatchObject({
      dealId,
      status: 'pending',
      productName: '测试私募1号',
      amount: '1000000.00',
      infoIsFull: '1001',
      missingFields: [],
      maxFaceFailures: 3,
    });

    // Steps out of order are refused with the state (FD4862).
    expect(await codeOf(face(link.token, jpeg(8_000)))).toBe(ErrorCode.DoubleRecordWrongState);
    expect(await codeOf(video(link.token, webm(50_000)))).toBe(ErrorCode.DoubleRecordWrongState);

    // A certificate "image" that is text is refused by its bytes whatever its declared type.
    expect(await codeOf(card(link.token, new TextEncoder().encode('<html>not an image</html>')))).toBe(
      ErrorCode.DoubleRecordNotImage,
    );
    expect((await card(link.token, png(), 'image/png')).status).toBe('cardCollected');

    // 模拟 recognition: a tiny frame (a covered camera) fails; three in a row lock the check (dialog 2).
    for (const failures of [1, 2, 3]) {
      const answer = await face(link.token, jpeg(1_000));
      expect(answer).toMatchObject({
        passed: false,
        info: { faceFailures: failures, status: 'cardCollected' },
      });
    }
    expect(await codeOf(face(link.token, jpeg(8_000)))).toBe(ErrorCode.DoubleRecordFaceLocked);
    // Re-collecting the certificate restarts the check.
    expect((await card(link.token, jpeg(6_000))).faceFailures).toBe(0);
    const passed = await face(link.token, jpeg(8_000));
    expect(passed).toMatchObject({ passed: true, info: { status: 'faceChecked' } });

    // The recording: not a video, too short, then a WebM.
    expect(await codeOf(video(link.token, jpeg(50_000)))).toBe(ErrorCode.DoubleRecordNotVideo);
    expect(await codeOf(video(link.token, webm(50_000), 3_000))).toBe(ErrorCode.DoubleRecordTooShort);
    const uploaded = await video(link.token, webm(200_000));
    expect(uploaded.status).toBe('auditing');
    expect(await codeOf(video(link.token, webm(200_000)))).toBe(ErrorCode.DoubleRecordWrongState);

    // The review: an operator may not; a rejection needs a reason; then the recording is redone and approved.
    const recordId = uploaded.doubleRecordId;
    expect(
      await codeOf(
        op01.gateway.call(doubleRecord.doubleRecordReview, { doubleRecordId: recordId, decision: 'approve' }),
      ),
    ).toBe(ErrorCode.Forbidden);
    expect(
      await codeOf(
        admin01.gateway.call(doubleRecord.doubleRecordReview, {
          doubleRecordId: recordId,
          decision: 'reject',
        }),
      ),
    ).toBe(ErrorCode.DoubleRecordReasonRequired);
    const rejected = await admin01.gateway.call(doubleRecord.doubleRecordReview, {
      doubleRecordId: recordId,
      decision: 'reject',
      reason: '朗读内容不完整',
    });
    expect(rejected).toMatchObject({
      status: 'rejected',
      reviewReason: '朗读内容不完整',
      reviewedBy: demoPeople.find((p) => p.loginName === 'admin01')!.personName,
    });
    expect(await doubleRecordStatusOf(server.db, dealId)).toMatchObject({
      status: 'rejected',
      allowsDeal: false,
    });
    expect((await video(link.token, webm(210_000), 20_000)).status).toBe('auditing');
    const list = await admin01.gateway.call(doubleRecord.doubleRecordReviewList, { status: 'auditing' });
    expect(list.list.map((row) => row.doubleRecordId)).toContain(recordId);
    expect(list.list.find((row) => row.doubleRecordId === recordId)).toMatchObject({
      videoBytes: 210_000,
      durationMs: 20_000,
    });
    await admin01.gateway.call(doubleRecord.doubleRecordReview, {
      doubleRecordId: recordId,
      decision: 'approve',
    });
    expect(await doubleRecordStatusOf(server.db, dealId)).toMatchObject({
      status: 'passed',
      allowsDeal: true,
    });

    // The stored recording is the one uploaded last, and only the review may fetch it.
    const file = await admin01.gateway.download(doubleRecord.doubleRecordVideo, { doubleRecordId: recordId });
    expect(file.contentType).toBe('video/webm');
    expect(file.bytes.byteLength).toBe(210_000);
    expect(
      await codeOf(op01.gateway.download(doubleRecord.doubleRecordVideo, { doubleRecordId: recordId })),
    ).toBe(ErrorCode.Forbidden);

    // Who, when, what: every step is in the trail, the link's steps as the link's person.
    const trail = await server.db.query<{
      event: string;
      actor_person_id: string;
      via: string;
      to_status: string;
    }>(
      `SELECT event, actor_person_id, via, to_status FROM double_record_events
        WHERE double_record_id = $1 ORDER BY event_id`,
      [recordId],
    );
    expect(trail.map((e) => e.event)).toEqual([
      'open',
      'link',
      'collectCard',
      'faceCheckFailed',
      'faceCheckFailed',
      'faceCheckFailed',
      'collectCard',
      'faceCheck',
      'upload',
      'reject',
      'upload',
      'approve',
    ]);
    expect(trail.find((e) => e.event === 'upload')).toMatchObject({ actor_person_id: 'P0001', via: 'link' });
    expect(trail.find((e) => e.event === 'approve')).toMatchObject({
      actor_person_id: 'P0006',
      via: 'session',
    });
  });

  it('refuses a 2 GB upload at the limit (FD4865) and stores nothing', async () => {
    const dealId = await openDeal();
    const { token } = await op01.gateway.call(doubleRecord.doubleRecordLink, { dealId });
    await card(token, jpeg(6_000));
    await face(token, jpeg(8_000));
    // A body announcing far more than the limit, streamed: the server stops reading at 64 MB.
    const chunk = webm(1024 * 1024);
    const boundary = '----drBoundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="durationMs"\r\n\r\n15000\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.webm"\r\nContent-Type: video/webm\r\n\r\n`,
    );
    /** One try: its own 2 GB body; resolves with the answer and the bytes the client had produced by then. */
    const post = async (): Promise<{ response: Response; sent: number }> => {
      let produced = 0;
      const response = await fetch(`${server.baseUrl}${callPath(doubleRecord.doubleRecordUpload)}`, {
        method: 'POST',
        // Chunked (no declared length): the token passes, the part's limit stops it.
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          [doubleRecord.LINK_TOKEN_HEADER]: token,
        },
        body: new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(head);
          },
          pull(controller) {
            // Up to 2 GB, though the server answers long before.
            if (produced >= 2048 * 1024 * 1024) controller.close();
            else {
              produced += chunk.byteLength;
              controller.enqueue(chunk);
            }
          },
        }),
        duplex: 'half',
      } as RequestInit);
      return { response, sent: produced };
    };
    // The server answers and closes while the client is still writing; TCP may then reset the connection before
    // the client has read the answer (a reset is the server refusing too). Up to three tries, each with a body of
    // its own, read the answer.
    let answered: { response: Response; sent: number } | undefined;
    for (let attempt = 1; answered === undefined; attempt++) {
      try {
        answered = await post();
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
    const { response, sent } = answered;
    const envelope = (await response.json()) as { header: { retCode: string; retMessage: string } };
    expect(envelope.header.retCode).toBe(ErrorCode.DoubleRecordTooLarge);
    expect(envelope.header.retMessage).toContain(String(DOUBLE_RECORD_VIDEO_MAX_BYTES / 1024 / 1024));
    expect(sent).toBeLessThan(1024 * 1024 * 1024);
    expect(await doubleRecordStatusOf(server.db, dealId)).toMatchObject({ status: 'faceChecked' });
    const files = await server.db.query(
      `SELECT kind FROM double_record_files f JOIN double_records r USING (double_record_id)
        WHERE r.deal_id = $1 AND kind = 'video'`,
      [dealId],
    );
    expect(files).toEqual([]);
  });

  it('an upload cut mid-way leaves no half-stored record: the state and files stay as they were', async () => {
    const dealId = await openDeal();
    const { token } = await op01.gateway.call(doubleRecord.doubleRecordLink, { dealId });
    await card(token, jpeg(6_000));
    await face(token, jpeg(8_000));
    const boundary = '----drCut';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="durationMs"\r\n\r\n15000\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.webm"\r\nContent-Type: video/webm\r\n\r\n`;
    const url = new URL(`${server.baseUrl}${callPath(doubleRecord.doubleRecordUpload)}`);
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          [doubleRecord.LINK_TOKEN_HEADER]: token,
          // Announces 5 MB; half of it is sent, then the connection is cut.
          'content-length': String(head.length + 5 * 1024 * 1024),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(head);
      req.write(Buffer.from(webm(2 * 1024 * 1024)), () => req.destroy());
    });
    // The server has seen the cut once the socket is gone; the record is unchanged whenever it looks.
    const status = await op01.gateway.call(doubleRecord.doubleRecordStatus, { dealId });
    expect(status.status).toBe('faceChecked');
    const stored = await server.db.query(
      `SELECT f.kind FROM double_record_files f JOIN double_records r USING (double_record_id) WHERE r.deal_id = $1
        ORDER BY f.kind`,
      [dealId],
    );
    expect(stored).toEqual([{ kind: 'card' }, { kind: 'face' }]);
    // The same link then completes the upload.
    expect((await video(token, webm(100_000))).status).toBe('auditing');
  });

  it('a body that ends inside the file part (no closing boundary) is refused FD0400, not FD5000; nothing stored', async () => {
    const dealId = await openDeal();
    const { token } = await op01.gateway.call(doubleRecord.doubleRecordLink, { dealId });
    await card(token, jpeg(6_000));
    await face(token, jpeg(8_000));
    const boundary = '----drShort';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="durationMs"\r\n\r\n15000\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="short.webm"\r\nContent-Type: video/webm\r\n\r\n`;
    const body = new Uint8Array([...new TextEncoder().encode(head), ...webm(200_000)]);
    const response = await fetch(`${server.baseUrl}${callPath(doubleRecord.doubleRecordUpload)}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        [doubleRecord.LINK_TOKEN_HEADER]: token,
      },
      body,
    });
    expect(response.status).toBe(400);
    const envelope = (await response.json()) as { header: { retCode: string } };
    expect(envelope.header.retCode).toBe(ErrorCode.BadRequest);
    expect(await doubleRecordStatusOf(server.db, dealId)).toMatchObject({ status: 'faceChecked' });
    // The same link then completes the upload.
    expect((await video(token, webm(100_000))).status).toBe('auditing');
  });

  it('a link expires after 24 h (FD4861); an unknown token is FD4860', async () => {
    const dealId = await openDeal();
    const { token } = await op01.gateway.call(doubleRecord.doubleRecordLink, { dealId });
    expect(
      await codeOf(anonymous.call(doubleRecord.doubleRecordCaptureInfo, { token: 'x'.repeat(43) })),
    ).toBe(ErrorCode.DoubleRecordNotFound);
    server.clock.advance(CAPTURE_LINK_TTL_MS);
    expect(await codeOf(anonymous.call(doubleRecord.doubleRecordCaptureInfo, { token }))).toBe(
      ErrorCode.DoubleRecordLinkExpired,
    );
    expect(await codeOf(card(token, jpeg(6_000)))).toBe(ErrorCode.DoubleRecordLinkExpired);
  });

  it("another organisation's deal is unknown to the caller (FD4860), its status reads as none", async () => {
    const dealId = await openDeal();
    const trust01 = server.client();
    await trust01.login('trust01');
    expect(await codeOf(trust01.gateway.call(doubleRecord.doubleRecordLink, { dealId }))).toBe(
      ErrorCode.DoubleRecordNotFound,
    );
    expect(await codeOf(trust01.gateway.call(doubleRecord.doubleRecordStatus, { dealId }))).toBe(
      ErrorCode.DoubleRecordNotFound,
    );
  });

  it('a person without complete card info (infoIsFull 1002) is told what an administrator must complete (dialog 22)', async () => {
    const dealId = await openDeal('P0002');
    const op02 = server.client();
    await op02.login('op02', undefined, '10000001');
    const { token } = await op02.gateway.call(doubleRecord.doubleRecordLink, { dealId });
    const info = await anonymous.call(doubleRecord.doubleRecordCaptureInfo, { token });
    expect(info.infoIsFull).toBe('1002');
    expect(info.missingFields).toEqual(['mobilePhone', 'credNumber', 'credExpiryDate']);
    expect(await codeOf(card(token, jpeg(6_000)))).toBe(ErrorCode.DoubleRecordInfoIncomplete);
  });
});
