import { describe, expect, it } from 'vitest';
import { menuFor, privilegesOf, routeCodesOf } from './privileges.js';

describe('menu tree by role (spec 01 §6: a route shows only if its code is in the list)', () => {
  it('gives the operator search, cart and trading but not administration', () => {
    const p = privilegesOf(['op']);
    expect(p.has('fund_search')).toBe(true);
    expect(p.has('shopping_cart')).toBe(true);
    expect(p.has('subs')).toBe(true);
    expect(p.has('authority_mgt')).toBe(false);
    const codes = routeCodesOf(menuFor(p));
    expect(codes).toContain('financial_products');
    expect(codes).toContain('pending_trans');
    expect(codes).not.toContain('authority_mgt');
  });

  it('gives the hosting user no buying privilege (spec 02 §5: hosting users cannot buy)', () => {
    const p = privilegesOf(['hosting']);
    expect(p.has('subs')).toBe(false);
    expect(p.has('shopping_cart')).toBe(false);
    expect(p.has('fund_search')).toBe(true);
  });

  it('gives the cockpit-only user only the cockpit menu (spec 01 §2.3)', () => {
    const menu = menuFor(privilegesOf(['cockpit']));
    expect(menu.map((n) => n.code)).toEqual(['data_cockpit']);
  });

  it('drops a group whose children are all hidden, and unknown roles grant nothing', () => {
    expect(menuFor(privilegesOf(['nobody']))).toEqual([]);
    const admin = menuFor(privilegesOf(['jgt_person']));
    expect(admin.map((n) => n.code)).toContain('authority_mgt');
    expect(admin.map((n) => n.code)).not.toContain('trans_mgt');
  });
});
