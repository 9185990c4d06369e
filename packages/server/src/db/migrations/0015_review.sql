-- The four-eyes review process (issue 11 §1-§2; spec 01 §7.14, 03 §2 reviewSetting, 03 §3 review types):
-- review settings per organisation and scene, the history of their changes, the review state of orders and
-- the decisions taken on them. Written by packages/server/src/review/*.

-- One organisation's setting for one scene. No row: NO_REVIEW. An empty level list means the level's default
-- persons: the organisation's members holding the level's checker role (core rules/review.ts DEFAULT_LEVEL_ROLE).
CREATE TABLE review_settings (
  group_id     text NOT NULL REFERENCES organisations(group_id),
  scene        text NOT NULL,
  review_type  text NOT NULL CHECK (review_type IN ('NO_REVIEW', 'ONE_REVIEW', 'TWO_REVIEW')),
  level1       text[] NOT NULL DEFAULT '{}',
  level2       text[] NOT NULL DEFAULT '{}',
  updated_at   timestamptz NOT NULL,
  updated_by   text NOT NULL REFERENCES persons(person_id),
  PRIMARY KEY (group_id, scene)
);

-- Every change of a setting (DESIGN §7: who, when, from where, what): the setting before and after, as the
-- contract's ReviewSetting. Append-only.
CREATE TABLE review_setting_history (
  change_id   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id    text NOT NULL REFERENCES organisations(group_id),
  scene       text NOT NULL,
  changed_at  timestamptz NOT NULL,
  person_id   text NOT NULL REFERENCES persons(person_id),
  ip          text,
  before      jsonb NOT NULL,
  after       jsonb NOT NULL
);
CREATE INDEX review_setting_history_group ON review_setting_history (group_id, change_id DESC);

CREATE FUNCTION review_setting_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'review_setting_history is append-only';
END $$;
CREATE TRIGGER review_setting_history_no_update BEFORE UPDATE OR DELETE ON review_setting_history
  FOR EACH ROW EXECUTE FUNCTION review_setting_history_append_only();

-- The review state of an order: the scene it was placed under, the levels it needs (0: none) and the level
-- awaiting a decision (meaningful while status = 'pendingReview'). A decision is the conditional update
-- `... WHERE status = 'pendingReview' AND review_level = $level`: of two concurrent ones exactly one wins.
ALTER TABLE orders ADD COLUMN review_scene text;
ALTER TABLE orders ADD COLUMN review_levels smallint NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN review_level smallint NOT NULL DEFAULT 0;
CREATE INDEX orders_pending_review ON orders (group_id, apply_time) WHERE status = 'pendingReview';

-- The decisions taken on an order, one per level (the unique key backs the conditional update).
CREATE TABLE review_decisions (
  serial_no   text NOT NULL REFERENCES orders(serial_no),
  level       smallint NOT NULL,
  person_id   text NOT NULL REFERENCES persons(person_id),
  decision    text NOT NULL CHECK (decision IN ('approve', 'reject')),
  comment     text NOT NULL DEFAULT '',
  decided_at  timestamptz NOT NULL,
  ip          text,
  PRIMARY KEY (serial_no, level)
);
