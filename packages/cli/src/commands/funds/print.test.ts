import { describe, expect, it } from 'vitest';
import type { Streams } from '../../context.js';
import { printFundsSearch, printFundsShow } from './print.js';
import type { FundsSearchResult } from './search.js';
import type { FundsShowResult } from './show.js';

/** Streams that keep what was written. */
function capture(): Streams & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
    out: () => out,
    err: () => err,
  };
}

const fund = (extra: Partial<FundsShowResult> = {}): FundsShowResult =>
  ({
    fundId: '000001',
    fundName: '华夏成长混合',
    fullName: '华夏成长证券投资基金',
    fundTypeDetail: '混合型-偏股',
    fundTypeText: '混合型',
    fundRiskLevelText: '中风险',
    company: '华夏基金',
    managers: ['张三'],
    custodian: null,
    establishDate: '2001-12-18',
    fundSize: '5000',
    fundSizeDate: '2025-12-31',
    nav: '1.1430',
    navDate: '2026-02-13',
    simulatedNav: null,
    rrInThreeMonth: '1.234',
    openDay: { code: '230' },
    minLimit: '1000',
    maxLimit: '50000',
    rating: null,
    ratingAgency: null,
    benchmark: null,
    ...extra,
  }) as FundsShowResult;

/** The value printed after a label of the key/value block. */
const valueOf = (text: string, label: string): string | undefined =>
  text
    .split('\n')
    .find((line) => line.startsWith(label))
    ?.slice(label.length)
    .trim();

describe('funds show prints figures as the web does (core formatters, spec 03 §5)', () => {
  it.each([
    ['a size under 10^8 in 万, even under 10,000', '5000', '0.50万（2025-12-31）'],
    ['a size from 10^8 on in 亿', '2937000000', '29.37亿（2025-12-31）'],
    ['thousands separators in 万', '53041300', '5,304.13万（2025-12-31）'],
  ])('fund size: %s', (_rule, fundSize, text) => {
    const out = capture();
    printFundsShow(fund({ fundSize }), false, out);
    expect(valueOf(out.out(), '基金规模')).toBe(text);
  });

  it.each([
    ['a minimum under 10,000 with separators, no unit', '1000', '50000', '1,000.00', '5.00万'],
    ['不限额 from 999,999,999 on', '10', '999999999', '10.00', '不限额'],
  ])('limits: %s', (_rule, minLimit, maxLimit, minText, maxText) => {
    const out = capture();
    printFundsShow(fund({ minLimit, maxLimit }), false, out);
    expect(valueOf(out.out(), '起购金额')).toBe(minText);
    expect(valueOf(out.out(), '单笔上限')).toBe(maxText);
  });

  it('a return with its sign and 2 decimals, -- when missing', () => {
    const up = capture();
    printFundsShow(fund({ rrInThreeMonth: '1.234' }), false, up);
    expect(valueOf(up.out(), '近3月')).toBe('+1.23%');
    const none = capture();
    printFundsShow(fund({ rrInThreeMonth: null }), false, none);
    expect(valueOf(none.out(), '近3月')).toBe('--');
  });

  it('--json keeps the wire values', () => {
    const out = capture();
    printFundsShow(fund(), true, out);
    expect(JSON.parse(out.out())).toMatchObject({ fundSize: '5000', minLimit: '1000', maxLimit: '50000' });
  });

  it('funds search writes the 3-month return as the web list does', () => {
    const out = capture();
    const result = {
      items: [{ ...fund(), rrInThreeMonth: '-0.5', simulated: false }],
      total: 1,
      page: 1,
      pages: 1,
    } as unknown as FundsSearchResult;
    printFundsSearch(result, false, out);
    expect(out.out()).toMatch(/-0\.50%\s*$/m);
  });
});
