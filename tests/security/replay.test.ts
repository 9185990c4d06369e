/**
 * Issue 16 finding 5 (docs/security.md "Replay-proof secrets"): every RSA-encrypted secret is sealed with a
 * single-use nonce from `secretNonce` and a timestamp inside the ciphertext; the gateway refuses a captured
 * ciphertext sent again, or one sealed too long ago, with DecryptFailed (FD1005), and treats an unsealed one
 * as a wrong password (no padding oracle).
 */
import {
  account,
  callPath,
  createGatewayClient,
  encryptFields,
  ErrorCode,
  password,
  SECRET_NONCE_TTL_MS,
  t,
  type FetchLike,
} from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeCipher, startServer, type TestServer } from '../helpers/server.js';

const DEMO = 'Demo@2026';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

interface Envelope {
  header: { retCode: string; retMessage: string };
  body: Record<string, unknown> | null;
}

/** A gateway client that records the JSON bodies it sends, by path (to capture a ciphertext). */
function recordingClient(session: { token?: string; groupId?: string } = {}) {
  const sent = new Map<string, string>();
  const recordingFetch: FetchLike = async (url, init) => {
    if (init.body !== undefined) sent.set(new URL(url).pathname, init.body);
    return fetch(url, init);
  };
  const gateway = createGatewayClient({
    baseUrl: server.baseUrl,
    fetch: recordingFetch,
    session: { token: () => session.token, groupId: () => session.groupId },
    createCipher: nodeCipher,
  });
  return { gateway, sent, session };
}

/** Posts a raw JSON body to a call's path with an optional session. */
async function post(path: string, body: string, session: { token?: string; groupId?: string } = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session.token ? { authorization: `Bearer ${session.token}` } : {}),
      ...(session.groupId ? { 'x-gno': session.groupId } : {}),
    },
    body,
  });
  return (await response.json()) as Envelope;
}

const refused = { retCode: ErrorCode.DecryptFailed, retMessage: t('error.decryptFailed') };

describe('replay-proof secrets (issue 16 finding 5)', () => {
  it('a normal login still works, and its captured ciphertext replayed later is refused with FD1005', async () => {
    const { gateway, sent } = recordingClient();
    const result = await gateway.call(account.orgLogin, { loginName: 'op01', password: DEMO });
    expect(result.token).toBeTruthy();
    const captured = sent.get(callPath(account.orgLogin))!;
    expect(JSON.parse(captured)).toMatchObject({ loginName: 'op01' });
    expect(captured).not.toContain(DEMO);

    const replayed = await post(callPath(account.orgLogin), captured);
    expect(replayed.header).toEqual(refused);
    expect(replayed.body).toBeNull();
  });

  it('refuses a secret sealed with a nonce older than 2 minutes (stale), even unused', async () => {
    const { publicKey } = await server.client().gateway.call(account.publicKey, {});
    const issued = await server.client().gateway.call(account.secretNonce, {});
    expect(issued.expiresInMs).toBe(SECRET_NONCE_TTL_MS);
    const body = encryptFields({ loginName: 'op01', password: DEMO }, ['password'], nodeCipher(publicKey), {
      nonce: issued.nonce,
      timestampMs: issued.serverTime,
    });
    server.clock.advance(SECRET_NONCE_TTL_MS + 1);
    try {
      const answer = await post(callPath(account.orgLogin), JSON.stringify(body));
      expect(answer.header).toEqual(refused);
    } finally {
      server.clock.advance(-(SECRET_NONCE_TTL_MS + 1));
    }
  });

  it('refuses a nonce the gateway never issued, and treats an unsealed ciphertext as a wrong password', async () => {
    const { publicKey } = await server.client().gateway.call(account.publicKey, {});
    const cipher = nodeCipher(publicKey);
    const forged = encryptFields({ loginName: 'op01', password: DEMO }, ['password'], cipher, {
      nonce: 'never-issued-nonce-0123456789',
      timestampMs: server.clock.now(),
    });
    expect((await post(callPath(account.orgLogin), JSON.stringify(forged))).header).toEqual(refused);
    // Encrypted without a seal (an old client, or a ciphertext captured before sealing): one answer for
    // every secret that does not open — the login failure, after the same password-hash work.
    const unsealed = encryptFields({ loginName: 'op01', password: DEMO }, ['password'], cipher);
    expect((await post(callPath(account.orgLogin), JSON.stringify(unsealed))).header.retCode).toBe(
      ErrorCode.LoginFailed,
    );
  });

  it('refuses a replayed trade-password ciphertext without costing an attempt', async () => {
    const c = server.client();
    await c.login('op01');
    const { gateway, sent } = recordingClient(c.session);
    await gateway.call(password.modifyTradePassword, {
      oldTradePassword: '135790',
      newTradePassword: '246801',
    });
    const captured = sent.get(callPath(password.modifyTradePassword))!;
    const replayed = await post(callPath(password.modifyTradePassword), captured, c.session);
    expect(replayed.header).toEqual(refused);
    const [row] = await server.db.query<{ trade_pwd_remaining: number }>(
      "SELECT trade_pwd_remaining FROM persons WHERE login_name = 'op01'",
    );
    expect(row!.trade_pwd_remaining).toBe(5);
    // The change itself went through once: the new password is the one that works.
    await gateway.call(password.modifyTradePassword, {
      oldTradePassword: '246801',
      newTradePassword: '135790',
    });
  });
});
