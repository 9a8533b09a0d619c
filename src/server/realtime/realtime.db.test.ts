import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getTestDb, resetDatabase } from '../../../test/helpers/db';
import type { WorkspaceEvent } from '../../domain/realtime/workspace-events';
import { agents, conversations, crmConnections } from '../db/schema/index';
import { DEMO_AGENT_IDS, DEMO_WORKSPACE } from '../db/seed/demo-content';
import { seedReferenceData } from '../db/seed/seed';
import { createLogger } from '../lib/logger';
import { createRealtime } from './realtime';

// Two hubs on two pools stand for two app processes on one database.
const first = getTestDb();
const second = getTestDb();
const hubA = createRealtime({ pool: first.pool, logger: createLogger('silent') });
const hubB = createRealtime({ pool: second.pool, logger: createLogger('silent') });

afterAll(async () => {
  await hubA.close();
  await hubB.close();
  await first.close();
  await second.close();
});

beforeEach(async () => {
  await resetDatabase(first.db);
  await seedReferenceData(first.db, { now: new Date('2026-05-04T09:30:00.000Z') });
});

/** Subscribes; `event` resolves with the first event the listener gets that passes `match`. */
async function nextEvent(
  subscribe: (listener: (e: WorkspaceEvent | { kind: 'resync' }) => void) => Promise<() => void>,
  match: (e: WorkspaceEvent) => boolean,
) {
  let resolve: (e: WorkspaceEvent) => void = () => {};
  const event = new Promise<WorkspaceEvent>((r) => {
    resolve = r;
  });
  const stop = await subscribe((e) => {
    if (e.kind !== 'resync' && match(e)) resolve(e);
  });
  return { event, stop };
}

describe('workspace events across processes', () => {
  it('a write committed through one pool reaches the listener of another, with ids only', async () => {
    const heard = await nextEvent(
      (l) => hubB.subscribeWorkspace({ workspaceId: DEMO_WORKSPACE.id }, l),
      (e) => e.kind === 'agent.changed',
    );
    const all = await nextEvent(
      (l) => hubB.subscribeWorkspace({ allWorkspaces: true }, l),
      (e) => e.kind === 'agent.changed',
    );
    await first.db.update(agents).set({ operationMode: 'safe' }).where(eq(agents.id, DEMO_AGENT_IDS.shop));
    expect(await heard.event).toEqual({
      workspaceId: DEMO_WORKSPACE.id,
      kind: 'agent.changed',
      id: DEMO_AGENT_IDS.shop,
      conversationId: null,
    });
    expect((await all.event).id).toBe(DEMO_AGENT_IDS.shop);
    heard.stop();
    all.stop();
  });

  it('a rolled-back write notifies nobody; the next committed one does', async () => {
    // Only agent updates count: the seed's own notifications may still be arriving.
    const seen: string[] = [];
    const unsubscribe = await hubA.subscribeWorkspace({ workspaceId: DEMO_WORKSPACE.id }, (e) => {
      if (e.kind === 'agent.changed') seen.push(e.id);
    });
    await first.db
      .transaction(async (tx) => {
        await tx.update(agents).set({ agentName: 'Never seen' }).where(eq(agents.id, DEMO_AGENT_IDS.shop));
        throw new Error('roll back');
      })
      .catch(() => {});
    const committed = await nextEvent(
      (l) => hubA.subscribeWorkspace({ workspaceId: DEMO_WORKSPACE.id }, l),
      (e) => e.kind === 'agent.changed',
    );
    await first.db.update(agents).set({ agentName: 'Seen' }).where(eq(agents.id, DEMO_AGENT_IDS.quote));
    expect((await committed.event).id).toBe(DEMO_AGENT_IDS.quote);
    // Notifications arrive in commit order: had the rolled-back one been sent, it would be first.
    expect(seen).toEqual([DEMO_AGENT_IDS.quote]);
    committed.stop();
    unsubscribe();
  });

  it('other workspaces do not hear of it', async () => {
    const elsewhere: string[] = [];
    const unsubscribe = await hubB.subscribeWorkspace(
      { workspaceId: '7f3e9a2c-1b4d-4e6f-8a9b-0c1d2e3f4a5b' },
      (e) => elsewhere.push(e.kind),
    );
    const own = await nextEvent(
      (l) => hubB.subscribeWorkspace({ workspaceId: DEMO_WORKSPACE.id }, l),
      (e) => e.kind === 'agent.changed',
    );
    await first.db.update(agents).set({ agentName: 'Again' }).where(eq(agents.id, DEMO_AGENT_IDS.shop));
    await own.event;
    expect(elsewhere).toEqual([]);
    own.stop();
    unsubscribe();
  });
});

describe('what a conversation update announces', () => {
  it('its status, not each turn moving last_message_at', async () => {
    const [conversation] = await first.db
      .insert(conversations)
      .values({ workspaceId: DEMO_WORKSPACE.id })
      .returning({ id: conversations.id });
    // Only this conversation's changes count: the seed's and the insert's notifications may still be arriving.
    const kinds: string[] = [];
    const unsubscribe = await hubA.subscribeWorkspace({ workspaceId: DEMO_WORKSPACE.id }, (e) => {
      if (e.kind === 'conversation.changed') kinds.push(e.kind);
    });
    const closed = await nextEvent(
      (l) => hubA.subscribeWorkspace({ workspaceId: DEMO_WORKSPACE.id }, l),
      (e) => e.kind === 'conversation.changed',
    );
    await first.db
      .update(conversations)
      .set({ lastMessageAt: new Date() })
      .where(eq(conversations.id, conversation!.id));
    await first.db
      .update(conversations)
      .set({ status: 'closed' })
      .where(eq(conversations.id, conversation!.id));
    expect(await closed.event).toMatchObject({ id: conversation!.id, conversationId: conversation!.id });
    expect(kinds).toEqual(['conversation.changed']);
    closed.stop();
    unsubscribe();
  });
});

describe('the CRM connection', () => {
  it('announces connecting, an error and the removal (disconnect or uninstall) as crm.changed', async () => {
    const workspaceId = DEMO_WORKSPACE.id;
    const crmEvent = () =>
      nextEvent(
        (l) => hubB.subscribeWorkspace({ workspaceId }, l),
        (e) => e.kind === 'crm.changed',
      );
    const expected = { workspaceId, kind: 'crm.changed', id: workspaceId, conversationId: null };

    const connecting = await crmEvent();
    await first.db.insert(crmConnections).values({ workspaceId, status: 'connecting' });
    expect(await connecting.event).toEqual(expected);
    connecting.stop();

    const failed = await crmEvent();
    await first.db
      .update(crmConnections)
      .set({ status: 'error', lastError: 'GoHighLevel refused the refresh token.' })
      .where(eq(crmConnections.workspaceId, workspaceId));
    expect(await failed.event).toEqual(expected);
    failed.stop();

    const removed = await crmEvent();
    await first.db.delete(crmConnections).where(eq(crmConnections.workspaceId, workspaceId));
    expect(await removed.event).toEqual(expected);
    removed.stop();
  });
});
