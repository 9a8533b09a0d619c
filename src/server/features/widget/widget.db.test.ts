import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { BRANDS } from '../../../domain/brands';
import { WELCOME_MESSAGES } from '../../../domain/chat';
import { WIDGET_CONFIG_MESSAGES } from '../../../domain/contracts/widget.contract';
import { agents, customers, reviews, workspaces } from '../../db/schema/index';
import { DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { buildAgent, buildCustomer, buildReview, buildWorkspace } from '../../db/seed/factories';
import { seedReferenceData } from '../../db/seed/seed';
import { WIDGET_SCRIPT_CACHE_CONTROL } from './widget.routes';
import { LAUNCHER_CACHE_CONTROL, WIDGET_LAUNCHER_RATE_LIMIT } from './widget-launcher.routes';

const { db, close } = getTestDb();
afterAll(close);
const now = new Date('2026-05-04T09:30:00.000Z');
let t = buildTestApp({ db });

beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now });
  t = buildTestApp({ db });
});

const config = (query: string) => t.request(`/api/widget/config${query}`);
const embed = (query: string) => t.request(`/embed/chat${query}`);

/** A workspace of its own with the given agents (oldest first). */
async function insertWorkspace(
  values: Partial<typeof workspaces.$inferInsert>,
  agentRows: Partial<typeof agents.$inferInsert>[] = [],
) {
  const workspace = buildWorkspace(values);
  await db.insert(workspaces).values(workspace);
  for (const [index, row] of agentRows.entries()) {
    await db.insert(agents).values(
      buildAgent({
        workspaceId: workspace.id!,
        createdAt: new Date(now.getTime() + index * 1000),
        ...row,
      }),
    );
  }
  return workspace;
}

describe('GET /api/widget/config', () => {
  it('answers the demo workspace’s first agent, its welcome line and the brand, and nothing else', async () => {
    const res = await config(`?workspace=${DEMO_WORKSPACE.publicKey}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.json()).toEqual({
      agentName: 'ShopAgent',
      agentType: 'shop',
      welcomeMessage:
        "Hi! I'm ShopAgent. Looking for wrap care kits or gift cards? I can help you find the right product.",
      brand: { key: 'weprintwraps', name: 'WePrintWraps', color: BRANDS.weprintwraps.colors.primary },
      // Its owner has not chosen to show reviews in the widget.
      reviews: null,
      answersChecked: false,
    });
  });

  it('shows approved reviews only once the owner chose to, with first names only', async () => {
    const workspace = await insertWorkspace({ publicKey: 'pk_reviewed' }, [
      { agentName: 'Rev', agentType: 'shop' },
    ]);
    const [customer] = await db
      .insert(customers)
      .values(buildCustomer({ workspaceId: workspace.id!, name: 'Robin  Q. Reviewer' }))
      .returning();
    const review = (rating: number, comment: string | null, isApproved: boolean, minutes: number) =>
      buildReview({
        workspaceId: workspace.id!,
        customerId: customer!.id,
        rating,
        comment,
        isApproved,
        createdAt: new Date(now.getTime() + minutes * 60_000),
      });
    await db
      .insert(reviews)
      .values([
        review(5, 'Flawless wrap', true, 1),
        review(4, null, true, 2),
        review(1, 'Not approved, never shown', false, 3),
        review(4, 'Quick and friendly', true, 4),
      ]);
    expect((await (await config('?workspace=pk_reviewed')).json()).reviews).toBeNull();

    await db
      .update(workspaces)
      .set({ settings: { reviewsOnWidget: true } })
      .where(eq(workspaces.id, workspace.id!));
    const shown = await (await config('?workspace=pk_reviewed')).json();
    expect(shown.reviews).toEqual({
      average: 4.3,
      count: 3,
      latest: [
        { rating: 4, comment: 'Quick and friendly', author: 'Robin' },
        { rating: 5, comment: 'Flawless wrap', author: 'Robin' },
      ],
    });
    expect(JSON.stringify(shown)).not.toContain('Reviewer');
  });

  it('signs no review with our placeholder for a customer who never gave a name', async () => {
    const workspace = await insertWorkspace(
      { publicKey: 'pk_unnamed_reviews', settings: { reviewsOnWidget: true } },
      [{ agentName: 'Rev', agentType: 'quote' }],
    );
    const named = async (name: string) =>
      (
        await db
          .insert(customers)
          .values(buildCustomer({ workspaceId: workspace.id!, name }))
          .returning()
      )[0]!;
    const visitor = await named('Website Visitor');
    const messenger = await named('Messenger customer');
    const jo = await named('Jo Park');
    await db.insert(reviews).values(
      [visitor, messenger, jo].map((customer, i) =>
        buildReview({
          workspaceId: workspace.id!,
          customerId: customer.id,
          rating: 5,
          comment: `Great job ${i}`,
          isApproved: true,
          createdAt: new Date(now.getTime() + i * 60_000),
        }),
      ),
    );
    const shown = await (await config('?workspace=pk_unnamed_reviews')).json();
    expect(shown.reviews.latest).toEqual([
      { rating: 5, comment: 'Great job 2', author: 'Jo' },
      { rating: 5, comment: 'Great job 1', author: null },
      { rating: 5, comment: 'Great job 0', author: null },
    ]);
  });

  it('answers the agent of the type asked for', async () => {
    const res = await config(`?workspace=${DEMO_WORKSPACE.publicKey}&agent=quote`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ agentName: 'QuoteAgent', agentType: 'quote' });
  });

  it('never shows the workspace’s own data', async () => {
    await insertWorkspace(
      {
        name: 'Secret Garden Supplies',
        publicKey: 'pk_secret_garden',
        allowedDomains: ['garden.example'],
        settings: { pricing: undefined, internalNote: 'do not show' },
      },
      [{ agentName: 'Rosie', agentType: 'social', welcomeMessage: 'Hi, I am Rosie.' }],
    );
    const res = await config('?workspace=pk_secret_garden');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      agentName: 'Rosie',
      agentType: 'social',
      welcomeMessage: 'Hi, I am Rosie.',
      brand: { key: 'default', name: BRANDS.default.name, color: BRANDS.default.colors.primary },
      reviews: null,
      answersChecked: false,
    });
    for (const secret of ['Secret Garden', 'garden.example', 'do not show', 'workspaceId', '"id"'])
      expect(text).not.toContain(secret);
  });

  it('says when a person checks the answers: safe mode with approval only', async () => {
    await insertWorkspace({ publicKey: 'pk_safe' }, [
      { agentName: 'Careful', agentType: 'quote', operationMode: 'safe', requireApproval: true },
    ]);
    await insertWorkspace({ publicKey: 'pk_safe_free' }, [
      { agentName: 'Trusted', agentType: 'quote', operationMode: 'safe', requireApproval: false },
    ]);
    // Approval is ignored in live mode (effectiveRequireApproval): nothing waits.
    await insertWorkspace({ publicKey: 'pk_live' }, [
      { agentName: 'Fast', agentType: 'quote', operationMode: 'live', requireApproval: true },
    ]);
    expect((await (await config('?workspace=pk_safe')).json()).answersChecked).toBe(true);
    expect((await (await config('?workspace=pk_safe_free')).json()).answersChecked).toBe(false);
    expect((await (await config('?workspace=pk_live')).json()).answersChecked).toBe(false);
  });

  it('paints the chat in the colour the owner chose in onboarding, and only a hex colour', async () => {
    await insertWorkspace({ publicKey: 'pk_teal', settings: { branding: { primaryColor: '#0e7490' } } }, [
      { agentName: 'Teal', agentType: 'quote' },
    ]);
    await insertWorkspace({ publicKey: 'pk_bad_colour', settings: { branding: { primaryColor: 'red;x' } } }, [
      { agentName: 'Bad', agentType: 'quote' },
    ]);
    expect((await (await config('?workspace=pk_teal')).json()).brand.color).toBe('#0e7490');
    expect((await (await config('?workspace=pk_bad_colour')).json()).brand.color).toBe(
      BRANDS.default.colors.primary,
    );
  });

  it('skips inactive agents, picks the oldest active one and falls back to the type’s welcome line', async () => {
    await insertWorkspace({ publicKey: 'pk_three_agents' }, [
      { agentName: 'Sleepy', agentType: 'shop', status: 'inactive' },
      { agentName: 'Quincy', agentType: 'quote', welcomeMessage: '   ' },
      { agentName: 'Sally', agentType: 'social' },
    ]);
    const res = await config('?workspace=pk_three_agents');
    expect(await res.json()).toMatchObject({
      agentName: 'Quincy',
      agentType: 'quote',
      welcomeMessage: WELCOME_MESSAGES.quote,
    });
  });

  it('answers 404 with a clear message for an unknown key', async () => {
    const res = await config('?workspace=pk_nobody_has_this');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: WIDGET_CONFIG_MESSAGES.unknownWorkspace },
    });
  });

  it('answers 404 when the workspace has no active agent', async () => {
    await insertWorkspace({ publicKey: 'pk_no_agents' });
    const none = await config('?workspace=pk_no_agents');
    expect(none.status).toBe(404);
    expect((await none.json()).error.message).toBe(WIDGET_CONFIG_MESSAGES.noAgent);
    const typed = await config('?workspace=pk_no_agents&agent=quote');
    expect(typed.status).toBe(404);
    expect((await typed.json()).error.message).toBe(WIDGET_CONFIG_MESSAGES.noAgent);
  });

  it('answers with the workspace’s own agent when the snippet names a type it does not have', async () => {
    // A snippet pasted with data-agent="quote" keeps working after the owner chose a social agent.
    await insertWorkspace({ publicKey: 'pk_social_only' }, [
      { agentName: 'Old Quoter', agentType: 'quote', status: 'inactive' },
      { agentName: 'Bea', agentType: 'social' },
    ]);
    const res = await config('?workspace=pk_social_only&agent=quote');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ agentName: 'Bea', agentType: 'social' });
  });

  it('prefers the type the snippet names over an older agent of another type', async () => {
    await insertWorkspace({ publicKey: 'pk_two_types' }, [
      { agentName: 'Shoppy', agentType: 'shop' },
      { agentName: 'Sally', agentType: 'social' },
    ]);
    expect(await (await config('?workspace=pk_two_types&agent=social')).json()).toMatchObject({
      agentName: 'Sally',
    });
    expect(await (await config('?workspace=pk_two_types')).json()).toMatchObject({ agentName: 'Shoppy' });
  });

  it.each([
    ['', WIDGET_CONFIG_MESSAGES.keyRequired],
    ['?workspace=', WIDGET_CONFIG_MESSAGES.keyRequired],
    ['?workspace=pk%20with%20spaces', WIDGET_CONFIG_MESSAGES.keyInvalid],
    [`?workspace=${'k'.repeat(101)}`, WIDGET_CONFIG_MESSAGES.keyInvalid],
    [`?workspace=${DEMO_WORKSPACE.publicKey}&agent=boss`, WIDGET_CONFIG_MESSAGES.agentInvalid],
  ])('answers 400 for %j', async (query, message) => {
    const res = await config(query);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('answers 400 for a parameter it does not know', async () => {
    const res = await config(`?workspace=${DEMO_WORKSPACE.publicKey}&secret=1`);
    expect(res.status).toBe(400);
  });
});

describe('GET /api/widget/launcher', () => {
  const launcher = (key: string, headers: Record<string, string> = {}) =>
    t.request(`/api/widget/launcher?workspace=${key}`, { headers });

  it("answers the owner's current colour to any site, cached for a few minutes", async () => {
    const workspace = await insertWorkspace({
      publicKey: 'pk_teal',
      settings: { branding: { primaryColor: '#0e7490' } },
    });
    const res = await launcher('pk_teal', { origin: 'https://corner-signs.example' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ color: '#0e7490', position: 'bottom-right' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe(LAUNCHER_CACHE_CONTROL);
    // The owner changes it: the next answer has the new one (no snippet to paste again).
    await db
      .update(workspaces)
      .set({ settings: { branding: { primaryColor: '#b45309' } } })
      .where(eq(workspaces.id, workspace.id!));
    expect(await (await launcher('pk_teal')).json()).toEqual({ color: '#b45309', position: 'bottom-right' });
  });

  it('answers no colour when the owner chose none or stored one that is not a hex colour', async () => {
    await insertWorkspace({ publicKey: 'pk_plain' });
    await insertWorkspace({ publicKey: 'pk_bad_colour', settings: { branding: { primaryColor: 'red;x' } } });
    expect(await (await launcher('pk_plain')).json()).toEqual({ color: null, position: 'bottom-right' });
    expect(await (await launcher('pk_bad_colour')).json()).toEqual({ color: null, position: 'bottom-right' });
    // The platform demo keeps the brand's colours: its tag's data-color stays.
    expect(await (await launcher(DEMO_WORKSPACE.publicKey)).json()).toEqual({
      color: null,
      position: 'bottom-right',
    });
  });

  it('answers the side the owner chose, bottom right until then or for anything else stored', async () => {
    await insertWorkspace({ publicKey: 'pk_left', settings: { widget: { position: 'bottom-left' } } });
    await insertWorkspace({
      publicKey: 'pk_odd',
      settings: { widget: { position: 'top;x' as 'bottom-left' } },
    });
    expect(await (await launcher('pk_left')).json()).toEqual({ color: null, position: 'bottom-left' });
    expect(await (await launcher('pk_odd')).json()).toEqual({ color: null, position: 'bottom-right' });
  });

  it('answers 404 for an unknown key and 400 for a malformed one', async () => {
    const unknown = await launcher('pk_nobody_has_this');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe(WIDGET_CONFIG_MESSAGES.unknownWorkspace);
    expect((await launcher('bad%20key')).status).toBe(400);
  });

  it('counts requests per client address: 429 with Retry-After past the limit', async () => {
    t = buildTestApp({ db, env: { TRUST_PROXY: '1' } });
    const from = (ip: string) => launcher(DEMO_WORKSPACE.publicKey, { 'x-forwarded-for': ip });
    for (let i = 0; i < WIDGET_LAUNCHER_RATE_LIMIT.limit; i++) {
      const res = await from('198.51.100.7');
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const refused = await from('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await from('198.51.100.8')).status).toBe(200);
  });
});

describe('GET /embed/chat framing', () => {
  it('may be framed by the workspace’s allowed domains on any port, and carries no X-Frame-Options', async () => {
    const res = await embed(`?workspace=${DEMO_WORKSPACE.publicKey}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(
      "frame-ancestors 'self' http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:*;",
    );
    expect(csp).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('follows a change of the allowed domains at once', async () => {
    await insertWorkspace({ publicKey: 'pk_shop_site', allowedDomains: ['Shop.Example', 'bad entry;'] });
    const res = await embed('?workspace=pk_shop_site&agent=shop');
    expect(res.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' http://shop.example:* https://shop.example:*;",
    );
  });

  it.each([
    ['an unknown key', '?workspace=pk_nobody_has_this'],
    ['no key', ''],
    ['a malformed key', "?workspace=pk'%20*"],
  ])('may be framed by nobody for %s', async (_name, query) => {
    const res = await embed(query);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('leaves the other pages framed by our own pages only', async () => {
    const res = await t.request(`/?workspace=${DEMO_WORKSPACE.publicKey}`);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const sub = await t.request(`/embed/chat/other?workspace=${DEMO_WORKSPACE.publicKey}`);
    expect(sub.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('GET /widget.js', () => {
  it('serves the built loader as JavaScript that other sites may load, cached, with revalidation', async () => {
    writeFileSync(join(t.deps.webDir, 'widget.js'), '(()=>{console.log("widget")})();');
    const res = await t.request('/widget.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(WIDGET_SCRIPT_CACHE_CONTROL);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(await res.text()).toBe('(()=>{console.log("widget")})();');

    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const again = await t.request('/widget.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it("sends the build's brotli or gzip copy by what the browser accepts, and the script to others", async () => {
    const code = `(()=>{${'console.log("widget");'.repeat(100)}})();`;
    writeFileSync(join(t.deps.webDir, 'widget.js'), code);
    writeFileSync(join(t.deps.webDir, 'widget.js.br'), brotliCompressSync(code));
    writeFileSync(join(t.deps.webDir, 'widget.js.gz'), gzipSync(code));
    const br = await t.request('/widget.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(code);
    const gzip = await t.request('/widget.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(code);
    const plain = await t.request('/widget.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(code);
    // The tag of a compressed copy still revalidates.
    const again = await t.request('/widget.js', {
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('says so, uncached, when the loader is not built', async () => {
    const res = await t.request('/widget.js');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the other scripts same-origin only', async () => {
    const res = await t.request('/assets/main-abc123.js');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
