import { fileURLToPath } from 'node:url';
import { openPglite, type Db } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { seedMarket, type MarketSeedReport } from '../../db/seed/market.js';
import type { Clock } from '../../types.js';

/** The small market data directory of the tests (see __fixtures__/data/README.md). */
export const FIXTURE_DATA_DIR = fileURLToPath(new URL('./data/', import.meta.url));

/** Wednesday 2026-03-04 10:00 Asia/Shanghai: NAV is known through Tuesday 2026-03-03. */
export const FIXTURE_NOW = Date.parse('2026-03-04T10:00:00+08:00');

/** A clock the test can move. */
export interface MovableClock extends Clock {
  set(epochMs: number): void;
}

/** A clock standing at `start` until set. */
export function movableClock(start = FIXTURE_NOW): MovableClock {
  let now = start;
  return { now: () => now, set: (ms) => void (now = ms) };
}

/** An in-memory PGlite, migrated and seeded from the fixture directory. */
export async function seededFixtureDb(
  clock: Clock = movableClock(),
): Promise<{ db: Db; report: MarketSeedReport }> {
  const db = await openPglite();
  await migrate(db);
  const report = await seedMarket(db, FIXTURE_DATA_DIR, clock);
  return { db, report };
}
