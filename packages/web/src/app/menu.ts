import type { MenuNode } from '@funddesk/core';

/**
 * The sidebar's menu: the server's tree without hidden nodes, and groups left without visible children
 * dropped (spec 01 §6: menu visibility follows the server menu tree).
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

/** The leaf paths of a menu in order (the links of the sidebar). */
export function menuLeaves(menu: readonly MenuNode[]): MenuNode[] {
  return menu.flatMap((node) => (node.children.length > 0 ? menuLeaves(node.children) : [node]));
}

function matches(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.split('/');
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
}

/**
 * The menu node of a path, hidden nodes included (their title names the tab of a detail page).
 * The deepest match wins.
 */
export function findMenuNode(menu: readonly MenuNode[], pathname: string): MenuNode | undefined {
  for (const node of menu) {
    const child = findMenuNode(node.children, pathname);
    if (child) return child;
    if (matches(node.path, pathname)) return node;
  }
  return undefined;
}

/** The group whose subtree holds `pathname` (to open it in the sidebar). */
export function findMenuGroup(menu: readonly MenuNode[], pathname: string): MenuNode | undefined {
  return menu.find(
    (group) => findMenuNode(group.children, pathname) !== undefined || matches(group.path, pathname),
  );
}

/**
 * The landing page of /redirect (spec 01 §2.2: the first visible menu child, default asset).
 * @param hasPage - whether the app has a page for a path yet; pages not built fall back to `fallback`
 * @param fallback - where to land when the first child has no page
 */
export function landingPath(
  menu: readonly MenuNode[],
  hasPage: (path: string) => boolean,
  fallback: string,
): string {
  const first = menuLeaves(visibleMenu(menu))[0]?.path ?? '/asset/index';
  return hasPage(first) ? first : fallback;
}
