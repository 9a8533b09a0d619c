import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { type Dispatcher, request } from 'undici';
import { isAppError } from '../../lib/app-error';
import { assertFetchableUrl } from './address-guard';
import {
  FAILURE_REASONS,
  WEBSITE_USER_AGENT,
  WebsiteFetchError,
  type WebsiteFetchLimits,
} from './website-fetch-limits';

/** What one analysis shares between its fetches. */
export interface FetchSession {
  dispatcher: Dispatcher;
  allowPrivate: boolean;
  limits: WebsiteFetchLimits;
  /** Aborts when the whole analysis runs out of time. */
  totalSignal: AbortSignal;
  /** The caller's own cancellation; not a failure of the site. */
  callerSignal?: AbortSignal;
  /**
   * Awaited before every hop (redirects, robots.txt and sitemaps included), before anything is
   * sent there; an AppError it throws (a refusal of ours) passes through unchanged.
   */
  admitHop?: (url: URL) => Promise<void>;
}

export type ResourceKind = 'page' | 'robots' | 'sitemap';

export interface FetchedResource {
  /** The URL after redirects. */
  url: URL;
  status: number;
  contentType: string;
  text: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
// RFC 9309 asks crawlers to read at least 500 KiB of robots.txt; more is cut, not refused.
const ROBOTS_MAX_BYTES = 512 * 1024;
const ACCEPT: Record<ResourceKind, string> = {
  page: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  robots: 'text/plain,*/*;q=0.1',
  sitemap: 'application/xml,text/xml;q=0.9,*/*;q=0.1',
};
const CERTIFICATE_CODES =
  /^(?:CERT_|ERR_TLS_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_)/;
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function errorCode(error: unknown): string {
  const own = (error as { code?: unknown })?.code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof cause === 'string' ? cause : '';
}

/** Why a fetch failed, in the words the visitor reads; the caller's cancellation passes through. */
function failureOf(error: unknown, session: FetchSession, pageSignal: AbortSignal): unknown {
  if (isAppError(error)) return error;
  if (session.callerSignal?.aborted) return session.callerSignal.reason ?? error;
  if (session.totalSignal.aborted)
    return new WebsiteFetchError(FAILURE_REASONS.totalTimeout(session.limits.totalTimeoutMs), {
      cause: error,
    });
  const code = errorCode(error);
  if (pageSignal.aborted || TIMEOUT_CODES.has(code))
    return new WebsiteFetchError(FAILURE_REASONS.pageTimeout(session.limits.pageTimeoutMs), { cause: error });
  if (CERTIFICATE_CODES.test(code))
    return new WebsiteFetchError(FAILURE_REASONS.certificate, { cause: error });
  return new WebsiteFetchError(FAILURE_REASONS.unreachable, { cause: error });
}

function mediaTypeOf(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function decoded(body: Readable, encoding: string): Readable {
  const coding = encoding.trim().toLowerCase();
  const decoder =
    coding === 'gzip' || coding === 'x-gzip'
      ? createGunzip()
      : coding === 'deflate'
        ? createInflate()
        : coding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decoder) return body;
  body.on('error', (error) => decoder.destroy(error));
  return body.pipe(decoder);
}

/**
 * The body, counted as it streams: past the cap the download stops (never trusting
 * Content-Length), and either fails or, for robots.txt, keeps what it has.
 */
async function readCapped(
  stream: Readable,
  maxBytes: number,
  overflow: 'fail' | 'truncate',
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    if (size + buffer.length > maxBytes) {
      stream.destroy();
      if (overflow === 'fail') throw new WebsiteFetchError(FAILURE_REASONS.tooLarge(maxBytes));
      chunks.push(buffer.subarray(0, maxBytes - size));
      return Buffer.concat(chunks);
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  return Buffer.concat(chunks);
}

function charsetOf(contentType: string, head: Buffer): string {
  const declared = /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1];
  if (declared) return declared;
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head.subarray(0, 2048).toString('latin1'))?.[1];
  return meta ?? 'utf-8';
}

function decodeText(bytes: Buffer, contentType: string): string {
  try {
    return new TextDecoder(charsetOf(contentType, bytes)).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function looksLikeHtml(text: string): boolean {
  return /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)\b/i.test(text);
}

/**
 * GETs one resource, following redirects itself so that every hop passes the address guard (and,
 * through beforeHop, robots.txt). Pages must be HTML with a 2xx status; robots.txt and sitemaps
 * return whatever status they got, with an empty text unless it was 2xx.
 */
export async function fetchResource(
  session: FetchSession,
  start: URL,
  options: { kind: ResourceKind; beforeHop?: (url: URL) => Promise<void> },
): Promise<FetchedResource> {
  const { limits } = session;
  const clock = pageClock(limits.pageTimeoutMs);
  const pageSignal = clock.signal;
  const signals = [pageSignal, session.totalSignal, ...(session.callerSignal ? [session.callerSignal] : [])];
  const signal = AbortSignal.any(signals);
  let url = start;

  for (let redirects = 0; ; redirects++) {
    try {
      assertFetchableUrl(url, session.allowPrivate);
      // The page's time is the site's time to answer it: reading robots.txt (its own fetch, with
      // its own limit) and our own checks do not use it up.
      clock.pause();
      await session.admitHop?.(url);
      await options.beforeHop?.(url);
      clock.run();
      const response = await request(url.href, {
        dispatcher: session.dispatcher,
        method: 'GET',
        signal,
        headers: {
          'user-agent': WEBSITE_USER_AGENT,
          accept: ACCEPT[options.kind],
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en',
        },
      });
      const { statusCode: status, headers, body } = response;

      if (REDIRECT_STATUSES.has(status)) {
        await body.dump();
        const location = headerOf(headers, 'location');
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new WebsiteFetchError(FAILURE_REASONS.badRedirect);
        }
        if (location === '') throw new WebsiteFetchError(FAILURE_REASONS.badRedirect);
        if (redirects + 1 > limits.maxRedirects)
          throw new WebsiteFetchError(FAILURE_REASONS.tooManyRedirects);
        next.hash = '';
        url = next;
        continue;
      }

      const contentType = headerOf(headers, 'content-type');
      if (status < 200 || status > 299) {
        await body.dump();
        if (options.kind === 'page') throw new WebsiteFetchError(FAILURE_REASONS.httpStatus(status));
        return { url, status, contentType, text: '' };
      }
      const mediaType = mediaTypeOf(contentType);
      if (options.kind === 'page' && mediaType !== '' && !HTML_TYPES.has(mediaType)) {
        // Destroying an unread undici body emits an abort 'error'; with no listener that would be
        // an uncaught exception and take the whole server down.
        body.on('error', () => {});
        body.destroy();
        throw new WebsiteFetchError(FAILURE_REASONS.notHtml);
      }
      const stream = decoded(body, headerOf(headers, 'content-encoding'));
      let bytes: Buffer;
      try {
        bytes =
          options.kind === 'robots'
            ? await readCapped(stream, Math.min(ROBOTS_MAX_BYTES, limits.maxPageBytes), 'truncate')
            : await readCapped(stream, limits.maxPageBytes, 'fail');
      } finally {
        // Past the cap only the decompressor is stopped: the response itself must be, too, or it
        // keeps its pooled connection until the page's time runs out. (Silenced as above.)
        if (stream !== body && !body.destroyed) {
          body.on('error', () => {});
          body.destroy();
        }
      }
      const text = decodeText(bytes, contentType);
      // Without a Content-Type the page has to show it is HTML itself.
      if (options.kind === 'page' && mediaType === '' && !looksLikeHtml(text))
        throw new WebsiteFetchError(FAILURE_REASONS.notHtml);
      return { url, status, contentType, text };
    } catch (error) {
      throw failureOf(error, session, pageSignal);
    } finally {
      // Between hops and once done the clock stands still, and no timer is left behind.
      clock.pause();
    }
  }
}

/**
 * A time limit that runs only while started: its signal aborts once the running time adds up to
 * `ms`. Paused, it holds no timer.
 */
function pageClock(ms: number) {
  const controller = new AbortController();
  let left = ms;
  let startedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    signal: controller.signal,
    run() {
      if (timer || controller.signal.aborted) return;
      startedAt = performance.now();
      timer = setTimeout(
        () => controller.abort(new DOMException('The page took too long', 'TimeoutError')),
        Math.max(0, left),
      );
      timer.unref();
    },
    pause() {
      if (!timer) return;
      clearTimeout(timer);
      timer = undefined;
      left -= performance.now() - startedAt;
    },
  };
}
