import { describe, expect, it } from 'vitest';
import { decideRoute, LOGIN_PATH } from './guard';
import type { StoredSession } from './session';

const out: StoredSession = {};
const tokenOnly: StoredSession = { token: 't' };
const inside: StoredSession = { token: 't', groupId: 'G1' };
const cockpit: StoredSession = { ...inside, isOnlyCockpitUser: true };

describe('decideRoute (spec 01 §2.3 route guard)', () => {
  it.each([
    ['no token goes to login', out, '/product/publicIndex', { type: 'redirect', to: LOGIN_PATH }],
    [
      'a token without group id goes to login',
      tokenOnly,
      '/asset/index',
      { type: 'redirect', to: LOGIN_PATH },
    ],
    ['token and group id may enter', inside, '/product/publicIndex', { type: 'allow' }],
    ['/login/* is open when logged out', out, '/login/organizationLogin', { type: 'allow' }],
    ['/login itself is open when logged out', out, '/login', { type: 'allow' }],
    [
      '/login/* when logged in goes to /redirect',
      inside,
      '/login/organizationLogin',
      { type: 'redirect', to: '/redirect' },
    ],
    [
      'choosing an organisation needs a token',
      out,
      '/login/chooseOrganization',
      { type: 'redirect', to: LOGIN_PATH },
    ],
    [
      'choosing an organisation with a token is open',
      tokenOnly,
      '/login/chooseOrganization',
      { type: 'allow' },
    ],
    ['open prefix /helpCenter/ needs no login', out, '/helpCenter/helpQuestion', { type: 'allow' }],
    ['open path /404 needs no login', out, '/404', { type: 'allow' }],
    [
      'a cockpit-only user always goes to /boss/screen',
      cockpit,
      '/product/publicIndex',
      { type: 'redirect', to: '/boss/screen' },
    ],
    ['the cockpit itself is allowed for them', cockpit, '/boss/screen', { type: 'allow' }],
  ] as const)('%s', (_rule, session, path, decision) => {
    expect(decideRoute(session, path)).toEqual(decision);
  });
});
