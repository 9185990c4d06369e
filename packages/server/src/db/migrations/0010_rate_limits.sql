-- Rate-limit counters (DESIGN §7 login rate limit, §10 stateless instances): one row per route and client
-- key, shared by every instance on the database, so that N instances behind a load balancer allow the same
-- number of login attempts per window as one. Written by packages/server/src/db/rateLimitStore.ts.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL
);
CREATE INDEX rate_limits_window_end ON rate_limits (window_end);
