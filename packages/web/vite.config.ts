import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

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
    // No manual chunk groups: a group pulls its dependencies (React) in with it and the main chunk then imports
    // the group. The dynamic imports of plotly and pdf.js make their own chunks, loaded on first use.
  },
});
