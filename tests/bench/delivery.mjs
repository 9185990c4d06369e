// npm run bench (issue 17 §1 "Delivery"): what the browser downloads and how soon it paints, in headless chromium
// against the built app served by the real server (as `npm start` serves it), cold cache, median of 5 runs:
//
//   - login page: bytes transferred (target <= 250 KB), first contentful paint against a blank page of the
//     same server (target <= 1.5x);
//   - fund detail page with the chart (plotly) after logging in as op01: bytes transferred (target <= 700 KB).
//
//   node tests/bench/delivery.mjs          (after npm run build; BENCH_RUNS=5, BENCH_FUND=110011,
//                                           BENCH_BREAKDOWN=1 to list each request's bytes of the first run)
//
// Bytes are as transferred (compressed bodies plus headers: CDP Network.loadingFinished encodedDataLength) of
// every request the page makes until the screen is complete and the network is idle. Each run uses a new
// browser context, so the HTTP cache is cold; the fund detail page is measured in a new tab of the logged-in
// context after the browser cache is cleared (the login's own downloads do not count). The blank page is a
// one-line HTML file written into the served folder for the run (and removed after). Prints a table; exits 1
// when a target is missed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FUND = process.env.BENCH_FUND ?? '110011';
const LOGIN_TARGET_BYTES = 250 * 1024;
const DETAIL_TARGET_BYTES = 700 * 1024;
const FCP_RATIO_TARGET = 1.5;
/** BENCH_BREAKDOWN=1 prints, for the first run, what each request of the two pages transferred. */
const BREAKDOWN = process.env.BENCH_BREAKDOWN === '1';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));
const blankName = `bench-blank-${process.pid}.html`;

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

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * Counts the bytes transferred by one page (CDP): the sum of encodedDataLength of every finished request,
 * plus what failed requests had received. `reset()` starts a new count.
 */
async function byteCounter(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let total = 0;
  let requests = 0;
  const received = new Map();
  const urls = new Map();
  const breakdown = [];
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.dataReceived', (e) =>
    received.set(e.requestId, (received.get(e.requestId) ?? 0) + e.encodedDataLength),
  );
  cdp.on('Network.loadingFinished', (e) => {
    total += e.encodedDataLength;
    requests += 1;
    received.delete(e.requestId);
    breakdown.push([urls.get(e.requestId) ?? e.requestId, e.encodedDataLength]);
  });
  cdp.on('Network.loadingFailed', (e) => {
    total += received.get(e.requestId) ?? 0;
    received.delete(e.requestId);
  });
  return {
    cdp,
    get bytes() {
      return total;
    },
    get requests() {
      return requests;
    },
    /** Prints each finished request's transferred bytes, largest first (BENCH_BREAKDOWN=1). */
    print(title) {
      if (!BREAKDOWN) return;
      console.log(`${title}: ${kb(total)} in ${requests} requests`);
      for (const [url, bytes] of [...breakdown].sort((a, b) => b[1] - a[1])) {
        console.log(`  ${String(bytes).padStart(8)}  ${url.replace(/^https?:\/\/[^/]+/, '')}`);
      }
    },
  };
}

/** The page's first contentful paint in ms after navigation start (waits until it is recorded). */
async function firstContentfulPaint(page) {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    undefined,
    { timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}

const dataDir = fileURLToPath(new URL('../.artifacts/bench-delivery-db/', import.meta.url));
const templateDir = fileURLToPath(new URL('../.artifacts/template-db/', import.meta.url));
if (!existsSync(`${webDist}index.html`)) {
  console.error('packages/web/dist is missing: run npm run build first');
  process.exit(1);
}
await rm(dataDir, { recursive: true, force: true });
if (existsSync(templateDir)) await cp(templateDir, dataDir, { recursive: true });
else await mkdir(dataDir, { recursive: true });
await writeFile(
  `${webDist}${blankName}`,
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>blank</title></head><body><p>FundDesk</p></body></html>\n',
);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
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
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const exited = new Promise((resolve) => server.once('exit', resolve));
let exitCode = 1;
let browser;
try {
  await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('http://localhost')) resolve();
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening`)));
  });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const newContext = () =>
    browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
    });

  const samples = {
    blankFcp: [],
    loginFcp: [],
    loginBytes: [],
    loginRequests: [],
    detailBytes: [],
    detailRequests: [],
  };
  for (let run = 0; run < RUNS; run++) {
    // Blank page of the same server: the floor of a first paint here.
    {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(`${base}/${blankName}`);
      samples.blankFcp.push(await firstContentfulPaint(page));
      await context.close();
    }
    // Login page, cold cache.
    const context = await newContext();
    {
      const page = await context.newPage();
      const counter = await byteCounter(page);
      await page.goto(`${base}/#/login/organizationLogin`);
      await page.getByRole('button', { name: '登录', exact: true }).waitFor();
      samples.loginFcp.push(await firstContentfulPaint(page));
      await page.waitForLoadState('networkidle');
      samples.loginBytes.push(counter.bytes);
      samples.loginRequests.push(counter.requests);
      if (run === 0) counter.print('login page');
      // Log in as op01 (not counted).
      await page.getByPlaceholder('请输入登录名').fill('op01');
      await page.getByPlaceholder('请输入登录密码').fill('Demo@2026');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.getByPlaceholder('请输入基金代码或名称').waitFor({ timeout: 30_000 });
      await counter.cdp.send('Network.clearBrowserCache');
      await page.close();
    }
    // Fund detail with the chart, in a new tab of the logged-in context, cache cleared.
    {
      const page = await context.newPage();
      const counter = await byteCounter(page);
      await page.goto(`${base}/#/product/equality/${FUND}`);
      await page.locator('[data-testid="trend-chart"] .main-svg').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      samples.detailBytes.push(counter.bytes);
      samples.detailRequests.push(counter.requests);
      if (run === 0) counter.print(`fund detail ${FUND}`);
    }
    await context.close();
  }

  const blankFcp = median(samples.blankFcp);
  const loginFcp = median(samples.loginFcp);
  const loginBytes = median(samples.loginBytes);
  const detailBytes = median(samples.detailBytes);
  const ratio = loginFcp / blankFcp;
  const rows = [
    [
      'login page transferred',
      `${kb(loginBytes)} (${median(samples.loginRequests)} requests)`,
      `<= ${kb(LOGIN_TARGET_BYTES)}`,
      loginBytes <= LOGIN_TARGET_BYTES,
    ],
    [
      `fund detail ${FUND} transferred`,
      `${kb(detailBytes)} (${median(samples.detailRequests)} requests)`,
      `<= ${kb(DETAIL_TARGET_BYTES)}`,
      detailBytes <= DETAIL_TARGET_BYTES,
    ],
    [
      'login FCP / blank FCP',
      `${loginFcp.toFixed(0)} ms / ${blankFcp.toFixed(0)} ms = ${ratio.toFixed(2)}x`,
      `<= ${FCP_RATIO_TARGET}x`,
      ratio <= FCP_RATIO_TARGET,
    ],
  ];
  console.log(`FundDesk delivery bench: headless chromium, cold cache, median of ${RUNS}`);
  for (const [what, measured, target, ok] of rows) {
    console.log(
      `${what.padEnd(30)} ${measured.padEnd(36)} target ${target.padEnd(10)} ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  exitCode = rows.every((row) => row[3]) ? 0 : 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await exited;
  await rm(`${webDist}${blankName}`, { force: true });
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
