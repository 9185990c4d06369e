-- Private-fund trade (issue 13 §4; spec 02 §2 private deal details, §4 reservation, §5 user trade info,
-- §7 private trade paths): deals (reserve / rdm) with every state change (who, when, from where, what),
-- the e-contract of each reserve deal, private positions and the refunds of revoked paid deals. Money
-- numeric(20,2) yuan, shares numeric(20,2), NAV numeric(12,4). product_id is P1's private_products id
-- (no foreign key: the product set is seeded by its own migration and seed).

-- The organisation's trade information the reservation check reads (spec 02 §3 user trade info check):
-- no row means a complete, registered organisation with a valid ID document (the demo organisations);
-- tests and the dev tools add rows to exercise the refusals.
CREATE TABLE org_trade_info (
  group_id          text PRIMARY KEY REFERENCES organisations(group_id),
  is_black_rose     boolean NOT NULL DEFAULT false,
  register_progress text NOT NULL DEFAULT '4',
  card_expire       text,
  job               boolean NOT NULL DEFAULT true,
  address           boolean NOT NULL DEFAULT true,
  crs               boolean NOT NULL DEFAULT true,
  lcs               boolean NOT NULL DEFAULT true
);

CREATE TABLE private_deals (
  deal_id        text PRIMARY KEY,
  deal_type      text NOT NULL CHECK (deal_type IN ('reserve', 'rdm', 'other')),
  status         text NOT NULL CHECK (status IN ('reserved', 'signed', 'paying', 'paid', 'confirmed',
                                                 'cancelled', 'refunded', 'applied', 'submitted')),
  group_id       text NOT NULL REFERENCES organisations(group_id),
  person_id      text NOT NULL REFERENCES persons(person_id),
  product_id     text NOT NULL,
  product_name   text NOT NULL,
  amount         numeric(20, 2),
  shares         numeric(20, 2),
  nav            numeric(12, 4),
  nav_simulated  boolean NOT NULL DEFAULT false,
  open_day       date NOT NULL,
  pay_method     text CHECK (pay_method IN ('transfer', 'agreement')),
  pay_sequence   integer,
  dr_required    boolean NOT NULL DEFAULT true, -- P3 doubleRecordRequired(investor, product) at reservation
  idem_key       text,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  confirmed_at   timestamptz
);
CREATE INDEX private_deals_group ON private_deals (group_id, created_at DESC);
CREATE INDEX private_deals_due ON private_deals (status, open_day);
CREATE UNIQUE INDEX private_deals_idem ON private_deals (person_id, idem_key) WHERE idem_key IS NOT NULL;

-- Append-only trail of every state change (DESIGN §7: who, when, from where, what); person_id null for the
-- system (confirmation on the open day).
CREATE TABLE private_deal_events (
  event_id    bigserial PRIMARY KEY,
  deal_id     text NOT NULL REFERENCES private_deals(deal_id),
  from_status text,
  to_status   text NOT NULL,
  at          timestamptz NOT NULL,
  person_id   text REFERENCES persons(person_id),
  ip          text,
  note        text NOT NULL
);
CREATE INDEX private_deal_events_deal ON private_deal_events (deal_id, event_id);

-- One e-contract per reserve deal; contract_id is random (a guessed or altered id matches no deal).
CREATE TABLE private_contracts (
  contract_id           text PRIMARY KEY,
  deal_id               text NOT NULL UNIQUE REFERENCES private_deals(deal_id),
  status                text NOT NULL CHECK (status IN ('generated', 'signed', 'confirmed')),
  generated_at          timestamptz NOT NULL,
  requisition_signed_at timestamptz,
  signed_at             timestamptz,
  signed_by             text REFERENCES persons(person_id),
  confirmed_at          timestamptz
);

CREATE TABLE private_positions (
  group_id   text NOT NULL REFERENCES organisations(group_id),
  product_id text NOT NULL,
  shares     numeric(20, 2) NOT NULL,
  cost       numeric(20, 2) NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (group_id, product_id)
);

CREATE TABLE private_refunds (
  deal_id     text PRIMARY KEY REFERENCES private_deals(deal_id),
  group_id    text NOT NULL REFERENCES organisations(group_id),
  amount      numeric(20, 2) NOT NULL,
  person_id   text NOT NULL REFERENCES persons(person_id),
  refunded_at timestamptz NOT NULL
);
