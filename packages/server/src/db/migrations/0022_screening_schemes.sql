-- 公募基金筛选方案 (issue 14 §2 saved screening schemes on /product/publicIndex): each person's schemes (name 1..20
-- characters, at most 20, one default applied when the page opens; filters as the searchByPage wire fields,
-- core api/product.ts screeningFiltersSchema), and every change of them (who, when, from where, what: DESIGN §7
-- trail). A deleted scheme keeps its row (deleted_at) so the trail can name it.
CREATE TABLE screening_schemes (
  id          bigserial PRIMARY KEY,
  person_id   text NOT NULL,
  name        text NOT NULL,
  filters     jsonb NOT NULL,
  is_default  boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  deleted_at  timestamptz
);
CREATE UNIQUE INDEX screening_schemes_name ON screening_schemes (person_id, name) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX screening_schemes_default ON screening_schemes (person_id)
  WHERE is_default AND deleted_at IS NULL;

-- action: save (new) | replace (same name) | delete | default (made default) | undefault (default cleared).
CREATE TABLE screening_scheme_changes (
  id          bigserial PRIMARY KEY,
  person_id   text NOT NULL,
  scheme_id   bigint REFERENCES screening_schemes(id),
  action      text NOT NULL,
  name        text,
  filters     jsonb,
  ip          text,
  changed_at  timestamptz NOT NULL
);
CREATE INDEX screening_scheme_changes_person ON screening_scheme_changes (person_id, changed_at DESC);
