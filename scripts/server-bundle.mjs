// Bundles the server's entry point with esbuild as `npm run build` ships it (dist/server/index.js):
// one ESM file, packages left to node_modules. Shared by the build and the database tier, whose
// tests start the server as a child process from such a bundle (test/db-global-setup.ts), so
// they run what `npm start` runs.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const entry = fileURLToPath(new URL('../src/server/index.ts', import.meta.url));

/**
 * Writes the bundle to `outfile` (and its source map beside it). `outfile` must lie inside the
 * project: the bundle imports its packages from the project's node_modules.
 */
export async function bundleServer({ outfile }) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}
