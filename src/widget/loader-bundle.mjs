// Bundles src/widget/loader.ts into the script served at /widget.js. Shared by the build
// (scripts/build.mjs), the size test (loader-size.test.ts) and `npm run bench:widget`, so all
// three measure the same file.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The loader's budget: it goes on every page of the businesses' sites. */
export const LOADER_MAX_GZIP_BYTES = 3 * 1024;

const entry = fileURLToPath(new URL('./loader.ts', import.meta.url));

/**
 * One classic, minified script (no modules: a plain <script async> tag works everywhere), for
 * the browsers a business's visitors may still use. Returns the code; writes it to `outfile`
 * when given.
 */
export async function bundleLoader(options = {}) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    charset: 'utf8',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  if (options.outfile) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(options.outfile, code);
  }
  return code;
}
