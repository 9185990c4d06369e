-- First-login state and the transactor (manager) change in progress (spec 01 §3, §4.2, §2.3, §7.5, §7.7).

-- false while the person still has the initial login password the administrator issued: the first login
-- then forces /orgaccount/settingLogin (spec 01 §4.2). Existing people keep their own password (true).
ALTER TABLE persons ADD COLUMN has_login_pwd boolean NOT NULL DEFAULT true;

-- Whether the organisation's operator (经办人/交易员) has been set up at opening (spec 01 §3 hasOperator);
-- a manager without one is forced to the settings page (spec 01 §4.2). Existing organisations have one.
ALTER TABLE organisations ADD COLUMN has_operator boolean NOT NULL DEFAULT true;

-- A transactor change of an organisation (spec 01 §3 oldTransactorDto / editTransactorDto, §7.13). While
-- one is 'changing', the old transactor and the administrators wait on the change-manager-result page
-- (spec 01 §2.3). At most one change in progress per organisation.
CREATE TABLE transactor_changes (
  change_id            text PRIMARY KEY,
  group_id             text NOT NULL REFERENCES organisations(group_id),
  old_person_id        text REFERENCES persons(person_id),
  old_transactor_name  text NOT NULL,
  new_transactor_name  text NOT NULL,
  status               text NOT NULL CHECK (status IN ('changing', 'done', 'rejected')),
  submitted_at         timestamptz NOT NULL,
  finished_at          timestamptz
);
CREATE UNIQUE INDEX transactor_changes_one_open ON transactor_changes (group_id) WHERE status = 'changing';
