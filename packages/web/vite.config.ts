import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'postcss';
import { defineConfig, type PluginOption } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** The installed @blueprintjs/icons version, part of the icon chunks' paths. */
const iconsVersion = (
  JSON.parse(readFileSync(here('../../node_modules/@blueprintjs/icons/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * Drops the dark theme's rules (selectors under `.bp6-dark`) from Blueprint's own style sheets: the app never
 * turns the dark theme on, and they are ~20% of blueprint.css (~5 KB brotli on the login page, issue 17 §1).
 * The app's own style sheets are left as they are.
 */
const dropBlueprintDarkTheme: Plugin = {
  postcssPlugin: 'funddesk-drop-blueprint-dark-theme',
  Once(root) {
    if (!/node_modules[\\/]@blueprintjs[\\/]/.test(root.source?.input.file ?? '')) return;
    root.walkRules((rule) => {
      const kept = rule.selectors.filter((selector) => !/\.bp\d-dark\b/.test(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
  },
};

/** A Blueprint icon's paths module: its size (16, 20) and name. */
const ICON_PATHS_MODULE = /@blueprintjs\/icons\/lib\/esm\/generated\/(16|20)px\/paths\/([a-z0-9-]+)\.js$/;

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
/**
 * The entry's style sheet does not block the first paint (issue 17 §1: FCP <= 1.5x a blank page): the build
 * marks its `<link rel="stylesheet">` `media="print"` (downloaded, not applied) with `data-fd-entry-styles`;
 * main.tsx applies it (`media="all"`) and renders the app once it has loaded, so the app never shows
 * unstyled, while the page's own HTML (the product name) paints at once. No inline handler: the CSP allows
 * no inline script.
 */
const deferEntryStyles: PluginOption = {
  name: 'funddesk-defer-entry-styles',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<link rel="stylesheet" crossorigin href="([^"]+)">/,
        (_all, href: string) =>
          `<link rel="stylesheet" crossorigin href="${href}" media="print" data-fd-entry-styles>`,
      ),
  },
};

export default defineConfig({
  plugins: [
    react(),
    deferEntryStyles,
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
  css: { postcss: { plugins: [dropBlueprintDarkTheme] } },
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
        // Each Blueprint icon's paths module (app/icons.ts) is named by the icons package's version and the icon,
        // without a content hash: the entry's table of ~2,600 icon imports then repeats each name (brotli
        // shrinks it several times) instead of holding 2,600 random hashes; the version in the path keeps
        // `immutable` caching honest (issue 17 §1).
        chunkFileNames: (chunk) => {
          const only = chunk.moduleIds.length === 1 ? chunk.moduleIds[0] : chunk.facadeModuleId;
          const icon = ICON_PATHS_MODULE.exec(only ?? '');
          return icon
            ? `assets/bp-icons-${iconsVersion}/${icon[1]}/${icon[2]}.js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
    // No manual chunk groups: a group pulls its dependencies (React) in with it and the main chunk then imports
    // the group. The dynamic imports of plotly and pdf.js make their own chunks, loaded on first use.
  },
});
