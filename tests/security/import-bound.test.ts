/**
 * Issue 16 finding 11 (server memory): the server reads at most MAX_CONCURRENT_IMPORTS spreadsheets at once;
 * one more is answered FD4711 at once (to be retried) instead of adding another workbook to memory. The
 * memory itself is measured by tests/bench/memory.mjs (npm run bench).
 */
import { ErrorCode, t } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { boundedImport, MAX_CONCURRENT_IMPORTS } from '../../packages/server/src/trade/batchImport.js';

describe('concurrent imports are bounded (issue 16 finding 11, DESIGN §7 limits on uploads)', () => {
  it('answers FD4711 past the bound and admits again once one finishes', async () => {
    const releases: (() => void)[] = [];
    const running = Array.from({ length: MAX_CONCURRENT_IMPORTS }, (_, i) =>
      boundedImport(() => new Promise<number>((resolve) => releases.push(() => resolve(i)))),
    );
    await expect(boundedImport(() => Promise.resolve('one too many'))).rejects.toMatchObject({
      code: ErrorCode.BatchImportBusy,
      message: t('batch.error.importBusy'),
    });
    releases[0]!();
    expect(await running[0]).toBe(0);
    await expect(boundedImport(() => Promise.resolve('admitted'))).resolves.toBe('admitted');
    for (const release of releases.slice(1)) release();
    await Promise.all(running);
  });

  it('a failed import frees its place', async () => {
    for (let i = 0; i < MAX_CONCURRENT_IMPORTS + 1; i++) {
      await expect(boundedImport(() => Promise.reject(new Error('unreadable')))).rejects.toThrow(
        'unreadable',
      );
    }
    await expect(boundedImport(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
