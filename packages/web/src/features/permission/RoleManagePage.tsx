import { useState } from 'react';
import { Button, Card, Checkbox, Menu, MenuItem } from '@blueprintjs/core';
import { permission, t, type PrivilegeNode } from '@funddesk/core';
import { useCall, useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { roleName } from './UserManagePage';
import '../product/product.css';
import '../trade/screens.css';

/** Every code of a tree whose node is checked (the functions group itself is no privilege). */
function checkedOf(nodes: readonly PrivilegeNode[], out = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.checked && node.code !== 'functions') out.add(node.code);
    checkedOf(node.children, out);
  }
  return out;
}

/**
 * 角色权限 (/permissionMgt/roleManage, menu code role_mgt; spec 03 §2, §7 person/role/list,
 * person/role/power/list; issue 11 §3): the roles on the left, the chosen role's privileges as a tree of
 * checkboxes (menu groups, their pages, then the functions outside menus) with a save that sets the
 * organisation's own set (person/role/power/edit). Holders see the new menus and calls at their next request.
 */
export function RoleManagePage() {
  const roles = useCall(permission.personRoleList, {});
  const [roleCode, setRoleCode] = useState('op');
  const tree = useCall(permission.personRolePowerList, { roleCode });
  const save = useMutationCall(permission.personRolePowerEdit);
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const granted = draft ?? checkedOf(tree.data?.tree ?? []);

  const toggle = (node: PrivilegeNode) => {
    const next = new Set(granted);
    const codes = node.code === 'functions' ? node.children.map((c) => c.code) : [node.code];
    const on = node.code === 'functions' ? !codes.every((c) => next.has(c)) : !next.has(node.code);
    for (const code of codes) {
      if (on) next.add(code);
      else next.delete(code);
    }
    setDraft(next);
  };

  const submit = async () => {
    await save.trigger({ roleCode, privileges: [...granted] });
    setDraft(null);
    notifier.toast(t('perm.role.saved'), 'success');
    await tree.mutate();
  };

  const render = (nodes: readonly PrivilegeNode[], depth: number) =>
    nodes.map((node) => (
      <div key={`${node.code}-${node.title}`} style={{ marginLeft: depth * 20 }}>
        <Checkbox
          label={node.title}
          checked={
            node.code === 'functions'
              ? node.children.every((c) => granted.has(c.code))
              : granted.has(node.code)
          }
          onChange={() => toggle(node)}
        />
        {render(node.children, depth + 1)}
      </div>
    ));

  return (
    <div className="fd-product fd-screens">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('perm.role.title')}</h2>
      </Card>
      <div style={{ display: 'flex', gap: 16 }}>
        <Card>
          <Menu aria-label={t('perm.role.title')}>
            {(roles.data?.list ?? []).map((r) => (
              <MenuItem
                key={r.roleCode}
                text={`${r.roleName}（${r.personCount}）`}
                active={r.roleCode === roleCode}
                onClick={() => {
                  setRoleCode(r.roleCode);
                  setDraft(null);
                }}
              />
            ))}
          </Menu>
        </Card>
        <Card style={{ flex: 1 }}>
          <h3 className="fd-section-title">{t('perm.role.privileges', { role: roleName(roleCode) })}</h3>
          {render(tree.data?.tree ?? [], 0)}
          <Button
            intent="primary"
            text={t('perm.role.save')}
            disabled={draft === null}
            loading={save.isMutating}
            onClick={() => void submit().catch(() => undefined)}
          />
        </Card>
      </div>
    </div>
  );
}
