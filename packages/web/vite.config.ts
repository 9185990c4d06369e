import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The web app's build. Sources of @funddesk/core are compiled in (no core build needed); the dev server
 * proxies the gateway's service prefixes to the local gateway on :8080 (DESIGN §4, spec 01 §7.1).
 * Plotly and pdf.js are imported dynamically, so they land in chunks of their own (DESIGN §9).
 */
export default defineConfig({
  plugins: [react()],
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
