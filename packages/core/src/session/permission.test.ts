import { describe, expect, it } from 'vitest';
import { hasPermission, type PermissionCode, type PersonCodes } from './permission.js';
import type { VariantId } from './variant.js';

const routeOnly: PersonCodes = { routeCodes: ['fund_search', 'trans_pwd'], privilegeCodes: [] };
const both: PersonCodes = {
  routeCodes: ['fund_search', 'trans_pwd'],
  privilegeCodes: ['shopping_cart', 'sk_cart'],
};
const none: PersonCodes = { routeCodes: [], privilegeCodes: [] };

describe('hasPermission (spec 01 §5 permission check, §6 roles and permissions)', () => {
  it.each<[string, PermissionCode, VariantId, PersonCodes, boolean]>([
    ['spec 01 §5: passes when no code is required (undefined)', undefined, 'institution', none, true],
    ['spec 01 §5: passes when no code is required (null)', null, 'institution', none, true],
    ['spec 01 §5: passes when no code is required (empty)', '', 'enterprise', none, true],
    ['spec 01 §5: passes when the code is in the route list', 'fund_search', 'institution', routeOnly, true],
    [
      'spec 01 §5: fails when the code is in neither list',
      'public_accounts',
      'institution',
      routeOnly,
      false,
    ],
    ['spec 01 §5: fails with no codes at all', 'fund_search', 'enterprise', none, false],
    [
      'spec 01 §6: the privilege list, when non-empty, takes precedence: code there passes',
      'shopping_cart',
      'institution',
      both,
      true,
    ],
    [
      'spec 01 §6: the privilege list, when non-empty, takes precedence: a route code alone fails',
      'fund_search',
      'institution',
      both,
      false,
    ],
    [
      'spec 01 §6: a pair: the first code applies to the institution variant',
      ['shopping_cart', 'sk_cart'],
      'institution',
      { ...both, privilegeCodes: ['shopping_cart'] },
      true,
    ],
    [
      'spec 01 §6: a pair: the institution variant ignores the second code',
      ['shopping_cart', 'sk_cart'],
      'institution',
      { ...both, privilegeCodes: ['sk_cart'] },
      false,
    ],
    [
      'spec 01 §6: a pair: the second code applies to the enterprise variant',
      ['shopping_cart', 'sk_cart'],
      'enterprise',
      { ...both, privilegeCodes: ['sk_cart'] },
      true,
    ],
    [
      'spec 01 §6: a pair: the enterprise variant ignores the first code',
      ['shopping_cart', 'sk_cart'],
      'enterprise',
      { ...both, privilegeCodes: ['shopping_cart'] },
      false,
    ],
    [
      'spec 01 §5, §6: a pair with an empty code for this variant requires nothing',
      ['shopping_cart', ''],
      'enterprise',
      none,
      true,
    ],
  ])('%s', (_rule, code, variant, codes, expected) => {
    expect(hasPermission(code, variant, codes)).toBe(expected);
  });
});
