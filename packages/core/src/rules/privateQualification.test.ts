import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { t } from '../messages/index.js';
import {
  answersOfPayload,
  applyStatusGroup,
  checkQualified,
  expectedReviewDays,
  investTypesFor,
  qualificationExpiry,
  qualifyStatusOf,
  reassessDecision,
  selfConfirmPayloadOf,
  showsProfessionalStatement,
  validateIdentification,
  type IdentificationAnswers,
} from './privateQualification.js';
import { TradingCalendar } from './tradeDay.js';

const answers = (overrides: Partial<IdentificationAnswers> = {}): IdentificationAnswers => ({
  history: '0',
  finance: '0',
  investType: '1',
  professionalStatement: false,
  eSignConsent: false,
  eSignRequired: false,
  ...overrides,
});

describe('investor identification dialog (spec 02 §4, §5 investor confirm)', () => {
  it('history first (请选择您的投资经历), then finance (请选择您的财务条件)', () => {
    const noHistory = validateIdentification(answers({ history: null, finance: null }));
    expect(noHistory?.code).toBe(ErrorCode.InvestHistoryRequired);
    expect(t('private.error.historyRequired')).toBe('请选择您的投资经历');
    expect(validateIdentification(answers({ finance: null }))?.code).toBe(ErrorCode.FinanceConditionRequired);
    expect(t('private.error.financeRequired')).toBe('请选择您的财务条件');
    expect(validateIdentification(answers())).toBeNull();
  });

  it('the professional-investor statement shows for history 0 with finance 1 only', () => {
    expect(showsProfessionalStatement('0', '1')).toBe(true);
    expect(showsProfessionalStatement('0', '0')).toBe(false);
    expect(showsProfessionalStatement('1', '1')).toBe(false);
    expect(showsProfessionalStatement(null, '1')).toBe(false);
  });

  it('a professional investor (type 2) needs history 0, finance 1 and the accepted statement', () => {
    expect(validateIdentification(answers({ investType: '2', history: '1', finance: '1' }))?.code).toBe(
      ErrorCode.ProfessionalConditionsNotMet,
    );
    expect(validateIdentification(answers({ investType: '2', finance: '1' }))?.code).toBe(
      ErrorCode.ProfessionalStatementRequired,
    );
    expect(
      validateIdentification(answers({ investType: '2', finance: '1', professionalStatement: true })),
    ).toBeNull();
  });

  it('in private trade mode the e-signature consent is required', () => {
    expect(validateIdentification(answers({ eSignRequired: true }))?.code).toBe(ErrorCode.ESignatureRequired);
    expect(validateIdentification(answers({ eSignRequired: true, eSignConsent: true }))).toBeNull();
  });
});

describe('self-confirmation mapping (spec 02 §3)', () => {
  it('selfInvestYears is 2 minus the history choice; finance 0 gives assetIncome 0; finance 1 financialAsset 2 and assetIncome 0', () => {
    expect(selfConfirmPayloadOf('0', '0', '1')).toEqual({
      selfInvestYears: '2',
      customType: '1',
      assetIncome: '0',
    });
    expect(selfConfirmPayloadOf('1', '1', '3')).toEqual({
      selfInvestYears: '1',
      customType: '3',
      assetIncome: '0',
      financialAsset: '2',
    });
  });

  it('reads the answers back from a payload, null for a missing choice', () => {
    expect(answersOfPayload(selfConfirmPayloadOf('0', '1', '2'))).toEqual({ history: '0', finance: '1' });
    expect(answersOfPayload(selfConfirmPayloadOf('1', '0', '1'))).toEqual({ history: '1', finance: '0' });
    expect(answersOfPayload({ assetIncome: '0' })).toEqual({ history: null, finance: '0' });
    expect(answersOfPayload({ selfInvestYears: '2' })).toEqual({ history: '0', finance: null });
  });
});

describe('who may assess (spec 02 §5 "请联系管理员进行投资者认定")', () => {
  it('only with the privilege investor_qualification', () => {
    expect(reassessDecision(new Set(['investor_qualification']))).toBeNull();
    expect(reassessDecision(new Set(['financial_products']))?.code).toBe(ErrorCode.QualificationContactAdmin);
    expect(t('private.error.contactAdmin')).toBe('请联系管理员进行投资者认定');
  });
});

describe('qualification states, re-accreditation and expiry (spec 02 §4)', () => {
  it('apply status 0, 1, 9 under review; 2, 4 review failed; confirmed recognised', () => {
    expect(['0', '1', '9'].map((s) => applyStatusGroup(s as '0'))).toEqual([
      'underReview',
      'underReview',
      'underReview',
    ]);
    expect(applyStatusGroup('2')).toBe('failed');
    expect(applyStatusGroup('4')).toBe('failed');
    expect(applyStatusGroup('confirmed')).toBe('recognised');
  });

  it('re-accreditation takes 1 to 2 working days on the exchange calendar (Friday before the Spring Festival closure)', () => {
    const calendar = new TradingCalendar([
      '2026-02-12',
      '2026-02-13',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
    ]);
    expect(expectedReviewDays(calendar, '2026-02-13')).toEqual({ from: '2026-02-24', by: '2026-02-25' });
    expect(expectedReviewDays(calendar, '2026-02-14')).toEqual({ from: '2026-02-24', by: '2026-02-25' });
    expect(expectedReviewDays(calendar, '2026-02-12')).toEqual({ from: '2026-02-13', by: '2026-02-24' });
  });

  it('a recognition is valid 12 months: the last valid day is the day before, qualifyStatus 2 after it', () => {
    expect(qualificationExpiry('2026-02-13')).toBe('2027-02-12');
    expect(qualificationExpiry('2024-02-29')).toBe('2025-02-27');
    const q = { investType: '1' as const, expireDate: '2027-02-12' };
    expect(qualifyStatusOf(q, '2027-02-12')).toBe('1');
    expect(qualifyStatusOf(q, '2027-02-13')).toBe('2');
  });
});

describe('checkQualified: private vs asset-management products (spec 02 §4 "Private trade eligibility differs")', () => {
  const today = '2026-06-01';
  it('private funds admit types 1 and 2; asset-management products types 3 and 2', () => {
    expect(investTypesFor('mjfs_2')).toEqual(['1', '2']);
    expect(investTypesFor('mjfs_6')).toEqual(['1', '2']);
    for (const type of ['mjfs_4', 'mjfs_15', 'mjfs_16', 'mjfs_17'])
      expect(investTypesFor(type)).toEqual(['3', '2']);
  });

  it('answers null, or the refusal in the order: pending, expired, type mismatch, not qualified', () => {
    const none = { recognised: [], pending: [] };
    expect(checkQualified(none, today)?.code).toBe(ErrorCode.PrivateNotQualified);
    const privateOnly = { recognised: [{ investType: '1' as const, expireDate: '2027-01-01' }], pending: [] };
    expect(checkQualified(privateOnly, today)).toBeNull();
    expect(checkQualified(privateOnly, today, 'mjfs_2')).toBeNull();
    expect(checkQualified(privateOnly, today, 'mjfs_4')?.code).toBe(ErrorCode.PrivateInvestTypeMismatch);
    const expired = { recognised: [{ investType: '1' as const, expireDate: '2026-05-31' }], pending: [] };
    expect(checkQualified(expired, today, 'mjfs_2')?.code).toBe(ErrorCode.PrivateQualificationExpired);
    const pending = { ...expired, pending: [{ investType: '1' as const, expectedBy: '2026-06-03' }] };
    expect(checkQualified(pending, today, 'mjfs_2')).toEqual({
      code: ErrorCode.PrivateQualificationPending,
      params: { expectedBy: '2026-06-03' },
    });
    const professional = {
      recognised: [{ investType: '2' as const, expireDate: '2027-01-01' }],
      pending: [],
    };
    expect(checkQualified(professional, today, 'mjfs_17')).toBeNull();
  });
});
