// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file the server sends as
// it is from dist/web (decision record 076), so it answers with the smallest encoding a browser
// accepts and compresses nothing per request. Runs last in the build, over the output of every step
// (the three Vite builds and the widget loader), which is why it is not a Vite plugin.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches as a file; images other than SVG and fonts (woff2) are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.map', '.wasm']);

/** Below this a compressed copy saves a few hundred bytes at most, about a packet's headers. */
export const MIN_BYTES = 1024;

/**
 * Pages (index.html, embed.html, site.html and prerendered/) are never sent as they are: the
 * server fills in the brand, URLs and configuration of each request first (static-assets.ts).
 */
function servedAsIs(path) {
  return !path.split(sep).includes('prerendered') && COMPRESSIBLE.has(extname(path));
}

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

const ENCODERS = [
  [
    '.br',
    (bytes) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  ],
  ['.gz', (bytes) => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION })],
];

/**
 * Writes the file's copies, taken from `cache` when a file with the same bytes was compressed by
 * an earlier build (most chunks are the same from one build to the next). Returns the cache entries
 * used.
 */
async function compressOne(path, cache) {
  const bytes = await readFile(path);
  const key = createHash('sha256').update(bytes).digest('hex');
  const entries = await Promise.all(
    ENCODERS.map(async ([suffix, encode]) => {
      const entry = `${key}${suffix}`;
      const cached = cache && (await readFile(join(cache, entry)).catch(() => undefined));
      const data = cached ?? (await encode(bytes));
      if (cache && !cached) await writeFile(join(cache, entry), data);
      // A copy no smaller than the file would only cost the decoding.
      if (data.length < bytes.length) await writeFile(path + suffix, data);
      else await rm(path + suffix, { force: true });
      return entry;
    }),
  );
  return entries;
}

/**
 * Compresses the files of `webDir` the server sends as they are. Copies left by an earlier build
 * whose file is gone or became too small are removed, so no stale encoding is ever served. With
 * `cacheDir`, compressed bytes are kept there by content and reused; it keeps only this run's.
 * Returns how many files were compressed.
 */
export async function precompress(webDir, { cacheDir } = {}) {
  const work = [];
  for await (const path of filesUnder(webDir)) {
    const original = path.slice(0, -3);
    if ((path.endsWith('.br') || path.endsWith('.gz')) && servedAsIs(relative(webDir, original))) {
      const size = (await stat(original).catch(() => undefined))?.size;
      if (size === undefined || size < MIN_BYTES) await rm(path, { force: true });
      continue;
    }
    if (!servedAsIs(relative(webDir, path))) continue;
    const { size } = await stat(path);
    if (size >= MIN_BYTES) work.push({ path, size });
  }
  // Largest first, two at a time (zlib runs them on its thread pool), so the biggest bundle's
  // quality-11 pass is not left alone at the end.
  work.sort((a, b) => b.size - a.size);
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const used = new Set();
  const files = work.length;
  const next = async () => {
    for (let item = work.shift(); item; item = work.shift())
      for (const entry of await compressOne(item.path, cacheDir)) used.add(entry);
  };
  await Promise.all([next(), next()]);
  if (cacheDir)
    for (const entry of await readdir(cacheDir)) if (!used.has(entry)) await rm(join(cacheDir, entry));
  return files;
}
