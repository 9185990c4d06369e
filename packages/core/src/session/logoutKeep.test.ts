import { describe, expect, it } from 'vitest';
import { LOGOUT_KEPT_KEYS, valuesAfterLogout } from './logoutKeep.js';

describe('valuesAfterLogout (spec 01 §4.3: logout keeps trade-password flags and notice ids)', () => {
  const stored = {
    token: 'T',
    groupId: '10000001',
    adminType: 0,
    corpList: [{ groupId: '10000001' }],
    isSetTradePwd: { '10000001': 1_771_000_000_000 },
    noticeIds: ['N1', 'N2'],
    maintainTime: { dStart: 'a', dEnd: 'b' },
    searchData: ['000001'],
    sidebarOpened: false,
  };

  it('spec 01 §4.3: the kept keys are isSetTradePwd and noticeIds', () => {
    expect([...LOGOUT_KEPT_KEYS]).toEqual(['isSetTradePwd', 'noticeIds']);
  });

  it('spec 01 §4.3: token, group id, lists and every other value are cleared; flags and notice ids stay', () => {
    expect(valuesAfterLogout(stored)).toEqual({
      isSetTradePwd: { '10000001': 1_771_000_000_000 },
      noticeIds: ['N1', 'N2'],
    });
  });

  it('spec 01 §2.1: a client may also keep a display preference (the sidebar state persists)', () => {
    expect(valuesAfterLogout(stored, ['sidebarOpened'])).toMatchObject({ sidebarOpened: false });
  });

  it('keeps nothing that was never stored', () => {
    expect(valuesAfterLogout({ token: 'T', noticeIds: undefined })).toEqual({});
  });
});
