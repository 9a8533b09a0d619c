import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Serves the built single-page app. Hashed files under /assets never change, so they are cached
 * for a year; index.html is revalidated every time so a deploy is picked up at once. Any other
 * GET that is not an API call gets index.html and the client router decides (including its 404).
 */
export function mountStaticApp(app: Hono<AppEnv>, webDir: string): void {
  const indexPath = join(webDir, 'index.html');
  const missing = `<!doctype html><meta charset="utf-8"><title>Not built</title><p>The web app is not built. Run <code>npm run build</code>, or use <code>npm run dev</code>.</p>`;
  let indexHtml: string | undefined;
  const readIndex = () => {
    indexHtml ??= existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
    return indexHtml;
  };

  // Headers are set before the static handler runs: @hono/node-server builds its response
  // before calling onFound, so headers added there would be lost.
  const assets = serveStatic({ root: webDir });
  app.use('/assets/*', async (c) => {
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    const res = await assets(c, async () => {});
    // A missing hashed asset is a real 404, never the app's HTML under a year-long cache.
    return res ?? c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  });
  const files = serveStatic({
    root: webDir,
    rewriteRequestPath: (path) => (path === '/' ? '/__no_index__' : path),
  });
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    return files(c, next);
  });
  app.get('*', (c) => {
    const html = readIndex();
    c.header('Cache-Control', 'no-cache');
    return c.html(html ?? missing, html ? 200 : 503);
  });
}
