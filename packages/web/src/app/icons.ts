import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

/**
 * Each Blueprint icon's SVG paths as a module of its own (a few hundred bytes), loaded on first use. Blueprint's
 * default loader fetches the paths of every icon of a size at once (~300 KB, ~80 KB brotli) for the first icon
 * shown; the login page shows about ten.
 */
const paths16 = import.meta.glob<IconPaths>(
  '../../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js',
  { import: 'default' },
);
const paths20 = import.meta.glob<IconPaths>(
  '../../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js',
  { import: 'default' },
);

/** The module key of an icon's paths in {@link paths16} / {@link paths20}. */
function keyOf(name: IconName, size: IconSize): string {
  return `../../../../node_modules/@blueprintjs/icons/lib/esm/generated/${size}px/paths/${name}.js`;
}

/**
 * The icon loader of the app (issue 17 §1 "one icon delivery"): icons render from SVG paths only (the icon
 * fonts are not imported, see main.tsx), and each icon's paths load on first use as a small chunk of their
 * own, 16 px or 20 px. An unknown icon answers no paths (Blueprint draws an empty icon).
 * @param name the Blueprint icon name (kebab-case)
 * @param size 16 (standard) or 20 (large), as Blueprint asks
 */
export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const table = size === IconSize.LARGE ? paths20 : paths16;
  const load = table[keyOf(name, size === IconSize.LARGE ? IconSize.LARGE : IconSize.STANDARD)];
  return load ? load() : [];
}

/** Makes {@link loadIconPaths} Blueprint's loader for every icon of the app; called once in main.tsx. */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
