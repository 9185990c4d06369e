import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import {
  SCREENING_MAX_SCHEMES,
  openStateOf,
  screeningFiltersDecision,
  screeningPredicate,
  screeningSchemeLimitDecision,
  screeningSchemeNameDecision,
  type ScreenedFund,
} from './screening.js';

const fund = (over: Partial<ScreenedFund> = {}): ScreenedFund => ({
  fundTypeCode: '0',
  riskLevel: 'zxfxdj_4',
  company: '易方达基金',
  sizeYuan: '1500000000.00',
  openDayCode: '230',
  declareStatus: 1,
  subStatus: 1,
  fundStatus: 0,
  returns: { dailyReturn: '0.52', rrInThreeMonth: '3.10', rate1y: '12.40' },
  ...over,
});

describe('screening filters (issue 14 §2; spec 03 §2 publicIndex)', () => {
  it('keeps a fund matching type, risk, company, size and a 1-year return above X (inclusive bounds)', () => {
    const keep = screeningPredicate({
      fundTypeCode: '0',
      riskLevels: ['zxfxdj_4', 'zxfxdj_5'],
      companies: ['易方达基金'],
      fundSizeMin: '1500000000.00',
      fundSizeMax: '2000000000',
      returnRanges: [{ field: 'rate1y', min: '12.4' }],
    });
    expect(keep(fund())).toBe(true);
    expect(keep(fund({ returns: { dailyReturn: null, rrInThreeMonth: null, rate1y: '12.39' } }))).toBe(false);
    expect(keep(fund({ fundTypeCode: 'A' }))).toBe(false);
    expect(keep(fund({ riskLevel: 'zxfxdj_3' }))).toBe(false);
    expect(keep(fund({ company: '华夏基金' }))).toBe(false);
    expect(keep(fund({ sizeYuan: '1499999999.99' }))).toBe(false);
  });

  it('drops a fund without the bounded figure (no size, no 1-year return), keeps it when nothing bounds it', () => {
    expect(screeningPredicate({ fundSizeMin: '0' })(fund({ sizeYuan: null }))).toBe(false);
    const noRate = fund({ returns: { dailyReturn: null, rrInThreeMonth: null, rate1y: null } });
    expect(screeningPredicate({ returnRanges: [{ field: 'rate1y', max: '5' }] })(noRate)).toBe(false);
    expect(screeningPredicate({ returnRanges: [{ field: 'rate1y', min: '', max: '' }] })(noRate)).toBe(true);
    expect(screeningPredicate({ riskLevels: [], companies: [] })(noRate)).toBe(true);
  });

  it('open-day state per spec 03 §4: 230/210/212 buy open, 310/510 and suspended paused, others neither', () => {
    for (const code of ['230', '210', '212'] as const)
      expect(openStateOf(fund({ openDayCode: code }))).toBe('buyOpen');
    for (const code of ['310', '510'] as const)
      expect(openStateOf(fund({ openDayCode: code }))).toBe('paused');
    expect(openStateOf(fund({ declareStatus: 0, subStatus: 0 }))).toBe('paused');
    expect(openStateOf(fund({ fundStatus: 4 }))).toBe('paused');
    for (const code of ['220', '201', '202', '221', '203'] as const)
      expect(openStateOf(fund({ openDayCode: code }))).toBe('other');
    expect(screeningPredicate({ openState: 'paused' })(fund({ openDayCode: '310' }))).toBe(true);
    expect(screeningPredicate({ openState: 'buyOpen' })(fund({ openDayCode: '310' }))).toBe(false);
  });

  it('refuses contradictory filters with FD3050 naming the field (issue 14 "contradictory filters")', () => {
    expect(screeningFiltersDecision({ fundSizeMin: '10', fundSizeMax: '9.99' })).toEqual({
      ok: false,
      code: ErrorCode.ScreeningContradictory,
      params: { field: 'fundSize' },
    });
    expect(screeningFiltersDecision({ fundSizeMin: '-1' })).toMatchObject({
      ok: false,
      params: { field: 'fundSize' },
    });
    expect(
      screeningFiltersDecision({ returnRanges: [{ field: 'rate1y', min: '20', max: '-5' }] }),
    ).toMatchObject({
      ok: false,
      params: { field: 'rate1y' },
    });
    expect(
      screeningFiltersDecision({
        returnRanges: [
          { field: 'rrInThreeMonth', min: '1' },
          { field: 'rrInThreeMonth', max: '9' },
        ],
      }),
    ).toMatchObject({ ok: false, params: { field: 'rrInThreeMonth' } });
    expect(
      screeningFiltersDecision({
        fundSizeMin: '5',
        fundSizeMax: '5',
        returnRanges: [{ field: 'rate1y', min: '-3', max: '-3' }],
      }).ok,
    ).toBe(true);
  });
});

describe('saved screening schemes (issue 14 §2)', () => {
  it('names are 1 to 20 characters after trimming, counted in code points (FD3051), without markup (FD3052)', () => {
    expect(screeningSchemeNameDecision('  高收益股票  ')).toEqual({ ok: true, value: '高收益股票' });
    expect(screeningSchemeNameDecision('一二三四五六七八九十一二三四五六七八九十')).toMatchObject({
      ok: true,
    });
    expect(screeningSchemeNameDecision('一二三四五六七八九十一二三四五六七八九十一')).toEqual({
      ok: false,
      code: ErrorCode.ScreeningSchemeNameLength,
      params: { max: 20 },
    });
    expect(screeningSchemeNameDecision('   ')).toMatchObject({ code: ErrorCode.ScreeningSchemeNameLength });
    expect(screeningSchemeNameDecision('<b>x</b>')).toEqual({
      ok: false,
      code: ErrorCode.ScreeningSchemeNameMarkup,
    });
    expect(screeningSchemeNameDecision('a&amp;b')).toMatchObject({
      code: ErrorCode.ScreeningSchemeNameMarkup,
    });
    expect(screeningSchemeNameDecision('a\u200bb')).toMatchObject({
      code: ErrorCode.ScreeningSchemeNameMarkup,
    });
  });

  it('at most 20 schemes per person: the 21st is refused with FD3053', () => {
    expect(screeningSchemeLimitDecision(SCREENING_MAX_SCHEMES - 1)).toEqual({ ok: true, value: 20 });
    expect(screeningSchemeLimitDecision(SCREENING_MAX_SCHEMES)).toEqual({
      ok: false,
      code: ErrorCode.ScreeningSchemeLimit,
      params: { max: 20 },
    });
  });
});
