import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import {
  idDocumentPurchaseRefusal,
  infoIsFull,
  isIdDocumentExpired,
  maskCredNumber,
  maskMobile,
  maskName,
  readDocumentDate,
  readValidity,
  residentIdBirthDate,
  residentIdCheckCharacter,
  residentIdRefusal,
  splitValidityText,
  validityText,
} from './idDocument.js';

/** A synthetic resident ID number with the right check character (never a real person's). */
const synthetic = (first17: string) => first17 + residentIdCheckCharacter(first17);

describe('residentIdRefusal: ID number check character and birth date (issue 15 §1; GB 11643-1999)', () => {
  const today = '2026-11-27';

  it('accepts the standard example 11010519491231002X and a lower-case x', () => {
    expect(residentIdRefusal('11010519491231002X', today)).toBeNull();
    expect(residentIdRefusal('11010519491231002x', today)).toBeNull();
    expect(residentIdBirthDate('11010519491231002X')).toBe('1949-12-31');
  });

  it('refuses a wrong check character with IdNumberInvalid (FD1206)', () => {
    expect(residentIdRefusal('110105194912310021', today)).toBe(ErrorCode.IdNumberInvalid);
  });

  it('refuses a wrong length or letters with IdNumberInvalid', () => {
    expect(residentIdRefusal('1101051949123100', today)).toBe(ErrorCode.IdNumberInvalid);
    expect(residentIdRefusal('11010519491231002Y', today)).toBe(ErrorCode.IdNumberInvalid);
  });

  it('refuses a birth date that is not a real day, before 1900 or after today with IdBirthDateInvalid (FD1207)', () => {
    expect(residentIdRefusal(synthetic('11010519900230123'), today)).toBe(ErrorCode.IdBirthDateInvalid);
    expect(residentIdRefusal(synthetic('11010518991231123'), today)).toBe(ErrorCode.IdBirthDateInvalid);
    expect(residentIdRefusal(synthetic('11010520261128123'), today)).toBe(ErrorCode.IdBirthDateInvalid);
    expect(residentIdRefusal(synthetic('11010520000229123'), today)).toBeNull(); // 2000 is a leap year
  });
});

describe('readValidity: validity with the long-term words 长期/长期有效/永久 (issue 15 §1)', () => {
  it('reads the printed dates in every usual form', () => {
    expect(readDocumentDate('2016.03.01')).toBe('2016-03-01');
    expect(readDocumentDate('2016-3-1')).toBe('2016-03-01');
    expect(readDocumentDate('20160301')).toBe('2016-03-01');
    expect(readDocumentDate('2016.02.30')).toBeNull();
  });

  it('takes 长期, 长期有效 and 永久 as a long-term end', () => {
    for (const word of ['长期', '长期有效', '永久']) {
      expect(readValidity('2016.03.01', word)).toEqual({
        ok: true,
        validity: { validFrom: '2016-03-01', validTo: null },
      });
    }
  });

  it('refuses an end before the start or an unknown word with IdValidityInvalid (FD1208)', () => {
    expect(readValidity('2016.03.01', '2006.03.01')).toEqual({
      ok: false,
      code: ErrorCode.IdValidityInvalid,
    });
    expect(readValidity('2016.03.01', '很久')).toEqual({ ok: false, code: ErrorCode.IdValidityInvalid });
    expect(readValidity('', '长期')).toEqual({ ok: false, code: ErrorCode.IdValidityInvalid });
  });

  it('splits the printed range of the back side', () => {
    expect(splitValidityText('2016.03.01-2036.03.01')).toEqual({
      validFrom: '2016.03.01',
      validTo: '2036.03.01',
    });
    expect(splitValidityText('2016.03.01 — 长期')).toEqual({ validFrom: '2016.03.01', validTo: '长期' });
    expect(splitValidityText('2016.03.01')).toBeNull();
  });
});

describe('expired ID document blocks the purchase (spec 02 §5)', () => {
  it('a document valid to today is valid; the day after it is expired; long-term never expires', () => {
    expect(isIdDocumentExpired('2026-11-27', '2026-11-27')).toBe(false);
    expect(isIdDocumentExpired('2026-11-26', '2026-11-27')).toBe(true);
    expect(isIdDocumentExpired(null, '2099-01-01')).toBe(false);
  });

  it('refuses with IdDocumentExpired (FD1210) and the last valid day; no document on file is not refused', () => {
    expect(idDocumentPurchaseRefusal({ onFile: true, validTo: '2025-01-31' }, '2026-11-27')).toEqual({
      code: ErrorCode.IdDocumentExpired,
      params: { validTo: '2025-01-31' },
    });
    expect(idDocumentPurchaseRefusal({ onFile: false, validTo: null }, '2026-11-27')).toBeNull();
    expect(idDocumentPurchaseRefusal({ onFile: true, validTo: null }, '2026-11-27')).toBeNull();
  });
});

describe('infoIsFull: certificate completeness 1001/1002 (spec 02 §5)', () => {
  const full = {
    credType: '0',
    name: '测试一',
    mobilePhone: '13800000001',
    credExpiryDate: '2036-03-01',
    credNumber: '11010519491231002X',
  };

  it('is 1001 only when credType, name, mobilePhone, credExpiryDate and credNumber are all present', () => {
    expect(infoIsFull(full)).toBe('1001');
    expect(infoIsFull({ ...full, credExpiryDate: '长期' })).toBe('1001');
    for (const key of Object.keys(full) as (keyof typeof full)[]) {
      expect(infoIsFull({ ...full, [key]: '' })).toBe('1002');
      expect(infoIsFull({ ...full, [key]: null })).toBe('1002');
    }
  });
});

describe('masked display (issue 15 §1)', () => {
  it('keeps the last character of a name, 3+4 of a mobile and of a certificate number', () => {
    expect(maskName('张三丰')).toBe('**丰');
    expect(maskName('王')).toBe('王');
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskCredNumber('11010519491231002X')).toBe('110***********002X');
  });
});

describe('validityText: the validity as shown (issue 15 §1)', () => {
  it('reads from 至 to, from 至 长期, or -- without one', () => {
    expect(validityText({ validFrom: '2016-03-01', validTo: '2036-03-01', longTerm: false })).toBe(
      '2016-03-01 至 2036-03-01',
    );
    expect(validityText({ validFrom: '2016-03-01', validTo: null, longTerm: true })).toBe(
      '2016-03-01 至 长期',
    );
    expect(validityText({ validFrom: null, validTo: null, longTerm: false })).toBe('--');
  });
});
