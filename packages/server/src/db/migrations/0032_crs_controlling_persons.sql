-- CRS controlling persons (issue 15; spec 01 §7.9; core rules/taxResidency.ts validateCrsDeclaration): a passive
-- non-financial institution's declaration lists its controlling persons, [{name, birthDate, residencyType,
-- rows}], kept with each version like the rows; earlier versions list none.
ALTER TABLE crs_declarations ADD COLUMN controlling_persons jsonb NOT NULL DEFAULT '[]';
