import { createHash } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { workspaces } from '../../db/schema/index';
import { DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { buildWorkspace } from '../../db/seed/factories';
import { seedReferenceData } from '../../db/seed/seed';
import { UNREAD_PAGE_CACHE_CONTROL } from './widget-unread-page';

// GET /embed/unread: the hidden page the loader adds to count waiting replies. It must run its one
// inline script under its own policy, be framed only where the chat may be, and load nothing else.

const { db, close } = getTestDb();
afterAll(close);
let t = buildTestApp({ db });

beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now: new Date('2026-05-04T09:30:00.000Z') });
  t = buildTestApp({ db });
});

const page = (query: string) => t.request(`/embed/unread${query}`);

describe('GET /embed/unread', () => {
  it('is a few hundred bytes whose one inline script its own policy allows, and nothing else', async () => {
    const res = await page(`?workspace=${DEMO_WORKSPACE.publicKey}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe(UNREAD_PAGE_CACHE_CONTROL);
    const html = await res.text();
    expect(html.length).toBeLessThan(1024);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(html).not.toMatch(/<script src|<link|<img|\/assets\//);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    // Not the app's policy (which would allow its scripts and forbid other sites to frame it).
    expect(csp).not.toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('may be framed where the chat may be: the workspace’s allowed domains', async () => {
    const res = await page(`?workspace=${DEMO_WORKSPACE.publicKey}`);
    expect(res.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:*;",
    );
    await db
      .insert(workspaces)
      .values(buildWorkspace({ publicKey: 'pk_shop_site', allowedDomains: ['Shop.Example'] }));
    const shop = await page('?workspace=pk_shop_site');
    expect(shop.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' http://shop.example:* https://shop.example:*;",
    );
  });

  it.each([
    ['an unknown key', '?workspace=pk_nobody_has_this'],
    ['no key', ''],
    ['a malformed key', "?workspace=pk'%20*"],
  ])('may be framed by nobody for %s', async (_name, query) => {
    const res = await page(query);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
