import type { IconName } from '@blueprintjs/icons';

/** Sidebar icons of the menu groups, by menu code (a design choice; the spec names no icons). */
export const menuIcons: Readonly<Record<string, IconName>> = {
  home_page: 'home',
  financial_products: 'shop',
  fund_tools: 'wrench',
  trans_mgt: 'exchange',
  asset_mgt: 'pie-chart',
  data_service: 'th-list',
  authority_mgt: 'people',
  account_info: 'office',
  data_cockpit: 'dashboard',
  user_mgt: 'user',
};

/** The icon of a menu group; a folder for codes without one. */
export function menuIcon(code: string): IconName {
  return menuIcons[code] ?? 'folder-close';
}
