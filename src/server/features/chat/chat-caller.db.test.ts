import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, frozenClock } from '../../../../test/helpers/app';
import { countRows, getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { agents, workspaces } from '../../db/schema/index';
import { DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { buildAgent, buildWorkspace } from '../../db/seed/factories';
import { seedReferenceData } from '../../db/seed/seed';
import { aiChatFunction } from './chat.functions';

// Who may use a workspace's public key for ai-chat (issue 12, finding 10). A browser always says
// where a call comes from: the widget's frame is served from our origin, and the app's origin
// check refuses pages of other origins. A call with `Origin: null` comes from a page that hides
// its origin (a sandboxed frame, a no-referrer form post on any site) and is refused. A call with
// no Origin at all is another server using the key: allowed, within a budget per workspace.

const { db, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');
const SERVER_LIMIT = 3;

function app() {
  return buildTestApp({
    db,
    functions: [aiChatFunction],
    clock: frozenClock(now),
    env: { TRUST_PROXY: '1', CHAT_SERVER_TURNS_PER_MINUTE_PER_WORKSPACE: String(SERVER_LIMIT) },
  });
}
let t = app();

afterAll(async () => {
  await close();
});

let shopKey = '';
beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now });
  t = app();
  const workspace = buildWorkspace({ publicKey: `pk_shop_${Date.now()}`, allowedDomains: ['shop.example'] });
  await db.insert(workspaces).values(workspace);
  await db.insert(agents).values(buildAgent({ workspaceId: workspace.id!, agentType: 'shop' }));
  shopKey = workspace.publicKey!;
});

let address = 0;
/** One chat turn as a caller sends it: `origin` undefined sends no Origin header at all. */
function turn(options: { workspaceKey?: string; origin?: string }) {
  address += 1;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    // Each call from its own address, so only a per-workspace limit can refuse them.
    'x-forwarded-for': `198.51.100.${address % 250}`,
  };
  if (options.origin !== undefined) headers.origin = options.origin;
  return t.app.request(`${t.env.publicUrl}/api/functions/ai-chat`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      agentType: 'shop',
      messages: [{ role: 'user', content: 'Do you wrap vans?' }],
      ...(options.workspaceKey ? { workspaceKey: options.workspaceKey } : {}),
    }),
  });
}

describe('ai-chat callers', () => {
  it('refuses a call with Origin: null, with a workspace key or without (the demo), and stores nothing', async () => {
    const before = await countRows(db);
    for (const workspaceKey of [shopKey, DEMO_WORKSPACE.publicKey, undefined]) {
      const res = await turn({ workspaceKey, origin: 'null' });
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('FORBIDDEN');
    }
    expect(await countRows(db)).toEqual({ ...before, rate_limits: expect.any(Number) });
  });

  it('refuses a page of another origin, even a domain the workspace allows (only its frame, on our origin, calls)', async () => {
    for (const origin of ['https://evil.example', 'https://shop.example']) {
      expect((await turn({ workspaceKey: shopKey, origin })).status).toBe(403);
    }
  });

  it('limits calls without an Origin (another server using the public key) per workspace, whatever their address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SERVER_LIMIT; i++) statuses.push((await turn({ workspaceKey: shopKey })).status);
    expect(statuses).toEqual([...Array(SERVER_LIMIT).fill(200), 429]);
    // Another workspace has its own budget, and the widget's visitors (its frame is on our origin) are not counted.
    expect((await turn({ workspaceKey: DEMO_WORKSPACE.publicKey })).status).toBe(200);
    expect((await turn({ workspaceKey: shopKey, origin: t.env.publicUrl })).status).toBe(200);
  });

  it("keeps the public site's live demos working from the site's own origins", async () => {
    for (const origin of [t.env.publicUrl, t.env.dashboardUrl, 'http://weprintwraps.localhost:3000']) {
      for (let i = 0; i <= SERVER_LIMIT; i++) expect((await turn({ origin })).status).toBe(200);
    }
  });
});
