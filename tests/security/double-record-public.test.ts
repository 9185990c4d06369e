/**
 * The public capture calls of 双录 (issue 13 §5; spec 01 §2.3 /double-record/ open without login; spec 02 §7
 * doubleRecordUpload multipart): a link token instead of a login, so the server guards them itself
 * (docs/security.md "Public capture calls").
 * - An upload's token (header x-link-token, core LINK_TOKEN_HEADER) and declared Content-Length are checked before
 *   any byte of the body is read: a bad token or an oversized declaration is answered (FD4860/FD4861, FD4865,
 *   FD0400 without a token) and the connection closed while the client has sent only the start of its body.
 * - The capture calls are rate-limited per IP and per token, reads and uploads apart, in the database store
 *   (FD2002, HTTP 429); a good token still uploads within its own budget.
 * The server's clock is the test clock: each test starts a fresh rate-limit window by moving it a minute on.
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
import { CAPTURE_RATE_LIMIT } from '@funddesk/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, jpeg, openTestDeal } from '../helpers/doubleRecord.js';
import { startServer, testClient, type TestClient, type TestServer } from '../helpers/server.js';

let server: TestServer;
let op01: TestClient;
/** The capture pages' client: no session (the /double-record/ pages are open without login). */
let anonymous: GatewayClient;

const MINUTE_MS = 60_000;
/** A token of the right shape that names no link. */
const UNKNOWN_TOKEN = 'u'.repeat(43);

/** A capture link of a new deal's double record (as P2's deal flow opens one, then op01 asks for the link). */
async function newLink(): Promise<string> {
  const { dealId } = await openTestDeal(server, { prefix: 'PUBDEAL' });
  return (await op01.gateway.call(doubleRecord.doubleRecordLink, { dealId })).token;
}

const card = (token: string, client = anonymous) =>
  client.upload(
    doubleRecord.doubleRecordCardUpload,
    { token },
    { name: 'card.jpg', bytes: jpeg(6_000), type: 'image/jpeg' },
  );
const info = (token: string, client = anonymous) =>
  client.call(doubleRecord.doubleRecordCaptureInfo, { token });

/** What the client saw of a raw upload it never finished sending. */
interface Unfinished {
  status: number;
  connection: string | undefined;
  retCode: string;
  /** Body bytes the client wrote (of `declaredBodyBytes`). */
  sentBodyBytes: number;
  /** The socket was closed by the server's answer. */
  closed: boolean;
}

/**
 * Starts a recording upload declaring `declaredBodyBytes` of file, writes the form's head and `sendBytes` of the
 * file, and then writes nothing more: the answer can only come from a server that did not wait for the body.
 */
function unfinishedUpload(headers: Record<string, string>, declaredBodyBytes: number, sendBytes: number) {
  const boundary = '----drPublic';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="durationMs"\r\n\r\n15000\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.webm"\r\nContent-Type: video/webm\r\n\r\n`,
  );
  const url = new URL(`${server.baseUrl}${callPath(doubleRecord.doubleRecordUpload)}`);
  return new Promise<Unfinished>((resolve, reject) => {
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + declaredBodyBytes),
      },
    });
    // The server closing the socket under a request still open may surface as a reset: not a failure here.
    req.on('error', () => undefined);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const envelope = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          header: { retCode: string };
        };
        const answer = {
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          retCode: envelope.header.retCode,
          sentBodyBytes: sendBytes,
        };
        const socket = req.socket;
        if (!socket || socket.destroyed) resolve({ ...answer, closed: true });
        else socket.once('close', () => resolve({ ...answer, closed: true }));
      });
      res.on('error', reject);
    });
    req.write(head);
    if (sendBytes > 0) req.write(Buffer.alloc(sendBytes, 0x22));
  });
}

beforeAll(async () => {
  server = await startServer();
  anonymous = testClient(server.baseUrl).gateway;
}, 60_000);
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  // A fresh rate-limit window for each test (the store counts by the server's clock), and a fresh session (a test
  // moves the clock past a link's 24 h).
  server.clock.advance(MINUTE_MS);
  op01 = server.client();
  await op01.login('op01', undefined, '10000001');
});

describe('public capture uploads: the token and the declared length before the body (issue 13 §5; spec 02 §7)', () => {
  it('an unknown token is refused (FD4860) before the body: answered and closed after 1 MB of a declared 60 MB', async () => {
    const answer = await unfinishedUpload(
      { [doubleRecord.LINK_TOKEN_HEADER]: UNKNOWN_TOKEN },
      60 * 1024 * 1024,
      1024 * 1024,
    );
    expect(answer).toEqual({
      status: 200,
      connection: 'close',
      retCode: ErrorCode.DoubleRecordNotFound,
      sentBodyBytes: 1024 * 1024,
      closed: true,
    });
  });

  it('an expired token is refused (FD4861) before the body, with nothing of it sent', async () => {
    const token = await newLink();
    server.clock.advance(CAPTURE_LINK_TTL_MS);
    const answer = await unfinishedUpload({ [doubleRecord.LINK_TOKEN_HEADER]: token }, 30 * 1024 * 1024, 0);
    expect(answer).toMatchObject({
      retCode: ErrorCode.DoubleRecordLinkExpired,
      connection: 'close',
      closed: true,
    });
  });

  it('a good token whose record is not at the step is refused (FD4862) before the body', async () => {
    const token = await newLink();
    const answer = await unfinishedUpload({ [doubleRecord.LINK_TOKEN_HEADER]: token }, 30 * 1024 * 1024, 0);
    expect(answer).toMatchObject({
      retCode: ErrorCode.DoubleRecordWrongState,
      connection: 'close',
      closed: true,
    });
  });

  it('no token header is a bad request (FD0400) before the body', async () => {
    const answer = await unfinishedUpload({}, 30 * 1024 * 1024, 0);
    expect(answer).toMatchObject({ status: 400, retCode: ErrorCode.BadRequest, closed: true });
  });

  it('a good token declaring more than 64 MB is refused (FD4865) before the body; the record is unchanged', async () => {
    const token = await newLink();
    const answer = await unfinishedUpload(
      { [doubleRecord.LINK_TOKEN_HEADER]: token },
      DOUBLE_RECORD_VIDEO_MAX_BYTES + 1024 * 1024,
      0,
    );
    expect(answer).toMatchObject({
      retCode: ErrorCode.DoubleRecordTooLarge,
      connection: 'close',
      closed: true,
    });
    expect((await info(token)).status).toBe('pending');
  });

  it('a good token still uploads: the token travels as its header, not as a form part', async () => {
    const token = await newLink();
    expect((await card(token)).status).toBe('cardCollected');
  });
});

describe('public capture calls: rate limits per IP and per token (FD2002; docs/security.md)', () => {
  it(`reads: ${CAPTURE_RATE_LIMIT.perToken} a minute per token, then FD2002 (direct and transfer alike); another token and the uploads keep their own budget`, async () => {
    const token = await newLink();
    for (let n = 0; n < CAPTURE_RATE_LIMIT.perToken; n += 1)
      expect((await info(token)).status).toBe('pending');
    expect(await codeOf(info(token))).toBe(ErrorCode.RateLimited);
    expect(await codeOf(info(token, testClient(server.baseUrl, 'transfer').gateway))).toBe(
      ErrorCode.RateLimited,
    );
    expect((await info(await newLink())).status).toBe('pending');
    expect((await card(token)).status).toBe('cardCollected');
    // The next minute the token reads again.
    server.clock.advance(MINUTE_MS);
    expect((await info(token)).status).toBe('cardCollected');
  });

  it(`uploads: ${CAPTURE_RATE_LIMIT.perToken} a minute per token, then FD2002 (HTTP 429, Retry-After) before the token is looked up`, async () => {
    for (let n = 0; n < CAPTURE_RATE_LIMIT.perToken; n += 1)
      expect(await codeOf(card(UNKNOWN_TOKEN))).toBe(ErrorCode.DoubleRecordNotFound);
    const response = await fetch(`${server.baseUrl}${callPath(doubleRecord.doubleRecordCardUpload)}`, {
      method: 'POST',
      headers: { [doubleRecord.LINK_TOKEN_HEADER]: UNKNOWN_TOKEN },
      body: new FormData(),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { header: { retCode: string } }).header.retCode).toBe(
      ErrorCode.RateLimited,
    );
    // A good token of the same address still uploads.
    expect((await card(await newLink())).status).toBe('cardCollected');
  });

  it(`reads: ${CAPTURE_RATE_LIMIT.perIp} a minute per IP whatever the tokens, then FD2002 even for a good one`, async () => {
    const token = await newLink();
    for (let n = 0; n < CAPTURE_RATE_LIMIT.perIp; n += 1)
      expect(await codeOf(info(`${String(n).padStart(4, '0')}${'v'.repeat(39)}`))).toBe(
        ErrorCode.DoubleRecordNotFound,
      );
    expect(await codeOf(info(token))).toBe(ErrorCode.RateLimited);
    // Counted in the database (rate_limits), by the token's hash: no live token is stored there.
    const keys = await server.db.query<{ key: string }>(
      "SELECT key FROM rate_limits WHERE key LIKE 'capture %'",
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((row) => row.key.includes(token))).toBe(false);
    expect((await card(token)).status).toBe('cardCollected');
  });
});
