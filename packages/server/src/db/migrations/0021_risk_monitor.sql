-- 持仓风险监控 (issue 14 §5 riskMonitor; spec 03 §7 fundPositionRiskMonitor): each account's thresholds, every
-- change of them (who, when, from where, before and after: DESIGN §7 trail), and the records the rules and the
-- event nodes produced (core rules/riskMonitor.ts), read and deleted per record.
CREATE TABLE risk_monitor_configs (
  group_id          text PRIMARY KEY REFERENCES organisations(group_id),
  drawdown_percent  numeric(5, 2) NOT NULL,
  day_drop_percent  numeric(5, 2) NOT NULL,
  updated_at        timestamptz NOT NULL,
  updated_by        text NOT NULL
);

CREATE TABLE risk_monitor_config_changes (
  id                    bigserial PRIMARY KEY,
  group_id              text NOT NULL REFERENCES organisations(group_id),
  old_drawdown_percent  numeric(5, 2) NOT NULL,
  old_day_drop_percent  numeric(5, 2) NOT NULL,
  drawdown_percent      numeric(5, 2) NOT NULL,
  day_drop_percent      numeric(5, 2) NOT NULL,
  person_id             text NOT NULL,
  ip                    text,
  changed_at            timestamptz NOT NULL
);
CREATE INDEX risk_monitor_config_changes_group ON risk_monitor_config_changes (group_id, changed_at DESC);

-- kind: drawdown | dayDrop | event1 (buy) | event2 (sell) | event3 (manager change) | event4 (large redemption).
-- ref: the order's serial number of an event node, '' for a rule. value: percent for a rule, yuan or shares
-- for an event. A record is produced once (the unique key); deleting it keeps the row (deleted_at) so that
-- the next evaluation does not bring it back.
CREATE TABLE risk_monitor_records (
  id          bigserial PRIMARY KEY,
  group_id    text NOT NULL REFERENCES organisations(group_id),
  fund_id     text NOT NULL,
  kind        text NOT NULL,
  day         text NOT NULL,
  ref         text NOT NULL DEFAULT '',
  value       text,
  created_at  timestamptz NOT NULL,
  read_at     timestamptz,
  deleted_at  timestamptz,
  UNIQUE (group_id, fund_id, kind, day, ref)
);
CREATE INDEX risk_monitor_records_group ON risk_monitor_records (group_id, day DESC);
