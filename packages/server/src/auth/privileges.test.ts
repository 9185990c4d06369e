import { describe, expect, it } from 'vitest';
import {
  knownPrivileges,
  MATRIX_MARKERS,
  menuFor,
  permissionsMatrixMarkdown,
  privilegesOf,
  privilegeTreeOf,
  roleMayCall,
  rolePrivileges,
  routeCodesOf,
} from './privileges.js';

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

describe('the role matrix as data (issue 11 §3: migration 0016 seeds exactly the default matrix)', () => {
  it('migration 0016 inserts exactly the pairs of rolePrivileges as they were (nothing changes for existing roles)', async () => {
    const { readFile } = await import('node:fs/promises');
    const sql = await readFile(new URL('../db/migrations/0016_permissions.sql', import.meta.url), 'utf8');
    const inserts = sql.slice(sql.indexOf('INSERT INTO role_privileges'));
    const seeded = [...inserts.matchAll(/\('([a-z_]+)', '([a-z_]+)'\)/g)]
      .map((m) => `${m[1]} ${m[2]}`)
      .sort();
    const constant = Object.entries(rolePrivileges)
      .flatMap(([role, codes]) => [...new Set(codes)].map((code) => `${role} ${code}`))
      .sort();
    // Pairs added to the constant later reach the tables through syncRolePrivileges (seeded ⊆ constant);
    // a pair taken out of the constant would stay in the tables, so none may be.
    expect(seeded.length).toBeGreaterThan(150);
    expect(seeded.filter((pair) => !constant.includes(pair))).toEqual([]);
  });

  it('docs/permissions.md carries the role x call matrix generated from the code (UPDATE_DOCS=1 rewrites it)', async () => {
    const { readFile, writeFile } = await import('node:fs/promises');
    const { allCalls, allDownloads, allUploads } = await import('@funddesk/core');
    const docUrl = new URL('../../../../docs/permissions.md', import.meta.url);
    const doc = await readFile(docUrl, 'utf8');
    const generated = permissionsMatrixMarkdown([...allCalls, ...allDownloads, ...allUploads]);
    const [start, end] = MATRIX_MARKERS;
    const from = doc.indexOf(start);
    const to = doc.indexOf(end);
    const current = from >= 0 && to > from ? doc.slice(from, to + end.length) : '';
    if (process.env.UPDATE_DOCS === '1' && current !== generated) {
      const next = current ? doc.replace(current, generated) : `${doc.trimEnd()}\n\n${generated}\n`;
      await writeFile(docUrl, next);
      return;
    }
    expect(current).toBe(generated);
  });

  it('roleMayCall: a call without a privilege is open to every role; one with a privilege to its holders', () => {
    expect(roleMayCall('cockpit', {})).toBe(true);
    expect(roleMayCall('op', { privilege: 'shopping_cart' })).toBe(true);
    expect(roleMayCall('hosting', { privilege: 'shopping_cart' })).toBe(false);
    expect(roleMayCall('jgt_person', { privilege: 'account_mgt' })).toBe(true);
    expect(roleMayCall('op', { privilege: 'account_mgt' })).toBe(false);
  });

  it('privilegeTreeOf: menu groups and pages, then the functions outside menus, checked as granted', () => {
    const tree = privilegeTreeOf(privilegesOf(['op']));
    const trade = tree.find((n) => n.code === 'trans_mgt');
    expect(trade?.checked).toBe(true);
    const functions = tree.find((n) => n.code === 'functions');
    expect(functions?.children.find((n) => n.code === 'shopping_cart')).toMatchObject({
      title: '购物车',
      checked: true,
    });
    expect(tree.find((n) => n.code === 'authority_mgt')?.checked).toBe(false);
    expect(knownPrivileges().has('shopping_cart')).toBe(true);
  });
});
