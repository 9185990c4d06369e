-- The institution record, its opening and its changes (issue 15 §2-§3; spec 01 §3 institution, bank,
-- beneficiary, actual controller, product record, transactor change; §4.1, §4.4, §4.9, §5, §7.7-§7.13).

-- The record on file of each organisation (core api/orgRecord.ts orgRecordSchema, plain JSON: sections
-- basic, legalPerson, transactor, bank, beneficiaries, actualControllers, product) and the addresses its
-- statements go to. Written only by a back-office approval (org_submissions) or a bill e-mail edit.
CREATE TABLE org_records (
  group_id     text PRIMARY KEY REFERENCES organisations(group_id),
  record       jsonb NOT NULL,
  bill_emails  jsonb NOT NULL DEFAULT '[]',
  updated_at   timestamptz NOT NULL,
  updated_by   text REFERENCES persons(person_id)
);

-- Every version of the record: a draft being filled (save and continue), a submission under review, and
-- the decision on it (issue 15 §3 "Every submission keeps versions: who changed what, the before and
-- after, the decision"). kind: opening, infoChange, transactorChange, jgtEdit, billEmails (applied at once).
-- state: draft, submitted, approved, rejected, sentBack, cancelled. At most one draft and one submission
-- under review per organisation (a draft per kind).
CREATE TABLE org_submissions (
  submission_id   text PRIMARY KEY,
  seq             bigserial NOT NULL,            -- creation order (ties of created_at under a fixed clock)
  group_id        text NOT NULL REFERENCES organisations(group_id),
  kind            text NOT NULL CHECK (kind IN ('opening', 'infoChange', 'transactorChange', 'jgtEdit', 'billEmails')),
  state           text NOT NULL CHECK (state IN ('draft', 'submitted', 'approved', 'rejected', 'sentBack', 'cancelled')),
  before_record   jsonb NOT NULL,
  after_record    jsonb NOT NULL,
  changed_fields  jsonb NOT NULL DEFAULT '[]',
  created_by      text NOT NULL REFERENCES persons(person_id),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  submitted_by    text REFERENCES persons(person_id),
  submitted_at    timestamptz,
  submitted_ip    text,
  decided_by      text REFERENCES persons(person_id),
  decided_at      timestamptz,
  decision_reason text
);
CREATE UNIQUE INDEX org_submissions_one_draft ON org_submissions (group_id, kind) WHERE state IN ('draft', 'sentBack');
CREATE UNIQUE INDEX org_submissions_one_review ON org_submissions (group_id) WHERE state = 'submitted';
CREATE INDEX org_submissions_state ON org_submissions (state, submitted_at);

-- Licences and attachments (spec 01 §7.8 uploadOrgNccpImage, removeOrgNccpImage, imageEcho). media_type
-- comes from the magic bytes, never from the name. A removed attachment stays, with who and when.
CREATE TABLE org_attachments (
  attachment_id  text PRIMARY KEY,
  group_id       text NOT NULL REFERENCES organisations(group_id),
  image_type     text NOT NULL,
  file_name      text NOT NULL,
  media_type     text NOT NULL,
  size_bytes     integer NOT NULL,
  bytes          bytea NOT NULL,
  uploaded_by    text NOT NULL REFERENCES persons(person_id),
  uploaded_at    timestamptz NOT NULL,
  removed_by     text REFERENCES persons(person_id),
  removed_at     timestamptz
);
CREATE INDEX org_attachments_group ON org_attachments (group_id) WHERE removed_at IS NULL;

-- The credit code an institution registered with (jgtRegisterAutoLogin, spec 01 §7.3), unique among the
-- organisations that are not closed; the administrator's mobile lives in persons.mobile (migration 0016).
ALTER TABLE organisations ADD COLUMN org_cred_no text;
CREATE UNIQUE INDEX organisations_cred_no ON organisations (org_cred_no) WHERE org_cred_no IS NOT NULL AND synthesize_state <> 99;
