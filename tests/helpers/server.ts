import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { account, createGatewayClient, type GatewayClient, type RsaBlockCipher } from '@funddesk/core';
import { buildApp, openPglite, openPostgres, type AppOptions, type Clock, type Db } from '@funddesk/server';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { TEMPLATE_DB_DIR, TEST_NOW } from './constants.js';
import { createTestDatabase, onPostgres } from './postgres.js';

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
  /** The PostgreSQL database of this server (the `integration-pg` project); undefined on PGlite. */
  databaseUrl: string | undefined;
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

/** Where a test server keeps its data, and how it is removed. */
interface TestDatabase {
  db: Db;
  databaseUrl: string | undefined;
  remove(): Promise<void>;
}

/**
 * A fresh copy of the seeded template: a PGlite data directory, or in the `integration-pg` project a
 * PostgreSQL database (tests/helpers/postgres.ts). With `databaseUrl` the server joins that existing
 * PostgreSQL database instead (a second instance, a restart) and removes nothing.
 */
async function testDatabase(databaseUrl: string | undefined): Promise<TestDatabase> {
  if (databaseUrl) return { db: openPostgres(databaseUrl), databaseUrl, remove: () => Promise.resolve() };
  if (onPostgres()) {
    const created = await createTestDatabase();
    return { db: openPostgres(created.url), databaseUrl: created.url, remove: () => created.drop() };
  }
  const dir = await mkdtemp(join(tmpdir(), 'funddesk-test-'));
  await cp(inject('templateDbDir') ?? TEMPLATE_DB_DIR, dir, { recursive: true });
  return {
    db: await openPglite(dir),
    databaseUrl: undefined,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Starts the server in-process (STYLE: tests drive the real server through the core client).
 * The database is a fresh copy of the template seeded by globalSetup (PGlite, or PostgreSQL in the
 * `integration-pg` project); `databaseUrl` joins an existing PostgreSQL database instead (scale-out and
 * restart tests, DESIGN §10), `clock` shares a clock with another server and `loginRateLimit` lowers the
 * login calls' limit (default 1000 a minute). `batchPace` is passed to the
 * app (AppOptions.batchPace; tests hold a batch half placed with a gate instead of sleeping).
 */
export async function startServer(
  options: {
    webDir?: string | null;
    batchPace?: AppOptions['batchPace'];
    devTools?: boolean;
    databaseUrl?: string;
    clock?: TestClock;
    loginRateLimit?: number;
  } = {},
): Promise<TestServer> {
  const store = await testDatabase(options.databaseUrl);
  const { db } = store;
  const clock = options.clock ?? testClock();
  const app = await buildApp({
    db,
    clock,
    webDir: options.webDir ?? null,
    loginRateLimit: options.loginRateLimit ?? 1000,
    // The dev tools (mailbox, faults, agreement publishing) are off by default (DESIGN §7); tests turn them on.
    devTools: options.devTools ?? true,
    ...(options.batchPace === undefined ? {} : { batchPace: options.batchPace }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    app,
    db,
    clock,
    baseUrl,
    databaseUrl: store.databaseUrl,
    client: (mode) => testClient(baseUrl, mode),
    async close() {
      await app.close();
      await db.close();
      await store.remove();
    },
  };
}

/** A gateway client of the server at `baseUrl`, with its own session (token/groupId kept in memory). */
export function testClient(baseUrl: string, mode: 'direct' | 'transfer' = 'direct'): TestClient {
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
}
