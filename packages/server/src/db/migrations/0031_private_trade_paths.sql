-- The private trade paths issue 13 left unbuilt (spec 02 §7 deal/charge, account/open_online_trade_type,
-- account/check_if_open_online_trade_type; docs/decisions.md "Private trade paths (issue 13)"): the
-- organisation's private-trade settings (its subscription fee discount ×10^4; whether it has opened online
-- private trading, by whom and when) and the append-only audit of their changes (who, when, from where, what).
CREATE TABLE org_private_trade (
  group_id          text PRIMARY KEY REFERENCES organisations(group_id),
  fee_discount_e4   integer CHECK (fee_discount_e4 IS NULL OR (fee_discount_e4 >= 0 AND fee_discount_e4 <= 10000)),
  online_opened_at  timestamptz,
  online_opened_by  text REFERENCES persons(person_id)
);

CREATE TABLE org_private_trade_audit (
  audit_id         bigserial PRIMARY KEY,
  group_id         text NOT NULL REFERENCES organisations(group_id),
  actor_person_id  text NOT NULL REFERENCES persons(person_id),
  at               timestamptz NOT NULL,
  ip               text,
  action           text NOT NULL CHECK (action IN ('openOnlineTrade'))
);
CREATE INDEX org_private_trade_audit_group ON org_private_trade_audit (group_id, at DESC);
