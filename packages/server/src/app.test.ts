import { describe, expect, it } from 'vitest';
import { unhandledCalls } from './app.js';

describe('the gateway implements the whole contract (DESIGN §4: every call registered from core/src/api)', () => {
  it('has a handler for every call and every download', () => {
    expect(unhandledCalls()).toEqual([]);
  });
});
