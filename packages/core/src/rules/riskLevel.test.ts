import { describe, expect, it } from 'vitest';
import {
  isHighestRisk,
  riskAssessmentExpiry,
  riskLevelCodeOf,
  riskLevelNumber,
  riskLevelShortText,
  riskLevelText,
} from './riskLevel.js';

describe('risk levels zxfxdj_1..5: low … high, 5 is 高风险 and coloured (spec 03 §3, spec 02 §4)', () => {
  it.each([
    ['zxfxdj_1', 1, '低风险', 'R1', false],
    ['zxfxdj_2', 2, '中低风险', 'R2', false],
    ['zxfxdj_3', 3, '中风险', 'R3', false],
    ['zxfxdj_4', 4, '中高风险', 'R4', false],
    ['zxfxdj_5', 5, '高风险', 'R5', true],
    ['zxfxdj_6', null, '--', '--', false],
    ['', null, '--', '--', false],
    [null, null, '--', '--', false],
  ] as const)('%j -> level %j, %s, %s, highest %j', (code, level, text, short, highest) => {
    expect(riskLevelNumber(code)).toBe(level);
    expect(riskLevelText(code)).toBe(text);
    expect(riskLevelShortText(code)).toBe(short);
    expect(isHighestRisk(code)).toBe(highest);
  });

  it.each([
    [1, 'zxfxdj_1'],
    [5, 'zxfxdj_5'],
    [0, null],
    [6, null],
    [2.5, null],
  ] as const)('riskLevelCodeOf(%j) = %j (spec 03 §3)', (level, code) => {
    expect(riskLevelCodeOf(level)).toBe(code);
  });
});

describe('a risk assessment is valid one year, through the day before its anniversary (spec 02 §5)', () => {
  it.each([
    ['2026-02-13', '2027-02-12'],
    ['2025-07-01', '2026-06-30'],
    ['2026-01-01', '2026-12-31'],
    ['2024-02-29', '2025-02-28'],
    ['2023-03-01', '2024-02-29'],
  ])('taken %s -> valid through %s', (assessedOn, expiry) => {
    expect(riskAssessmentExpiry(assessedOn)).toBe(expiry);
  });
});
