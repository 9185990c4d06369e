-- Risk questionnaire, CRS tax residency, hosting (escrow) account and managers' product records
-- (spec 01 §4.10, §7.7 setEscrowAccount, §7.9; spec 03 §2 account management; issue 15 §4).

-- Every submitted questionnaire: who answered, for which organisation, the answers, score and level, and the
-- assessment's validity. The person's current level stays on persons.risk_level / risk_expire_date (0018),
-- which the purchase path reads; this is the append-only history behind it.
CREATE TABLE risk_questionnaires (
  id           bigserial PRIMARY KEY,
  person_id    text NOT NULL REFERENCES persons(person_id),
  group_id     text NOT NULL REFERENCES organisations(group_id),
  answers      jsonb NOT NULL,
  score        integer NOT NULL,
  risk_level   text NOT NULL,
  assessed_on  text NOT NULL,   -- 'YYYY-MM-DD' Shanghai
  expire_date  text NOT NULL,   -- last valid day 'YYYY-MM-DD'
  old_level    text,
  old_expire   text,
  ip           text,
  submitted_at timestamptz NOT NULL
);
CREATE INDEX risk_questionnaires_person ON risk_questionnaires (person_id, submitted_at DESC);

-- CRS self-certifications of an organisation: every declaration is a new version (append-only); the latest
-- is the current one.
CREATE TABLE crs_declarations (
  id             bigserial PRIMARY KEY,
  group_id       text NOT NULL REFERENCES organisations(group_id),
  version        integer NOT NULL,
  residency_type text NOT NULL,
  entity_type    text NOT NULL,
  rows           jsonb NOT NULL,
  person_id      text NOT NULL REFERENCES persons(person_id),
  ip             text,
  declared_at    timestamptz NOT NULL,
  UNIQUE (group_id, version)
);

-- The organisation's hosting (escrow, 托管) account (spec 01 §7.7 setEscrowAccount).
CREATE TABLE escrow_accounts (
  group_id       text PRIMARY KEY REFERENCES organisations(group_id),
  custodian_name text NOT NULL,
  account_name   text NOT NULL,
  account_no     text NOT NULL,
  updated_by     text NOT NULL REFERENCES persons(person_id),
  updated_at     timestamptz NOT NULL
);

-- A managed product's record (spec 01 §3 product record: prodCredNo, prodName, prodShortName,
-- custodianName); prodName is organisations.corp_name.
ALTER TABLE organisations ADD COLUMN IF NOT EXISTS prod_short_name text;
ALTER TABLE organisations ADD COLUMN IF NOT EXISTS prod_cred_no text;
ALTER TABLE organisations ADD COLUMN IF NOT EXISTS custodian_name text;

-- The trail of these settings: who, when, from where, what (before and after). Append-only.
CREATE TABLE account_setting_changes (
  id         bigserial PRIMARY KEY,
  group_id   text NOT NULL REFERENCES organisations(group_id),
  person_id  text NOT NULL REFERENCES persons(person_id),
  kind       text NOT NULL CHECK (kind IN ('escrow', 'product', 'revoke')),
  before     jsonb,
  after      jsonb,
  ip         text,
  changed_at timestamptz NOT NULL
);
CREATE INDEX account_setting_changes_group ON account_setting_changes (group_id, changed_at DESC);
