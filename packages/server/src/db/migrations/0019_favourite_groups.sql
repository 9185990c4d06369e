-- 我的自选 groups and their trail (issue 14 §3; spec 03 §7 queryAllFavouriteIndex, editFavouriteIndex).
-- The default group 全部自选 is the existing `favourites` table (every favourite of a person, 0001_market.sql);
-- a person's own groups hold subsets of it: a fund in a group is always in 全部自选 (the foreign key below),
-- and leaving 全部自选 leaves every group. At most 500 favourites and group names of 1–20 characters are
-- core's rules (rules/favourites.ts), checked by the server before writing.

CREATE TABLE favourite_groups (
  group_id    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  person_id   text NOT NULL,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL,
  UNIQUE (person_id, name)
);

-- One row per (group, fund): the same fund twice in a group is one entry.
CREATE TABLE favourite_group_funds (
  group_id    bigint NOT NULL REFERENCES favourite_groups (group_id) ON DELETE CASCADE,
  person_id   text NOT NULL,
  fund_id     text NOT NULL,
  added_at    timestamptz NOT NULL,
  PRIMARY KEY (group_id, fund_id),
  FOREIGN KEY (person_id, fund_id) REFERENCES favourites (person_id, fund_id) ON DELETE CASCADE
);
CREATE INDEX favourite_group_funds_person ON favourite_group_funds (person_id, fund_id);

-- Every change of a person's favourites, append-only (who, when, from where, what), like permission_audit.
CREATE TABLE favourite_trail (
  trail_id    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  person_id   text NOT NULL,
  at          timestamptz NOT NULL,
  ip          text,
  action      text NOT NULL,   -- fund.add, fund.remove, group.create, group.rename, group.delete
  group_id    bigint,          -- 0 for 全部自选; no foreign key: the trail outlives a deleted group
  group_name  text NOT NULL,
  fund_ids    jsonb NOT NULL DEFAULT '[]',
  before      jsonb,
  after       jsonb
);
CREATE INDEX favourite_trail_person ON favourite_trail (person_id, at DESC);
