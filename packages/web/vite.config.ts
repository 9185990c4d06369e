import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The web app's build. Sources of @funddesk/core are compiled in (no core build needed); the dev server
 * proxies the gateway's service prefixes to the local gateway on :8080 (DESIGN §4, spec 01 §7.1).
 * Plotly and pdf.js go into their own chunks, loaded only by the pages that use them (DESIGN §9).
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'plotly', test: /[\\/]node_modules[\\/](plotly\.js[^\\/]*|react-plotly\.js)[\\/]/ },
            { name: 'pdfjs', test: /[\\/]node_modules[\\/]pdfjs-dist[\\/]/ },
          ],
        },
      },
    },
  },
});
