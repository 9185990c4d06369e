-- Batch trading by spreadsheet (spec 02 §7 "batch Excel"; issue 4): imports with their checked rows,
-- batches whose lines carry their own account and may be redemptions, cancellation of unplaced lines,
-- and redemption orders (requested shares; amount, fee and net amount known at confirmation).

-- One imported spreadsheet: its rows as checked at import (BatchRow[] of the contract), the digests that
-- recognise the same file imported again, and the batch it placed (at most one: DESIGN §7 idempotency).
CREATE TABLE batch_imports (
  import_id        text PRIMARY KEY,
  person_id        text NOT NULL REFERENCES persons(person_id),
  group_id         text NOT NULL REFERENCES organisations(group_id),   -- the session's organisation
  trade_type       text NOT NULL CHECK (trade_type IN ('purchase', 'redemption')),
  file_name        text NOT NULL,
  file_sha256      text NOT NULL,                                      -- the bytes
  content_sha256   text NOT NULL,                                      -- trade type + every row's values
  default_group_id text,
  total_rows       integer NOT NULL,
  valid_rows       integer NOT NULL,
  invalid_rows     integer NOT NULL,
  total_amount     numeric(20, 2) NOT NULL,
  total_shares     numeric(20, 2) NOT NULL,
  rows             jsonb NOT NULL,
  imported_at      timestamptz NOT NULL,
  batch_serial_no  text UNIQUE REFERENCES batches(batch_serial_no),
  only_valid       boolean
);
CREATE INDEX batch_imports_person_file ON batch_imports (person_id, file_sha256);
CREATE INDEX batch_imports_person_content ON batch_imports (person_id, content_sha256);
CREATE INDEX batch_imports_group_file ON batch_imports (group_id, file_sha256);
CREATE INDEX batch_imports_group_content ON batch_imports (group_id, content_sha256);

-- Batches: the trade type, the import they came from, and lines cancelled before placement.
ALTER TABLE batches ADD COLUMN trade_type text NOT NULL DEFAULT 'purchase'
  CHECK (trade_type IN ('purchase', 'redemption'));
ALTER TABLE batches ADD COLUMN import_id text REFERENCES batch_imports(import_id);
ALTER TABLE batches ADD COLUMN cancelled_size integer NOT NULL DEFAULT 0;
CREATE INDEX batches_person_group ON batches (person_id, group_id, created_at DESC);

-- Batch lines: their own account (NULL: the batch's organisation, as cart lines), the spreadsheet row,
-- redemption shares, dividend method and remark; a line not placed yet may be cancelled.
ALTER TABLE batch_lines ADD COLUMN group_id text REFERENCES organisations(group_id);
ALTER TABLE batch_lines ADD COLUMN row_no integer;
ALTER TABLE batch_lines ADD COLUMN shares text;
ALTER TABLE batch_lines ADD COLUMN dividend_method text CHECK (dividend_method IN ('0', '1'));
ALTER TABLE batch_lines ADD COLUMN remark text;
ALTER TABLE batch_lines DROP CONSTRAINT batch_lines_state_check;
ALTER TABLE batch_lines ADD CONSTRAINT batch_lines_state_check
  CHECK (state IN ('waiting', 'placed', 'failed', 'cancelled'));
-- The runner takes the next waiting line of a batch without scanning the placed ones.
CREATE INDEX batch_lines_waiting ON batch_lines (batch_serial_no, line_no) WHERE state = 'waiting';

-- Orders: redemption shares (requested), dividend method and remark of spreadsheet purchases.
ALTER TABLE orders ADD COLUMN shares numeric(20, 2);
ALTER TABLE orders ADD COLUMN dividend_method text CHECK (dividend_method IN ('0', '1'));
ALTER TABLE orders ADD COLUMN remark text;
-- Limit checks read an organisation's orders of one fund (daily cap, holding cap, pending redemptions).
CREATE INDEX orders_group_fund ON orders (group_id, fund_id, trade_day);
