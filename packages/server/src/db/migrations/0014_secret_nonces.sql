-- Single-use nonces sealed inside RSA-encrypted fields (issue 16 finding 5, docs/security.md "Replay-proof
-- secrets"): issued by secretNonce, used up by the first request that carries one, good for 2 minutes. In the
-- database so that any server process accepts a nonce another one issued (DESIGN §10). Written by
-- packages/server/src/auth/secretNonces.ts, which also deletes expired rows.
CREATE TABLE secret_nonces (
  nonce text PRIMARY KEY,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX secret_nonces_expires_at ON secret_nonces (expires_at);
