import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { knowledgePath } from '../../../../test/helpers/knowledge-app';
import { KNOWLEDGE_TEXTS } from '../../../domain/knowledge/knowledge-texts';
import { knowledgeBase } from '../../db/schema/knowledge-base';
import { searchKnowledge } from './knowledge.repository';

const { db, close } = getTestDb();
afterAll(close);
const t = buildTestApp({ db });

let owner: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@wraps.test' });
  stranger = await signUpAccount(t, db, { email: 'stranger@wraps.test' });
  admin = await signUpAccount(t, db, { email: 'admin@platform.test', admin: true });
});
beforeEach(async () => {
  await db.delete(knowledgeBase);
});

const get = (path: string, jar?: Map<string, string>) => t.request(path, { jar });
const send = (method: string, path: string, json: unknown, jar?: Map<string, string>) =>
  t.request(path, { method, json, jar });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

async function addItems(
  workspaceId: string,
  items: Array<{ title: string; content: string; category?: 'general' | 'faq' | 'pricing' }>,
) {
  const start = Date.UTC(2025, 0, 1);
  await db.insert(knowledgeBase).values(
    items.map((item, i) => ({
      workspaceId,
      title: item.title,
      content: item.content,
      category: item.category ?? 'general',
      updatedAt: new Date(start + i * 60_000),
    })),
  );
}

describe('access', () => {
  it('answers 401 without a session and 403 in another workspace, for reads and writes', async () => {
    const item = { title: 'T', content: 'C' };
    expect((await get(knowledgePath(owner))).status).toBe(401);
    expect((await send('POST', knowledgePath(owner), item)).status).toBe(401);
    expect((await get(knowledgePath(owner), stranger.jar)).status).toBe(403);
    expect((await send('POST', knowledgePath(owner), item, stranger.jar)).status).toBe(403);
    expect((await get(knowledgePath(owner, '/status'), stranger.jar)).status).toBe(403);
    expect(await db.select().from(knowledgeBase)).toEqual([]);
  });

  it('lets a platform admin work in any workspace', async () => {
    const res = await send('POST', knowledgePath(owner), { title: 'By admin', content: 'C' }, admin.jar);
    expect(res.status).toBe(201);
    const list = await (await get(knowledgePath(owner), admin.jar)).json();
    expect(list.items.map((i: { title: string }) => i.title)).toEqual(['By admin']);
  });

  it('never reaches another workspace’s item through one’s own workspace', async () => {
    const created = await (
      await send('POST', knowledgePath(owner), { title: 'Mine', content: 'C' }, owner.jar)
    ).json();
    const path = knowledgePath(stranger, `/${created.id}`);
    expect((await send('PUT', path, { title: 'Taken', content: 'C' }, stranger.jar)).status).toBe(404);
    expect((await t.request(path, { method: 'DELETE', jar: stranger.jar })).status).toBe(404);
    const [row] = await db.select().from(knowledgeBase).where(eq(knowledgeBase.id, created.id));
    expect(row?.title).toBe('Mine');
  });
});

describe('add, edit and delete', () => {
  it('adds an item with tags split on commas, trimmed, empties dropped, category general by default', async () => {
    const res = await send(
      'POST',
      knowledgePath(owner),
      { title: ' Warranty ', content: ' Five years. ', tags: ' wraps, ,warranty ,' },
      owner.jar,
    );
    expect(res.status).toBe(201);
    const item = await res.json();
    expect(item).toMatchObject({
      title: 'Warranty',
      content: 'Five years.',
      category: 'general',
      tags: ['wraps', 'warranty'],
      source: 'manual',
      documentId: null,
    });
    const [row] = await db.select().from(knowledgeBase).where(eq(knowledgeBase.id, item.id));
    expect(row?.workspaceId).toBe(owner.workspaceId);
  });

  it('edits an item and moves it to the top of the list', async () => {
    await addItems(owner.workspaceId, [
      { title: 'Old', content: 'x' },
      { title: 'Newer', content: 'y' },
    ]);
    const [old] = await db.select().from(knowledgeBase).where(eq(knowledgeBase.title, 'Old'));
    const res = await send(
      'PUT',
      knowledgePath(owner, `/${old!.id}`),
      { title: 'Prices', content: 'Vans from 2000', category: 'pricing', tags: ['vans'] },
      owner.jar,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: old!.id,
      title: 'Prices',
      category: 'pricing',
      tags: ['vans'],
    });
    const list = await (await get(knowledgePath(owner), owner.jar)).json();
    expect(list.items.map((i: { title: string }) => i.title)).toEqual(['Prices', 'Newer']);
  });

  it('deletes an item; a second delete is a 404 that says so', async () => {
    const created = await (
      await send('POST', knowledgePath(owner), { title: 'Gone', content: 'C' }, owner.jar)
    ).json();
    const path = knowledgePath(owner, `/${created.id}`);
    expect(await (await t.request(path, { method: 'DELETE', jar: owner.jar })).json()).toEqual({
      deleted: true,
    });
    const again = await t.request(path, { method: 'DELETE', jar: owner.jar });
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toBe(KNOWLEDGE_TEXTS.itemNotFound);
  });
});

describe('validation', () => {
  it.each([
    [{ content: 'C' }, 'Title is required'],
    [{ title: '  ', content: 'C' }, 'Title is required'],
    [{ title: 'T' }, 'Content is required'],
    [{ title: 'T', content: ' ' }, 'Content is required'],
    [{ title: 'x'.repeat(201), content: 'C' }, 'Title must be at most 200 characters'],
    [{ title: 'T', content: 'x'.repeat(20_001) }, 'Content must be at most 20,000 characters'],
    [{ title: 'T', content: 'C', tags: 'x'.repeat(41) }, 'Each tag must be at most 40 characters'],
  ])('refuses %j with the message %s and writes nothing', async (body, message) => {
    const res = await send('POST', knowledgePath(owner), body, owner.jar);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(message);
    expect(await db.select().from(knowledgeBase)).toEqual([]);
  });

  it('refuses an unknown category, unknown fields and bad paging', async () => {
    expect(
      (await send('POST', knowledgePath(owner), { title: 'T', content: 'C', category: 'misc' }, owner.jar))
        .status,
    ).toBe(400);
    expect(
      (await send('POST', knowledgePath(owner), { title: 'T', content: 'C', id: 'x' }, owner.jar)).status,
    ).toBe(400);
    for (const query of ['page=0', 'pageSize=101', 'category=misc', `search=${'x'.repeat(201)}`, 'other=1'])
      expect((await get(`${knowledgePath(owner)}?${query}`, owner.jar)).status).toBe(400);
  });
});

describe('search and paging', () => {
  beforeEach(async () => {
    await addItems(owner.workspaceId, [
      { title: 'Vehicle WRAPS', content: 'Full and partial wraps.', category: 'pricing' },
      { title: 'Returns', content: 'Unused vinyl can be returned within 30 days.' },
      { title: 'How long does a wrap take?', content: 'Two days.', category: 'faq' },
      { title: '100% satisfaction', content: 'Or your money back.' },
    ]);
    await addItems(stranger.workspaceId, [{ title: 'Wraps of the stranger', content: 'wrap' }]);
  });

  const titles = async (query: string) => {
    const res = await get(`${knowledgePath(owner)}?${query}`, owner.jar);
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: { title: string }[] }).items.map((i) => i.title);
  };

  it('searches title and content case-insensitively, newest change first, in this workspace only', async () => {
    expect(await titles('search=wRaP')).toEqual(['How long does a wrap take?', 'Vehicle WRAPS']);
    expect(await titles('search=VINYL')).toEqual(['Returns']);
  });

  it("combines the search with the category filter ('all' by default)", async () => {
    expect(await titles('search=wrap&category=faq')).toEqual(['How long does a wrap take?']);
    expect(await titles('search=wrap&category=all')).toHaveLength(2);
    expect(await titles('category=pricing')).toEqual(['Vehicle WRAPS']);
    expect(await titles('category=technical')).toEqual([]);
  });

  it('matches % and _ as typed, not as wildcards', async () => {
    expect(await titles('search=100%25')).toEqual(['100% satisfaction']);
    expect(await titles('search=_')).toEqual([]);
  });

  it('serves one page at a time with the total of all matches', async () => {
    await db.delete(knowledgeBase);
    await addItems(
      owner.workspaceId,
      Array.from({ length: 60 }, (_, i) => ({ title: `Item ${String(i).padStart(2, '0')}`, content: 'c' })),
    );
    const page = async (query: string) => (await get(`${knowledgePath(owner)}?${query}`, owner.jar)).json();
    const first = await page('pageSize=25');
    expect(first).toMatchObject({ total: 60, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0].title).toBe('Item 59');
    const third = await page('page=3&pageSize=25');
    expect(third.items.map((i: { title: string }) => i.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Item ${String(9 - i).padStart(2, '0')}`),
    );
    expect(await page('page=9&pageSize=25')).toMatchObject({ items: [], total: 60, page: 9 });
    expect((await page('search=Item 1&pageSize=5')).total).toBe(10);
  });
});

describe('training status', () => {
  it('counts the items and says when the newest changed', async () => {
    const empty = await (await get(knowledgePath(owner, '/status'), owner.jar)).json();
    expect(empty).toEqual({ items: 0, documents: 0, pages: 0, lastUpdatedAt: null, agents: [] });
    await addItems(owner.workspaceId, [
      { title: 'A', content: 'a' },
      { title: 'B', content: 'b' },
    ]);
    const status = await (await get(knowledgePath(owner, '/status'), owner.jar)).json();
    expect(status).toMatchObject({ items: 2, documents: 0, pages: 0 });
    expect(new Date(status.lastUpdatedAt).getTime()).toBe(Date.UTC(2025, 0, 1) + 60_000);
  });
});

describe('search', () => {
  it('finds an item written with typographic apostrophes by the plain word, and the other way round', async () => {
    await addItems(owner.workspaceId, [
      { title: 'Menswear and women’s', content: 'We sell women’s and men’s clothing, in sizes XS to XXL.' },
      { title: 'Returns', content: "Returns are free within 30 days; it's on us." },
    ]);
    const titles = async (text: string) =>
      (await searchKnowledge(db, { workspaceId: owner.workspaceId, text, limit: 3 })).map((m) => m.title);
    // Words the item holds only before an apostrophe (it also says "sell", "clothing", "sizes").
    expect(await titles('only for women?')).toEqual(['Menswear and women’s']);
    expect(await titles("anything for men's?")).toEqual(['Menswear and women’s']);
    expect(await titles('return for free')).toEqual(['Returns']);
  });
});
