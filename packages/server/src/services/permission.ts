import { permission } from '@funddesk/core';
import {
  addPerson,
  editPerson,
  listPersons,
  personInfoOf,
  removePerson,
  setPersonDisabled,
  type Actor,
} from '../permission/persons.js';
import { checkRole, listRoles, rolePowerTree, setRolePrivileges } from '../permission/roles.js';
import { groupSessionOf, route, type HandlerContext, type Route } from './types.js';

/** The administrator making a call: their person id and the organisation the session acts for. */
function actorOf(ctx: HandlerContext): Actor {
  const session = groupSessionOf(ctx);
  return { personId: session.personId, groupId: session.groupId };
}

/**
 * Handlers of permission management (spec 03 §2 /permissionMgt, §7 person/adds … listByRoleCode; issue 11
 * §3). The pipeline has checked the privilege (account_mgt, role_mgt or authority_mgt: FD1003 otherwise) and
 * decrypted the encrypted fields; every call acts on the session's organisation only.
 */
export const permissionRoutes: Route[] = [
  route(permission.personList, async (_req, ctx) => {
    const actor = actorOf(ctx);
    const list = await listPersons(ctx.db, actor.groupId);
    return { list: list.map((row) => ({ ...row, self: row.personId === actor.personId })) };
  }),
  route(permission.personInfo, (req, ctx) => personInfoOf(ctx.db, actorOf(ctx).groupId, req.personId)),
  route(permission.personAdds, (req, ctx) =>
    addPerson(ctx.db, ctx.clock, actorOf(ctx), {
      loginName: req.loginName,
      name: req.name,
      mobile: req.mobilePhone,
      credType: req.credType,
      credNumber: req.credNumber,
      email: req.email,
      roleCodes: req.roleCodes,
      loginPwd: req.loginPwd,
      confirmPassword: req.confirmPassword,
    }),
  ),
  route(permission.personEdits, (req, ctx) =>
    editPerson(ctx.db, ctx.clock, actorOf(ctx), {
      personId: req.personId,
      name: req.name,
      mobile: req.mobilePhone,
      credType: req.credType,
      credNumber: req.credNumber,
      email: req.email,
      roleCodes: req.roleCodes,
    }),
  ),
  route(permission.personCancel, (req, ctx) =>
    setPersonDisabled(ctx.db, ctx.clock, actorOf(ctx), req.personId, req.disabled),
  ),
  route(permission.personDel, async (req, ctx) => {
    await removePerson(ctx.db, ctx.clock, actorOf(ctx), req.personId);
    return { personId: req.personId };
  }),
  route(permission.personRoleList, async (_req, ctx) => ({
    list: await listRoles(ctx.db, actorOf(ctx).groupId),
  })),
  route(permission.personRolePowerList, async (req, ctx) => ({
    roleCode: req.roleCode,
    tree: await rolePowerTree(ctx.db, actorOf(ctx).groupId, req.roleCode),
  })),
  route(permission.personRolePowerEdit, async (req, ctx) => ({
    roleCode: req.roleCode,
    tree: await setRolePrivileges(ctx.db, ctx.clock, actorOf(ctx), req.roleCode, req.privileges),
  })),
  route(permission.personRoleOrgAndPersonList, async (req, ctx) => {
    checkRole(req.roleCode);
    const { groupId } = actorOf(ctx);
    const org = await ctx.db.query<{ corp_name: string }>(
      'SELECT corp_name FROM organisations WHERE group_id = $1',
      [groupId],
    );
    const persons = (await listPersons(ctx.db, groupId, req.roleCode)).filter((p) => p.status === 'active');
    return {
      groupId,
      orgName: org[0]?.corp_name ?? '',
      persons: persons.map((p) => ({ personId: p.personId, name: p.name })),
    };
  }),
  route(permission.personListByRoleCode, async (req, ctx) => {
    checkRole(req.roleCode);
    return { list: await listPersons(ctx.db, actorOf(ctx).groupId, req.roleCode) };
  }),
];
