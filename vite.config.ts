import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { htmlShell } from './vite.html-shell';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

const CORE_MODULES = new RegExp(
  [
    String.raw`node_modules[\/](react|scheduler|clsx|class-variance-authority|@radix-ui[\/]react-(slot|compose-refs))[\/]`,
    String.raw`node_modules[\/]lucide-react[\/]dist[\/]esm[\/](createLucideIcon|defaultAttributes|Icon|shared[\/]src[\/]utils|context)`,
    String.raw`src[\/]web[\/]lib[\/](cn|toast|document-meta|scroll|aria)\.ts`,
    String.raw`src[\/]web[\/]components[\/]ui[\/](button|card|badge|spinner|input|label)\.tsx`,
    String.raw`src[\/]web[\/]components[\/]site[\/]plan-parts\.tsx`,
    String.raw`src[\/]web[\/]features[\/]quote-card[\/]checkout-tab\.ts`,
    String.raw`src[\/]domain[\/](plans|money|ui-constants|payments)\.ts`,
  ].join('|'),
);

// The SPA lives in src/web and is built into dist/web, which the Node server serves on both
// ports (main site and dashboard). In development Vite serves the SPA and forwards /api to the
// server; changeOrigin stays false so the server sees the browser's own Origin and cookies.
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [htmlShell(), react(), tailwindcss()],
  // The browser bundle and the prerendered HTML must agree on it (see site-footer.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Small modules nearly every page uses travel in one file instead of a dozen: each extra
          // request costs a round trip of headers, which showed in the landing page's first load.
          groups: [{ name: 'core', test: CORE_MODULES }],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
