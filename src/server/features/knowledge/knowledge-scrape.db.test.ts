import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import {
  type KnowledgeApp,
  knowledgePath,
  settledScrape,
  startKnowledgeApp,
} from '../../../../test/helpers/knowledge-app';
import { sendHtml, siteServersPerTest, websiteFixture } from '../../../../test/helpers/site-server';
import { KNOWLEDGE_TEXTS } from '../../../domain/knowledge/knowledge-texts';
import { knowledgeBase } from '../../db/schema/knowledge-base';
import { knowledgeScrapes } from '../../db/schema/knowledge-documents';
import { rateLimits } from '../../db/schema/rate-limits';
import { userProfiles } from '../../db/schema/user-profiles';

const { db, close } = getTestDb();
const serve = siteServersPerTest();
let t: KnowledgeApp;
let owner: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  await resetDatabase(db);
  t = await startKnowledgeApp(db, { env: { ALLOW_PRIVATE_FETCH: '1' } });
  owner = await signUpAccount(t, db, { email: 'owner@bakery.test' });
  stranger = await signUpAccount(t, db, { email: 'stranger@bakery.test' });
});
afterAll(async () => {
  await t?.stop();
  await close();
});
beforeEach(async () => {
  await db.delete(knowledgeBase);
  await db.delete(knowledgeScrapes);
  await db.update(userProfiles).set({ website: null });
  // Each test reads the site a few times; the hourly cap on reads is not what they test.
  await db.delete(rateLimits);
});

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const startScrape = (json: unknown = {}, account = owner) =>
  t.request(knowledgePath(account, '/scrapes'), { method: 'POST', jar: account.jar, json });
const saveWebsite = (website: string) =>
  db.update(userProfiles).set({ website }).where(eq(userProfiles.userId, owner.userId));
const websiteItems = () =>
  db
    .select()
    .from(knowledgeBase)
    .where(and(eq(knowledgeBase.workspaceId, owner.workspaceId), eq(knowledgeBase.source, 'scrape')))
    .orderBy(knowledgeBase.sourceKey);

async function read(json: unknown = {}) {
  const res = await startScrape(json);
  expect(res.status).toBe(202);
  expect(await res.json()).toMatchObject({ status: 'queued', pagesRead: 0 });
  return settledScrape(t, owner);
}

/** The bakery's site, changeable between reads: its phone number, and whether its returns page is there. */
async function bakery() {
  const state = { phone: '802-555-0199', returnsPage: true };
  const site = await serve({
    '/': (_req, res) =>
      sendHtml(res, websiteFixture('bakery-home.html').replaceAll('802-555-0199', state.phone)),
    '/shipping-returns': (_req, res) =>
      state.returnsPage
        ? sendHtml(res, websiteFixture('bakery-shipping-returns.html'))
        : sendHtml(res, '<h1>Not found</h1>', 404),
  });
  return Object.assign(site, { state });
}

describe('reading the owner’s website', () => {
  it('reads the saved website into items keyed by site and section, and counts its pages', async () => {
    const site = await bakery();
    await saveWebsite(site.origin);
    const scrape = await read();
    expect(scrape).toMatchObject({ status: 'ready', error: null, itemsUpdated: 0, itemsRemoved: 0 });
    expect(scrape.pagesRead).toBe(2);
    const items = await websiteItems();
    expect(items.length).toBe(scrape.itemsAdded);
    expect(items.map((i) => i.title)).toContain('Contact Maple Street Bakery');
    expect(items.every((i) => i.sourceKey?.startsWith('website:127.0.0.1:'))).toBe(true);
    const status = await (await t.request(knowledgePath(owner, '/status'), { jar: owner.jar })).json();
    expect(status).toMatchObject({ pages: 2, items: items.length });
  });

  it('updates what changed and removes what is gone on a re-read, never duplicating', async () => {
    const first = await bakery();
    await saveWebsite(first.origin);
    await read();
    const before = await websiteItems();
    expect(before.some((i) => i.category === 'policies')).toBe(true);

    const unchanged = await read();
    expect(unchanged).toMatchObject({
      itemsAdded: 0,
      itemsUpdated: 0,
      itemsRemoved: 0,
      itemsUnchanged: before.length,
    });
    expect((await websiteItems()).map((i) => [i.id, i.updatedAt])).toEqual(
      before.map((i) => [i.id, i.updatedAt]),
    );

    // The same site now gives another phone number and has no returns page.
    first.state.phone = '802-555-0123';
    first.state.returnsPage = false;
    const contactBefore = before.find((i) => i.title.startsWith('Contact'))!;
    const reread = await read();
    expect(reread.itemsUpdated).toBeGreaterThanOrEqual(1);
    expect(reread.itemsRemoved).toBeGreaterThanOrEqual(1);
    expect(reread.itemsAdded).toBe(0);
    const after = await websiteItems();
    expect(after.length).toBe(before.length - reread.itemsRemoved);
    const contact = after.find((i) => i.id === contactBefore.id)!;
    expect(contact.content).toContain('802-555-0123');
    expect(contact.content).not.toContain('802-555-0199');
    expect(after.some((i) => i.category === 'policies')).toBe(false);
    expect(new Set(after.map((i) => i.sourceKey)).size).toBe(after.length);
  });

  it('keeps an owner’s edit of a website item while the site still says the same', async () => {
    const site = await bakery();
    await saveWebsite(site.origin);
    await read();
    const [about] = (await websiteItems()).filter((i) => i.sourceKey?.endsWith('#about'));
    const edit = await t.request(knowledgePath(owner, `/${about!.id}`), {
      method: 'PUT',
      jar: owner.jar,
      json: { title: about!.title, content: 'Our own words about the bakery.', category: 'general' },
    });
    expect(edit.status).toBe(200);
    const again = await read();
    expect(again.itemsUpdated).toBe(0);
    const [kept] = (await websiteItems()).filter((i) => i.id === about!.id);
    expect(kept?.content).toBe('Our own words about the bakery.');
  });

  it('reads an address typed on the page when none is saved', async () => {
    const site = await bakery();
    const scrape = await read({ url: site.origin });
    expect(scrape.status).toBe('ready');
    expect((await websiteItems()).length).toBe(scrape.itemsAdded);
  });
});

describe('website reads that cannot happen', () => {
  it('asks for a website when none is saved or given', async () => {
    const res = await startScrape();
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(KNOWLEDGE_TEXTS.noWebsite);
    expect(await db.select().from(knowledgeScrapes)).toEqual([]);
  });

  it('fails a site that cannot be reached with the reason, changing no item', async () => {
    const site = await bakery();
    await saveWebsite(site.origin);
    await read();
    const before = await websiteItems();
    await site.close();
    const failed = await read();
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/^Failed to analyze website: /);
    expect(await websiteItems()).toEqual(before);
  });

  it('refuses a second read while one runs', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const site = await serve({
      '/': (_req, res) => {
        void held.then(() =>
          res.writeHead(200, { 'content-type': 'text/html' }).end(websiteFixture('bakery-home.html')),
        );
      },
    });
    await saveWebsite(site.origin);
    expect((await startScrape()).status).toBe(202);
    const second = await startScrape();
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toBe(KNOWLEDGE_TEXTS.scrapeRunning);
    release();
    expect((await settledScrape(t, owner)).status).toBe('ready');
  });

  it('keeps reads to members of the workspace', async () => {
    expect((await t.request(knowledgePath(owner, '/scrapes'), { method: 'POST', json: {} })).status).toBe(
      401,
    );
    expect((await startScrape({}, { ...stranger, workspaceId: owner.workspaceId })).status).toBe(403);
    expect((await t.request(knowledgePath(owner, '/scrapes/latest'), { jar: stranger.jar })).status).toBe(
      403,
    );
  });
});
