import { Alert, Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t, type MessageKey } from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { logout } from '../auth';
import { useSession } from '../session';
import { variant } from '../variant';

const roleMessages: Readonly<Record<string, MessageKey>> = {
  first_checker: 'role.first_checker',
  second_checker: 'role.second_checker',
  inquirer: 'role.inquirer',
  manager: 'role.manager',
  jgt_person: 'role.jgt_person',
  jgt_old_op: 'role.jgt_old_op',
  hosting: 'role.hosting',
  cockpit: 'role.cockpit',
  fd_ops: 'role.fd_ops', // the platform's back office (issue 15 §2)
};

/**
 * The role label (spec 01 §1: the operator is 交易员 in the institution variant, 操作员 elsewhere; the
 * treasurer is the enterprise variant's operator).
 */
export function roleLabel(roleType: string | undefined): string {
  if (!roleType) return '';
  if (roleType === 'op' || roleType === 'treasurer') return t(variant.operatorLabelKey);
  const key = roleMessages[roleType];
  return key ? t(key) : roleType;
}

/**
 * The user menu: the person's name and role, personal pages and 安全退出 (logout after a confirm). Held at
 * 首次登录设置 (`gated`, spec 01 §4.2) the personal pages, which the guard would send back there, are left out.
 * @see spec 01 §2.1 (safe-logout entry), §4.2, §4.3 logout
 */
export function UserMenu({ gated = false }: { gated?: boolean }) {
  const client = useGateway();
  const navigate = useNavigate();
  const { personName, roleType } = useSession();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <PopoverNext
        placement="bottom-end"
        arrow={false}
        animation="minimal"
        content={
          <Menu size="small">
            {gated ? null : (
              <>
                <MenuItem
                  icon="id-number"
                  text={t('web.header.userInfo')}
                  onClick={() => void navigate('/user/userInfo')}
                />
                <MenuItem
                  icon="key"
                  text={t('web.header.password')}
                  onClick={() => void navigate('/user/password/login')}
                />
                <MenuDivider />
              </>
            )}
            <MenuItem
              icon="log-out"
              intent="danger"
              text={t('web.header.logout')}
              onClick={() => setConfirming(true)}
            />
          </Menu>
        }
      >
        <Button variant="minimal" icon="user" endIcon="caret-down" className="fd-header__user">
          <span>{personName ?? ''}</span>
          <span className="fd-header__role">{roleLabel(roleType)}</span>
        </Button>
      </PopoverNext>
      <Alert
        isOpen={confirming}
        intent="danger"
        icon="log-out"
        confirmButtonText={t('web.header.logout')}
        cancelButtonText={t('web.common.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void logout(client);
        }}
      >
        {t('web.header.logoutConfirm')}
      </Alert>
    </>
  );
}
