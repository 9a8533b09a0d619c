import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, frozenClock } from '../../../../test/helpers/app';
import { signUp } from '../../../../test/helpers/automation-fixtures';
import { countRows, getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { PREVIEW_TEXTS } from '../../../domain/preview';
import { PREVIEW_MESSAGES } from '../../../domain/validation/preview-questionnaire';
import {
  agentPreviews,
  agents,
  emailOutbox,
  knowledgeBase,
  userProfiles,
  workspaces,
} from '../../db/schema/index';
import { seedReferenceData } from '../../db/seed/seed';
import { adoptPreviewOnVerifiedEmail } from '../accounts';
import type { ChatEngine } from '../chat';
import { aiChatFunction } from '../chat';
import { adoptPreviewKnowledge } from './adopt-preview.service';
import { deleteExpiredPreviewWorkspaces } from './preview-workspace.repository';
import {
  createAgentPreviewFunction,
  generateAgentPreviewFunction,
  sendPreviewEmailFunction,
  websiteScraperFunction,
} from './previews.functions';
import { PREVIEW_EMAIL_KIND } from './send-preview-email.service';

// The preview lifecycle through the real functions, against a small business website this test
// serves on 127.0.0.1 (ALLOW_PRIVATE_FETCH lets the analysis reach it).

const { db, close } = getTestDb();
const functions = [
  createAgentPreviewFunction,
  websiteScraperFunction,
  generateAgentPreviewFunction,
  sendPreviewEmailFunction,
  aiChatFunction,
];
const env = { ALLOW_PRIVATE_FETCH: '1', TRUST_PROXY: '1' };
const t = buildTestApp({ db, functions, env });

const SITE_HTML = `<!doctype html><html><head><title>Harbor Wraps &amp; Signs</title>
<meta name="description" content="Vehicle wraps and storefront signs in Portland since 2009.">
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'LocalBusiness',
  name: 'Harbor Wraps & Signs',
  telephone: '+1 503 555 0142',
  email: 'hello@harborwraps.example',
  openingHours: 'Mo-Fr 08:00-17:00',
  makesOffer: [
    {
      '@type': 'Offer',
      price: '2400',
      priceCurrency: 'USD',
      itemOffered: { '@type': 'Service', name: 'Full van wrap' },
    },
    {
      '@type': 'Offer',
      price: '450',
      priceCurrency: 'USD',
      itemOffered: { '@type': 'Service', name: 'Storefront window graphics' },
    },
  ],
})}</script></head>
<body><h1>Harbor Wraps &amp; Signs</h1>
<h2>Full van wrap</h2><p>Premium cast vinyl, designed and installed in three days. From $2,400.</p>
<h2>Storefront window graphics</h2><p>Perforated vinyl for shop windows. From $450.</p>
<h2>Warranty</h2><p>Every installation is guaranteed for two years against lifting and peeling.</p>
<address>12 Dock Street, Portland, OR</address></body></html>`;

let site: Server;
let siteUrl: string;
let siteHits = 0;
let siteFailing = false;
// The site takes the request and never answers (until the test ends).
let siteHanging = false;

beforeAll(async () => {
  site = createServer((req, res) => {
    siteHits += 1;
    if (siteHanging) return;
    if (siteFailing) {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server error</h1>');
      return;
    }
    if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SITE_HTML);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await close();
});

let ip = 0;
beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now: new Date() });
  siteHits = 0;
  siteFailing = false;
  siteHanging = false;
  ip += 1;
});

function call(name: string, json: unknown, app = t) {
  return app.request(`/api/functions/${name}`, {
    method: 'POST',
    json,
    headers: { 'x-forwarded-for': `203.0.113.${ip}`, origin: 'http://localhost:3000' },
  });
}

const answers = () => ({
  website_url: siteUrl,
  email: 'Owner@HarborWraps.example',
  name: 'Dana',
  business_type: 'local-service',
  tone_preference: 'casual',
  business_facts: {
    minimumOrder: 'none',
    pricePerSqFt: 5.2,
    shippingPolicy: 'We install on site in Portland.',
  },
});

async function createPreview(overrides: Record<string, unknown> = {}, app = t): Promise<string> {
  const res = await call('create-agent-preview', { ...answers(), ...overrides }, app);
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ status: 'pending' });
  return body.id;
}

const previewRow = async (id: string) =>
  (await db.select().from(agentPreviews).where(eq(agentPreviews.id, id)))[0]!;

/** A preview taken through analysis and generation: ready, with its own agent. */
async function readyPreview(): Promise<string> {
  const id = await createPreview();
  await call('website-scraper', { url: siteUrl, previewId: id });
  expect((await call('generate-agent-preview', { previewId: id })).status).toBe(200);
  return id;
}

describe('create-agent-preview', () => {
  it('stores the answers as a pending preview in strict preview mode', async () => {
    const id = await createPreview({ website_url: siteUrl.replace('http://', 'HTTP://') });
    expect(await previewRow(id)).toMatchObject({
      status: 'pending',
      strictPreviewMode: true,
      email: 'owner@harborwraps.example',
      websiteUrl: siteUrl,
      tonePreference: 'casual',
      businessType: 'local-service',
      businessFacts: { minimumOrder: 'none', pricePerSqFt: 5.2 },
    });
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-address' }, PREVIEW_MESSAGES.invalidEmail],
    ['a bad website', { website_url: 'javascript:alert(1)' }, PREVIEW_MESSAGES.invalidWebsite],
    ['an empty name', { name: '   ' }, PREVIEW_MESSAGES.nameRequired],
  ])('refuses %s with the spec message and stores nothing', async (_, overrides, message) => {
    const before = await countRows(db);
    const res = await call('create-agent-preview', { ...answers(), ...overrides });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
    // Only the address's rate-limit counter moved: every request counts, as for every function.
    expect({ ...(await countRows(db)), rate_limits: 0 }).toEqual({ ...before, rate_limits: 0 });
  });
});

describe('website-scraper', () => {
  it('stores what the site says and moves the preview on', async () => {
    const id = await createPreview();
    const res = await call('website-scraper', { url: siteUrl, previewId: id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const row = await previewRow(id);
    expect(row.status).toBe('analyzing');
    expect(row.siteData).toMatchObject({ title: 'Harbor Wraps & Signs' });
    expect(JSON.stringify(row.siteData)).toContain('Full van wrap');
  });

  it('marks the preview failed in the analysis phase, keeps nothing, and a retry succeeds', async () => {
    const id = await createPreview();
    siteFailing = true;
    const failed = await call('website-scraper', { url: siteUrl, previewId: id });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const message = (await failed.json()).error.message as string;
    expect(message.startsWith('Failed to analyze website: ')).toBe(true);
    expect(await previewRow(id)).toMatchObject({
      status: 'failed',
      failedPhase: 'website_analysis',
      errorMessage: message,
      siteData: null,
    });

    siteFailing = false;
    expect((await call('website-scraper', { url: siteUrl, previewId: id })).status).toBe(200);
    expect(await previewRow(id)).toMatchObject({
      status: 'analyzing',
      failedPhase: null,
      errorMessage: null,
    });
  });

  it('stops fetching when the visitor leaves, and marks the preview failed with why', async () => {
    const id = await createPreview();
    siteHanging = true;
    const leaving = new AbortController();
    const pending = t.request('/api/functions/website-scraper', {
      method: 'POST',
      json: { url: siteUrl, previewId: id },
      headers: { 'x-forwarded-for': `203.0.113.${ip}`, origin: 'http://localhost:3000' },
      signal: leaving.signal,
    });
    // Leave once the site has the request: without the stop it would wait the page's 10 s.
    while (siteHits === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    leaving.abort();
    const stopped = await pending;
    expect(stopped.status).toBe(400);
    const message = (await stopped.json()).error.message;
    expect(message).toBe(
      'Failed to analyze website: the analysis was stopped because the page asking for it was closed',
    );
    expect(await previewRow(id)).toMatchObject({
      status: 'failed',
      failedPhase: 'website_analysis',
      errorMessage: message,
      siteData: null,
    });
  });

  it('reuses a fresh analysis of the same website instead of fetching it again', async () => {
    const first = await createPreview();
    await call('website-scraper', { url: siteUrl, previewId: first });
    const hitsAfterFirst = siteHits;
    expect(hitsAfterFirst).toBeGreaterThan(0);
    const second = await createPreview();
    expect((await call('website-scraper', { url: siteUrl, previewId: second })).status).toBe(200);
    expect(siteHits).toBe(hitsAfterFirst);
    expect((await previewRow(second)).siteData).toEqual((await previewRow(first)).siteData);
  });

  it('fetches again when the last analysis is older than the reuse window, however recently its preview changed', async () => {
    const first = await createPreview();
    await call('website-scraper', { url: siteUrl, previewId: first });
    const old = new Date(Date.now() - 20 * 60 * 1000).toISOString();
    // Analysed 20 minutes ago; the row itself was touched just now (say, the e-mail was sent).
    await db
      .update(agentPreviews)
      .set({
        siteData: sql`jsonb_set(${agentPreviews.siteData}, '{analyzedAt}', to_jsonb(${old}::text))`,
        updatedAt: new Date(),
      })
      .where(eq(agentPreviews.id, first));
    const hitsBefore = siteHits;
    const second = await createPreview();
    expect((await call('website-scraper', { url: siteUrl, previewId: second })).status).toBe(200);
    expect(siteHits).toBeGreaterThan(hitsBefore);
  });

  it('analyses its own website again on a second run instead of reusing what it stored', async () => {
    const id = await createPreview();
    await call('website-scraper', { url: siteUrl, previewId: id });
    const hitsBefore = siteHits;
    expect((await call('website-scraper', { url: siteUrl, previewId: id })).status).toBe(200);
    expect(siteHits).toBeGreaterThan(hitsBefore);
  });

  it('refuses a private address unless private fetches are allowed', async () => {
    const strict = buildTestApp({ db, functions, env: { TRUST_PROXY: '1' } });
    const id = await createPreview();
    const res = await call('website-scraper', { url: siteUrl, previewId: id }, strict);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).error.message).toMatch(/^Failed to analyze website: /);
    expect(siteHits).toBe(0);
    expect((await previewRow(id)).status).toBe('failed');
  });

  it('answers 404 for an unknown preview and 400 for another website', async () => {
    const missing = await call('website-scraper', {
      url: siteUrl,
      previewId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(PREVIEW_TEXTS.notFound);
    const id = await createPreview();
    const other = await call('website-scraper', { url: 'https://example.org/', previewId: id });
    expect(other.status).toBe(400);
    expect((await other.json()).error.message).toBe(PREVIEW_TEXTS.websiteMismatch);
    expect(siteHits).toBe(0);
  });
});

describe('generate-agent-preview', () => {
  it('needs the analysis first (409)', async () => {
    const id = await createPreview();
    const res = await call('generate-agent-preview', { previewId: id });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(PREVIEW_TEXTS.notAnalyzed);
  });

  it("answers a customer's first question with an agent that knows the site", async () => {
    const id = await createPreview();
    await call('website-scraper', { url: siteUrl, previewId: id });
    const res = await call('generate-agent-preview', { previewId: id });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.customerInquiry).toMatch(/Full van wrap|Storefront window graphics/);
    expect(body.generatedResponse.length).toBeGreaterThan(20);
    expect(body.widgetUrl).toMatch(/^\/embed\/chat\?workspace=pk_preview_[0-9a-f]+&inline=1$/);

    const row = await previewRow(id);
    expect(row).toMatchObject({
      status: 'ready',
      customerInquiry: body.customerInquiry,
      generatedResponse: body.generatedResponse,
      widgetUrl: body.widgetUrl,
    });
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, row.workspaceId!));
    expect(workspace).toMatchObject({ tone: 'casual', isPlatformDemo: false });
    const [agent] = await db.select().from(agents).where(eq(agents.workspaceId, workspace!.id));
    expect(agent!.agentType).toBe('quote');
    const knowledge = await db
      .select()
      .from(knowledgeBase)
      .where(eq(knowledgeBase.workspaceId, workspace!.id));
    expect(knowledge.every((k) => k.source === 'preview')).toBe(true);
    expect(knowledge.map((k) => k.content).join('\n')).toContain('two years');

    // The widget's agent answers from the same knowledge, through the public key only.
    const chat = await call('ai-chat', {
      agentType: 'quote',
      workspaceKey: workspace!.publicKey,
      messages: [{ role: 'user', content: 'What warranty do you give on an installation?' }],
    });
    expect(chat.status).toBe(200);
    expect((await chat.json()).message).toContain('two years');
  });

  it('makes one agent for two generations of the same preview at once', async () => {
    const id = await createPreview();
    await call('website-scraper', { url: siteUrl, previewId: id });
    const before = await db.select().from(workspaces);
    const answers = await Promise.all([
      call('generate-agent-preview', { previewId: id }),
      call('generate-agent-preview', { previewId: id }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const after = await db.select().from(workspaces);
    expect(after.length - before.length).toBe(1);
    expect((await previewRow(id)).workspaceId).toBe(
      after.find((w) => !before.some((b) => b.id === w.id))!.id,
    );
  });

  it('marks a failed generation, then Retry reuses the agent it made', async () => {
    const failing: ChatEngine = {
      name: 'builtin',
      reply: () => Promise.reject(new Error('the model is down')),
    };
    const broken = buildTestApp({ db, functions, env, chatEngine: failing });
    const before = await db.select({ id: workspaces.id }).from(workspaces);
    const id = await createPreview();
    await call('website-scraper', { url: siteUrl, previewId: id });
    const failed = await call('generate-agent-preview', { previewId: id }, broken);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const message = (await failed.json()).error.message as string;
    expect(message.startsWith('Failed to generate preview: ')).toBe(true);
    expect(await previewRow(id)).toMatchObject({
      status: 'failed',
      failedPhase: 'ai_generation',
      errorMessage: message,
    });

    const retried = await call('generate-agent-preview', { previewId: id });
    expect(retried.status).toBe(200);
    expect((await previewRow(id)).status).toBe('ready');
    // One workspace for the preview, made by the failed attempt and reused by the retry.
    const after = await db.select({ id: workspaces.id }).from(workspaces);
    expect(after.length - before.length).toBe(1);
  });
});

describe('send-preview-email', () => {
  it('is refused until the preview is ready (409)', async () => {
    const id = await createPreview();
    const res = await call('send-preview-email', { previewId: id });
    expect(res.status).toBe(409);
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('queues the preview to the address given, and stores that address', async () => {
    const id = await readyPreview();
    const res = await call('send-preview-email', { previewId: id, email: 'Dana@Example.com' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, PREVIEW_EMAIL_KIND));
    const row = await previewRow(id);
    expect(mail!.toAddress).toBe('dana@example.com');
    expect(mail!.textBody).toContain(row.customerInquiry!);
    expect(mail!.textBody).toContain(row.generatedResponse!);
    expect(mail!.textBody).toContain(`http://localhost:3000/start-trial?plan=quoteagent&preview=${id}`);
    expect(row.email).toBe('dana@example.com');
  });

  it('sends one preview at most three times a day', async () => {
    const id = await readyPreview();
    const counting = buildTestApp({ db, functions, env, clock: frozenClock() });
    for (let i = 0; i < 3; i += 1)
      expect((await call('send-preview-email', { previewId: id }, counting)).status).toBe(200);
    expect((await call('send-preview-email', { previewId: id }, counting)).status).toBe(429);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.kind, PREVIEW_EMAIL_KIND))).toHaveLength(
      3,
    );
  });
});

describe('signing up after a preview', () => {
  const OWNER = 'owner@harborwraps.example';

  /** Opens the link of the verification e-mail queued for `email`, as its owner would. */
  async function verifyEmail(email: string) {
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const link = new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]);
    const res = await t.request(`${link.pathname}${link.search}`);
    // The link sends the browser on to the dashboard; a bad token would send it there with ?error=.
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).not.toContain('error');
  }

  const knowledgeOf = (workspaceId: string) =>
    db.select().from(knowledgeBase).where(eq(knowledgeBase.workspaceId, workspaceId));

  it('starts the workspace with what the preview learnt, and its tone, once the address is verified', async () => {
    const id = await readyPreview();
    const previewKnowledge = await knowledgeOf((await previewRow(id)).workspaceId!);
    expect(previewKnowledge.length).toBeGreaterThan(0);

    const { workspaceId } = await signUp(t, db, OWNER);
    // Anyone can type this address: until its owner proves it is theirs, nothing is handed over.
    expect(await knowledgeOf(workspaceId)).toHaveLength(0);
    const [before] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    expect(before!.tone).toBe('professional');

    await verifyEmail(OWNER);
    const adopted = await knowledgeOf(workspaceId);
    expect(adopted.map((k) => k.title).sort()).toEqual(previewKnowledge.map((k) => k.title).sort());
    expect(adopted.every((k) => k.source === 'scrape')).toBe(true);
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    expect(workspace!.tone).toBe('casual');
    expect((await previewRow(id)).adoptedWorkspaceId).toBe(workspaceId);
  });

  it('adopts the preview once, however often the verification runs', async () => {
    const id = await readyPreview();
    const expected = (await knowledgeOf((await previewRow(id)).workspaceId!)).length;
    const { jar, workspaceId } = await signUp(t, db, OWNER);
    const me = await (await t.request('/api/me', { jar })).json();
    const adoptAtOnce = () =>
      Promise.all(
        Array.from({ length: 6 }, () =>
          adoptPreviewOnVerifiedEmail(db, {
            userId: me.user.id,
            email: OWNER,
            adoptPreview: adoptPreviewKnowledge,
          }),
        ),
      );

    // A race is a matter of timing: several rounds make a missing lock show every time.
    for (let round = 0; round < 5; round++) {
      await db.delete(knowledgeBase).where(eq(knowledgeBase.workspaceId, workspaceId));
      await db.update(agentPreviews).set({ adoptedWorkspaceId: null }).where(eq(agentPreviews.id, id));
      await adoptAtOnce();
      expect(await knowledgeOf(workspaceId), `round ${round}`).toHaveLength(expected);
    }
    // Opening the link again, or verifying later, hands nothing over a second time.
    await verifyEmail(OWNER);
    await adoptAtOnce();
    expect(await knowledgeOf(workspaceId)).toHaveLength(expected);
  });

  it('hands the preview to a verified account whose workspace is made late (repaired by /api/me)', async () => {
    const id = await readyPreview();
    const expected = (await knowledgeOf((await previewRow(id)).workspaceId!)).length;
    const { jar, workspaceId } = await signUp(t, db, OWNER);
    // The sign-up's workspace write was lost: verification finds no workspace to fill.
    await db.delete(workspaces).where(eq(workspaces.id, workspaceId));
    await db.delete(userProfiles);
    await verifyEmail(OWNER);

    const me = await (await t.request('/api/me', { jar })).json();
    expect(me.workspaceIds).toHaveLength(1);
    expect(await knowledgeOf(me.workspaceIds[0])).toHaveLength(expected);
  });

  it('hands nothing over to an address without a preview', async () => {
    await readyPreview();
    const { workspaceId } = await signUp(t, db, 'someone.else@example.com');
    await verifyEmail('someone.else@example.com');
    expect(await knowledgeOf(workspaceId)).toHaveLength(0);
  });
});

describe('preview agents expire', () => {
  it('deletes the workspaces of old previews, with their chats, and keeps the rest', async () => {
    const id = await createPreview();
    await call('website-scraper', { url: siteUrl, previewId: id });
    expect((await call('generate-agent-preview', { previewId: id })).status).toBe(200);
    const workspaceId = (await previewRow(id)).workspaceId!;

    const tooEarly = new Date(Date.now() - 60_000);
    expect(await deleteExpiredPreviewWorkspaces(db, { before: tooEarly })).toBe(0);
    expect(await deleteExpiredPreviewWorkspaces(db, { before: new Date(Date.now() + 60_000) })).toBe(1);
    expect(await db.select().from(workspaces).where(eq(workspaces.id, workspaceId))).toHaveLength(0);
    expect(
      await db.select().from(knowledgeBase).where(eq(knowledgeBase.workspaceId, workspaceId)),
    ).toHaveLength(0);
    expect(await previewRow(id)).toMatchObject({ status: 'ready', workspaceId: null });
    // The platform's demo workspace is never a preview's.
    expect(await db.select().from(workspaces).where(eq(workspaces.isPlatformDemo, true))).toHaveLength(1);
  });
});

describe('abuse bounds', () => {
  it('lets one address start ten previews an hour, then answers 429', async () => {
    const counting = buildTestApp({ db, functions, env, clock: frozenClock() });
    for (let i = 0; i < 10; i++) await createPreview({}, counting);
    const refused = await call('create-agent-preview', answers(), counting);
    expect(refused.status).toBe(429);
    expect(await db.select().from(agentPreviews)).toHaveLength(10);
  });

  it('fetches one site at most ten times an hour, whichever addresses ask', async () => {
    const counting = buildTestApp({ db, functions, env, clock: frozenClock() });
    const id = await createPreview({}, counting);
    siteFailing = true;
    const fromAddress = (n: number) =>
      counting.request('/api/functions/website-scraper', {
        method: 'POST',
        json: { url: siteUrl, previewId: id },
        headers: { 'x-forwarded-for': `198.51.100.${n}`, origin: 'http://localhost:3000' },
      });
    for (let n = 1; n <= 10; n++) expect((await fromAddress(n)).status).toBe(400);
    const hitsBefore = siteHits;
    expect(hitsBefore).toBeGreaterThanOrEqual(10);

    const refused = await fromAddress(11);
    expect(refused.status).toBe(429);
    expect(siteHits).toBe(hitsBefore);
    expect(await previewRow(id)).toMatchObject({ status: 'failed', failedPhase: 'website_analysis' });

    // Another host that redirects to the site counts against the site it leads to.
    const redirector = createServer((_req, res) => res.writeHead(301, { location: siteUrl }).end());
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const redirectorUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/`;
      const viaRedirect = await createPreview({ website_url: redirectorUrl }, counting);
      const res = await call('website-scraper', { url: redirectorUrl, previewId: viaRedirect }, counting);
      expect(res.status).toBe(429);
      expect(siteHits).toBe(hitsBefore);
    } finally {
      redirector.closeAllConnections();
      await new Promise((resolve) => redirector.close(resolve));
    }
  });
});
