// npm run bench: fund search latency over all 27,023 funds at 20 concurrent clients, against a static route
// of the same server as the baseline (DESIGN §8: ratios against a baseline measured in the same run).
// Target (foundation issue): search p95 under 20 ms, ratio p95(search)/p95(static) under 3.
// The server runs in its own process (as `npm start` runs it), so the load generator does not share its CPU time.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Agent, fetch } from 'undici';
import { account, product } from '../../packages/core/dist/index.js';
import { loggedInGateway } from './lib.mjs';

const CLIENTS = 20;
const REQUESTS_PER_CLIENT = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = 50;
const KEYWORDS = [
  '易方达',
  'YFD',
  '110011',
  '华夏',
  'HXCZ',
  '000001',
  '沪深300',
  '招商',
  'ZS',
  '中证500',
  '债',
  '161725',
  '南方',
  'GF',
  '嘉实',
  '景顺',
  '00',
  '51',
  '科技',
  '医疗',
];

const dataDir = fileURLToPath(new URL('../.artifacts/bench-db/', import.meta.url));
await mkdir(dataDir, { recursive: true });
const freePort = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const t0 = performance.now();
const server = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROFILE] : []),
    fileURLToPath(new URL('../../packages/server/dist/main.js', import.meta.url)),
  ],
  {
    env: {
      ...process.env,
      PORT: String(freePort),
      HOST: '127.0.0.1',
      FUNDDESK_DATA_DIR: dataDir,
      FUNDDESK_LOG: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let seeded = false;
await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk) => {
    out += chunk;
    if (out.includes('http://localhost')) {
      seeded = out.includes('s)');
      resolve();
    }
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const openMs = performance.now() - t0;
const base = `http://127.0.0.1:${freePort}`;
const dispatcher = new Agent({ connections: CLIENTS * 2, keepAliveTimeout: 30_000 });
const undiciFetch = (url, init) => fetch(url, { ...init, dispatcher });

const { gateway, session } = await loggedInGateway({
  baseUrl: base,
  fetch: undiciFetch,
  groupId: (login) => login.corpList[0].groupId,
});

const staticPath = existsSync(fileURLToPath(new URL('../../packages/web/dist/index.html', import.meta.url)))
  ? '/index.html'
  : null;

async function measure(label, makeRequest) {
  for (let i = 0; i < WARMUP; i++) await makeRequest(i);
  const samples = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; i < REQUESTS_PER_CLIENT; i++) {
        const t = performance.now();
        await makeRequest(client * REQUESTS_PER_CLIENT + i);
        samples.push(performance.now() - t);
      }
    }),
  );
  const wall = performance.now() - started;
  samples.sort((a, b) => a - b);
  const q = (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))];
  const result = {
    label,
    n: samples.length,
    p50: q(50),
    p95: q(95),
    p99: q(99),
    rps: samples.length / (wall / 1000),
  };
  console.log(
    `${label.padEnd(34)} n=${result.n}  p50=${result.p50.toFixed(2)} ms  p95=${result.p95.toFixed(2)} ms  p99=${result.p99.toFixed(2)} ms  ${result.rps.toFixed(0)} req/s`,
  );
  return result;
}

console.log(
  `FundDesk bench: ${CLIENTS} concurrent clients x ${REQUESTS_PER_CLIENT} requests (server started, database ${seeded ? 'seeded' : 'reused'}, in ${(openMs / 1000).toFixed(1)} s)`,
);
// The load is raw HTTP like the baseline's, so that the client's own work (schema checks) does not count
// against the server; every answer is still checked for success and for results.
const searchUrl = `${base}/mutual-fund-product/api/${product.fundSearch.path}`;
const searchHeaders = {
  'content-type': 'application/json',
  authorization: `Bearer ${session.token}`,
  'x-gno': session.groupId,
  'x-channel-source': 'PC',
};
const bodies = KEYWORDS.map((keyword) => JSON.stringify({ keyword, page: 0, size: 20 }));
const search = await measure('fundSearch (27,023 funds)', async (i) => {
  const response = await undiciFetch(searchUrl, {
    method: 'POST',
    headers: searchHeaders,
    body: bodies[i % bodies.length],
  });
  const text = await response.text();
  if (response.status !== 200 || !text.startsWith('{"header":{"retCode":"0000"'))
    throw new Error(`search failed: ${text.slice(0, 200)}`);
});
if (process.env.BENCH_ONLY === 'search') {
  server.kill('SIGTERM');
  await dispatcher.close();
  process.exit(0);
}
const baselineLabel = staticPath ? `static ${staticPath}` : 'GET public key (no web build)';
const baseline = await measure(baselineLabel, async () => {
  const response = await undiciFetch(`${base}${staticPath ?? '/mutual-fund-account/api/pc/ssh/public_key'}`);
  await response.arrayBuffer();
});
const ratio = search.p95 / baseline.p95;
console.log(`ratio p95(search)/p95(static) = ${ratio.toFixed(2)}  (target < 3)`);
console.log(
  `search p95 = ${search.p95.toFixed(2)} ms  (target < 20 ms)  ${search.p95 < 20 && ratio < 3 ? 'OK' : 'OVER TARGET'}`,
);
server.kill('SIGTERM');
await dispatcher.close();
