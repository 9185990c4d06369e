#!/usr/bin/env node
import { resolve } from 'node:path';
import { t } from '@funddesk/core';
import { buildApp } from './app.js';
import { demoOrgs, demoPeople, DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from './db/seed/people.js';
import { listenConfig } from './auth/devTools.js';
import { openDatabase, resolveMarketDataDir } from './start.js';

/**
 * `npm start`: the local environment on HOST:PORT (default 127.0.0.1:8080; the dev tools with
 * FUNDDESK_DEV_TOOLS=1, loopback only, see auth/devTools.ts) with its data in FUNDDESK_DATA_DIR (default
 * `.data/`), or PostgreSQL at DATABASE_URL. A new data directory is migrated and seeded on first start.
 * @see DESIGN §8, README
 */
async function main(): Promise<void> {
  // Loopback unless HOST says otherwise; refuses to start when dev tools are asked on another interface.
  const { port, host, devTools } = listenConfig(process.env);
  if (devTools) process.stderr.write(`${t('start.devToolsOn')}\n`);
  const dataDir = resolve(process.env.FUNDDESK_DATA_DIR ?? '.data');
  const clock = { now: () => Date.now() };
  const opened = await openDatabase({
    dataDir,
    marketDataDir: resolveMarketDataDir(),
    clock,
    databaseUrl: process.env.DATABASE_URL,
    // The demo trade history on a new database (README; FUNDDESK_DEMO_HISTORY=0 seeds none).
    demoHistory: process.env.FUNDDESK_DEMO_HISTORY !== '0',
  });
  const app = await buildApp({
    db: opened.db,
    clock,
    logger: process.env.FUNDDESK_LOG !== 'off',
    devTools,
    validateResponses: process.env.FUNDDESK_VALIDATE_RESPONSES !== 'off',
    // Milliseconds between two lines of a batch (default 0): slows batches down for a demo.
    batchPace: Math.max(Number.parseInt(process.env.FUNDDESK_BATCH_PACE_MS ?? '0', 10) || 0, 0),
  });
  const stop = async () => {
    await app.close();
    await opened.db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  await app.listen({ port, host });

  // The login column is as wide as the longest demo login name (riskexp01 has 9 characters).
  const loginWidth = Math.max(...demoPeople.map((p) => p.loginName.length));
  const lines = [
    '',
    `FundDesk ${t('start.ready')}  http://localhost:${port}`,
    `  ${t('start.enterprise')}  http://siku.localhost:${port}`,
    `  ${t('start.data')}  ${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir}${
      opened.seeded ? `  (${t('start.seeded')} ${(opened.seedMs / 1000).toFixed(1)} s)` : ''
    }`,
    ...(opened.demoOrders > 0 ? [`  ${t('start.demoHistory', { orders: opened.demoOrders })}`] : []),
    '',
    `${t('start.logins')}  ${t('start.password')} ${DEMO_PASSWORD}  ${t('start.tradePassword')} ${DEMO_TRADE_PASSWORD}`,
    ...demoPeople.map((p) => {
      const orgs = p.groupIds
        .map((g) => demoOrgs.find((o) => o.groupId === g))
        .filter((o) => o && o.synthesizeState !== 99)
        .map((o) => o!.corpName)
        .join('、');
      return `  ${p.loginName.padEnd(loginWidth)} ${p.personName}  ${p.note}  ${orgs}`;
    }),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
