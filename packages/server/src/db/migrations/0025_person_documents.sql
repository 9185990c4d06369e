-- The person's ID document (issue 15 §1; spec 01 §2.2 /user/userInfo, /user/idCardHome, §7.8 A/pc/card/ocr,
-- §7.9 updatePersonalInfo; spec 02 §5 certificate images, infoIsFull, "expired ID document blocks").
--
-- The validity of the document on file, kept beside the certificate type and number of migration 0016:
-- cred_valid_to is the last valid day (YYYY-MM-DD), NULL either when the document is long-term
-- (cred_long_term: 长期/长期有效/永久) or when no validity is on file (cred_valid_from NULL too). A purchase
-- is refused when cred_valid_to is before today (core idDocumentPurchaseRefusal).
ALTER TABLE persons ADD COLUMN cred_valid_from text;
ALTER TABLE persons ADD COLUMN cred_valid_to text;
ALTER TABLE persons ADD COLUMN cred_long_term boolean NOT NULL DEFAULT false;
ALTER TABLE persons ADD COLUMN cred_address text NOT NULL DEFAULT '';
ALTER TABLE persons ADD COLUMN cred_authority text NOT NULL DEFAULT '';
ALTER TABLE persons ADD COLUMN cred_confirmed_at timestamptz;

-- Every ID image a person uploaded to A/pc/card/ocr, with what OCR read from it: the confirmation
-- (A/pc/card/confirm) names the two it confirms. Images are the person's own: nobody else reads them.
CREATE TABLE id_card_images (
  image_id     text PRIMARY KEY,
  person_id    text NOT NULL REFERENCES persons(person_id),
  side         text NOT NULL CHECK (side IN ('front', 'back')),
  media_type   text NOT NULL,                 -- image/jpeg or image/png, from the magic bytes
  bytes        bytea NOT NULL,
  ocr          jsonb NOT NULL,                -- the fields read (core api ocrFrontSchema / ocrBackSchema)
  uploaded_at  timestamptz NOT NULL,
  uploaded_ip  text
);
CREATE INDEX id_card_images_person ON id_card_images (person_id, uploaded_at DESC);

-- The images of the confirmed document on file.
ALTER TABLE persons ADD COLUMN cred_front_image text REFERENCES id_card_images(image_id);
ALTER TABLE persons ADD COLUMN cred_back_image text REFERENCES id_card_images(image_id);

-- Every change of a person's own information: who, when, from where, what, before and after (masked
-- name, mobile and number; DESIGN §7 append-only trail). action: info.update (updatePersonalInfo),
-- idcard.confirm (A/pc/card/confirm).
CREATE TABLE person_info_audit (
  audit_id         bigserial PRIMARY KEY,
  person_id        text NOT NULL REFERENCES persons(person_id),
  actor_person_id  text NOT NULL REFERENCES persons(person_id),
  at               timestamptz NOT NULL,
  ip               text,
  action           text NOT NULL,
  before           jsonb,
  after            jsonb
);
CREATE INDEX person_info_audit_person ON person_info_audit (person_id, at DESC);
