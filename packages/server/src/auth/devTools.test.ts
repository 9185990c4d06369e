import { describe, expect, it } from 'vitest';
import { isDevToolsEnabled } from './devTools.js';

describe('local-only dev tools (docs/api.md)', () => {
  it.each([
    [{}, true],
    [{ FUNDDESK_DEV: '1' }, true],
    [{ FUNDDESK_DEV: '0' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', FUNDDESK_DEV: '1' }, false],
    [{ NODE_ENV: 'test' }, true],
  ])('%o -> %s (on locally, never in production)', (env, enabled) => {
    expect(isDevToolsEnabled(env)).toBe(enabled);
  });
});
