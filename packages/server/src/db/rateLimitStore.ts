import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from './db.js';

/** Expired rows are swept after this many increments of one store (a cheap bound on the table). */
const SWEEP_EVERY = 500;

/**
 * A `@fastify/rate-limit` store over the database (table `rate_limits`, migration 0010): a fixed window per
 * key, counted with one atomic upsert, so every instance on one database shares the count (DESIGN §10: no
 * state in process memory; the plugin's default store counts per process). Each route gets its own keys
 * (`METHOD url client`), as with the plugin's Redis store.
 *
 * `incr` answers `{ current, ttl }`: hits in the window so far, this one included, and the ms left of the
 * window (clock ms). The plugin's `continueExceeding` and `exponentialBackoff` options are not supported.
 *
 * @param clock - the server's clock (DESIGN §5), so that tests move windows with the test clock
 * @returns a store class for the plugin's `store` option
 * @see DESIGN §7 (login rate limit), §10; issue 10
 */
export function dbRateLimitStore(
  db: Db,
  clock: { now(): number },
): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  let increments = 0;

  class DbRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock.now();
      increments += 1;
      const sweep = increments % SWEEP_EVERY === 0;
      // A new key or an ended window starts over at 1; else the hit is added. One statement: concurrent
      // requests on any instance each count once.
      db.query<{ hits: number; end_ms: string }>(
        `INSERT INTO rate_limits AS r (key, hits, window_start, window_end) VALUES ($1, 1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.window_end <= $2 THEN 1 ELSE r.hits + 1 END,
           window_start = CASE WHEN r.window_end <= $2 THEN $2 ELSE r.window_start END,
           window_end = CASE WHEN r.window_end <= $2 THEN $3 ELSE r.window_end END
         RETURNING hits, (extract(epoch FROM window_end) * 1000)::bigint::text AS end_ms`,
        [`${this.prefix}${key}`, new Date(now), new Date(now + timeWindow)],
      )
        .then(async (rows) => {
          const row = rows[0]!;
          if (sweep) await db.query('DELETE FROM rate_limits WHERE window_end <= $1', [new Date(now)]);
          callback(null, { current: row.hits, ttl: Math.max(Number(row.end_ms) - now, 0) });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    /**
     * The store of one route. The plugin passes the route's merged rate-limit options, which carry the
     * route as `routeInfo` (its declared type says RouteOptions).
     */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route =
        (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? routeOptions;
      // A limiter of the plugin's createRateLimit has no route: its key generator names what it counts.
      if (typeof route.url !== 'string') return new DbRateLimitStore(undefined, this.prefix);
      return new DbRateLimitStore(undefined, `${this.prefix}${String(route.method)} ${String(route.url)} `);
    }
  }
  return DbRateLimitStore;
}
