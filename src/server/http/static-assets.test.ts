import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.mjs';
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

describe('serving the built files precompressed', () => {
  const webDir = builtWebDir();
  mkdirSync(join(webDir, 'assets'));
  // Big enough to be worth compressing (over 1 kB), as a bundle is.
  const script = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
  writeFileSync(join(webDir, 'assets', 'main-abc123.js'), script);
  writeFileSync(join(webDir, 'assets', 'tiny-abc123.js'), 'export const a = 1;\n');
  writeFileSync(
    join(webDir, 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`,
  );
  const app = appFor(webDir);
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
  const asset = (path: string, acceptEncoding?: string) =>
    app.request(`http://localhost:3000${path}`, {
      headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
    });

  // The build step itself writes the copies, as `npm run build` does.
  beforeAll(async () => {
    await precompress(webDir);
  });

  it('sends the brotli copy to a browser that accepts it, whatever order it lists encodings in', async () => {
    const res = await asset('/assets/main-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytesOf(res);
    expect(body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts gzip only', async () => {
    const res = await asset('/assets/main-abc123.js', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gunzipSync(await bytesOf(res)).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding, saying it varies on that', async () => {
    const res = await asset('/assets/main-abc123.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await bytesOf(res)).toString()).toBe(script);
    expect((await asset('/assets/main-abc123.js', 'identity')).headers.get('content-encoding')).toBeNull();
  });

  it('serves the static files outside /assets precompressed too', async () => {
    const res = await asset('/logo.svg', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(brotliDecompressSync(await bytesOf(res))).toEqual(readFileSync(join(webDir, 'logo.svg')));
  });

  it('sends a file too small to compress as it is', async () => {
    const res = await asset('/assets/tiny-abc123.js', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await bytesOf(res)).toString()).toBe('export const a = 1;\n');
  });

  it('still answers a missing hashed asset 404, never cached, in any encoding', async () => {
    const res = await asset('/assets/gone-abc123.js', 'br, gzip');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('sends a finished page brotli or gzip encoded, the same page as without, and again from its cache', async () => {
    const plain = await asset('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = await plain.text();
    expect(html).toContain('home of default');
    for (let i = 0; i < 2; i++) {
      const br = await asset('/', 'gzip, deflate, br, zstd');
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(br.headers.get('cache-control')).toBe('no-cache');
      expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(await bytesOf(br)).toString()).toBe(html);
      const gzip = await asset('/', 'gzip');
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await bytesOf(gzip)).toString()).toBe(html);
    }
    const notFound = await asset('/no-such-page', 'br');
    expect(notFound.status).toBe(404);
    expect(brotliDecompressSync(await bytesOf(notFound)).toString()).toContain('not found default');
  });

  it('never sends a page or its copy as a file', async () => {
    const res = await asset('/prerendered/default/index.html', 'br, gzip');
    // The not-found page, finished for this request, not the raw file with its stand-ins.
    expect(res.status).toBe(404);
    expect(brotliDecompressSync(await bytesOf(res)).toString()).not.toContain('prerender.invalid');
  });
});
