import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { StoredEncoding } from './content-encoding';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality 6, not the build's 11: a page is compressed on its first request, where 11 took
 * about 300 ms for the 114 kB landing page and 6 about 4 ms, for 10% more bytes (decision 076).
 */
const PAGE_BROTLI_QUALITY = 6;

/** A page finished for one brand, origin and dashboard, with its compressed bytes once asked for. */
export interface FinishedPage {
  html: string;
  encoded: Partial<Record<StoredEncoding, Promise<Uint8Array<ArrayBuffer>>>>;
}

export function finishedPage(html: string): FinishedPage {
  return { html, encoded: {} };
}

/** The page's bytes in `encoding`, compressed off the event loop on the first request only. */
export function encodedPage(page: FinishedPage, encoding: StoredEncoding): Promise<Uint8Array<ArrayBuffer>> {
  let bytes = page.encoded[encoding];
  if (!bytes) {
    const html = Buffer.from(page.html);
    const compressed =
      encoding === 'br'
        ? brotliAsync(html, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
            },
          })
        : gzipAsync(html, { level: constants.Z_BEST_COMPRESSION });
    bytes = compressed.then((buffer) => new Uint8Array(buffer));
    page.encoded[encoding] = bytes;
    // A failure is not kept: the next request tries again.
    bytes.catch(() => delete page.encoded[encoding]);
  }
  return bytes;
}
