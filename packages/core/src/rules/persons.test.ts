import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import {
  isValidEmail,
  isValidResidentId,
  lastAdministratorRefusal,
  personFieldsRefusal,
  rolePrivilegesRefusal,
} from './persons.js';

const good = {
  name: '测试用户',
  mobile: '13800138000',
  credType: '0',
  credNumber: '11010519491231002X',
  email: 'a@example.com',
};

describe('person fields (spec 03 §7 person/adds; issue 11 §3)', () => {
  it('isValidResidentId: GB 11643 check digit, date and length', () => {
    expect(isValidResidentId('11010519491231002X')).toBe(true);
    expect(isValidResidentId('11010519491231002x')).toBe(true);
    expect(isValidResidentId('110105194912310021')).toBe(false); // wrong check digit
    expect(isValidResidentId('11010519491331002X')).toBe(false); // month 13
    expect(isValidResidentId('1101051949123100')).toBe(false);
  });

  it('personFieldsRefusal: the first problem as a catalogue code, null when fine', () => {
    expect(personFieldsRefusal(good)).toBeNull();
    expect(personFieldsRefusal({ ...good, name: '  ' })).toBe(ErrorCode.PersonNameFormat);
    expect(personFieldsRefusal({ ...good, mobile: '12800138000' })).toBe(ErrorCode.PersonMobileFormat);
    expect(personFieldsRefusal({ ...good, mobile: '1380013800' })).toBe(ErrorCode.PersonMobileFormat);
    expect(personFieldsRefusal({ ...good, credNumber: '110105194912310021' })).toBe(
      ErrorCode.PersonCredNumber,
    );
    expect(personFieldsRefusal({ ...good, credType: '9' })).toBe(ErrorCode.PersonCredNumber);
    expect(personFieldsRefusal({ ...good, credType: '1', credNumber: 'E1234567' })).toBeNull();
    expect(personFieldsRefusal({ ...good, email: 'not-an-email' })).toBe(ErrorCode.PersonEmailFormat);
    expect(personFieldsRefusal({ ...good, email: '' })).toBeNull();
  });

  it('spec 01 §5 e-mail: one strict rule for a person and the bill e-mails (the final label 2-4 characters)', () => {
    expect(isValidEmail('fin.ops+bill_1@example-corp.com.cn')).toBe(true);
    // Accepted by the loose rule that persons.ts had before (anything@anything.anything), refused now.
    expect(isValidEmail('a@b.c')).toBe(false);
    expect(isValidEmail('a@b.museum')).toBe(false);
    expect(isValidEmail('张三@example.com')).toBe(false);
    expect(isValidEmail(' a@b.com')).toBe(false);
    expect(personFieldsRefusal({ ...good, email: 'a@b.c' })).toBe(ErrorCode.PersonEmailFormat);
  });
});

describe('last administrator (issue 11 §3: cannot be removed, disabled or demoted)', () => {
  it('refuses taking away the only active administrator, allows it when another remains', () => {
    const change = { targetIsActiveAdmin: true, targetStaysAdmin: false, otherActiveAdmins: 0 };
    expect(lastAdministratorRefusal(change)).toBe(ErrorCode.LastAdministrator);
    expect(lastAdministratorRefusal({ ...change, otherActiveAdmins: 1 })).toBeNull();
    expect(lastAdministratorRefusal({ ...change, targetStaysAdmin: true })).toBeNull();
    expect(lastAdministratorRefusal({ ...change, targetIsActiveAdmin: false })).toBeNull();
  });
});

describe('role privileges edit (issue 11 §3 roleManage)', () => {
  const known = new Set(['shopping_cart', 'subs', 'authority_mgt', 'account_mgt', 'role_mgt']);
  it('refuses a forged role, an unknown privilege and an administrator role without permission management', () => {
    expect(rolePrivilegesRefusal('op', ['subs'], known)).toBeNull();
    expect(rolePrivilegesRefusal('root', ['subs'], known)).toBe(ErrorCode.RoleUnknown);
    expect(rolePrivilegesRefusal('op', ['god_mode'], known)).toBe(ErrorCode.PrivilegeUnknown);
    expect(rolePrivilegesRefusal('jgt_person', ['authority_mgt'], known)).toBe(
      ErrorCode.AdminPrivilegeLocked,
    );
    expect(
      rolePrivilegesRefusal('jgt_person', ['authority_mgt', 'account_mgt', 'role_mgt'], known),
    ).toBeNull();
  });
});
