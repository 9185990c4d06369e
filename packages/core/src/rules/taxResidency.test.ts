import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import {
  CRS_MAX_CONTROLLING_PERSONS,
  CRS_MAX_JURISDICTIONS,
  entityNeedsControllingPersons,
  validateControllingPerson,
  validateControllingPersonBirthDate,
  jurisdictionIssuesTin,
  normaliseTin,
  validateCrsDeclaration,
  validateTaxResidencyRow,
  validateTin,
} from './taxResidency.js';

describe('TIN validation (spec 01 §7.9 verifyTaxnoOrgCRS/list; OECD TIN formats)', () => {
  it('accepts each jurisdiction’s formats after normalising separators and case', () => {
    expect(validateTin('US', '12-3456789')).toEqual({ ok: true, value: '123456789' });
    expect(validateTin('HK', 'a123456(7)')).toEqual({ ok: true, value: 'A1234567' });
    expect(validateTin('SG', 'S1234567D').ok).toBe(true);
    expect(validateTin('JP', '1234 5678 9012').ok).toBe(true);
    expect(validateTin('GB', 'AB123456C').ok).toBe(true);
    expect(normaliseTin(' ab-12.34/5 ')).toBe('AB12345');
  });

  it('refuses a TIN of the wrong shape with FD1387 and an unknown jurisdiction with FD1384', () => {
    expect(validateTin('US', '12345678')).toEqual({
      ok: false,
      code: ErrorCode.CrsTinFormat,
      params: { country: 'US' },
    });
    expect(validateTin('DE', '1234567890A')).toMatchObject({ code: ErrorCode.CrsTinFormat });
    expect(validateTin('KY', '123456')).toMatchObject({ code: ErrorCode.CrsTinFormat });
    expect(validateTin('CN', '91110000100000000X')).toMatchObject({ code: ErrorCode.CrsCountryUnknown });
  });

  it('knows which jurisdictions issue TINs (verifyHasTinOrgCRS)', () => {
    expect(jurisdictionIssuesTin('US')).toBe(true);
    expect(jurisdictionIssuesTin('KY')).toBe(false);
    expect(jurisdictionIssuesTin('XX')).toBeNull();
  });
});

describe('one declared jurisdiction (原因A / 原因B)', () => {
  it('takes a TIN or a reason, never both or neither (FD1386)', () => {
    expect(validateTaxResidencyRow({ country: 'US' }, 1)).toEqual({
      ok: false,
      code: ErrorCode.CrsTinMissing,
      params: { row: 1 },
    });
    expect(validateTaxResidencyRow({ country: 'US', tin: '123456789', noTinReason: 'B' }, 2)).toMatchObject({
      code: ErrorCode.CrsTinMissing,
      params: { row: 2 },
    });
  });

  it('reason A only where no TINs are issued (FD1388); reason B needs an explanation (FD1389)', () => {
    expect(validateTaxResidencyRow({ country: 'KY', noTinReason: 'A' }, 1)).toEqual({
      ok: true,
      value: { country: 'KY', noTinReason: 'A' },
    });
    expect(validateTaxResidencyRow({ country: 'US', noTinReason: 'A' }, 1)).toMatchObject({
      code: ErrorCode.CrsNoTinReason,
    });
    expect(validateTaxResidencyRow({ country: 'US', noTinReason: 'B', explanation: ' ' }, 3)).toMatchObject({
      code: ErrorCode.CrsNoTinExplanation,
      params: { row: 3 },
    });
    expect(
      validateTaxResidencyRow({ country: 'US', noTinReason: 'B', explanation: '新设立，尚在申请中' }, 1).ok,
    ).toBe(true);
  });
});

describe('a whole declaration (spec 01 §7.9 postOrgCRS)', () => {
  it('type 1 (仅为中国税收居民) lists no jurisdiction; types 2 and 3 list 1..5 (FD1383)', () => {
    expect(validateCrsDeclaration({ residencyType: '1', entityType: '3', rows: [] }).ok).toBe(true);
    expect(
      validateCrsDeclaration({
        residencyType: '1',
        entityType: '3',
        rows: [{ country: 'US', tin: '123456789' }],
      }),
    ).toMatchObject({ code: ErrorCode.CrsResidencyRows });
    expect(validateCrsDeclaration({ residencyType: '3', entityType: '1', rows: [] })).toMatchObject({
      code: ErrorCode.CrsResidencyRows,
      params: { max: CRS_MAX_JURISDICTIONS },
    });
  });

  it('refuses a jurisdiction twice (FD1385) and passes on a row’s own refusal', () => {
    const rows = [
      { country: 'US', tin: '123456789' },
      { country: 'US', tin: '987654321' },
    ];
    expect(validateCrsDeclaration({ residencyType: '2', entityType: '2', rows })).toMatchObject({
      code: ErrorCode.CrsCountryDuplicate,
      params: { country: 'US' },
    });
    expect(
      validateCrsDeclaration({ residencyType: '2', entityType: '2', rows: [{ country: 'JP', tin: '123' }] }),
    ).toMatchObject({ code: ErrorCode.CrsTinFormat, params: { country: 'JP' } });
  });

  it('cleans an accepted declaration (normalised TINs) and refuses unknown types with FD2000', () => {
    expect(
      validateCrsDeclaration({
        residencyType: '3',
        entityType: '1',
        rows: [{ country: 'HK', tin: 'A123456(7)' }],
      }),
    ).toEqual({
      ok: true,
      // The cleaned declaration always lists its controlling persons (none for a financial institution).
      value: {
        residencyType: '3',
        entityType: '1',
        rows: [{ country: 'HK', tin: 'A1234567' }],
        controllingPersons: [],
      },
    });
    expect(validateCrsDeclaration({ residencyType: '4', entityType: '1', rows: [] })).toMatchObject({
      code: ErrorCode.BadRequest,
    });
  });
});

describe('controlling persons of a passive non-financial institution (spec 01 §7.9; 控制人税收居民身份声明)', () => {
  const person = {
    name: ' 王小明 ',
    birthDate: '1980-05-17',
    residencyType: '2',
    rows: [{ country: 'US', tin: '123-45-6789' }],
  };

  it('only category 2 (消极非金融机构) needs them', () => {
    expect(entityNeedsControllingPersons('2')).toBe(true);
    expect(entityNeedsControllingPersons('1')).toBe(false);
    expect(entityNeedsControllingPersons('3')).toBe(false);
  });

  it('category 2 lists 1..10 controlling persons, the other categories none (FD1390)', () => {
    const passive = { residencyType: '1', entityType: '2', rows: [] };
    expect(validateCrsDeclaration(passive)).toEqual({
      ok: false,
      code: ErrorCode.CrsControllingPersons,
      params: { max: CRS_MAX_CONTROLLING_PERSONS },
    });
    expect(
      validateCrsDeclaration({ ...passive, controllingPersons: new Array(11).fill(person) }),
    ).toMatchObject({ code: ErrorCode.CrsControllingPersons });
    expect(
      validateCrsDeclaration({ residencyType: '1', entityType: '3', rows: [], controllingPersons: [person] }),
    ).toMatchObject({ code: ErrorCode.CrsControllingPersons });
    expect(validateCrsDeclaration({ ...passive, controllingPersons: [person] }, '2026-02-13')).toEqual({
      ok: true,
      value: {
        residencyType: '1',
        entityType: '2',
        rows: [],
        controllingPersons: [
          {
            name: '王小明',
            birthDate: '1980-05-17',
            residencyType: '2',
            rows: [{ country: 'US', tin: '123456789' }],
          },
        ],
      },
    });
  });

  it('a person needs a name, a real birth date up to today and residency rows by the institution’s rules (FD1396)', () => {
    const invalid = { ok: false, code: ErrorCode.CrsControllingPersonInvalid, params: { index: 2 } };
    expect(validateControllingPerson({ ...person, name: '  ' }, 2)).toEqual(invalid);
    expect(validateControllingPerson({ ...person, name: '名'.repeat(61) }, 2)).toEqual(invalid);
    expect(validateControllingPerson({ ...person, birthDate: '1980-02-30' }, 2)).toEqual(invalid);
    expect(validateControllingPerson({ ...person, birthDate: '1899-12-31' }, 2)).toEqual(invalid);
    expect(validateControllingPerson({ ...person, birthDate: '2026-02-14' }, 2, '2026-02-13')).toEqual(
      invalid,
    );
    expect(validateControllingPerson({ ...person, residencyType: '9' }, 2)).toEqual(invalid);
    // A row without a TIN or a reason names the person (its row number would name another table's row).
    expect(validateControllingPerson({ ...person, rows: [{ country: 'US' }] }, 2)).toEqual(invalid);
    // A row code that names its country passes through.
    expect(validateControllingPerson({ ...person, rows: [{ country: 'US', tin: '1' }] }, 2)).toMatchObject({
      code: ErrorCode.CrsTinFormat,
      params: { country: 'US' },
    });
    expect(validateControllingPerson({ ...person, residencyType: '1' }, 2)).toMatchObject({
      code: ErrorCode.CrsResidencyRows,
    });
    expect(
      validateControllingPerson({ ...person, rows: [{ country: 'KY', noTinReason: 'A' }] }, 1, '2026-02-13')
        .ok,
    ).toBe(true);
  });

  it('a birth date alone: a real date from 1900 up to today, else FD1396 naming the person (the form checks it as typed)', () => {
    const invalid = { ok: false, code: ErrorCode.CrsControllingPersonInvalid, params: { index: 3 } };
    expect(validateControllingPersonBirthDate(' 2026-02-13 ', 3, '2026-02-13')).toEqual({
      ok: true,
      value: '2026-02-13',
    });
    expect(validateControllingPersonBirthDate('2026-02-14', 3, '2026-02-13')).toEqual(invalid);
    expect(validateControllingPersonBirthDate('2099-01-01', 3)).toEqual({ ok: true, value: '2099-01-01' });
    expect(validateControllingPersonBirthDate('1980-02-30', 3)).toEqual(invalid);
    expect(validateControllingPersonBirthDate('', 3)).toEqual(invalid);
  });
});
