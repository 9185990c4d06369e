-- Private trade reads the account records of issue 15 (docs/decisions.md "Private trade reads the account
-- records"): the ID document's expiry is the person's (persons.cred_valid_to, migration 0025; core
-- idDocumentPurchaseRefusal) and tax residency is a CRS declaration on file (crs_declarations, migration 0024),
-- so org_trade_info no longer holds either. It keeps what no record holds: blacklist, registration progress,
-- occupation, adviser, and the address of an organisation without an institution record (org_records).
ALTER TABLE org_trade_info DROP COLUMN card_expire;
ALTER TABLE org_trade_info DROP COLUMN crs;
