import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { checkHostingUserMayBuy, isHostingUser } from './hostingUser.js';

describe('hosting users cannot buy (spec 02 §5, spec 03 §6)', () => {
  it.each([
    ['an operator', ['op'], { ok: true }],
    ['a treasurer', ['treasurer'], { ok: true }],
    ['a manager', ['manager'], { ok: true }],
    ['a person with no role', [], { ok: true }],
    ['a hosting user', ['hosting'], { ok: false, code: ErrorCode.HostingUserCannotBuy }],
    [
      'a hosting user who also trades',
      ['op', 'hosting'],
      { ok: false, code: ErrorCode.HostingUserCannotBuy },
    ],
  ])('%s: %j', (_who, roles, decision) => {
    expect(checkHostingUserMayBuy(roles)).toEqual(decision);
    expect(isHostingUser(roles)).toBe(!decision.ok);
  });

  it('answers with FD4007 (the catalogue code of spec 02 §5)', () => {
    expect(ErrorCode.HostingUserCannotBuy).toBe('FD4007');
  });
});
