import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  const stampFile = resolve(TEMPLATE_DB_DIR, '..', 'template-db.stamp');
  if (existsSync(stampFile) && (await readFile(stampFile, 'utf8')) === stamp) return;
  await rm(TEMPLATE_DB_DIR, { recursive: true, force: true });
  await mkdir(TEMPLATE_DB_DIR, { recursive: true });
  const opened = await openDatabase({
    dataDir: TEMPLATE_DB_DIR,
    marketDataDir: resolveMarketDataDir(),
    clock: TEST_CLOCK,
  });
  await opened.db.close();
  await writeFile(stampFile, stamp);
}
