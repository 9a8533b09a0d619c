// The JavaScript a page loads on its first visit, before the visitor scrolls or clicks: every
// script response from the app's origin, gzipped here at level 9 (exact and machine-independent,
// unlike Lighthouse's transfer sizes, which include headers). Used by bench:web and bench:widget;
// also runs on its own against a running server: `node bench/first-load-js.mjs URL...`.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './bench-kit.mjs';

/** At most this much gzip JavaScript on first load (issue 17: landing page and widget frame). */
export const FIRST_LOAD_JS_TARGET_BYTES = 60 * 1024;

const QUIET_MS = 1500;

/** Scripts loaded by `url` in a 412×823 mobile viewport until the network has been quiet a while. */
export async function firstLoadJs(url, { browser } = {}) {
  const own = browser ?? (await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] }));
  try {
    const page = await own.newPage({ viewport: { width: 412, height: 823 } });
    const origin = new URL(url).origin;
    const reads = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.url().startsWith(origin)) return;
      // A body the browser let go of already (a page navigating on) is fetched again.
      const body = response
        .body()
        .catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()));
      reads.push(
        body.then((bytes) => ({
          url: response.url().slice(origin.length),
          gzipBytes: gzipSync(bytes, { level: 9 }).length,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // A prerendered page starts its app after the first paint; <html data-ready> says it is live.
    await page.waitForSelector('html[data-ready="true"]', { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);
    const files = await Promise.all(reads);
    await page.close();
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    return { gzipBytes, files, meetsTarget: gzipBytes <= FIRST_LOAD_JS_TARGET_BYTES };
  } finally {
    if (!browser) await own.close();
  }
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const url of process.argv.slice(2)) {
    const result = await firstLoadJs(url);
    console.info(`${url}: ${kb(result.gzipBytes)} kB gzip in ${result.files.length} files`);
    for (const file of result.files)
      console.info(`  ${String(kb(file.gzipBytes)).padStart(6)} kB  ${file.url}`);
  }
}
