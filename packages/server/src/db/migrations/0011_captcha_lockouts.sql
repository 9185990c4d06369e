-- Captchas bound to the client, counters for verification-code requests, login locks per name and address,
-- and an expiring trade-password lock (issue 16 findings 2 and 6; DESIGN §7 "Captchas come from a maintained
-- generator; lockouts are per name and address and expire"). Everything lives in the database, so that every
-- instance on one database shares it (DESIGN §10). Written by packages/server/src/auth/captcha.ts and
-- auth/limits.ts, and by trade/password.ts.

-- The client a captcha was issued to and its ticket earned by (the peer address as the server sees it): a
-- captcha answers only a check from that client, and its ticket serves only a login or code request from it.
ALTER TABLE captchas ADD COLUMN client_key text NOT NULL DEFAULT '';
ALTER TABLE captcha_tickets ADD COLUMN client_key text NOT NULL DEFAULT '';
CREATE INDEX captchas_expires_at ON captchas (expires_at);
CREATE INDEX captcha_tickets_expires_at ON captcha_tickets (expires_at);

-- Fixed-window counters (scope 'code.name' | 'code.address', key = login name or address): verification-code
-- requests per login name and per address.
CREATE TABLE security_counters (
  scope      text NOT NULL,
  key        text NOT NULL,
  hits       integer NOT NULL,
  window_end timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

-- Failed logins per login name and client address: ten in a row lock that name for that address for 15
-- minutes; a lock expires by itself. Unknown names are counted too (same answer as a known one).
CREATE TABLE login_locks (
  login_name   text NOT NULL,
  address      text NOT NULL,
  failures     integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  PRIMARY KEY (login_name, address)
);

-- When the trade password was locked (its 5th wrong entry): the lock lifts 30 minutes later (A00070
-- 请稍后重试). NULL when not locked.
ALTER TABLE persons ADD COLUMN trade_pwd_locked_at timestamptz;
