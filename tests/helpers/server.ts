import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { account, createGatewayClient, type GatewayClient, type RsaBlockCipher } from '@funddesk/core';
import { buildApp, openPglite, type AppOptions, type Clock, type Db } from '@funddesk/server';
import type { FastifyInstance } from 'fastify';
import { TEMPLATE_DB_DIR, TEST_NOW } from './constants.js';

/** An RSA block cipher over node:crypto (PKCS#1 v1.5, same ciphertext as jsencrypt). */
export function nodeCipher(publicPem: string): RsaBlockCipher {
  const key = createPublicKey(publicPem);
  return {
    modulusBits: key.asymmetricKeyDetails?.modulusLength ?? 1024,
    encryptBlock: (chunk) =>
      publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(chunk, 'utf8')).toString(
        'base64',
      ),
  };
}

/** A settable test clock. */
export interface TestClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

/** A clock starting at `start` that only moves when told. */
export function testClock(start = TEST_NOW): TestClock {
  let now = start;
  return {
    now: () => now,
    set: (ms) => {
      now = ms;
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

/** A running local gateway on an ephemeral port with its own copy of the seeded database. */
export interface TestServer {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  baseUrl: string;
  /** A gateway client with its own session (token/groupId kept in memory). */
  client(mode?: 'direct' | 'transfer'): TestClient;
  close(): Promise<void>;
}

/** A client plus its session, and helpers to log in as a demo user. */
export interface TestClient {
  gateway: GatewayClient;
  session: { token?: string | undefined; groupId?: string | undefined };
  /** Logs in (organisation login) and switches to the first (or given) organisation. */
  login(loginName: string, password?: string, groupId?: string): Promise<void>;
}

/**
 * Starts the server in-process (STYLE: tests drive the real server through the core client).
 * The database is a fresh copy of the template seeded by globalSetup. `batchPace` is passed to the app
 * (AppOptions.batchPace; tests hold a batch half placed with a gate instead of sleeping).
 */
export async function startServer(
  options: { webDir?: string | null; batchPace?: AppOptions['batchPace'] } = {},
): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'funddesk-test-'));
  await cp(TEMPLATE_DB_DIR, dir, { recursive: true });
  const db = await openPglite(dir);
  const clock = testClock();
  const app = await buildApp({
    db,
    clock,
    webDir: options.webDir ?? null,
    loginRateLimit: 1000,
    ...(options.batchPace === undefined ? {} : { batchPace: options.batchPace }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const client = (mode: 'direct' | 'transfer' = 'direct'): TestClient => {
    const session: TestClient['session'] = {};
    const gateway = createGatewayClient({
      baseUrl,
      mode,
      fetch: (url, init) => fetch(url, init),
      session: { token: () => session.token, groupId: () => session.groupId },
      createCipher: nodeCipher,
    });
    return {
      gateway,
      session,
      async login(loginName, password = 'Demo@2026', groupId) {
        const result = await gateway.call(account.orgLogin, { loginName, password });
        session.token = result.token;
        const target = groupId ?? result.corpList[0]?.groupId;
        if (!target) return;
        const switched = await gateway.call(account.loginSwitch, { groupId: target });
        session.token = switched.token;
        session.groupId = switched.groupId;
      },
    };
  };

  return {
    app,
    db,
    clock,
    baseUrl,
    client,
    async close() {
      await app.close();
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
