import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, resolveMarketDataDir } from '@funddesk/server';
import type { TestProject } from 'vitest/node';
import { TEMPLATE_DB_DIR, TEST_CLOCK } from './constants.js';
import { prepareTemplate } from './postgres.js';

const serverSrc = fileURLToPath(new URL('../../packages/server/src/', import.meta.url));

/** A digest of everything that shapes the seeded database: migrations, seed and market code. */
async function seedStamp(): Promise<string> {
  const hash = createHash('sha256');
  for (const folder of ['db/migrations', 'db/seed', 'market', 'auth']) {
    const dir = join(serverSrc, folder);
    if (!existsSync(dir)) continue;
    for (const file of (await readdir(dir, { recursive: true })).sort()) {
      if (/\.(ts|sql)$/.test(file) && !file.endsWith('.test.ts'))
        hash.update(file).update(await readFile(join(dir, file)));
    }
  }
  hash.update(resolveMarketDataDir());
  return hash.digest('hex');
}

/**
 * Seeds one database from the real market data, which every integration, CLI and e2e test then copies
 * (seeding takes seconds; copying a data directory milliseconds). Reused while the seed code is unchanged.
 * In the `integration-pg` project (env FUNDDESK_TEST_ENGINE=postgres) the template is a PostgreSQL database
 * on FUNDDESK_TEST_DATABASE_URL instead, seeded by the same openDatabase (tests/helpers/postgres.ts).
 */
export default async function setup(project?: TestProject): Promise<void> {
  const stamp = await seedStamp();
  if (project?.config.env?.FUNDDESK_TEST_ENGINE === 'postgres') {
    await prepareTemplate(stamp, async (databaseUrl) => {
      const opened = await openDatabase({
        dataDir: null,
        marketDataDir: resolveMarketDataDir(),
        clock: TEST_CLOCK,
        databaseUrl,
      });
      await opened.db.close();
    });
    return;
  }
  // One template directory per stamp, built aside and renamed into place when complete: a run that starts
  // while another one (or a changed seed) builds a template never deletes a directory a test is copying
  // (issue 10 §5: tests do not depend on each other's leftovers). startServer reads the path by inject().
  const artifacts = resolve(TEMPLATE_DB_DIR, '..');
  const templateDir = join(artifacts, `template-db-${stamp.slice(0, 16)}`);
  project?.provide('templateDbDir', templateDir);
  if (existsSync(templateDir)) return;
  const building = `${templateDir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  const opened = await openDatabase({
    dataDir: building,
    marketDataDir: resolveMarketDataDir(),
    clock: TEST_CLOCK,
  });
  await opened.db.close();
  // Another run may have finished the same template first: keep its copy.
  await rename(building, templateDir).catch(() => rm(building, { recursive: true, force: true }));
  await pruneTemplates(artifacts, templateDir);
}

/** Removes templates of other stamps that nothing has touched for a day (they pile up as the seed changes). */
async function pruneTemplates(artifacts: string, keep: string): Promise<void> {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of await readdir(artifacts)) {
    const path = join(artifacts, name);
    if (!name.startsWith('template-db-') || path === keep) continue;
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < dayAgo) await rm(path, { recursive: true, force: true });
  }
}

declare module 'vitest' {
  interface ProvidedContext {
    /** The seeded PGlite template directory of this run (globalSetup). */
    templateDbDir: string;
  }
}
