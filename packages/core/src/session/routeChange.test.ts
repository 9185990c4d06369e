import { describe, expect, it } from 'vitest';
import {
  ALL_ACCOUNTS,
  decideManagerRouteChange,
  type ManagerRouteChange,
  type ManagerRouteChangeInput,
  decideLoginStatusChange,
  isChunkLoadError,
  shouldReloadAfterChunkError,
} from './routeChange.js';

describe('decideManagerRouteChange (spec 01 §2.3, spec 03 §4: institution managers on each route change)', () => {
  it.each<[string, ManagerRouteChangeInput, ManagerRouteChange]>([
    [
      'spec 01 §2.3: a route needing account selection sets the current account from the route map and refreshes privileges',
      { institutionManager: true, needsAccountSelection: true, routeAccount: 'G7' },
      { cancelPendingRequests: true, currentAccount: 'G7', refreshPrivilegeCodes: true },
    ],
    [
      'spec 01 §2.3: several accounts chosen: the current account is all (全部账户)',
      { institutionManager: true, needsAccountSelection: true, routeAccount: ALL_ACCOUNTS },
      { cancelPendingRequests: true, currentAccount: 'all', refreshPrivilegeCodes: true },
    ],
    [
      'spec 01 §2.3: a route needing selection with nothing in the map: cleared, no refresh',
      { institutionManager: true, needsAccountSelection: true, routeAccount: undefined },
      { cancelPendingRequests: true, currentAccount: null, refreshPrivilegeCodes: false },
    ],
    [
      'spec 01 §2.3: a route without account selection clears the current account; requests are still cancelled',
      { institutionManager: true, needsAccountSelection: false, routeAccount: 'G7' },
      { cancelPendingRequests: true, currentAccount: null, refreshPrivilegeCodes: false },
    ],
    [
      'spec 01 §2.3: the rule is for institution managers only',
      { institutionManager: false, needsAccountSelection: true, routeAccount: 'G7' },
      { cancelPendingRequests: false, currentAccount: undefined, refreshPrivilegeCodes: false },
    ],
  ])('%s', (_rule, input, decision) => {
    expect(decideManagerRouteChange(input)).toEqual(decision);
  });
});

describe('shouldReloadAfterChunkError (spec 01 §2.3: reload at most once per 60 seconds)', () => {
  const now = 1_700_000_000_000;
  it.each([
    ['spec 01 §2.3: never reloaded -> reload', null, true],
    ['spec 01 §2.3: reloaded 60 s ago -> reload', now - 60_000, true],
    ['spec 01 §2.3: reloaded 59.999 s ago -> not again', now - 59_999, false],
    ['spec 01 §2.3: reloaded just now -> not again', now, false],
  ] as const)('%s', (_rule, last, expected) => {
    expect(shouldReloadAfterChunkError(last, now)).toBe(expected);
  });
});

describe('isChunkLoadError (spec 01 §2.3: on a script-chunk load failure the page reloads)', () => {
  it.each<[string, unknown, boolean]>([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['a bundler chunk error', { name: 'ChunkLoadError', message: 'Loading chunk 42 failed.' }, true],
    ['a message string', 'Loading CSS chunk app-1 failed', true],
    ['any other error', new Error('Cannot read properties of undefined'), false],
    ['not an error', 42, false],
  ])('spec 01 §2.3: %s -> %s', (_rule, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('decideLoginStatusChange (spec 01 §2.3, spec 03 §4: login status changed in another tab -> reload after 1 s)', () => {
  it.each([
    ['logged in elsewhere', false, true, { reload: true, afterMs: 1000 }],
    ['logged out elsewhere', true, false, { reload: true, afterMs: 1000 }],
    ['logged out elsewhere (value removed)', true, undefined, { reload: true, afterMs: 1000 }],
    ['no change', true, true, { reload: false }],
    ['no change (both absent)', undefined, null, { reload: false }],
  ] as const)('spec 01 §2.3: %s', (_rule, before, after, expected) => {
    expect(decideLoginStatusChange(before, after)).toEqual(expected);
  });
});
