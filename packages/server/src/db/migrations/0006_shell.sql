-- The shell's support data (spec 01 §2.1 notice banner, §2.3 maintenance window, §7.2).

-- Maintenance windows of the announcement check (omAnnouncement/check: dStart, dEnd). The check answers
-- the earliest window that has not ended. Operators (and tests) insert rows directly; see docs/api.md.
CREATE TABLE announcements (
  announcement_id bigserial PRIMARY KEY,
  app             text NOT NULL DEFAULT 'smile-fund-app',
  d_start         timestamptz NOT NULL,
  d_end           timestamptz NOT NULL,
  note            text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (d_start <= d_end)
);
CREATE INDEX announcements_end ON announcements (app, d_end);

-- Notices of the banner (spec 02 §3 Notice: id, redirectType 0/1/2, redirectUrl, redirectFundCode).
CREATE TABLE notices (
  notice_id          text PRIMARY KEY,
  content            text NOT NULL,
  redirect_type      integer NOT NULL DEFAULT 0 CHECK (redirect_type IN (0, 1, 2)),
  redirect_url       text,
  redirect_fund_code text,
  variant            text CHECK (variant IN ('JGT', 'SK')),          -- null: both variants
  group_id           text REFERENCES organisations(group_id),         -- null: every organisation
  start_at           timestamptz NOT NULL,
  end_at             timestamptz,                                      -- null: until replaced
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (redirect_type <> 1 OR redirect_url IS NOT NULL),
  CHECK (redirect_type <> 2 OR redirect_fund_code IS NOT NULL)
);
CREATE INDEX notices_start ON notices (start_at DESC);

-- A notice closed and confirmed for an organisation stays hidden for it (spec 01 §2.1).
CREATE TABLE notice_dismissals (
  notice_id text NOT NULL REFERENCES notices(notice_id) ON DELETE CASCADE,
  group_id  text NOT NULL REFERENCES organisations(group_id),
  person_id text NOT NULL REFERENCES persons(person_id),
  closed_at timestamptz NOT NULL,
  PRIMARY KEY (notice_id, group_id)
);
