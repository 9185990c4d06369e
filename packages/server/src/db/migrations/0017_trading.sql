-- The public-fund trading desk (issue 12; spec 02 §2, §5, §7, §9): single purchases, redemptions,
-- conversions, super converts (two linked legs), smart splits (linked parts), refunds, dividend methods and
-- the idempotency keys of every submit. Money numeric(20,2) yuan, shares numeric(20,2), NAV numeric(12,4).

-- Orders of the desk: a conversion's target fund and, once confirmed, the target shares and NAV; linked
-- orders share link_serial_no (super convert: role 'redeem' then 'purchase'; smart split: 'part').
ALTER TABLE orders ADD COLUMN target_fund_id text REFERENCES funds(fund_id);
ALTER TABLE orders ADD COLUMN target_shares numeric(20, 2);
ALTER TABLE orders ADD COLUMN target_nav numeric(12, 4);
ALTER TABLE orders ADD COLUMN link_serial_no text;
ALTER TABLE orders ADD COLUMN link_kind text CHECK (link_kind IN ('superConvert', 'smartSplit'));
ALTER TABLE orders ADD COLUMN link_role text CHECK (link_role IN ('redeem', 'purchase', 'part'));
ALTER TABLE orders ADD COLUMN large_redemption_mode text CHECK (large_redemption_mode IN ('0', '1'));
ALTER TABLE orders ADD COLUMN fast_redeem boolean NOT NULL DEFAULT false;
CREATE INDEX orders_link ON orders (link_serial_no) WHERE link_serial_no IS NOT NULL;

-- One submission per client key and person (DESIGN §7 idempotency): the request's fingerprint and the
-- answer it got. Written in the transaction that places the order, so a refused submit leaves no key.
CREATE TABLE trading_requests (
  person_id   text NOT NULL REFERENCES persons(person_id),
  idem_key    text NOT NULL,
  kind        text NOT NULL,
  fingerprint text NOT NULL,
  result      jsonb,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (person_id, idem_key)
);

-- The dividend method of each holding (spec 02 §9: '0' reinvestment, '1' cash) and every change of it.
CREATE TABLE melon_changes (
  serial_no      text PRIMARY KEY,
  group_id       text NOT NULL REFERENCES organisations(group_id),
  fund_id        text NOT NULL REFERENCES funds(fund_id),
  from_method    text NOT NULL CHECK (from_method IN ('0', '1')),
  to_method      text NOT NULL CHECK (to_method IN ('0', '1')),
  apply_time     timestamptz NOT NULL,
  effective_date date NOT NULL,
  person_id      text NOT NULL REFERENCES persons(person_id),
  ip             text
);
CREATE INDEX melon_changes_holding ON melon_changes (group_id, fund_id, apply_time DESC);

-- Refunds of failed purchases (spec 02 §7 refunds public): one per purchase order.
CREATE TABLE refunds (
  refund_serial_no text PRIMARY KEY,
  serial_no        text NOT NULL UNIQUE REFERENCES orders(serial_no),
  group_id         text NOT NULL REFERENCES organisations(group_id),
  amount           numeric(20, 2) NOT NULL,
  person_id        text NOT NULL REFERENCES persons(person_id),
  refunded_at      timestamptz NOT NULL
);
