// npm run bench (issue 16 finding 11): the resident memory of the server process — idle after start, and the
// peak while four 10,000-row purchase spreadsheets are imported at once — against the targets
// (< 400 MB idle, < 600 MB with four imports).
//
//   node tests/bench/memory.mjs            (after npm run build; BENCH_ROWS=10000, BENCH_IMPORTS=4)
//
// The server runs as its own process (`node packages/server/dist/main.js`, as `npm start` runs it) on a
// copy of the test template database (tests/.artifacts/template-db; seeded when missing), so that its RSS
// is the server's alone. RSS is read from /proc/<pid>/status (VmRSS) every 20 ms. Imports over the
// server's bound on concurrent imports are answered FD4711 (busy) and retried by the bench until all four
// are stored: the peak is what four simultaneous requests cost with the bound in place.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { batch, ErrorCode } from '../../packages/core/dist/index.js';
import { make500 } from '../fixtures/batch/make-500.mjs';
import { loggedInGateway } from './lib.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const IMPORTS = Number(process.env.BENCH_IMPORTS ?? 4);
const IDLE_TARGET_MB = 400;
const PEAK_TARGET_MB = 600;
const MB = 1024 * 1024;

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The resident set of a process in bytes (Linux /proc), or null once it is gone. */
function rssOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; answers the samples. */
function sampler(pid, everyMs = 20) {
  const samples = [];
  const timer = setInterval(() => {
    const rss = rssOf(pid);
    if (rss !== null) samples.push(rss);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

/** Waits until `probe` answers truthy (checked every 100 ms), at most `timeoutMs`. */
async function until(probe, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch((error) => {
      if (/exited/.test(String(error?.message))) throw error;
      return null;
    });
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const file = await make500({ rows: ROWS });
console.log(
  `FundDesk memory bench: server RSS idle and with ${IMPORTS} concurrent ${ROWS.toLocaleString('en')}-row imports ` +
    `(${(file.length / 1024).toFixed(0)} KiB each)`,
);

const dataDir = fileURLToPath(new URL('../.artifacts/bench-memory-db/', import.meta.url));
const templateDir = fileURLToPath(new URL('../.artifacts/template-db/', import.meta.url));
await rm(dataDir, { recursive: true, force: true });
if (existsSync(templateDir)) await cp(templateDir, dataDir, { recursive: true });
else await mkdir(dataDir, { recursive: true });

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  [fileURLToPath(new URL('../../packages/server/dist/main.js', import.meta.url))],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FUNDDESK_DATA_DIR: dataDir,
      FUNDDESK_LOG: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const exited = new Promise((resolve) => server.once('exit', resolve));

let exitCode = 1;
try {
  let gone = false;
  void exited.then(() => (gone = true));
  await until(
    async () => {
      if (gone) throw new Error('the server exited before listening (is npm run build up to date?)');
      return (await fetch(`${baseUrl}/`)).status > 0;
    },
    180_000,
    'the server to listen',
  );
  const { gateway } = await loggedInGateway({ baseUrl });

  // Idle: the server has started, served a login, and sits still for 3 s.
  const idleSampler = sampler(server.pid);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const idle = median(idleSampler.stop());

  // Four imports at once; a busy answer (the server's bound on concurrent imports) is retried.
  const peakSampler = sampler(server.pid);
  let busy = 0;
  const started = Date.now();
  const importOnce = async () => {
    for (;;) {
      try {
        return await gateway.upload(
          batch.importExcel,
          { tradeType: 'purchase' },
          { name: `batch-${ROWS}.xlsx`, bytes: file },
        );
      } catch (error) {
        if (error?.code !== ErrorCode.BatchImportBusy) throw error;
        busy += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };
  const imports = await Promise.all(Array.from({ length: IMPORTS }, importOnce));
  const elapsed = Date.now() - started;
  const samples = peakSampler.stop();
  const peak = Math.max(...samples);

  console.log(
    `idle RSS (median over 3 s)              ${mb(idle).padStart(8)}   target < ${IDLE_TARGET_MB} MB`,
  );
  console.log(
    `peak RSS, ${IMPORTS} concurrent imports            ${mb(peak).padStart(8)}   target < ${PEAK_TARGET_MB} MB` +
      `   (${imports.length} stored, ${imports[0]?.totalRows ?? imports[0]?.rows?.length ?? '?'} rows each, ` +
      `${busy} busy answers retried, ${(elapsed / 1000).toFixed(1)} s)`,
  );
  const ok = idle < IDLE_TARGET_MB * MB && peak < PEAK_TARGET_MB * MB;
  console.log(ok ? 'memory: within the targets' : 'memory: OVER a target');
  exitCode = ok ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
