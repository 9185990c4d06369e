// Shared set-up of the benchmark scripts: a core gateway client on a local server, logged in as a demo user
// acting for one organisation, with the RSA cipher the CLI uses (node:crypto, PKCS#1 v1.5); the in-process
// server on a fresh copy of the test database; the fixed trading days and demo facts of the trading benches;
// the printed correctness checks and the sample quantiles.
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { account, createGatewayClient } from '../../packages/core/dist/index.js';

/** The demo persons' trade password (README demo logins). */
export const TRADE_PASSWORD = '135790';
/** The benches' trade day: Fri 2026-02-13, before the Spring Festival closure. */
export const TRADE_DAY = '2026-02-13';
/** T+1 of {@link TRADE_DAY} on the exchange calendar (after the closure). */
export const CONFIRM_DAY = '2026-02-24';
/** When the benches place orders: 14:00 Asia/Shanghai on the trade day, before the 15:00 cut-off (ms). */
export const PLACE_AT = Date.parse('2026-02-13T14:00:00+08:00');
/** When the benches confirm: 10:00 Asia/Shanghai on the confirm day (ms). */
export const CONFIRM_AT = Date.parse('2026-02-24T10:00:00+08:00');
/** Demo organisations and one of their people (the bulk-inserted orders' group_id and person_id). */
export const ORG_PEOPLE = [
  ['10000001', 'P0001'],
  ['10000002', 'P0010'],
  ['10000010', 'P0009'],
  ['10000020', 'P0011'],
];

/** The columns of an order row every placement writes (a bench's baseline INSERT copies these, and its own). */
export const ORDER_COLUMNS = [
  'serial_no',
  'person_id',
  'group_id',
  'fund_id',
  'trade_type',
  'status',
  'amount',
  'fee',
  'net_amount',
  'fee_rate_e6',
  'apply_time',
  'trade_day',
  'confirm_day',
];

/**
 * The printed correctness checks of a bench: `check(label, ok, detail)` prints `check ok` or `check FAIL`
 * with the detail and keeps the failed labels in `failures` (a bench exits 1 when any failed).
 * @returns {{ check: (label: string, ok: boolean, detail?: string) => void, failures: string[] }}
 */
export function checks() {
  const failures = [];
  const check = (label, ok, detail = '') => {
    console.log(`  check ${ok ? 'ok  ' : 'FAIL'} ${label}${detail ? `  (${detail})` : ''}`);
    if (!ok) failures.push(label);
  };
  return { check, failures };
}

/**
 * Quantiles of timing samples (ms): the sample at the percentile's rank (no interpolation).
 * @param {number[]} samples
 * @returns {{ n: number, min: number, max: number, median: number, p50: number, p95: number }}
 */
export function quantiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return {
    n: sorted.length,
    min: sorted[0],
    max: sorted[sorted.length - 1],
    median: q(50),
    p50: q(50),
    p95: q(95),
  };
}

/**
 * The server in-process on a fresh database: tests/.artifacts/bench-<name>-db/, a copy of the test suite's
 * seeded template when there is one, else seeded here (openDatabase migrates a template older than the
 * migrations and seeds only an empty directory); no web app, a login rate limit no bench reaches, listening on
 * an ephemeral port of 127.0.0.1. The server package is loaded here, so benches that only call a server
 * elsewhere do not load it.
 * @param {string} name the bench's name, in its database directory
 * @param {{ now: () => number }} clock the server's clock (ms)
 * @returns the database and app, `baseUrl`, whether the database came from the template or was seeded, the
 *   seconds it took, and `stop({ removeData })`: closes the app (once more is harmless) and the database, then
 *   removes the database directory when asked
 */
export async function startBenchServer(name, clock) {
  const { buildApp, openDatabase, resolveMarketDataDir } =
    await import('../../packages/server/dist/index.js');
  const dataDir = fileURLToPath(new URL(`../.artifacts/bench-${name}-db/`, import.meta.url));
  const templateDir = fileURLToPath(new URL('../.artifacts/template-db/', import.meta.url));
  const started = performance.now();
  await rm(dataDir, { recursive: true, force: true });
  const fromTemplate = existsSync(templateDir);
  if (fromTemplate) await cp(templateDir, dataDir, { recursive: true });
  else await mkdir(dataDir, { recursive: true });
  const { db, seeded } = await openDatabase({ dataDir, marketDataDir: resolveMarketDataDir(), clock });
  const app = await buildApp({ db, clock, webDir: null, loginRateLimit: 10_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  return {
    db,
    app,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    fromTemplate,
    seeded,
    seconds: (performance.now() - started) / 1000,
    /** @param {{ removeData: boolean }} options */
    async stop({ removeData }) {
      await app.close().catch(() => undefined);
      await db.close();
      if (removeData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The gateway's password cipher with node:crypto (PKCS#1 v1.5 blocks, base64), as the CLI builds it.
 * @param {string} pem the gateway's public key
 */
function nodeCipher(pem) {
  const key = createPublicKey(pem);
  return {
    modulusBits: key.asymmetricKeyDetails.modulusLength,
    encryptBlock: (chunk) =>
      publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(chunk, 'utf8')).toString(
        'base64',
      ),
  };
}

/**
 * A gateway client on `baseUrl`, logged in as `loginName` (demo password) and switched to an organisation.
 * @param {{ baseUrl: string, fetch?: typeof fetch, loginName?: string, groupId?: (login: { corpList: { groupId: string }[] }) => string }} options
 *   `groupId` picks the organisation from the login result (default 10000001); `fetch` defaults to the global one
 * @returns {Promise<{ gateway: ReturnType<typeof createGatewayClient>, session: { token?: string, groupId?: string } }>}
 */
export async function loggedInGateway({
  baseUrl,
  fetch: fetchImpl = (url, init) => fetch(url, init),
  loginName = 'op01',
  groupId = () => '10000001',
}) {
  const session = {};
  const gateway = createGatewayClient({
    baseUrl,
    fetch: fetchImpl,
    session: { token: () => session.token, groupId: () => session.groupId },
    createCipher: nodeCipher,
  });
  const login = await gateway.call(account.orgLogin, { loginName, password: 'Demo@2026' });
  session.token = login.token;
  const switched = await gateway.call(account.loginSwitch, { groupId: groupId(login) });
  session.token = switched.token;
  session.groupId = switched.groupId;
  return { gateway, session };
}
