-- The purchase path (spec 02 §4-§5, §7; DESIGN §5, §7, §10): the cart, trade-password attempts, purchase
-- idempotency tokens, batches with durable progress, orders with their timeline, holdings, and generated
-- files. Money is numeric(20,2) yuan, shares numeric(20,2), NAV numeric(12,4); never float.

-- The cart of a person acting for an organisation (spec 02 §5: at most 20 funds, no duplicates).
CREATE TABLE cart_items (
  person_id  text NOT NULL REFERENCES persons(person_id),
  group_id   text NOT NULL REFERENCES organisations(group_id),
  fund_id    text NOT NULL REFERENCES funds(fund_id),
  added_at   timestamptz NOT NULL,
  PRIMARY KEY (person_id, group_id, fund_id)
);

-- Purchase session tokens (spec 02 §7 scene SHOPPING_CART_PURCHASE): a token places at most one batch;
-- a retry with the same token answers the batch it already placed (DESIGN §7 idempotency).
CREATE TABLE purchase_tokens (
  session_token   text PRIMARY KEY,
  person_id       text NOT NULL REFERENCES persons(person_id),
  group_id        text NOT NULL REFERENCES organisations(group_id),
  scene           text NOT NULL,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  batch_serial_no text UNIQUE
);

-- A cart batch: its lines are placed asynchronously; progress lives here, so it survives a restart and any
-- instance can resume it (DESIGN §10: taken with FOR UPDATE SKIP LOCKED).
CREATE TABLE batches (
  batch_serial_no text PRIMARY KEY,
  person_id       text NOT NULL REFERENCES persons(person_id),
  group_id        text NOT NULL REFERENCES organisations(group_id),
  kind            text NOT NULL DEFAULT 'shopCartBuy',
  status          text NOT NULL CHECK (status IN ('processing', 'done')),
  total_size      integer NOT NULL,
  done_size       integer NOT NULL DEFAULT 0,
  success_size    integer NOT NULL DEFAULT 0,
  fail_size       integer NOT NULL DEFAULT 0,
  clear_cart      boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL,
  finished_at     timestamptz
);

-- The lines of a batch as requested; each becomes exactly one order (line_no is unique per batch).
CREATE TABLE batch_lines (
  batch_serial_no text NOT NULL REFERENCES batches(batch_serial_no),
  line_no         integer NOT NULL,
  fund_id         text NOT NULL,
  amount          text NOT NULL,                        -- as requested; validated when placed
  confirm_serial_no text,
  state           text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'placed', 'failed')),
  serial_no       text,                                 -- the order it became
  fail_reason     text,
  PRIMARY KEY (batch_serial_no, line_no)
);

-- Orders (issue 3 states: accepted, pendingReview, cancelled, confirmed, failed).
CREATE TABLE orders (
  serial_no       text PRIMARY KEY,
  batch_serial_no text REFERENCES batches(batch_serial_no),
  line_no         integer,
  person_id       text NOT NULL REFERENCES persons(person_id),
  group_id        text NOT NULL REFERENCES organisations(group_id),
  fund_id         text NOT NULL REFERENCES funds(fund_id),
  trade_type      text NOT NULL DEFAULT 'purchase',
  status          text NOT NULL CHECK (status IN ('accepted', 'pendingReview', 'cancelled', 'confirmed', 'failed')),
  amount          numeric(20, 2) NOT NULL,
  fee             numeric(20, 2) NOT NULL,
  net_amount      numeric(20, 2) NOT NULL,
  fee_rate_e6     integer NOT NULL,
  apply_time      timestamptz NOT NULL,
  trade_day       date NOT NULL,                        -- exchange trade day (15:00 cut-off)
  confirm_day     date NOT NULL,                        -- T+1
  confirm_nav     numeric(12, 4),
  confirm_shares  numeric(20, 2),
  nav_source      text CHECK (nav_source IN ('real', 'simulated')),
  fail_reason     text,
  UNIQUE (batch_serial_no, line_no)
);
CREATE INDEX orders_group_status ON orders (group_id, status);
CREATE INDEX orders_confirm_due ON orders (confirm_day) WHERE status IN ('accepted', 'pendingReview');

-- Each state change of an order, for its timeline (spec 02 §2 tradeInfo).
CREATE TABLE order_events (
  serial_no  text NOT NULL REFERENCES orders(serial_no),
  seq        integer NOT NULL,
  status     text NOT NULL,
  at         timestamptz NOT NULL,
  note       text NOT NULL DEFAULT '',
  PRIMARY KEY (serial_no, seq)
);

-- Holdings per organisation and fund; changed only in the transaction that confirms an order.
CREATE TABLE positions (
  group_id   text NOT NULL REFERENCES organisations(group_id),
  fund_id    text NOT NULL REFERENCES funds(fund_id),
  shares     numeric(20, 2) NOT NULL,
  cost       numeric(20, 2) NOT NULL,                   -- total paid including fees, yuan
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (group_id, fund_id)
);

-- Generated files (spec 01 §4.8): requested, produced in the background, polled, downloaded.
CREATE TABLE documents (
  serial_no   text PRIMARY KEY,
  person_id   text NOT NULL REFERENCES persons(person_id),
  group_id    text NOT NULL REFERENCES organisations(group_id),
  kind        text NOT NULL,
  params      jsonb NOT NULL DEFAULT '{}',
  status      text NOT NULL CHECK (status IN ('processing', 'done', 'failed')),
  file_name   text,
  content_type text,
  content     bytea,
  created_at  timestamptz NOT NULL,
  finished_at timestamptz
);
