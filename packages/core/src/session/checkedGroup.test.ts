import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { decideCheckedGroup } from './checkedGroup.js';

const manager = {
  sessionGroupId: '10000010',
  groupIds: new Set(['10000010', '10000011', '10000012']),
  roles: ['manager'],
};

describe('decideCheckedGroup (spec 01 §7.1 checkedGroupNo, 02 §6, 03 §6; issue 16 finding 10)', () => {
  it("acts for a manager's product, the session's own organisation, or the session's for all", () => {
    expect(decideCheckedGroup({ ...manager, checked: '10000011' })).toEqual({
      ok: true,
      groupId: '10000011',
    });
    expect(decideCheckedGroup({ ...manager, checked: '10000010' })).toEqual({
      ok: true,
      groupId: '10000010',
    });
    expect(decideCheckedGroup({ ...manager, checked: 'all' })).toEqual({ ok: true, groupId: '10000010' });
  });

  it('refuses an account the person may not act for, or a value that does not decrypt, with FD1004', () => {
    const refused = { ok: false, code: ErrorCode.OrgForbidden };
    expect(decideCheckedGroup({ ...manager, checked: '10000001' })).toEqual(refused);
    expect(decideCheckedGroup({ ...manager, checked: null })).toEqual(refused);
    // A non-manager with two organisations switches to act for the other one; the header does not.
    const operator = {
      sessionGroupId: '10000001',
      groupIds: new Set(['10000001', '10000002']),
      roles: ['op'],
    };
    expect(decideCheckedGroup({ ...operator, checked: '10000002' })).toEqual(refused);
    expect(decideCheckedGroup({ ...operator, checked: '10000001' })).toEqual({
      ok: true,
      groupId: '10000001',
    });
  });
});
