// Builds the web app (Vite) and bundles the server (esbuild). Skips the work when nothing that
// goes into the build changed since the last one, so a warm `npm start` is quick.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build as viteBuild } from 'vite';
import { bundleLoader } from '../src/widget/loader-bundle.mjs';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';
import { bundleServer } from './server-bundle.mjs';

// A build is always a production build, whoever runs it: Vite and the React plugin take the mode
// from NODE_ENV, and a build started from a test runner (NODE_ENV=test) would otherwise ship
// React's development code and jsxDEV calls, which then sit in dist/ for every later run.
process.env.NODE_ENV = 'production';

const root = new URL('..', import.meta.url).pathname;
const stampFile = join(root, 'dist', '.build-stamp');
const force = process.argv.includes('--force');

function inputsFingerprint() {
  const hash = createHash('sha256');
  hash.update(`mode:${process.env.NODE_ENV}`);
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!/\.test\.tsx?$/.test(entry.name))
        hash.update(`${path}:${statSync(path).mtimeMs}:${statSync(path).size}\n`);
    }
  };
  walk(join(root, 'src'));
  for (const file of [
    'package.json',
    'package-lock.json',
    'vite.config.ts',
    'vite.embed.config.ts',
    'vite.site.config.ts',
    'vite.preact.ts',
    'tsconfig.json',
  ]) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

const fingerprint = inputsFingerprint();
if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) {
  console.info('build: up to date');
  process.exit(0);
}

const started = Date.now();
await viteBuild({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
// The widget's chat frame: its own entry, built with Preact for React into the same dist/web.
await viteBuild({ configFile: join(root, 'vite.embed.config.ts'), logLevel: 'warn' });
// The public site's prerendered pages: their own entry on Preact too (decision record 033).
await viteBuild({ configFile: join(root, 'vite.site.config.ts'), logLevel: 'warn' });
await viteBuild({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: join(root, 'src/web/entry-prerender.tsx'),
    outDir: join(root, 'dist/prerender'),
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
const pages = await prerender(root);
// The widget's loader (/widget.js) is a script of its own, outside the web app's bundles.
await bundleLoader({ outfile: join(root, 'dist/web/widget.js') });
// Last: every file the server sends as it is gets its brotli and gzip copies (decision record 076),
// from a cache by content for the chunks this build left as they were.
const compressed = await precompress(join(root, 'dist/web'), {
  cacheDir: join(root, 'node_modules/.cache/precompress'),
});
await bundleServer({ outfile: join(root, 'dist/server/index.js') });
writeFileSync(stampFile, fingerprint);
console.info(
  `build: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${pages} prerendered pages, ${compressed} files precompressed)`,
);
