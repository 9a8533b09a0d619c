import { constants, createDeflate, createGzip, type Deflate, type Gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const ENCODINGS = ['gzip', 'deflate'] as const;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * A streamed download (an attachment of unknown length: the leads export) is compressed with a
 * flush after every chunk its route writes. hono's compress pipes through CompressionStream, which
 * cannot flush: deflate holds its output until a block fills, so the export's header and first
 * page, written as soon as they were read, reached the client only after the next 2,000-lead page
 * had been read and compressed too (decision 063). The route writes a page per chunk, so a flush
 * costs a few bytes per page. Mounted inside hono's compress, which leaves an answer that already
 * has a Content-Encoding alone.
 */
export function compressStreamedDownloads(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // The body is read last, and only for a download: reading it turns @hono/node-server's
    // lightweight answer into a web Response, and the adapter then sends that answer through a
    // stream reader instead of writing its string at once (every API write, a chat turn's too).
    if (c.req.method !== 'GET') return;
    const { headers } = c.res;
    if (
      headers.has('Content-Encoding') ||
      headers.has('Content-Length') ||
      !/^attachment/i.test(headers.get('Content-Disposition') ?? '') ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '') ||
      NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
    )
      return;
    const { body } = c.res;
    if (!body) return;
    c.res.headers.append('Vary', 'Accept-Encoding');
    const encoding = accepts(c, { header: 'Accept-Encoding', supports: [...ENCODINGS], default: 'identity' });
    if (encoding !== 'gzip' && encoding !== 'deflate') return;
    const options = { flush: constants.Z_SYNC_FLUSH };
    const zlib = encoding === 'gzip' ? createGzip(options) : createDeflate(options);
    c.res = new Response(body.pipeThrough(flushingStream(zlib)), c.res);
    c.res.headers.set('Content-Encoding', encoding);
    // Said outright so @hono/node-server sends the headers at once: for an answer of unknown
    // length it otherwise first tries to read the whole body for a Content-Length, and the first
    // chunk, compressed off the event loop, is never ready in time, so it waits a timer turn
    // (and a turn of everything else queued meanwhile) before sending anything (decision 067).
    c.res.headers.set('Transfer-Encoding', 'chunked');
  };
}

/** node:zlib as a web transform: each chunk written comes out whole (the stream flushes on write). */
function flushingStream(zlib: Gzip | Deflate): TransformStream<Uint8Array, Uint8Array> {
  // cancel (a client that went away) is newer than TypeScript's DOM types; Node calls it.
  const transformer: Transformer<Uint8Array, Uint8Array> & { cancel(): void } = {
    start(controller) {
      zlib.on('data', (chunk: Buffer) => controller.enqueue(chunk));
      zlib.on('error', (error) => controller.error(error));
    },
    transform(chunk) {
      return new Promise<void>((resolve, reject) =>
        zlib.write(chunk, (error) => (error ? reject(error) : resolve())),
      );
    },
    flush() {
      return new Promise<void>((resolve) => {
        zlib.once('end', resolve);
        zlib.end();
      });
    },
    cancel() {
      zlib.destroy();
    },
  };
  return new TransformStream(transformer);
}
