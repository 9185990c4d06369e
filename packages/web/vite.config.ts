import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'postcss';
import { defineConfig, type PluginOption } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** A path relative to this folder, absolute (node:path, so it also works where a test's URL is the DOM's). */
const here = (path: string): string => join(dirname(fileURLToPath(import.meta.url)), path);

/**
 * Selectors of Blueprint's own style sheets the app never matches: the dark theme (`.bp6-dark`, the app never
 * turns it on; ~20% of blueprint.css) and the components the app does not use (compound tags, editable text,
 * file inputs, tag inputs, sliders, trees, multistep dialogs, panel stacks, entity titles, card lists,
 * sections, breadcrumbs, navbars: no web source names them, nor do the select/datetime/table components it
 * uses).
 */
const UNUSED_BLUEPRINT_SELECTOR =
  /\.bp\d-(?:dark|compound-tag|editable-text|file-input|file-upload-input|tag-input|slider|tree|multistep-dialog|panel-stack|entity-title|card-list|section|breadcrumb|navbar)s?(?![a-z])/;

/**
 * Drops the selectors of {@link UNUSED_BLUEPRINT_SELECTOR} from Blueprint's own style sheets, and the rules left
 * with none (issue 17 §1: the entry's style sheet is on every first visit; the dark theme alone was ~5 KB
 * brotli). The app's own style sheets are left as they are.
 */
const dropUnusedBlueprintRules: Plugin = {
  postcssPlugin: 'funddesk-drop-unused-blueprint-rules',
  Once(root) {
    if (!/node_modules[\\/]@blueprintjs[\\/]/.test(root.source?.input.file ?? '')) return;
    root.walkRules((rule) => {
      const kept = rule.selectors.filter((selector) => !UNUSED_BLUEPRINT_SELECTOR.test(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
  },
};

/** The folder of Blueprint's per-icon paths modules of a size (16 or 20 px): `<name>.js` each. */
const iconPathsDir = (size: 16 | 20): string =>
  here(`../../node_modules/@blueprintjs/icons/lib/esm/generated/${size}px/paths/`);

/** The source files under `dir` (recursively) whose name matches `keep`; `node_modules` and examples are skipped. */
function sourceFiles(dir: string, keep: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === '__examples__' ? [] : sourceFiles(path, keep);
    return keep.test(entry.name) ? [path] : [];
  });
}

/** The app's own sources (web and core, tests left out) that may name an icon. */
const APP_SOURCES = () =>
  [here('./src'), here('../core/src')].flatMap((dir) => sourceFiles(dir, /^(?!.*\.test\.).*\.tsx?$/));

/** Blueprint's component packages: they ask the loader for a few icons by name (most of theirs are static). */
const BLUEPRINT_SOURCES = () =>
  ['core', 'select', 'table', 'datetime'].flatMap((pkg) =>
    sourceFiles(here(`../../node_modules/@blueprintjs/${pkg}/lib/esm/`), /\.js$/),
  );

/**
 * The Blueprint icons the app can show through the icon loader (app/icons.ts), kebab-case names, sorted (issue
 * 17 §1): every string literal of the app's sources (web and core) that names an icon, and every icon Blueprint's
 * component packages ask for by name (a quoted name or `IconNames.X` on a line that mentions an icon), kept only
 * when its 16 px and 20 px paths modules exist. A name found this way that is no icon of the app (a word such as
 * 'list') costs one table entry; an icon outside the list draws empty, which app/icons.test.ts guards against.
 */
export function usedIconNames(): string[] {
  // The icons Blueprint names at a size (its generated enum) whose paths module exists; not the folder's
  // listing, which also holds the paths barrel (index.js, every icon at once).
  const exists = (size: 16 | 20) => {
    const listed = new Set(readdirSync(iconPathsDir(size)));
    const enumSource = readFileSync(`${iconPathsDir(size)}../blueprint-icons-${size}.js`, 'utf8');
    return new Set(
      [...enumSource.matchAll(/\] = "([a-z0-9-]+)";/g)]
        .map((match) => match[1]!)
        .filter((name) => listed.has(`${name}.js`)),
    );
  };
  const small = exists(16);
  const large = exists(20);
  const names = new Set<string>();
  for (const file of APP_SOURCES()) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/['"`]([a-z0-9-]+)['"`]/g)) names.add(name!);
  }
  for (const file of BLUEPRINT_SOURCES()) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!/icon/i.test(line)) continue;
      for (const [, name] of line.matchAll(/"([a-z0-9-]+)"/g)) names.add(name!);
      for (const [, constant] of line.matchAll(/IconNames\.([A-Z0-9_]+)/g))
        names.add(constant!.toLowerCase().replaceAll('_', '-'));
    }
  }
  return [...names].filter((name) => small.has(name) && large.has(name)).sort();
}

/** The virtual module of the app's icon table (app/icons.ts; its type in app/iconPaths.d.ts). */
const ICON_TABLE_ID = 'virtual:funddesk-icon-paths';
/** The virtual module of one size's paths, `${ICON_TABLE_ID}/16` or `/20`: a chunk of its own. */
const ICON_SIZE_MODULE = /^\0virtual:funddesk-icon-paths\/(16|20)$/;
/** A Blueprint icon's paths module (not the paths barrel, index.js): its size and name. */
const ICON_PATHS_MODULE =
  /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/](16|20)px[\\/]paths[\\/]([a-z0-9-]+)\.js$/;

/**
 * The icon size ('16', '20') of the app's icon table of a size, or of the paths module of an icon of the app
 * ({@link usedIconNames}); else undefined.
 */
function iconSizeOf(id: string): string | undefined {
  const table = ICON_SIZE_MODULE.exec(id);
  if (table) return table[1];
  const paths = ICON_PATHS_MODULE.exec(id);
  return paths && appIconNames().has(paths[2]!) ? paths[1] : undefined;
}

let appIcons: ReadonlySet<string> | undefined;
/** {@link usedIconNames}, scanned once a build. */
function appIconNames(): ReadonlySet<string> {
  appIcons ??= new Set(usedIconNames());
  return appIcons;
}

/**
 * Provides {@link ICON_TABLE_ID}: `loadPaths16()` / `loadPaths20()`, each a dynamic import of one module (one
 * chunk) holding the SVG paths of every icon of {@link usedIconNames} at that size, `{ [name]: IconPaths }`
 * (issue 17 §1). The entry then carries two small loaders instead of a table of all ~2,100 icons x 2 sizes
 * with their module paths and chunk names (~8 KB brotli); the ~90 icons the app can show are ~7 KB brotli a
 * size, fetched at once with the first icon, where one chunk per icon cost each page a request (~1 KB of
 * headers) per icon shown: the fund detail page showed twenty.
 */
const iconTable: PluginOption = {
  name: 'funddesk-icon-table',
  resolveId: (id) =>
    id === ICON_TABLE_ID || /^virtual:funddesk-icon-paths\/(16|20)$/.test(id) ? `\0${id}` : undefined,
  load(id) {
    if (id === `\0${ICON_TABLE_ID}`) {
      return [
        'const paths = (module) => module.default;',
        `export const loadPaths16 = () => import('${ICON_TABLE_ID}/16').then(paths);`,
        `export const loadPaths20 = () => import('${ICON_TABLE_ID}/20').then(paths);`,
      ].join('\n');
    }
    const size = ICON_SIZE_MODULE.exec(id)?.[1];
    if (size !== '16' && size !== '20') return undefined;
    const names = [...appIconNames()];
    const imports = names.map(
      (name, i) =>
        `import p${i} from ${JSON.stringify(`${iconPathsDir(size === '16' ? 16 : 20)}${name}.js`)};`,
    );
    const entries = names.map((name, i) => `${JSON.stringify(name)}: p${i}`);
    return `${imports.join('\n')}\nexport default {\n${entries.join(',\n')}\n};\n`;
  },
};

/** The shell of every signed-in page (router.tsx loads it lazily). */
const SHELL_MODULE = /[\\/]src[\\/]app[\\/]shell[\\/]Layout\.tsx$/;
/** The modules of the shell's chunk, found by {@link shellChunk} once the module graph is built. */
const shellModules = new Set<string>();

/**
 * Collects the modules of the shell chunk (issue 17 §1): every module the shell (Layout.tsx) imports
 * statically, directly or not, that the entry does not already need. Every signed-in page loads the shell, and
 * its ~35 small shared pieces (menus, dialogs, the cart, Blueprint's popover) cost a request each (~1 KB of
 * headers): one chunk instead. Pages import what they share with the shell from it.
 */
const shellChunk: PluginOption = {
  name: 'funddesk-shell-chunk',
  apply: 'build',
  buildEnd() {
    const reachable = (from: string[]): Set<string> => {
      const seen = new Set<string>();
      const queue = [...from];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      return seen;
    };
    const ids = [...this.getModuleIds()];
    const initial = reachable(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
    shellModules.clear();
    for (const id of reachable(ids.filter((id) => SHELL_MODULE.test(id)))) {
      if (!initial.has(id)) shellModules.add(id);
    }
  },
};

/**
 * The start script of the page (issue 17 §1: login FCP <= 1.5x a blank page): it imports the entry chunk once
 * the page has painted. The entry (~200 KB brotli: React, Blueprint, the catalogue, the call contracts) takes
 * tens of milliseconds to evaluate; run by a `<script type="module">` of its own it ran before the first frame
 * whenever it had arrived (a local server), holding back the paint of the HTML's product name. A frame callback
 * then a task comes after that frame's paint (a hidden tab, which paints no frame, starts at once). The entry is
 * named by the `<link rel="modulepreload">` that fetches it meanwhile (`data-fd-entry`), so this file never
 * changes; the CSP allows no inline script.
 */
const BOOT_SOURCE = [
  "const entry = document.querySelector('link[data-fd-entry]');",
  'let started = false;',
  'const start = () => {',
  '  if (started) return;',
  '  started = true;',
  '  void import(entry.href);',
  '};',
  // A hidden tab (opened in the background) paints no frame until shown: start at once there.
  "if (document.visibilityState === 'hidden') start();",
  'else requestAnimationFrame(() => setTimeout(start));',
  "document.addEventListener('visibilitychange', start, { once: true });",
  '',
].join('\n');
/** {@link BOOT_SOURCE}'s file, named by its content (served `immutable` like every hashed asset). */
const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT_SOURCE).digest('base64url').slice(0, 8)}.js`;

/**
 * Nothing the page downloads is parsed or run before its first paint (issue 17 §1: FCP <= 1.5x a blank page):
 *
 * - the entry script is fetched by `<link rel="modulepreload" data-fd-entry>` and started by {@link BOOT_FILE}
 *   after the first paint;
 * - the entry's style sheet (~370 KB of CSS to parse) is fetched by `<link rel="preload" as="style"
 *   data-fd-entry-styles>`, which neither parses nor applies it; main.tsx makes it a style sheet and renders
 *   the app once it has been applied, so the app never shows unstyled.
 *
 * Meanwhile the HTML's own text (the product name) paints at once. Development (`vite`) is left as it is.
 */
const deferEntry: PluginOption = {
  name: 'funddesk-defer-entry',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: BOOT_SOURCE });
  },
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_all, src: string) =>
            `<link rel="modulepreload" crossorigin href="${src}" data-fd-entry>\n` +
            `    <script type="module" crossorigin src="./${BOOT_FILE}"></script>`,
        )
        .replace(
          /<link rel="stylesheet" crossorigin href="([^"]+)">/,
          (_all, href: string) =>
            `<link rel="preload" as="style" crossorigin href="${href}" data-fd-entry-styles>`,
        ),
  },
};

/**
 * The web app's build. Sources of @funddesk/core are compiled in (no core build needed); the dev server
 * proxies the gateway's service prefixes to the local gateway on :8080 (DESIGN §4, spec 01 §7.1).
 * Plotly and pdf.js are imported dynamically, so they land in chunks of their own (DESIGN §9); so are the pages
 * (router.tsx lazy routes).
 *
 * Every text file of the output (JS, CSS, HTML, SVG, JSON) gets a brotli (quality 11) and a gzip (level 9)
 * sibling, `.br` / `.gz`, which the server sends as they are to browsers that accept them (@fastify/static
 * `preCompressed`, issue 17 §1); files under 1 KB and files compression would not shrink are left alone.
 */
export default defineConfig({
  plugins: [
    react(),
    iconTable,
    shellChunk,
    deferEntry,
    compression({
      include: /\.(html|css|js|mjs|json|svg|txt)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  css: { postcss: { plugins: [dropUnusedBlueprintRules] } },
  base: './',
  resolve: {
    alias: { '@funddesk/core': here('../core/src/index.ts') },
  },
  server: {
    port: 5173,
    proxy: {
      '^/mutual-fund-[a-z]+/': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // @funddesk/core's modules have no side effects (no top-level registration; its zod schemas are plain
      // values), so a core module none of a chunk's code uses is left out: the login page does not carry the
      // back office's call contracts and rules (issue 17 §1).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]core[\\/]src[\\/]/.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // What the entry needs before it runs is one chunk (the entry), not a dozen shared ones each
            // costing a request and its headers (~1 KB) on every first visit (issue 17 §1). Its dependencies are
            // all needed at start anyway.
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // The paths of the app's icons, one chunk a size with the table of that size (iconTable); without
            // the groups each paths module would be a chunk of its own (Blueprint's paths barrel imports them
            // too).
            ...(['16', '20'] as const).map((size) => ({
              name: `bp-icons-${size}`,
              test: (id: string) => iconSizeOf(id) === size,
              priority: 1,
            })),
            // The shell and what it needs (shellChunk): one chunk for every signed-in page.
            { name: 'Layout', test: (id: string) => shellModules.has(id), priority: 0 },
          ],
        },
      },
    },
    // Only these two kinds of group: a group pulls its dependencies (React) in with it, so a group of lazily
    // loaded code would make every page load it. The dynamic imports of plotly and pdf.js make their own chunks,
    // loaded on first use.
  },
});
