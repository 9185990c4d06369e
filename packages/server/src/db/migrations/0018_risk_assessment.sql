-- Each person's risk assessment expiry (spec 02 §5 risk assessment expired; spec 01 §7.9 questionnaire
-- result with expiry date). Until now every demo assessment shared one fixed expiry (2026-06-30), so a
-- server started after that day refused every purchase. The seed now writes one year from the seeding
-- day; rows seeded before this migration get one year from the day it runs. 'YYYY-MM-DD', null = never
-- assessed.
ALTER TABLE persons ADD COLUMN risk_expire_date text;
UPDATE persons SET risk_expire_date = to_char(current_date + interval '1 year' - interval '1 day', 'YYYY-MM-DD')
  WHERE risk_level IS NOT NULL;
