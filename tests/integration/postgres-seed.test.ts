import { openDatabase, openPglite, openPostgres, resolveMarketDataDir, type Db } from '@funddesk/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsvRow } from '../../packages/server/src/db/db.js';
import { TEST_CLOCK } from '../helpers/constants.js';
import { createTestDatabase, onPostgres, withAdmin, withDatabase, pgAdminUrl } from '../helpers/postgres.js';

/**
 * Seeding on PostgreSQL (issue 10 §1): Debian's PostgreSQL 15 refused the first start with `null value in
 * column "summary_pdf" of relation "funds" violates not-null constraint`, because the PostgreSQL path of
 * Db.copyCsv turned '' into NULL while PGlite's COPY kept it. Both engines now load CSV with COPY … (FORMAT
 * csv): an unquoted empty field is NULL, a quoted "" the empty string.
 */

/** Loads one '' and one NULL through copyCsv into NOT NULL / nullable columns and reads them back. */
async function roundTrip(db: Db): Promise<unknown[]> {
  await db.exec('CREATE TABLE copy_probe (id int NOT NULL, must text NOT NULL, maybe text)');
  await db.copyCsv(
    'copy_probe',
    ['id', 'must', 'maybe'],
    toCsvRow([1, '', null]) + toCsvRow([2, 'a,"b"\nc', '']) + toCsvRow([3, '中文', 'x']),
  );
  return db.query('SELECT id, must, maybe FROM copy_probe ORDER BY id');
}

const expected = [
  { id: 1, must: '', maybe: null },
  { id: 2, must: 'a,"b"\nc', maybe: '' },
  { id: 3, must: '中文', maybe: 'x' },
];

describe('Db.copyCsv keeps the empty string apart from NULL on both engines (issue 10 §1)', () => {
  it('PGlite', async () => {
    const db = await openPglite();
    try {
      expect(await roundTrip(db)).toEqual(expected);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!onPostgres())('PostgreSQL (integration-pg project only)', async () => {
    const name = `funddesk_copy_${Date.now().toString(36)}`;
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
    const db = openPostgres(withDatabase(pgAdminUrl(), name));
    try {
      expect(await roundTrip(db)).toEqual(expected);
      // Inside a transaction too (seedMarket loads in one), and a refused row loads nothing.
      await db.exec('CREATE TABLE copy_tx (must text NOT NULL)');
      await expect(
        db.transaction(async (tx) => {
          await tx.copyCsv('copy_tx', ['must'], toCsvRow(['kept?']));
          await tx.copyCsv('copy_tx', ['must'], toCsvRow([null]));
        }),
      ).rejects.toThrow(/not-null|null value/);
      expect(await db.query('SELECT * FROM copy_tx')).toEqual([]);
    } finally {
      await db.close();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});

describe.skipIf(!onPostgres())(
  'the first start on a clean PostgreSQL database (integration-pg project only)',
  () => {
    it('two instances starting at once migrate and seed it once (advisory lock), and it serves the demo data', async () => {
      const name = `funddesk_first_${Date.now().toString(36)}`;
      await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
      const databaseUrl = withDatabase(pgAdminUrl(), name);
      const start = () =>
        openDatabase({
          dataDir: null,
          marketDataDir: resolveMarketDataDir(),
          clock: TEST_CLOCK,
          databaseUrl,
        });
      const both = await Promise.allSettled([start(), start()]);
      try {
        const opened = both.map((r) => {
          if (r.status === 'rejected') throw r.reason;
          return r.value;
        });
        expect(opened.map((o) => o.seeded).sort()).toEqual([false, true]);
        expect(opened.map((o) => o.migrations.length > 0).sort()).toEqual([false, true]);
        const [counts] = await opened[0]!.db.query<{ funds: number; blank_pdf: number; op01: number }>(
          `SELECT (SELECT count(*)::int FROM funds) AS funds,
                (SELECT count(*)::int FROM funds WHERE summary_pdf = '') AS blank_pdf,
                (SELECT count(*)::int FROM persons WHERE login_name = 'op01') AS op01`,
        );
        expect(counts!.funds).toBeGreaterThan(1000);
        expect(counts!.blank_pdf).toBeGreaterThan(0);
        expect(counts!.op01).toBe(1);
      } finally {
        for (const r of both) if (r.status === 'fulfilled') await r.value.db.close();
        await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    });
  },
);

describe.skipIf(!onPostgres())(
  'a PostgreSQL database seeded by openDatabase (DATABASE_URL; integration-pg project only)',
  () => {
    // globalSetup seeded the template with openDatabase on a clean PostgreSQL database: the first start.
    let copy: Awaited<ReturnType<typeof createTestDatabase>>;
    let db: Db;
    beforeAll(async () => {
      copy = await createTestDatabase();
      db = openPostgres(copy.url);
    });
    afterAll(async () => {
      await db?.close();
      await copy?.drop();
    });

    it("holds the market and the demo people, with funds without a 产品资料概要 as '' (not NULL)", async () => {
      const [counts] = await db.query<{ funds: number; missing_pdf: number; people: number; nav: number }>(
        `SELECT (SELECT count(*)::int FROM funds) AS funds,
                (SELECT count(*)::int FROM funds WHERE summary_pdf = '') AS missing_pdf,
                (SELECT count(*)::int FROM persons) AS people,
                (SELECT count(*)::int FROM nav) AS nav`,
      );
      expect(counts!.funds).toBeGreaterThan(1000);
      expect(counts!.missing_pdf).toBeGreaterThan(0);
      expect(counts!.people).toBeGreaterThan(5);
      expect(counts!.nav).toBeGreaterThan(counts!.funds);
    });

    it('a second start on the same database applies no migration and seeds nothing', async () => {
      const opened = await openDatabase({
        dataDir: null,
        marketDataDir: resolveMarketDataDir(),
        clock: TEST_CLOCK,
        databaseUrl: copy.url,
      });
      try {
        expect(opened.db.kind).toBe('postgres');
        expect(opened.migrations).toEqual([]);
        expect(opened.seeded).toBe(false);
      } finally {
        await opened.db.close();
      }
    });
  },
);
