import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PRERENDER_DASHBOARD_ORIGIN } from '../../domain/prerender';
import { parseEnv } from '../env';
import type { AppEnv } from './app-env';
import { originMatcher } from './origin-check';
import { mountStaticApp } from './static-assets';

const shell =
  '<!doctype html><html lang="en"><head><!--app-boot--></head><body><div id="root"></div></body></html>';
const pageHtml = (text: string) =>
  `<!doctype html><html lang="en"><head><!--app-boot--></head><body><div id="root" data-prerendered="true"><a href="${PRERENDER_DASHBOARD_ORIGIN}/auth">${text}</a></div></body></html>`;

function builtWebDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-pages-'));
  writeFileSync(join(dir, 'index.html'), shell);
  for (const brand of ['default', 'mightyagent', 'weprintwraps']) {
    mkdirSync(join(dir, 'prerendered', brand, 'checkout'), { recursive: true });
    writeFileSync(join(dir, 'prerendered', brand, 'index.html'), pageHtml(`home of ${brand}`));
    writeFileSync(
      join(dir, 'prerendered', brand, 'checkout', 'shopagent.html'),
      pageHtml(`shopagent ${brand}`),
    );
    writeFileSync(join(dir, 'prerendered', brand, '404.html'), pageHtml(`not found ${brand}`));
  }
  writeFileSync(
    join(dir, 'prerendered', 'manifest.json'),
    JSON.stringify({ pages: ['/', '/checkout/shopagent'], patterns: ['/', '/auth', '/checkout/:planId'] }),
  );
  return dir;
}

function appFor(webDir: string) {
  const env = parseEnv({ NODE_ENV: 'test', PORT: '3000', DASHBOARD_PORT: '3001' });
  const app = new Hono<AppEnv>();
  mountStaticApp(app, {
    webDir,
    env,
    browserConfig: {
      publicUrl: 'http://localhost:3000',
      dashboardUrl: 'http://localhost:3001',
      demoMode: false,
    },
    isTrustedOrigin: originMatcher(['http://localhost:3000', 'http://*.localhost:3000']),
  });
  return app;
}

describe('serving the web app', () => {
  const app = appFor(builtWebDir());

  it('serves a prerendered page with the configured dashboard URL and the brand of the host', async () => {
    const res = await app.request('http://weprintwraps.localhost:3000/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('home of weprintwraps');
    expect(html).toContain('data-brand="weprintwraps"');
    expect(html).toContain('href="http://localhost:3001/auth"');
    expect(html).toContain('id="app-config"');
  });

  it('serves the app shell for known routes that are not prerendered', async () => {
    const res = await app.request('http://localhost:3000/checkout/unknown-plan');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect((await app.request('http://localhost:3000/auth')).status).toBe(200);
  });

  it('answers an unknown main-site path with the not-found page and status 404', async () => {
    const res = await app.request('http://localhost:3000/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('not found default');
  });

  it('serves the shell, never a prerendered page, on the dashboard port', async () => {
    const res = await app.request('http://localhost:3001/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-mode="dashboard"');
    expect(html).not.toContain('home of default');
    expect((await app.request('http://localhost:3001/anything/else')).status).toBe(200);
  });

  it('does not serve the raw prerendered files directly', async () => {
    const res = await app.request('http://localhost:3000/prerendered/default/index.html');
    expect(await res.text()).not.toContain('prerender.invalid');
  });
});
