/**
 * The app's icon table, generated at build time by vite.config.ts `iconTable` (issue 17 §1): the SVG paths of
 * each icon the app can show (`usedIconNames()`, kebab-case names), one chunk a size, loaded on first use.
 */
declare module 'virtual:funddesk-icon-paths' {
  import type { IconPaths } from '@blueprintjs/icons';

  /** The 16 px paths of the app's icons, by icon name. */
  export function loadPaths16(): Promise<Readonly<Record<string, IconPaths>>>;
  /** The 20 px paths of the app's icons, by icon name. */
  export function loadPaths20(): Promise<Readonly<Record<string, IconPaths>>>;
}
