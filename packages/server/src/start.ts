import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres, type Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import { syncRolePrivileges } from './auth/privileges.js';
import { seedPeople } from './db/seed/people.js';
import { seedDoubleRecordCards } from './private/doubleRecord.js';
import { seedMarket } from './db/seed/market.js';
import { seedDemoHistory } from './trade/demoHistory.js';
import { shanghaiDate } from './market/index.js';
import type { Clock } from './services/types.js';

/** The repository root (packages/server/{src,dist}/ -> ../../..). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The folder of real market data: `FUNDDESK_DATA`, else `../shared/data` beside the repository
 * (DESIGN §6; never copied into the project).
 * @throws Error naming both places when neither exists
 */
export function resolveMarketDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.FUNDDESK_DATA ? resolve(env.FUNDDESK_DATA) : resolve(repoRoot, '..', 'shared', 'data');
  if (!existsSync(resolve(dir, 'fund-universe.csv'))) {
    throw new Error(
      `market data not found in ${dir}: set FUNDDESK_DATA to the folder holding fund-universe.csv`,
    );
  }
  return dir;
}

/** What {@link openDatabase} did. */
export interface OpenedDatabase {
  db: Db;
  /** Migrations applied now (empty when the database was up to date). */
  migrations: string[];
  /** True when this run seeded the data (a new data directory). */
  seeded: boolean;
  /** Milliseconds spent seeding. */
  seedMs: number;
  /** Orders of the demo trade history placed now (0 unless `demoHistory` and a new database). */
  demoOrders: number;
}

/**
 * Opens the database: PostgreSQL when `DATABASE_URL` is set, else PGlite in `dataDir` (created when missing;
 * `null` = in memory, for tests). Applies migrations, and seeds a new database from the market data and the
 * demo people. An existing, seeded database is reused as it is. On PostgreSQL this runs in one transaction
 * under an advisory lock, so instances starting together prepare the database once.
 *
 * `demoHistory` (only `npm start` passes it; the tests never do): when this run seeds the demo people, it also
 * plays the demo trade history (trade/demoHistory.ts) through the order path and the confirmation engine,
 * in the same preparation, so the demo organisations have confirmed trades and holdings.
 */
export async function openDatabase(options: {
  dataDir: string | null;
  marketDataDir: string;
  clock: Clock;
  databaseUrl?: string | undefined;
  demoHistory?: boolean | undefined;
}): Promise<OpenedDatabase> {
  let db: Db;
  if (options.databaseUrl) db = openPostgres(options.databaseUrl);
  else {
    if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
    db = await openPglite(options.dataDir ?? undefined);
  }
  if (db.kind === 'pglite') return { db, ...(await prepare(db, options)) };
  // Several instances may start at once on one PostgreSQL database (DESIGN §10): the migrations and the
  // seeding run in one transaction under an advisory lock, so one instance prepares the database and the
  // others wait, then find it prepared (or, on a failure, nothing half-written).
  const prepared = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PREPARE_LOCK]);
    return prepare(tx, options);
  });
  return { db, ...prepared };
}

/** The advisory lock key of {@link openDatabase}'s migrations and seeding on PostgreSQL ("FundDesk"). */
const PREPARE_LOCK = 0x46756e64;

/** Applies the migrations and seeds an empty database (see {@link openDatabase}). */
async function prepare(
  db: Db,
  options: { marketDataDir: string; clock: Clock; demoHistory?: boolean | undefined },
): Promise<Omit<OpenedDatabase, 'db'>> {
  const migrations = await migrate(db);
  await syncRolePrivileges(db); // the default role matrix's later additions (issue 11 §3)
  const started = Date.now();
  let seeded = false;
  let demoOrders = 0;
  const [{ n: people }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM persons')) as [
    { n: number },
  ];
  const [{ n: funds }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM funds')) as [
    { n: number },
  ];
  if (funds === 0) {
    await db.transaction((tx) => seedMarket(tx, options.marketDataDir, options.clock));
    seeded = true;
  }
  if (people === 0) {
    await seedPeople(db, shanghaiDate(options.clock.now()));
    await seedDoubleRecordCards(db); // demo card information (模拟) for the double recording (issue 13 §5)
    seeded = true;
    if (options.demoHistory) {
      // Once, with the demo people: a later start finds them and never adds orders again.
      const today = shanghaiDate(options.clock.now());
      demoOrders = (await db.transaction((tx) => seedDemoHistory(tx, today))).orders;
    }
  }
  return { migrations, seeded, seedMs: Date.now() - started, demoOrders };
}
