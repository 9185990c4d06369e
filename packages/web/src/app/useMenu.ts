import {
  account,
  hasPermission as canWith,
  type MenuNode,
  type PermissionCode,
  type PersonCodes,
} from '@funddesk/core';
import { useCallback, useMemo } from 'react';
import { useCall } from '../api/hooks';
import { useSession } from './session';
import { variant } from './variant';

/** The person's menu and privilege codes (A/pc/person/menu), fetched once per organisation. */
export interface MenuState {
  /** The full tree, hidden nodes included (they name detail tabs). */
  menu: readonly MenuNode[];
  /** Route and privilege codes, for permission checks (spec 01 §5: code in the route or privilege list). */
  codes: ReadonlySet<string>;
  /** The two lists as the menu call answered them. */
  personCodes: PersonCodes;
  /**
   * Whether the person holds a code (core `hasPermission`: no code passes, the privilege list wins when
   * non-empty, a pair picks by variant; spec 01 §5, §6).
   */
  can: (code: PermissionCode) => boolean;
  isLoading: boolean;
  failed: boolean;
  /** Whether the menu call has answered (with the tree or a failure): the dynamic routes exist. */
  loaded: boolean;
}

const noMenu: readonly MenuNode[] = [];
const noCodes: PersonCodes = { routeCodes: [], privilegeCodes: [] };

/**
 * The menu of the session's organisation; nothing is fetched without a group id.
 * @see spec 01 §6, §7.6 (A/pc/person/menu)
 */
export function useMenu(): MenuState {
  const { token, groupId } = useSession();
  const { data, error, isLoading } = useCall(account.personMenu, token && groupId ? {} : null, {
    revalidateIfStale: false,
  });
  const codes = useMemo(
    () => new Set([...(data?.routeCodes ?? []), ...(data?.privilegeCodes ?? [])]),
    [data],
  );
  const personCodes = data ?? noCodes;
  const can = useCallback((code: PermissionCode) => canWith(code, variant.id, personCodes), [personCodes]);
  return {
    menu: data?.menuList ?? noMenu,
    codes,
    personCodes,
    can,
    isLoading,
    failed: error !== undefined,
    loaded: data !== undefined || error !== undefined,
  };
}

/**
 * The permission check of spec 01 §5 / 03 §5 over the union of the route and privilege codes: passes when
 * no code is required or the code is in either list.
 */
export function hasPermission(codes: ReadonlySet<string>, code: string | undefined): boolean {
  return code === undefined || code === '' || codes.has(code);
}
