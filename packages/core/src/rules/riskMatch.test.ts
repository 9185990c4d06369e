import { describe, expect, it } from 'vitest';
import { riskDisclosureOf } from './riskMatch.js';

describe('risk dialog after the risk match (spec 02 §4: a risk dialog when matchResult is 0, 1 or 2)', () => {
  it.each([
    { matchResult: '0', want: 'matched', why: 'matched: the 9 statements (spec 02 §5)' },
    { matchResult: '1', want: 'mismatched', why: 'one level above: the declaration list' },
    { matchResult: '2', want: 'mismatched', why: 'two or more levels above: the declaration list' },
    { matchResult: '3', want: null, why: 'an unknown answer shows no dialog' },
    { matchResult: '', want: null, why: 'no answer shows no dialog' },
    { matchResult: ' 0', want: null, why: 'only the exact codes count' },
  ])('matchResult "$matchResult" -> $want ($why)', ({ matchResult, want }) => {
    expect(riskDisclosureOf(matchResult)).toBe(want);
  });
});
