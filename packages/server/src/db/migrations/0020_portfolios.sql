-- Simulated portfolios (模拟组合, issue 14 §4; spec 03 §2 combineFund, §7 fund combinations): per organisation
-- account, 1-20 funds with weights in percent (2 decimals, summing to 100.00; core rules/backtest.ts), logic
-- delete. Every change is recorded in portfolio_audit: who, when, before and after.
CREATE SEQUENCE portfolio_seq;

CREATE TABLE portfolios (
  portfolio_id  text PRIMARY KEY,                       -- 'P' || portfolio_seq
  group_id      text NOT NULL REFERENCES organisations(group_id),
  name          text NOT NULL,
  funds         jsonb NOT NULL,                         -- [{"fundId": "000001", "weight": "35.50"}, …] in order
  created_by    text NOT NULL REFERENCES persons(person_id),
  created_at    timestamptz NOT NULL,
  updated_by    text NOT NULL REFERENCES persons(person_id),
  updated_at    timestamptz NOT NULL,
  deleted_at    timestamptz                             -- logic delete (spec 03 §7)
);
CREATE INDEX portfolios_group ON portfolios (group_id, updated_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE portfolio_audit (
  audit_id        bigserial PRIMARY KEY,
  portfolio_id    text NOT NULL REFERENCES portfolios(portfolio_id),
  group_id        text NOT NULL REFERENCES organisations(group_id),
  actor_person_id text NOT NULL REFERENCES persons(person_id),
  at              timestamptz NOT NULL,
  action          text NOT NULL CHECK (action IN ('create', 'edit', 'delete')),
  before          jsonb,                                -- {"name", "funds"} or null (create)
  after           jsonb                                 -- {"name", "funds"} or null (delete)
);
CREATE INDEX portfolio_audit_portfolio ON portfolio_audit (portfolio_id, at DESC);

-- The amount a cart line was put in with (a portfolio bought through the cart, issue 14 §4); null when the
-- fund was added without one (the cart drawer seeds its amount input from it, spec 02 §5).
ALTER TABLE cart_items ADD COLUMN amount numeric(20, 2);
