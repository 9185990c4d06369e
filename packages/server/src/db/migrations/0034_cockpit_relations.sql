-- Cockpit relations (驾驶舱关联机构; spec 03 §2 "Cockpit", §6 related_institutions, §7 cockpit/relation/list/query;
-- docs/decisions.md "The cockpit"): which institutions a cockpit user's figures cover. A relation has the day it
-- began, a state ('1' 有效: counted; '0' 已解除: listed, not counted) and the institution's contact for the
-- cockpit user (name and mobile, shown masked). Who may create or edit relations is not shown in the spec: the
-- local environment seeds them read-only, and each row records who recorded it and when.
CREATE TABLE cockpit_relations (
  person_id            text NOT NULL REFERENCES persons(person_id),
  group_id             text NOT NULL REFERENCES organisations(group_id),
  relation_date        date NOT NULL,
  state                text NOT NULL CHECK (state IN ('1', '0')),
  manager_name         text NOT NULL DEFAULT '',
  manager_mobile_phone text NOT NULL DEFAULT '',
  recorded_by          text NOT NULL,
  recorded_at          timestamptz NOT NULL,
  PRIMARY KEY (person_id, group_id)
);
CREATE INDEX cockpit_relations_person ON cockpit_relations (person_id, state);

-- A database seeded before this migration gets the demo relations of boss01 (the same rows as
-- packages/server/src/db/seed/cockpit.ts seeds into a new one); a new database has no persons yet here.
INSERT INTO cockpit_relations (person_id, group_id, relation_date, state, manager_name, manager_mobile_phone,
  recorded_by, recorded_at)
SELECT p.person_id, v.group_id, v.relation_date::date, v.state, v.manager_name, v.manager_mobile_phone, 'seed', now()
FROM (VALUES
  ('10000001', '2025-07-01', '1', '周杰', '13800008008'),
  ('10000002', '2025-09-15', '1', '郑洁', '13800008010'),
  ('10000011', '2025-11-03', '1', '吴敏', '13800008009'),
  ('10000020', '2026-01-12', '1', '冯强', '13800008011'),
  ('10000012', '2025-08-20', '0', '吴敏', '13800008009')
) AS v (group_id, relation_date, state, manager_name, manager_mobile_phone)
JOIN persons p ON p.login_name = 'boss01'
JOIN organisations o ON o.group_id = v.group_id
ON CONFLICT DO NOTHING;
