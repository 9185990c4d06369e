-- Private products and investor qualification (issue 13 §1, §2; spec 02 §3 invest qualification and private
-- product, §4 qualification states; spec 03 §2 privatefundSupermarket / privatefundDetail).
--
-- private_products: the local environment's private product set. Every product is FundDesk's documented model
-- (docs/data-model.md §Private products; server private/products.ts PRIVATE_PRODUCT_SET), marked 模拟: the real
-- data (../shared/data) has no private funds. Open days and reserve windows are rules over the exchange
-- calendar (open_rule, reserve_lead_days), so the reserve status (1 in progress, 2 not started, 3 ended) is
-- computed for the day asked, never stored.
CREATE TABLE private_products (
  product_id         text PRIMARY KEY,
  product_name       text NOT NULL,
  manager_code       text NOT NULL,
  manager_name       text NOT NULL,
  strategy           text NOT NULL,                 -- core PRIVATE_STRATEGIES code
  fund_type          text NOT NULL,                 -- mjfs_2 | mjfs_6 (private fund), mjfs_4 | 15 | 16 | 17 (asset management)
  risk_code          text NOT NULL,                 -- zxfxdj_3 .. zxfxdj_5
  min_amount         numeric(16, 2) NOT NULL,       -- yuan, >= 1,000,000
  step_amount        numeric(16, 2) NOT NULL,       -- yuan; an amount above the minimum goes up in steps of this
  open_rule          text NOT NULL,                 -- 'M:<day>' monthly, 'Q:<day>' quarterly (Mar/Jun/Sep/Dec)
  reserve_lead_days  integer NOT NULL,              -- trading days before the open day the window opens; 0 = from the last open day
  reserve_ended      boolean NOT NULL DEFAULT false,-- the product takes no more reservations (status 3)
  inception_date     text NOT NULL,                 -- YYYY-MM-DD, NAV 1.0000 on that trading day
  walk_type          text NOT NULL,                 -- the NAV model's fund type code (0, A, E, F, X …)
  benchmark_code     text NOT NULL,                 -- spec 03 §3 benchmark index (399300, 000001, 399001, 399006, H11001)
  marketing_copy     text NOT NULL,
  private_invest     text NOT NULL,                 -- 投资范围
  manage_invest      text NOT NULL,                 -- 投资策略
  simulated          boolean NOT NULL DEFAULT true
);
CREATE INDEX private_products_manager ON private_products (manager_code);

-- The products' unit NAV, 4 decimals, per trading day from inception (the NAV model; source always simulated).
CREATE TABLE private_navs (
  product_id  text NOT NULL REFERENCES private_products(product_id),
  nav_date    text NOT NULL,                        -- YYYY-MM-DD
  nav         numeric(12, 4) NOT NULL,
  PRIMARY KEY (product_id, nav_date)
);

-- Applications for recognition as a qualified investor (spec 02 §3, §4): one row per self-confirmation.
-- apply_status: '0' submitted, '9' re-accreditation under review ('1' is the spec's other under-review value,
-- not produced here), '2' review failed (rejected), '4' review failed (returned: materials incomplete),
-- 'confirmed' recognised. invest_type: '1' private, '2' professional, '3' asset-management.
CREATE TABLE investor_qualification_applications (
  apply_id                bigserial PRIMARY KEY,
  group_id                text NOT NULL REFERENCES organisations(group_id),
  invest_type             text NOT NULL,
  apply_status            text NOT NULL,
  history_choice          text NOT NULL,             -- '0' over 1 year, '1' under 1 year
  finance_choice          text NOT NULL,             -- '0' net assets >= 10M, '1' and financial assets >= 5M
  self_invest_years       text NOT NULL,
  asset_income            text NOT NULL,
  financial_asset         text,
  professional_statement  boolean NOT NULL DEFAULT false,
  e_sign_consent          boolean NOT NULL DEFAULT false,
  applied_by              text NOT NULL REFERENCES persons(person_id),
  applied_at              timestamptz NOT NULL,
  applied_ip              text,
  expected_by             text NOT NULL,             -- YYYY-MM-DD: review within 1-2 working days (exchange calendar)
  decided_by              text REFERENCES persons(person_id),
  decided_at              timestamptz,
  failure_reason          text
);
CREATE INDEX investor_qualification_applications_group ON investor_qualification_applications (group_id, applied_at DESC);

-- An organisation's recognised qualifications, one per investor type; expire_date is the last valid day.
CREATE TABLE investor_qualifications (
  group_id      text NOT NULL REFERENCES organisations(group_id),
  invest_type   text NOT NULL,
  apply_id      bigint NOT NULL REFERENCES investor_qualification_applications(apply_id),
  confirmed_at  timestamptz NOT NULL,
  expire_date   text NOT NULL,                       -- YYYY-MM-DD inclusive
  PRIMARY KEY (group_id, invest_type)
);

-- Every change of an application's state: who, when, from where, from and to (DESIGN §7 trail).
CREATE TABLE investor_qualification_history (
  id           bigserial PRIMARY KEY,
  apply_id     bigint NOT NULL REFERENCES investor_qualification_applications(apply_id),
  group_id     text NOT NULL,
  from_status  text,
  to_status    text NOT NULL,
  person_id    text NOT NULL,
  ip           text,
  changed_at   timestamptz NOT NULL,
  note         text
);
CREATE INDEX investor_qualification_history_apply ON investor_qualification_history (apply_id, changed_at);
