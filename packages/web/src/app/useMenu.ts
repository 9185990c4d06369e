import { account, type MenuNode } from '@funddesk/core';
import { useMemo } from 'react';
import { useCall } from '../api/hooks';
import { useSession } from './session';

/** The person's menu and privilege codes (A/pc/person/menu), fetched once per organisation. */
export interface MenuState {
  /** The full tree, hidden nodes included (they name detail tabs). */
  menu: readonly MenuNode[];
  /** Route and privilege codes, for permission checks (spec 01 §5: code in the route or privilege list). */
  codes: ReadonlySet<string>;
  isLoading: boolean;
  failed: boolean;
}

const noMenu: readonly MenuNode[] = [];

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
  return { menu: data?.menuList ?? noMenu, codes, isLoading, failed: error !== undefined };
}

/**
 * The permission check of spec 01 §5 / 03 §5: passes when no code is required or the code is in the
 * route or privilege code list. A pair `[institution, enterprise]` picks by variant (spec 01 §6).
 */
export function hasPermission(codes: ReadonlySet<string>, code: string | undefined): boolean {
  return code === undefined || code === '' || codes.has(code);
}
