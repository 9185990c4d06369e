import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import { loadPaths16, loadPaths20 } from 'virtual:funddesk-icon-paths';

/**
 * The icon loader of the app (issue 17 §1 "one icon delivery"): icons render from SVG paths only (the icon
 * fonts are not imported, see main.tsx). The paths of the icons the app and Blueprint's components name
 * (vite.config.ts `usedIconNames`, checked by icons.test.ts) make one small chunk a size (~7 KB brotli), loaded
 * with the first icon of that size; Blueprint's default loader would fetch every icon of a size (~80 KB brotli),
 * and one chunk per icon cost a request per icon shown. An icon outside the table answers no paths (Blueprint
 * draws an empty icon).
 * @param name the Blueprint icon name (kebab-case)
 * @param size 16 (standard) or 20 (large), as Blueprint asks
 */
export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const table = await (size === IconSize.LARGE ? loadPaths20() : loadPaths16());
  return Object.hasOwn(table, name) ? table[name]! : [];
}

/** Makes {@link loadIconPaths} Blueprint's loader for every icon of the app; called once in main.tsx. */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
