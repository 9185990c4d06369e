-- Back-office maintenance of an organisation's private-trade information (FundDesk; spec 02 §3 user trade
-- info check, §5 blacklist and registration progress; docs/decisions.md "Back-office maintenance of
-- private-trade information"): the blacklist's reason and who last changed the row, and every change with
-- who, when, from which IP, before and after (jsonb: blacklisted, blacklistReason, registerProgress, job, lcs).
ALTER TABLE org_trade_info ADD COLUMN black_reason text;
ALTER TABLE org_trade_info ADD COLUMN updated_at timestamptz;
ALTER TABLE org_trade_info ADD COLUMN updated_by text REFERENCES persons(person_id);

CREATE TABLE org_trade_info_changes (
  change_id   text PRIMARY KEY,
  seq         bigserial NOT NULL, -- the order of changes made within one clock instant
  group_id    text NOT NULL REFERENCES organisations(group_id),
  changed_by  text NOT NULL REFERENCES persons(person_id),
  changed_at  timestamptz NOT NULL,
  ip          text,
  before      jsonb NOT NULL,
  after       jsonb NOT NULL
);
CREATE INDEX org_trade_info_changes_group ON org_trade_info_changes (group_id, changed_at);
