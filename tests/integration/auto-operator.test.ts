import { account, autoOperatorRole, decideLanding, ErrorCode, firstLogin } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

/** mgr01's organisation; the test server's own copy of the seed is set to have no operator. */
const MANAGER_ORG = '10000010';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await server.db.query('UPDATE organisations SET has_operator = false WHERE group_id = $1', [MANAGER_ORG]);
});
afterAll(async () => {
  await server?.close();
});

describe('A/pc/person/role/set/self: the manager without an operator takes op (spec 01 §4.2, §7.6)', () => {
  it('spec 01 §7.6: refused (FD1003) for a person who is not a manager, and nothing changes', async () => {
    const c = server.client();
    await c.login('op01');
    await expect(c.gateway.call(firstLogin.roleSetSelf, { roleCode: 'op' })).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
    });
    const c2 = server.client();
    await c2.login('query01');
    await expect(c2.gateway.call(firstLogin.roleSetSelf, { roleCode: 'op' })).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
    });
    const roles = await server.db.query<{ roles: string[] }>(
      "SELECT roles FROM persons WHERE login_name = 'query01'",
    );
    expect(roles[0]?.roles).not.toContain('op');
  });

  it('spec 01 §4.2: mgr01 takes op in one step; the organisation has an operator and the session keeps going with the new privileges', async () => {
    const c = server.client();
    await c.login('mgr01', undefined, MANAGER_ORG);
    const before = await c.gateway.call(firstLogin.corpInfo, {});
    expect(before).toMatchObject({ isManager: true, isOperator: false, hasOperator: false });
    expect(autoOperatorRole(before)).toBe('op');
    const menuBefore = await c.gateway.call(account.personMenu, {});

    const answer = await c.gateway.call(firstLogin.roleSetSelf, { roleCode: 'op' });
    expect(answer).toEqual({ roles: ['manager', 'op'] });

    // The same session, no A00198: the next calls see the operator role at once.
    const after = await c.gateway.call(firstLogin.corpInfo, {});
    expect(after).toMatchObject({ isManager: true, isOperator: true, hasOperator: true });
    expect(autoOperatorRole(after)).toBeNull();
    expect(
      decideLanding({ roles: answer.roles, adminType: 0, loginType: 1, org: after, firstLogin: after }).to,
    ).toBe('/redirect');
    const menuAfter = await c.gateway.call(account.personMenu, {});
    expect(menuAfter.privilegeCodes.length).toBeGreaterThanOrEqual(menuBefore.privilegeCodes.length);

    // Once taken, a second call is refused and changes nothing.
    await expect(c.gateway.call(firstLogin.roleSetSelf, { roleCode: 'op' })).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
    });
    const rows = await server.db.query<{ roles: string[] }>(
      "SELECT roles FROM persons WHERE login_name = 'mgr01'",
    );
    expect(rows[0]?.roles).toEqual(['manager', 'op']);
  });

  it('spec 01 §7.6: the request accepts only the operator role op', async () => {
    const c = server.client();
    await c.login('mgr01', undefined, MANAGER_ORG);
    await expect(
      c.gateway.call(firstLogin.roleSetSelf, { roleCode: 'manager' } as unknown as { roleCode: 'op' }),
    ).rejects.toBeDefined();
    expect(firstLogin.roleSetSelf.path).toBe('pc/person/role/set/self');
  });
});
