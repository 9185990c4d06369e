import { describe, expect, it } from 'vitest';
import { GENERATED_FILE_MAX_POLLS, GENERATED_FILE_POLL_MS, nextGeneratedFileStep } from './generatedFile.js';

describe('generated file polling (spec 01 §4.8)', () => {
  it.each([
    { made: 0, last: null, want: { kind: 'poll', poll: 1, delayMs: 3000 } },
    { made: 1, last: 'processing', want: { kind: 'poll', poll: 2, delayMs: 3000 } },
    { made: 39, last: 'processing', want: { kind: 'poll', poll: 40, delayMs: 3000 } },
    { made: 40, last: 'processing', want: { kind: 'fail', reason: 'timeout' } },
    { made: 41, last: 'processing', want: { kind: 'fail', reason: 'timeout' } },
    { made: 1, last: 'done', want: { kind: 'download' } },
    { made: 40, last: 'done', want: { kind: 'download' } },
    { made: 3, last: 'failed', want: { kind: 'fail', reason: 'failed' } },
  ] as const)('after $made polls answering $last: $want.kind', ({ made, last, want }) => {
    expect(nextGeneratedFileStep(made, last)).toEqual(want);
  });

  it('polls every 3000 ms and at most 40 times', () => {
    expect(GENERATED_FILE_POLL_MS).toBe(3000);
    expect(GENERATED_FILE_MAX_POLLS).toBe(40);
    let made = 0;
    let action = nextGeneratedFileStep(0, null);
    while (action.kind === 'poll') {
      made = action.poll;
      action = nextGeneratedFileStep(made, 'processing');
    }
    expect(made).toBe(40);
    expect(action).toEqual({ kind: 'fail', reason: 'timeout' });
  });
});
