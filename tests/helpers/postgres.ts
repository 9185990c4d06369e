import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The integration suite on a real PostgreSQL (issue 10, DESIGN §10): the vitest project `integration-pg`
 * sets FUNDDESK_TEST_ENGINE=postgres, and FUNDDESK_TEST_DATABASE_URL names a server the tests may create
 * and drop databases on (scripts/test.sh starts a throw-away one with scripts/pg-cluster.sh). globalSetup
 * seeds one template database; every test server gets its own `CREATE DATABASE … TEMPLATE` copy, dropped
 * when it closes, so each test file starts clean and files run in parallel.
 */
export const onPostgres = (): boolean => process.env.FUNDDESK_TEST_ENGINE === 'postgres';

/** The seeded template every test database is copied from. */
export const PG_TEMPLATE_DB = 'funddesk_test_template';

/**
 * The PostgreSQL server of the tests (an admin connection URL: it may CREATE and DROP DATABASE).
 * @throws Error when the `integration-pg` project runs without FUNDDESK_TEST_DATABASE_URL
 */
export function pgAdminUrl(): string {
  const url = process.env.FUNDDESK_TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'FUNDDESK_TEST_DATABASE_URL is not set: run `bash scripts/pg-cluster.sh` or set it to a PostgreSQL server',
    );
  }
  return url;
}

/** `url` with its database name replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `fn` on one admin connection (to the server's default database), then closes it. */
export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgAdminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Database names are generated here (never user input); quoted all the same. */
const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * A new database copied from {@link PG_TEMPLATE_DB} (the file copy takes well under a second).
 * @returns its URL and a `drop` that removes it (terminating connections left open)
 */
export async function createTestDatabase(): Promise<{
  url: string;
  name: string;
  drop: () => Promise<void>;
}> {
  const name = `funddesk_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) =>
    admin.query(`CREATE DATABASE ${ident(name)} TEMPLATE ${ident(PG_TEMPLATE_DB)} STRATEGY FILE_COPY`),
  );
  return {
    name,
    url: withDatabase(pgAdminUrl(), name),
    drop: () =>
      withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/**
 * Makes sure the template database holds the seed of `stamp` (kept in the database's comment): reused when
 * it does, else dropped and seeded again by `seed(url)`.
 */
export async function prepareTemplate(stamp: string, seed: (url: string) => Promise<void>): Promise<void> {
  const current = await withAdmin(async (admin) => {
    const rows = await admin.query<{ stamp: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS stamp FROM pg_database WHERE datname = $1`,
      [PG_TEMPLATE_DB],
    );
    return rows.rows[0];
  });
  if (current && current.stamp === stamp) return;
  await withAdmin(async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${ident(PG_TEMPLATE_DB)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${ident(PG_TEMPLATE_DB)}`);
  });
  await seed(withDatabase(pgAdminUrl(), PG_TEMPLATE_DB));
  await withAdmin((admin) =>
    admin.query(`COMMENT ON DATABASE ${ident(PG_TEMPLATE_DB)} IS ${admin.escapeLiteral(stamp)}`),
  );
}
