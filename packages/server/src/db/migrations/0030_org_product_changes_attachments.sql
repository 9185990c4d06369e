-- A manager institution's product-record change and the attachments each submission carries (issue 15 §3;
-- spec 01 §3 changeProductRecord versus realProductRecord, §7.12 saveProductRecord, postManagerOrgModifyEmail,
-- postManagerOrgCrs). Core rules/orgRecord.ts ORG_SUBMISSION_KINDS gains productChange: the submission belongs
-- to the product's organisation and its approval writes organisations.prod_* (migration 0024).
ALTER TABLE org_submissions DROP CONSTRAINT org_submissions_kind_check;
ALTER TABLE org_submissions ADD CONSTRAINT org_submissions_kind_check
  CHECK (kind IN ('opening', 'infoChange', 'transactorChange', 'jgtEdit', 'billEmails', 'productChange'));

-- The attachments on file when the submission was submitted: [{attachmentId, imageType, fileName,
-- contentHash (SHA-256 hex)}]; an attachment a submission under review carries cannot be removed or replaced
-- (FD6118).
ALTER TABLE org_submissions ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';
