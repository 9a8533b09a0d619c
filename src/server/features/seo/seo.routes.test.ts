import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { originMatcher } from '../../http/origin-check';
import { SITEMAP_PATHS, seoRoutes } from './seo.routes';

const env = parseEnv({
  NODE_ENV: 'test',
  PORT: '3000',
  DASHBOARD_PORT: '3001',
  PUBLIC_URL: 'http://localhost:3000',
});
const app = seoRoutes({ env }, originMatcher(['http://localhost:3000', 'http://*.localhost:3000']));

describe('robots.txt and sitemap.xml', () => {
  it('lists every public page in the sitemap, on the host it was asked on', async () => {
    const res = await app.request('http://weprintwraps.localhost:3000/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    for (const path of ['/', '/features', '/roi-calculator', '/checkout', '/privacy', '/terms'])
      expect(xml).toContain(`<loc>http://weprintwraps.localhost:3000${path}</loc>`);
    expect(SITEMAP_PATHS).not.toContain('/payment-success');
  });

  it('uses the public URL for a host that is not ours', async () => {
    const xml = await (await app.request('http://evil.example/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://localhost:3000/features</loc>');
    expect(xml).not.toContain('evil.example');
  });

  it('points robots at the sitemap and keeps private areas out', async () => {
    const text = await (await app.request('http://localhost:3000/robots.txt')).text();
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /admin');
  });

  it('closes the whole dashboard host to crawlers', async () => {
    expect(await (await app.request('http://localhost:3001/robots.txt')).text()).toBe(
      'User-agent: *\nDisallow: /\n',
    );
    expect((await app.request('http://localhost:3001/sitemap.xml')).status).toBe(404);
  });
});
