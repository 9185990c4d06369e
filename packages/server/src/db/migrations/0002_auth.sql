-- Organisations, people, sessions and the gateway's RSA key (spec 01 §3, DESIGN §7).

CREATE TABLE organisations (
  group_id           text PRIMARY KEY,
  gid                text NOT NULL UNIQUE,
  corp_name          text NOT NULL,
  org_name           text NOT NULL,
  member_card_number text NOT NULL DEFAULT '',
  client_type        text NOT NULL DEFAULT '2',      -- spec 01 §1: 2 ordinary; above 2 trust channel
  org_type           integer NOT NULL DEFAULT 0,     -- spec 01 §4.1: 0 or 1
  status             integer NOT NULL DEFAULT 2,     -- spec 01 §4.1 account status
  synthesize_state   integer NOT NULL DEFAULT 2,     -- 99 = closed, dropped from lists
  manager_org_flag   boolean NOT NULL DEFAULT false,
  parent_group_id    text REFERENCES organisations(group_id),
  financial_pro_flag boolean NOT NULL DEFAULT false,
  changing_flag      boolean NOT NULL DEFAULT false,
  variant            text NOT NULL DEFAULT 'JGT'     -- JGT institution, SK enterprise/treasurer
);

CREATE TABLE persons (
  person_id            text PRIMARY KEY,
  login_name           text NOT NULL UNIQUE,
  person_name          text NOT NULL,
  password_hash        text NOT NULL,
  trade_password_hash  text,
  trade_pwd_remaining  integer NOT NULL DEFAULT 5,   -- spec 01 §5: starts at 5, locked at 0
  risk_level           text NOT NULL,                -- zxfxdj_1..5
  roles                text[] NOT NULL,
  failed_logins        integer NOT NULL DEFAULT 0,
  locked_until         timestamptz,
  has_approve_set      boolean NOT NULL DEFAULT true,
  created_at           timestamptz NOT NULL DEFAULT now()
);

-- The organisations a person may act for (DESIGN §7).
CREATE TABLE person_orgs (
  person_id text NOT NULL REFERENCES persons(person_id),
  group_id  text NOT NULL REFERENCES organisations(group_id),
  PRIMARY KEY (person_id, group_id)
);

-- Sessions: only a hash of the token is stored; idle and absolute expiry; revoked on logout.
CREATE TABLE sessions (
  token_hash   text PRIMARY KEY,
  person_id    text NOT NULL REFERENCES persons(person_id),
  group_id     text REFERENCES organisations(group_id),
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX sessions_person ON sessions (person_id);

-- The gateway's RSA key pair, shared by every instance (DESIGN §10).
CREATE TABLE server_keys (
  key_id      text PRIMARY KEY,
  public_pem  text NOT NULL,
  private_pem text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
