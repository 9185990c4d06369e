import {
  account,
  ErrorCode,
  firstLogin,
  GatewayError,
  type CallDef,
  type CorpInfo,
  type GatewayClient,
} from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { enterOrganisation } from './auth';
import { createSessionStore, memoryStorage } from './session';

const org = { groupId: '10000010', status: 2, orgType: 0, clientType: '2', managerOrgFlag: true };

const switched = {
  token: 't-2',
  groupId: '10000010',
  clienttype: '2',
  roleType: 'manager',
  orgType: 0,
  managerOrgFlag: true,
  corpName: '示例管理人',
};

function corpInfo(flags: Partial<CorpInfo>): CorpInfo {
  return {
    groupId: '10000010',
    status: 2,
    synthesizeState: 2,
    orgType: 0,
    clientType: '2',
    roleType: 'manager',
    gid: 'G10000010',
    changingFlag: false,
    financialProFlag: false,
    managerOrgFlag: true,
    transactorChangeStatus: { hasTransactorChanging: false, hasAdmin: false, roleType: 'manager' },
    transactorChange: null,
    isManager: true,
    isOperator: false,
    hasApproveSet: true,
    hasOperator: true,
    hasTradePwd: true,
    hasLoginPwd: true,
    ...flags,
  };
}

/**
 * A gateway whose corpInfo answers `infos` in turn and whose roleSetSelf answers `roleSet` (or fails with
 * it); it records the calls it got.
 */
function fakeGateway(infos: CorpInfo[], roleSet: { roles: string[] } | GatewayError) {
  const calls: { name: string; request: unknown }[] = [];
  let corpInfoCount = 0;
  const client = {
    call(call: CallDef, request: unknown) {
      calls.push({ name: call.name, request });
      if (call.name === account.loginSwitch.name) return Promise.resolve(switched);
      if (call.name === firstLogin.corpInfo.name) {
        const info = infos[Math.min(corpInfoCount, infos.length - 1)];
        corpInfoCount += 1;
        return Promise.resolve(info);
      }
      if (call.name === firstLogin.roleSetSelf.name) {
        return roleSet instanceof GatewayError ? Promise.reject(roleSet) : Promise.resolve(roleSet);
      }
      return Promise.reject(new Error(`unexpected call ${call.name}`));
    },
  } as unknown as GatewayClient;
  return { client, calls };
}

describe('entering an organisation: the manager without an operator takes the op role (spec 01 §4.2, §7.6)', () => {
  it('spec 01 §4.2: a manager whose organisation has no operator calls roleSetSelf, then reads the corporate info again', async () => {
    const store = createSessionStore(memoryStorage());
    store.set({ roles: ['manager'], loginType: 1 });
    const { client, calls } = fakeGateway(
      [corpInfo({ hasOperator: false }), corpInfo({ hasOperator: true, isOperator: true })],
      { roles: ['manager', 'op'] },
    );
    const result = await enterOrganisation(client, org, store);
    expect(calls.map((c) => c.name)).toEqual([
      account.loginSwitch.name,
      firstLogin.corpInfo.name,
      firstLogin.roleSetSelf.name,
      firstLogin.corpInfo.name,
    ]);
    expect(calls[2]?.request).toEqual({ roleCode: 'op' });
    expect(store.get().roles).toEqual(['manager', 'op']);
    // The landing reads the fresh flags: the organisation now has an operator.
    expect(store.get().firstLogin).toMatchObject({ hasOperator: true, isOperator: true });
    expect(result).toEqual({ ok: true, to: '/redirect' });
  });

  it.each([
    ['the organisation has an operator', { hasOperator: true }],
    ['the manager is an operator already', { hasOperator: false, isOperator: true }],
    ['the person is not a manager', { isManager: false, hasOperator: false }],
  ])('spec 01 §4.2: no roleSetSelf when %s', async (_case, flags) => {
    const store = createSessionStore(memoryStorage());
    store.set({ roles: ['manager'], loginType: 1 });
    const { client, calls } = fakeGateway([corpInfo(flags)], { roles: [] });
    await enterOrganisation(client, org, store);
    expect(calls.map((c) => c.name)).toEqual([account.loginSwitch.name, firstLogin.corpInfo.name]);
    expect(store.get().roles).toEqual(['manager']);
  });

  it('spec 01 §4.2: a refused roleSetSelf is not shown; entering goes on without the role', async () => {
    const store = createSessionStore(memoryStorage());
    store.set({ roles: ['manager'], loginType: 1 });
    const { client, calls } = fakeGateway(
      [corpInfo({ hasOperator: false })],
      new GatewayError(ErrorCode.Forbidden),
    );
    const result = await enterOrganisation(client, org, store);
    expect(calls.map((c) => c.name)).toEqual([
      account.loginSwitch.name,
      firstLogin.corpInfo.name,
      firstLogin.roleSetSelf.name,
    ]);
    expect(store.get().roles).toEqual(['manager']);
    expect(result.ok).toBe(true);
  });
});
