import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { t, type PersonRow, type PrivilegeNode } from '@funddesk/core';
import { fakeGateway, WithGateway } from '../product/testing/fakeGateway';
import { RoleManagePage } from './RoleManagePage';
import { UserManagePage } from './UserManagePage';

afterEach(cleanup);

const aPerson = (loginName: string, overrides: Partial<PersonRow> = {}): PersonRow => ({
  personId: `P-${loginName}`,
  loginName,
  name: `姓名${loginName}`,
  mobilePhone: '13800138000',
  credType: '0',
  credNumber: '11010519491231002X',
  email: '',
  roleCodes: ['op'],
  status: 'active',
  mustChangePassword: false,
  ...overrides,
});

describe('账号管理 /permissionMgt/userManage (spec 03 §2, §7; issue 11 §3)', () => {
  it('lists the persons, adds one through the dialog (person/adds) and disables one after confirmation', async () => {
    let list = [aPerson('admin01', { roleCodes: ['jgt_person'] }), aPerson('op01')];
    const gateway = fakeGateway({
      personList: () => ({ list }),
      personAdds: (req) => {
        const added = aPerson((req as { loginName: string }).loginName, { mustChangePassword: true });
        list = [...list, added];
        return added;
      },
      personCancel: (req) => {
        const { personId } = req as { personId: string };
        list = list.map((p) => (p.personId === personId ? { ...p, status: 'disabled' as const } : p));
        return list.find((p) => p.personId === personId);
      },
    });
    render(
      <WithGateway gateway={gateway}>
        <UserManagePage />
      </WithGateway>,
    );
    const table = await screen.findByRole('table', { name: t('perm.user.title') });
    await within(table).findByText('op01');
    expect(within(table).getByText(t('role.jgt_person'))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t('perm.user.add') }));
    const dialog = await screen.findByRole('dialog');
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(t('perm.user.col.loginName'), 'op09');
    fill(t('perm.user.col.name'), '林涛');
    fill(t('perm.user.col.mobile'), '13912345678');
    fill(t('perm.user.col.credNumber'), '11010519491231002X');
    fill(t('perm.user.field.loginPwd'), 'Start@2026a');
    fill(t('perm.user.field.confirmPassword'), 'Start@2026a');
    fireEvent.click(within(dialog).getByRole('button', { name: t('perm.common.save') }));
    await within(table).findByText('op09');
    expect(gateway.requests('personAdds')[0]).toMatchObject({
      loginName: 'op09',
      name: '林涛',
      mobilePhone: '13912345678',
      roleCodes: ['op'],
      loginPwd: 'Start@2026a',
      confirmPassword: 'Start@2026a',
    });

    const row = within(table).getByText('op01').closest('tr')!;
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: t('perm.user.disable') }));
    fireEvent.click(await screen.findByRole('button', { name: t('perm.common.confirm') }));
    await waitFor(() =>
      expect(gateway.requests('personCancel')).toEqual([{ personId: 'P-op01', disabled: true }]),
    );
    await within(table).findByText(t('person.status.disabled'));
  });

  it('the administrator’s own row has 编辑 but neither 停用 nor 移除 (the server refuses both for oneself)', async () => {
    const gateway = fakeGateway({
      personList: () => ({
        list: [
          aPerson('admin01', { roleCodes: ['jgt_person'], self: true }),
          aPerson('op01', { self: false }),
        ],
      }),
    });
    render(
      <WithGateway gateway={gateway}>
        <UserManagePage />
      </WithGateway>,
    );
    const table = await screen.findByRole('table', { name: t('perm.user.title') });
    const own = (await within(table).findByText('admin01')).closest('tr') as HTMLElement;
    expect(within(own).getByRole('button', { name: t('perm.user.edit') })).toBeTruthy();
    expect(within(own).queryByRole('button', { name: t('perm.user.disable') })).toBeNull();
    expect(within(own).queryByRole('button', { name: t('perm.user.remove') })).toBeNull();
    const other = within(table).getByText('op01').closest('tr') as HTMLElement;
    expect(within(other).getByRole('button', { name: t('perm.user.remove') })).toBeTruthy();
  });
});

describe('角色权限 /permissionMgt/roleManage (issue 11 §3: a role’s privileges as a tree)', () => {
  it('shows the role’s tree with checkboxes and saves the set without the unticked privilege', async () => {
    const tree: PrivilegeNode[] = [
      {
        code: 'functions',
        title: t('perm.role.functions'),
        checked: true,
        children: [
          { code: 'shopping_cart', title: t('privilege.shopping_cart'), checked: true, children: [] },
          { code: 'fund_search', title: t('privilege.fund_search'), checked: true, children: [] },
        ],
      },
    ];
    const gateway = fakeGateway({
      personRoleList: () => ({ list: [{ roleCode: 'op', roleName: t('role.op'), personCount: 2 }] }),
      personRolePowerList: () => ({ roleCode: 'op', tree }),
      personRolePowerEdit: (req) => ({ roleCode: 'op', tree, ...(req as object) }),
    });
    render(
      <WithGateway gateway={gateway}>
        <RoleManagePage />
      </WithGateway>,
    );
    const cart = await screen.findByRole('checkbox', { name: t('privilege.shopping_cart') });
    expect((cart as HTMLInputElement).checked).toBe(true);
    fireEvent.click(cart);
    fireEvent.click(screen.getByRole('button', { name: t('perm.role.save') }));
    await waitFor(() =>
      expect(gateway.requests('personRolePowerEdit')).toEqual([
        { roleCode: 'op', privileges: ['fund_search'] },
      ]),
    );
  });
});
