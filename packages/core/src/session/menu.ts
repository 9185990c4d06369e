/**
 * The menu tree in the shell (spec 01 §2.1 sidebar, §2.2 /redirect, §6 menu visibility): which nodes the
 * sidebar shows, which node names a page, and where /redirect lands.
 */
import type { MenuNode } from '../domain/session.js';
import { matchesRoute } from './route.js';

/** Where /redirect lands when the menu has no page to offer (spec 01 §2.2: "default asset"). */
export const DEFAULT_LANDING = '/asset/index';

/** The path part of a menu link (menu links may carry `?tagsType=replace` or `?leftSide=true`). */
export function menuPathOf(link: string): string {
  return link.split('?', 1)[0] ?? link;
}

/**
 * The sidebar's menu: the server's tree without hidden nodes, and groups left without visible children
 * dropped (spec 01 §6: a route shows only if its menu code is in the list; the server sends the list).
 * @see spec 01 §2.1, §6
 */
export function visibleMenu(menu: readonly MenuNode[]): MenuNode[] {
  return menu
    .filter((node) => !node.hidden)
    .flatMap((node) => {
      if (node.children.length === 0) return [node];
      const children = visibleMenu(node.children);
      return children.length > 0 ? [{ ...node, children }] : [];
    });
}

/** The leaves of a menu in order (the links of the sidebar). */
export function menuLeaves(menu: readonly MenuNode[]): MenuNode[] {
  return menu.flatMap((node) => (node.children.length > 0 ? menuLeaves(node.children) : [node]));
}

/** Every route path of a menu tree, hidden nodes and groups included (the generated routes of spec 01 §2.3). */
export function menuRoutePaths(menu: readonly MenuNode[]): string[] {
  return menu.flatMap((node) => [menuPathOf(node.path), ...menuRoutePaths(node.children)]);
}

/**
 * The menu node of a path, hidden nodes included (their title names the tab of a detail page). The
 * deepest match wins.
 */
export function findMenuNode(menu: readonly MenuNode[], pathname: string): MenuNode | undefined {
  for (const node of menu) {
    const child = findMenuNode(node.children, pathname);
    if (child) return child;
    if (matchesRoute(menuPathOf(node.path), pathname)) return node;
  }
  return undefined;
}

/** The group whose subtree holds `pathname` (the sidebar opens it). */
export function findMenuGroup(menu: readonly MenuNode[], pathname: string): MenuNode | undefined {
  return menu.find(
    (group) =>
      findMenuNode(group.children, pathname) !== undefined || matchesRoute(menuPathOf(group.path), pathname),
  );
}

/**
 * Where /redirect lands (spec 01 §2.2: "first visible menu child, default asset"): the first visible leaf
 * of the menu that has a page, with its query flags (tagsType, leftSide) as the menu gives them; the asset
 * overview when none has.
 * @param hasPage - whether the app can show a path yet (every path, when all pages are built)
 * @see spec 01 §2.2 /redirect
 */
export function landingPath(
  menu: readonly MenuNode[],
  hasPage: (path: string) => boolean = () => true,
): string {
  const leaf = menuLeaves(visibleMenu(menu)).find((node) => hasPage(menuPathOf(node.path)));
  return leaf?.path ?? DEFAULT_LANDING;
}
