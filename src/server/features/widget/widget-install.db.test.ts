import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp, frozenClock, type TestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { SIGHTING_REFRESH_MS } from '../../../domain/widget-sighting';
import { agents, workspaceMembers, workspaces } from '../../db/schema/index';
import { buildAgent } from '../../db/seed/factories';
import { WIDGET_SIGHTING_RATE_LIMIT } from './widget-install.service';

const { db, close } = getTestDb();
afterAll(close);
const start = new Date('2026-05-04T09:30:00.000Z');
let t: TestApp;
let owner: TestAccount;
let key: string;

beforeEach(async () => {
  await resetDatabase(db);
  t = buildTestApp({ db, clock: frozenClock(start) });
  owner = await signUpAccount(t, db, { email: 'owner@acewraps.test' });
  await db
    .update(workspaces)
    .set({ allowedDomains: ['shop.acewraps.test', '*.branches.test', 'localhost'] })
    .where(eq(workspaces.id, owner.workspaceId));
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
  key = row!.publicKey;
});

const status = (jar = owner.jar, app = t) =>
  app.request(`/api/workspaces/${owner.workspaceId}/widget`, { jar });

/** The browser's request for the chat frame, opened on `page` (or with the headers given). */
const openFrame = (headers: Record<string, string>, app = t, workspaceKey = key) =>
  app.request(`/embed/chat?workspace=${workspaceKey}`, { headers });
const framedBy = (page: string) => ({ referer: page, 'sec-fetch-dest': 'iframe' });

async function sighting() {
  const [row] = await db
    .select({
      first: workspaces.widgetFirstSeenAt,
      last: workspaces.widgetLastSeenAt,
      host: workspaces.widgetLastSeenHost,
    })
    .from(workspaces)
    .where(eq(workspaces.id, owner.workspaceId));
  return row!;
}

describe("the install page's data", () => {
  it('gives members the key, the allowed domains, whether an agent answers, and "not seen yet"', async () => {
    const res = await status();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      publicKey: key,
      allowedDomains: ['shop.acewraps.test', '*.branches.test', 'localhost'],
      hasActiveAgent: false,
      color: null,
      sighting: null,
    });
    await db.insert(agents).values(buildAgent({ workspaceId: owner.workspaceId }));
    expect((await (await status()).json()).hasActiveAgent).toBe(true);
    // The colour chosen in onboarding goes into the snippet.
    await db
      .update(workspaces)
      .set({ settings: { branding: { primaryColor: '#0e7490' } } })
      .where(eq(workspaces.id, owner.workspaceId));
    expect((await (await status()).json()).color).toBe('#0e7490');
  });

  it('answers 401 signed out and 403 to anyone outside the workspace', async () => {
    expect((await status(new Map())).status).toBe(401);
    const stranger = await signUpAccount(t, db, { email: 'stranger@signs.test' });
    expect((await status(stranger.jar)).status).toBe(403);
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: stranger.userId, role: 'member' });
    expect((await status(stranger.jar)).status).toBe(200);
  });
});

describe('recording where the widget was seen', () => {
  it('records the first and the last load of the chat frame on an allowed domain', async () => {
    const res = await openFrame(framedBy('https://shop.acewraps.test/pricing'));
    expect(res.status).toBe(200);
    // The frame is still only allowed in the workspace's domains.
    expect(res.headers.get('content-security-policy')).toContain('https://shop.acewraps.test:*');
    expect(await sighting()).toEqual({ first: start, last: start, host: 'shop.acewraps.test' });
    expect((await (await status()).json()).sighting).toEqual({
      firstSeenAt: start.toISOString(),
      lastSeenAt: start.toISOString(),
      lastSeenHost: 'shop.acewraps.test',
    });

    // Minutes later the same host is not written again; after a while it is, and the first stays.
    const soon = buildTestApp({ db, clock: frozenClock(new Date(start.getTime() + 60_000)) });
    await openFrame(framedBy('https://shop.acewraps.test/'), soon);
    expect((await sighting()).last).toEqual(start);
    const later = new Date(start.getTime() + SIGHTING_REFRESH_MS + 1000);
    await openFrame(framedBy('https://york.branches.test/'), buildTestApp({ db, clock: frozenClock(later) }));
    expect(await sighting()).toEqual({ first: start, last: later, host: 'york.branches.test' });
  });

  it('cannot be made to record a host outside the allowed domains, our own host, or a non-frame visit', async () => {
    const attempts: Record<string, string>[] = [
      framedBy('https://evil.test/'),
      framedBy('https://shop.acewraps.test.evil.test/'),
      framedBy('https://branches.test/'),
      framedBy('http://localhost:3000/agent-demo'),
      framedBy('javascript:alert(1)'),
      framedBy(`https://${'a'.repeat(300)}.test/`),
      { referer: 'https://shop.acewraps.test/', 'sec-fetch-dest': 'document' },
      { 'sec-fetch-dest': 'iframe' },
      {},
    ];
    for (const headers of attempts) {
      expect((await openFrame(headers)).status).toBe(200);
    }
    await openFrame(framedBy('https://shop.acewraps.test/'), t, 'pk_no_such_key');
    await openFrame(framedBy('https://shop.acewraps.test/'), t, "bad key';drop");
    expect(await sighting()).toEqual({ first: null, last: null, host: null });
    expect((await (await status()).json()).sighting).toBeNull();
  });

  it(`writes at most ${WIDGET_SIGHTING_RATE_LIMIT.limit} sightings per address and window`, async () => {
    let recorded = 0;
    for (let i = 0; i <= WIDGET_SIGHTING_RATE_LIMIT.limit; i++) {
      await openFrame(framedBy(`https://b${i}.branches.test/`));
      const { host } = await sighting();
      if (host === `b${i}.branches.test`) recorded += 1;
    }
    expect(recorded).toBe(WIDGET_SIGHTING_RATE_LIMIT.limit);
    // The chat itself is never refused for it.
    expect((await openFrame(framedBy('https://shop.acewraps.test/'))).status).toBe(200);
  });
});
