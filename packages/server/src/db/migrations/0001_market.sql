-- Market data of the local environment (DESIGN §5, §6; spec 03 §3): the fund catalogue with its
-- trading attributes, daily unit NAV, benchmark index quotes, the exchange calendar, fee tiers and the
-- callers' favourite funds. Money and NAV are numeric, never float.
--
-- Real vs simulated (DESIGN §6, docs/data-model.md): master data (code, names, type, profile) is real;
-- the fields listed in funds.simulated_fields come from FundDesk's deterministic model; every NAV,
-- index and fee row carries a `source` of 'real' or 'simulated'.

CREATE TABLE funds (
  fund_id               text PRIMARY KEY,                 -- 6-digit fund code
  pinyin                text NOT NULL,                    -- pinyin abbreviation, upper case (YFDXFHH)
  pinyin_full           text NOT NULL,                    -- full pinyin, upper case
  short_name            text NOT NULL,                    -- 基金简称
  published_type        text NOT NULL,                    -- fine-grained type as published ('' when the data has none)
  fund_type_code        text NOT NULL,                    -- spec 03 §3 code (2 money, 0 stock, 5 QDII, E bond, A mixed …; X unknown)
  -- profile (fund-profiles.json; NULL for funds without a profile)
  has_profile           boolean NOT NULL DEFAULT false,
  full_name             text,
  company               text,
  managers              text[] NOT NULL DEFAULT '{}',
  custodian             text,
  establish_date        date,
  size_yuan             numeric(20, 2),                   -- 最新规模 in yuan
  size_date             date,
  rating_agency         text,
  rating                text,
  strategy              text,
  objective             text,
  benchmark             text,
  has_nav               boolean NOT NULL DEFAULT false,   -- a real NAV series exists
  -- trading attributes (spec 03 §3 fund trading attributes; simulated, see simulated_fields)
  risk_level            text NOT NULL,                    -- zxfxdj_1 .. zxfxdj_5
  declare_status        smallint NOT NULL,                -- 申购 flag: 1 open, 0 closed
  sub_status            smallint NOT NULL,                -- 认购 flag: 1 open, 0 closed
  fund_status           smallint NOT NULL,                -- 0 normal, 1 offering, 4 suspended, 5 purchase paused
  open_day_code         text NOT NULL,                    -- spec 03 §4 (230, 310 …)
  summary_pdf           text NOT NULL DEFAULT '',         -- attachment id of 产品资料概要, '' when missing
  cant_trade_cert_types text[] NOT NULL DEFAULT '{}',     -- client types the TA refuses (spec 02 §5)
  min_limit             numeric(20, 2) NOT NULL,          -- yuan
  max_limit             numeric(20, 2) NOT NULL,          -- single purchase cap, yuan (>= 999999999 unlimited)
  daily_max             numeric(20, 2) NOT NULL,          -- daily cumulative cap, yuan
  template              smallint NOT NULL,                -- spec 02 §2: 1 money, 2 first publish, 3 equality
  exchange              boolean NOT NULL,                 -- conversion (转换) supported
  fee_schedule_id       text NOT NULL,                    -- fee_rates.schedule_id (simulated)
  manage_fee_e6         integer NOT NULL,                 -- yearly management fee rate ×10^6
  custody_fee_e6        integer NOT NULL,                 -- yearly custody fee rate ×10^6
  source                text NOT NULL DEFAULT 'real' CHECK (source IN ('real', 'simulated')),
  simulated_fields      text[] NOT NULL DEFAULT '{}'      -- wire names of the simulated fields
);

CREATE INDEX funds_type_idx ON funds (fund_type_code);

-- Daily unit NAV. Real rows from nav/<code>.csv; simulated rows extend a real series after its last
-- date (docs/data-model.md §NAV). No foreign key: the seed guarantees the fund exists and COPY stays fast.
CREATE TABLE nav (
  fund_id      text NOT NULL,
  nav_date     date NOT NULL,
  nav          numeric(12, 4) NOT NULL,
  daily_return numeric(10, 4),                            -- percent
  source       text NOT NULL CHECK (source IN ('real', 'simulated')),
  PRIMARY KEY (fund_id, nav_date)
);

-- Benchmark index quotes (spec 03 §3). index_code is the spec's code (CSI 300 is 399300).
CREATE TABLE index_quotes (
  index_code text NOT NULL,
  quote_date date NOT NULL,
  open       numeric(12, 2),
  close      numeric(12, 2) NOT NULL,
  high       numeric(12, 2),
  low        numeric(12, 2),
  source     text NOT NULL CHECK (source IN ('real', 'simulated')),
  PRIMARY KEY (index_code, quote_date)
);

-- Exchange trading days (DESIGN §5).
CREATE TABLE trading_days (
  day date PRIMARY KEY
);

-- Fee tiers (spec 02 §3, 03 §3 fee rate entry), all simulated. Funds with equal fees share a schedule
-- (funds.fee_schedule_id; a few dozen schedules for 27,023 funds). kind buy: tiers by amount; sell:
-- tiers by holding period (min/max_hold_days); manage/custody: one row each, a yearly rate.
CREATE TABLE fee_rates (
  schedule_id      text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('buy', 'sell', 'manage', 'custody')),
  tier             smallint NOT NULL,
  max_fee_e6       bigint NOT NULL,
  min_fee_e6       bigint NOT NULL,
  min_discount_e6  bigint NOT NULL,
  en_discount_e4   integer NOT NULL,
  fee_unit         smallint NOT NULL,
  min_limite_e6    bigint NOT NULL,
  max_limite_e6    bigint NOT NULL,
  div_interval_des text NOT NULL DEFAULT '',
  min_hold_days    integer,                                -- sell tiers: holding days, inclusive
  max_hold_days    integer,                                -- sell tiers: holding days, exclusive; NULL no bound
  source           text NOT NULL CHECK (source IN ('real', 'simulated')),
  PRIMARY KEY (schedule_id, kind, tier)
);

-- A person's favourite (自选) funds (spec 02 §7 choiceFund, queryFavouriteFund).
CREATE TABLE favourites (
  person_id  text NOT NULL,
  fund_id    text NOT NULL REFERENCES funds (fund_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (person_id, fund_id)
);

-- One row per completed market seed: what was loaded from where (idempotence marker).
CREATE TABLE market_seed (
  id         integer PRIMARY KEY CHECK (id = 1),
  data_dir   text NOT NULL,
  report     jsonb NOT NULL,
  seeded_at  timestamptz NOT NULL DEFAULT now()
);
