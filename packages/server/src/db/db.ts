import { PGlite } from '@electric-sql/pglite';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * The database seam of the local environment: parameterised SQL over PGlite (embedded, the default) or
 * PostgreSQL (when DATABASE_URL is set). Both speak the same dialect, so every query runs on both.
 */
export interface Db {
  /** Runs one parameterised statement (`$1`, `$2` …) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: all of it commits or none of it does. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Bulk-loads CSV text into a table with `COPY … FROM … WITH (FORMAT csv)` on both engines (PGlite: from
   * /dev/blob; PostgreSQL: FROM STDIN over the connection), so both read it alike: an unquoted empty field
   * is NULL, a quoted `""` the empty string (write rows with {@link toCsvRow}).
   * @param columns - the table's columns in the CSV's order; the CSV has no header row
   * @throws the database's error (e.g. a NOT NULL violation); inside {@link Db.transaction} nothing is loaded
   */
  copyCsv(table: string, columns: readonly string[], csv: string): Promise<void>;
  close(): Promise<void>;
  /** `pglite` or `postgres`. */
  readonly kind: 'pglite' | 'postgres';
}

/**
 * PGlite's shared buffer pool. PostgreSQL's default (128 MB) is zeroed at start inside the WebAssembly
 * memory, so all of it is resident in the server process from the first second; the hot data of the
 * local environment (orders, accounts, batches) is a few MB, and the NAV table is read once at start
 * into the market service. Pages beyond the pool are read from the data directory (the OS cache).
 * @see issue 16 finding 11 (server memory); docs/decisions.md "Server memory"
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** Opens PGlite in `dataDir` (created when missing), or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const options = {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  const db = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>, inTx: boolean): Db => ({
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (inTx) return fn(wrap(q, true));
      return db.transaction((tx) => fn(wrap(tx, true)));
    },
    async copyCsv(table, columns, csv) {
      await q.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`, [], {
        blob: new Blob([csv]),
      });
    },
    async close() {
      if (!inTx) await db.close();
    },
  });
  return wrap(db, false);
}

/** Connects to PostgreSQL at `url` (a pool; DESIGN §10 stateless instances). */
export function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle pooled connection that the server ends (a restart, pg_terminate_backend, DROP DATABASE … FORCE)
  // emits 'error' on the pool; without a listener that is an uncaught exception that ends the process. The
  // pool drops that client and opens a fresh one for the next query, so there is nothing else to do here.
  pool.on('error', () => undefined);
  const wrap = (client: pg.Pool | pg.PoolClient, inTx: boolean): Db => ({
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (inTx) return fn(wrap(client, true));
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(wrap(conn, true));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      } finally {
        conn.release();
      }
    },
    async copyCsv(table, columns, csv) {
      // The same `COPY … FROM … WITH (FORMAT csv)` as PGlite, streamed over the connection: one parser
      // for both engines, so '""' stays an empty string and an empty field is NULL on both (a batched INSERT
      // that turned '' into NULL broke seeding on PostgreSQL: funds.summary_pdf NOT NULL).
      const run = async (conn: pg.PoolClient) => {
        const sink = conn.query(
          copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FORMAT csv)`),
        );
        await pipeline(Readable.from([Buffer.from(csv, 'utf8')]), sink);
      };
      if (inTx) await run(client as pg.PoolClient);
      else {
        const conn = await pool.connect();
        try {
          await run(conn);
        } finally {
          conn.release();
        }
      }
    },
    async close() {
      if (!inTx) await pool.end();
    },
  });
  return wrap(pool, false);
}

/** Writes one CSV row for {@link Db.copyCsv}: null/undefined as an empty field, text quoted. */
export function toCsvRow(values: readonly unknown[]): string {
  return (
    values
      .map((value) => {
        if (value === null || value === undefined) return '';
        const text =
          typeof value === 'string'
            ? value
            : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
              ? String(value)
              : JSON.stringify(value);
        return /[",\n\r]/.test(text) || text === '' ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(',') + '\n'
  );
}
