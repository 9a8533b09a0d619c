import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { brandKeyFromHost } from '../../domain/brands';
import { isDashboardMode } from '../../domain/mode';
import { matchesPathPattern, NOT_FOUND_RENDER_PATH, prerenderedFileName } from '../../domain/prerender';
import type { Env } from '../env';
import type { AppEnv } from './app-env';
import { preferredEncoding } from './content-encoding';
import { type DocumentContext, finalizeDocument } from './html-document';
import { encodedPage, type FinishedPage, finishedPage } from './page-encodings';
import { publicOriginOf } from './request-origin';

export interface WebAppOptions {
  webDir: string;
  env: Env;
  /** What the browser may know of the configuration on a host (the same as GET /api/config there). */
  browserConfig: (host: string) => DocumentContext['config'];
  /** Is this origin one of ours? Canonical URLs use the request's origin only if it is. */
  isTrustedOrigin: (origin: string) => boolean;
}

/** Bounds the cache even if many hosts count as ours (wildcard origins in development). */
const MAX_CACHED_DOCUMENTS = 1000;

const EMBED_CHAT_PATH = '/embed/chat';

type PrerenderManifest = { pages: string[]; patterns: string[] };

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Not built</title><p>The web app is not built. Run <code>npm run build</code>, or use <code>npm run dev</code>.</p>`;

function readOptional(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

function hostOf(url: string): string {
  return new URL(url).host.toLowerCase();
}

const VARY_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The handler says `Vary: Accept-Encoding` only when it sent a compressed copy. The identity answer
 * (a request that accepts no encoding we have) varies on it just as much, or a shared cache could
 * keep it and hand it to every browser.
 */
function varyOnEncoding(res: Response): Response {
  const type = res.headers.get('Content-Type') ?? '';
  const vary = res.headers.get('Vary') ?? '';
  if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !VARY_ON_ENCODING.test(vary))
    res.headers.append('Vary', 'Accept-Encoding');
  return res;
}

/**
 * Serves the built web app. Hashed files under /assets never change, so they are cached for a
 * year. Public main-site pages are served prerendered (content in the HTML, then hydrated) for the
 * brand of the host; the other app paths get the app shell; an unknown main-site path gets the
 * prerendered not-found page with status 404. HTML is revalidated every time so a deploy is seen
 * at once.
 */
export function mountStaticApp(app: Hono<AppEnv>, options: WebAppOptions): void {
  const { webDir, env } = options;
  const prerenderedDir = join(webDir, 'prerendered');
  const files = new Map<string, string | undefined>();
  const documents = new Map<string, FinishedPage>();
  const read = (path: string) => {
    if (!files.has(path)) files.set(path, readOptional(path));
    return files.get(path);
  };
  const manifest = (): PrerenderManifest | undefined => {
    const raw = read(join(prerenderedDir, 'manifest.json'));
    return raw ? (JSON.parse(raw) as PrerenderManifest) : undefined;
  };
  const publicHost = hostOf(env.publicUrl);
  const dashboardHost = hostOf(env.dashboardUrl);
  const modeOptions = {
    dashboardPort: env.DASHBOARD_PORT,
    // When both URLs share a host the host cannot tell the sites apart; the port rule still can.
    dashboardHost: dashboardHost === publicHost ? undefined : dashboardHost,
  };

  /** Which built file answers this request, and with which status. */
  const pageFor = (c: Context<AppEnv>, mode: 'main' | 'dashboard', brandKey: string) => {
    const shell = join(webDir, 'index.html');
    const pages = manifest();
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    // The widget's chat frame has an entry of its own, much lighter than the app's (embed-main.tsx).
    const embed = join(webDir, 'embed.html');
    if (mode === 'main' && path === EMBED_CHAT_PATH && read(embed)) return { file: embed, status: 200 };
    if (mode === 'dashboard' || !pages) return { file: shell, status: 200 };
    if (pages.pages.includes(path)) {
      const file = join(prerenderedDir, brandKey, prerenderedFileName(path));
      if (read(file)) return { file, status: 200 };
    }
    if (pages.patterns.some((pattern) => matchesPathPattern(pattern, path)))
      return { file: shell, status: 200 };
    const notFound = join(prerenderedDir, brandKey, prerenderedFileName(NOT_FOUND_RENDER_PATH));
    return { file: read(notFound) ? notFound : shell, status: 404 };
  };

  // Headers are set before the static handler runs: @hono/node-server builds its response
  // before calling onFound, so headers added there would be lost.
  // The build wrote a .br and a .gz beside each compressible file (scripts/precompress.mjs); the
  // handler sends the one the request accepts (br first) with its Content-Encoding, which the app's
  // compress middleware then leaves alone: no file is compressed per request (decision 076).
  const assets = serveStatic({ root: webDir, precompressed: true });
  app.use('/assets/*', async (c) => {
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    const res = await assets(c, async () => {});
    // A missing hashed asset is a real 404, never the app's HTML under a year-long cache.
    return res ? varyOnEncoding(res) : c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  });
  const staticFiles = serveStatic({
    root: webDir,
    precompressed: true,
    // Pages are only ever served through the handler below, with this request's brand and URLs.
    rewriteRequestPath: (path) =>
      path === '/' || path.endsWith('.html') || path.startsWith('/prerendered/') ? '/__no_file__' : path,
  });
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    // Without a file the handler returns what the next handler did (the context, not a Response).
    const res = await staticFiles(c, next);
    return res instanceof Response ? varyOnEncoding(res) : res;
  });
  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const mode = isDashboardMode(url, modeOptions) ? 'dashboard' : 'main';
    const brand = env.brands[brandKeyFromHost(url.hostname)];
    const { file, status } = pageFor(c, mode, brand.key);
    const html = read(file);
    c.header('Cache-Control', 'no-cache');
    if (!html) return c.html(NOT_BUILT, 503);
    const canonicalOrigin = publicOriginOf(c, env, options.isTrustedOrigin);
    const config = options.browserConfig(url.host);
    // Finished documents are kept (built files × brands × our own origins and dashboards), so the
    // replacements over a 60 kB page do not run on every request, nor its compression.
    const key = `${file}|${brand.key}|${mode}|${canonicalOrigin}|${config.dashboardUrl}`;
    let page = documents.get(key);
    if (!page) {
      page = finishedPage(finalizeDocument(html, { brand, mode, config, canonicalOrigin }));
      if (documents.size < MAX_CACHED_DOCUMENTS) documents.set(key, page);
    }
    c.header('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    // A page past the cache's bound is left to the app's compress middleware, as it would be
    // compressed for this one request anyway.
    if (!encoding || documents.get(key) !== page) return c.html(page.html, status as 200 | 404);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Content-Encoding', encoding);
    return c.body(await encodedPage(page, encoding), status as 200 | 404);
  });
}
