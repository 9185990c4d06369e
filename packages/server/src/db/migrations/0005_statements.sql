-- Statements (对账单, issue 4 §3; spec 03 §2 dataService/statementsList, §7 exportStatementApply and
-- /assetReport/): one generated file per account and month. The file itself, its state and its requester
-- live in `documents` (spec 01 §4.8); this table names what the file is and whether it was read. Both rows
-- are written in the same transaction.
CREATE TABLE statements (
  serial_no  text PRIMARY KEY REFERENCES documents(serial_no),
  group_id   text NOT NULL REFERENCES organisations(group_id),
  period     text NOT NULL CHECK (period ~ '^\d{4}-(0[1-9]|1[0-2])$'),   -- calendar month YYYY-MM
  format     text NOT NULL CHECK (format IN ('pdf', 'xlsx')),
  read_at    timestamptz                                                -- first download or read call
);
CREATE INDEX statements_group_period ON statements (group_id, period);
CREATE INDEX IF NOT EXISTS documents_person_created ON documents (person_id, created_at DESC);
