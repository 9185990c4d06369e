-- 双录 (audio-video double recording) of private deals (issue 13 §5; spec 02 §2 /double-record, §4 dialog states,
-- §5 certificate images, §7 doubleRecordUpload; core rules/doubleRecord.ts). Keyed by the deal id as text: the
-- deals table (private_deals) may be created after this one, so there is no foreign key to it.
--
-- status: core DOUBLE_RECORD_STATUSES. face_failures: identity-check failures in a row (reset by a new
-- certificate image). card_failures: refused certificate images in a row.
CREATE TABLE double_records (
  double_record_id  text PRIMARY KEY,
  deal_id           text NOT NULL UNIQUE,
  deal_type         text NOT NULL,
  group_id          text NOT NULL REFERENCES organisations(group_id),
  person_id         text NOT NULL REFERENCES persons(person_id),
  product_id        text NOT NULL,
  product_name      text NOT NULL,
  amount            numeric(18, 2) NOT NULL,
  status            text NOT NULL CHECK (status IN ('pending', 'cardCollected', 'faceChecked', 'auditing', 'passed', 'rejected')),
  face_failures     integer NOT NULL DEFAULT 0,
  card_failures     integer NOT NULL DEFAULT 0,
  review_reason     text,
  reviewed_by       text REFERENCES persons(person_id),
  reviewed_at       timestamptz,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL
);
CREATE INDEX double_records_group ON double_records (group_id, created_at DESC);

-- Capture links: only a hash of the token is stored; bound to one record and the person who asked for it.
CREATE TABLE double_record_links (
  token_hash        text PRIMARY KEY,
  double_record_id  text NOT NULL REFERENCES double_records(double_record_id),
  person_id         text NOT NULL REFERENCES persons(person_id),
  created_at        timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL
);
CREATE INDEX double_record_links_record ON double_record_links (double_record_id);

-- The stored files, one per kind (card: certificate image; face: the last identity-check frame; video: the
-- recording). Written whole in the transaction of the state change: a cut upload stores nothing. media_type is
-- what the magic bytes say (core sniffMediaType), never the client's claim.
CREATE TABLE double_record_files (
  double_record_id  text NOT NULL REFERENCES double_records(double_record_id),
  kind              text NOT NULL CHECK (kind IN ('card', 'face', 'video')),
  media_type        text NOT NULL,
  size_bytes        integer NOT NULL,
  sha256            text NOT NULL,
  duration_ms       integer,
  content           bytea NOT NULL,
  stored_at         timestamptz NOT NULL,
  PRIMARY KEY (double_record_id, kind)
);

-- Every state change and capture step: who (the session's person, or the link's person with via 'link'), when,
-- from where, what (event, from and to state, detail). Append-only (DESIGN §7 trail).
CREATE TABLE double_record_events (
  event_id          bigserial PRIMARY KEY,
  double_record_id  text NOT NULL REFERENCES double_records(double_record_id),
  at                timestamptz NOT NULL,
  actor_person_id   text NOT NULL REFERENCES persons(person_id),
  via               text NOT NULL CHECK (via IN ('session', 'link', 'server')),
  ip                text,
  event             text NOT NULL,
  from_status       text,
  to_status         text,
  detail            text NOT NULL DEFAULT ''
);
CREATE INDEX double_record_events_record ON double_record_events (double_record_id, event_id);
