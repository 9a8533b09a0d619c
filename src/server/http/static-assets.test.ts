import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  BRAND_CONTACT_LINE_PREFIX,
  PRERENDER_BRAND_CONTACT,
  PRERENDER_DASHBOARD_ORIGIN,
} from '../../domain/prerender';
import { parseEnv } from '../env';
import { browserConfigFor } from '../features/system';
import type { AppEnv } from './app-env';
import { originMatcher } from './origin-check';
import { mountStaticApp } from './static-assets';

const shell =
  '<!doctype html><html lang="en"><head><!--app-boot--></head><body><div id="root"></div></body></html>';
const support = PRERENDER_BRAND_CONTACT.supportEmail;
const pageHtml = (text: string) =>
  `<!doctype html><html lang="en"><head><!--app-boot--></head><body><div id="root" data-prerendered="true"><a href="${PRERENDER_DASHBOARD_ORIGIN}/auth">${text}</a><p>Help: <data value="${BRAND_CONTACT_LINE_PREFIX}supportEmail">Write to <a href="mailto:${support}">${support}</a>.</data></p></div></body></html>`;

function builtWebDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-pages-'));
  writeFileSync(join(dir, 'index.html'), shell);
  writeFileSync(join(dir, 'embed.html'), shell.replace('<body>', '<body data-entry="embed">'));
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

function appFor(webDir: string, variables: Record<string, string> = {}) {
  const env = parseEnv({ NODE_ENV: 'test', PORT: '3000', DASHBOARD_PORT: '3001', ...variables });
  const app = new Hono<AppEnv>();
  mountStaticApp(app, {
    webDir,
    env,
    browserConfig: (host) => browserConfigFor(env, host),
    isTrustedOrigin: originMatcher(['http://localhost:3000', 'http://*.localhost:3000']),
  });
  return app;
}

describe('serving the web app', () => {
  const app = appFor(builtWebDir());

  it("serves the widget's chat frame its own entry, and every other app path the app's shell", async () => {
    const frame = await app.request('http://localhost:3000/embed/chat?workspace=pk_x');
    expect(frame.status).toBe(200);
    const html = await frame.text();
    expect(html).toContain('data-entry="embed"');
    expect(html).toContain('"publicUrl"');
    expect(await (await app.request('http://localhost:3000/auth')).text()).not.toContain('data-entry');
    // The dashboard host has no chat frame.
    expect(await (await app.request('http://localhost:3001/embed/chat')).text()).not.toContain('data-entry');
  });

  it("serves a prerendered page with the brand of the host and that brand's dashboard", async () => {
    const res = await app.request('http://weprintwraps.localhost:3000/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('home of weprintwraps');
    expect(html).toContain('data-brand="weprintwraps"');
    // A local brand host's dashboard is app.<host> on the dashboard's port.
    expect(html).toContain('href="http://app.weprintwraps.localhost:3001/auth"');
    expect(html).toContain('"dashboardUrl":"http://app.weprintwraps.localhost:3001"');
    const home = await (await app.request('http://localhost:3000/')).text();
    expect(home).toContain('href="http://localhost:3001/auth"');
  });

  it('leaves out a contact line the brand has not configured, and fills in one it has', async () => {
    const unconfigured = await (await app.request('http://weprintwraps.localhost:3000/')).text();
    expect(unconfigured).toContain('<p>Help: <!-- --></p>');
    expect(unconfigured).not.toContain('prerender.invalid');
    const configured = appFor(builtWebDir(), {
      BRAND_SETTINGS: JSON.stringify({
        weprintwraps: {
          supportEmail: 'help@weprintwraps.test',
          domains: { dashboard: 'app.weprintwraps.test' },
        },
      }),
    });
    const html = await (await configured.request('http://weprintwraps.localhost:3000/')).text();
    expect(html).toContain('Write to <a href="mailto:help@weprintwraps.test">help@weprintwraps.test</a>.');
    expect(html).toContain('href="https://app.weprintwraps.test/auth"');
    expect(html).not.toContain('prerender.invalid');
    // Other brands know nothing of it.
    const other = await (await configured.request('http://mightyagent.localhost:3000/')).text();
    expect(other).toContain('<p>Help: <!-- --></p>');
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
