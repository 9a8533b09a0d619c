import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { createDb, type Db } from '../db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';
import { seedReferenceData } from '../db/seed/seed';
import { aiChatFunction } from '../features/chat';
import { freePort } from '../lib/free-port';
import { type ChaosOutcome, reportChaos } from './chaos-report';
import { tallyTurns } from './turn-tally';

/**
 * PostgreSQL restarts in the middle of a chat load. This file runs its own PostgreSQL (not the
 * tier's shared one), since it stops it. Visitors keep chatting through the outage; afterwards
 * every turn the server accepted must be stored exactly once with exactly one reply, every turn it
 * refused must have been a retryable 503 with Retry-After (never a 500, never a hang), and the
 * server must answer again by itself within seconds of the database returning.
 */

const VISITORS = 4;
const TURNS_PER_CONVERSATION = 8; // below the per-conversation rate limit, so no refusal is a limit
const REQUEST_TIMEOUT_MS = 20_000; // far above any turn; reaching it counts as a hang
const RECOVERY_BUDGET_MS = 30_000;

let dataDir = '';
let port = 0;
let postgres: EmbeddedPostgres | undefined;
let handle: Db;
let t: TestApp;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'agents-chaos-'));
  port = await freePort();
  postgres = await startEmbeddedPostgres({ dataDir, port });
  handle = createDb(postgres.url);
  await runMigrations(handle.db);
  await seedReferenceData(handle.db, { now: new Date() });
  t = buildTestApp({ db: handle.db, functions: [aiChatFunction], env: { TRUST_PROXY: '1' } });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await postgres?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Sent {
  text: string;
  status: number | 'hang';
  at: number;
  retryAfter: string | null;
}

/** One visitor chatting in a loop until told to stop; a new conversation every few dozen turns. */
async function visitor(id: number, shouldStop: () => boolean, sent: Sent[]) {
  let conversation: { conversationId: string; conversationToken: string } | null = null;
  let turns = 0;
  for (let n = 0; !shouldStop(); n += 1) {
    if (turns >= TURNS_PER_CONVERSATION) {
      conversation = null;
      turns = 0;
    }
    const text = `What are your opening hours? (visitor ${id}, message ${n})`;
    let status: Sent['status'] = 'hang';
    let retryAfter: string | null = null;
    try {
      const res = await t.request('/api/functions/ai-chat', {
        method: 'POST',
        // A fresh address per request: this load is about faults, not the per-address rate limit.
        headers: { 'x-forwarded-for': `10.${id}.${(n >> 8) & 255}.${n & 255}` },
        json: { agentType: 'shop', messages: [{ role: 'user', content: text }], ...(conversation ?? {}) },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = res.status;
      retryAfter = res.headers.get('retry-after');
      const body = (await res.json()) as { conversationId?: string; conversationToken?: string };
      if (res.ok && body.conversationId && body.conversationToken) {
        conversation = { conversationId: body.conversationId, conversationToken: body.conversationToken };
        turns += 1;
      }
    } catch {
      status = 'hang';
    }
    sent.push({ text, status, at: Date.now(), retryAfter });
    // A refused visitor waits a little before trying again, as the widget does (not the whole
    // Retry-After, to keep the run short).
    if (status !== 200) await new Promise((r) => setTimeout(r, 250));
  }
}

describe('PostgreSQL restarting under a chat load', () => {
  it('keeps every accepted turn exactly once with one reply, refuses the rest with a retryable 503 and recovers', async () => {
    const sent: Sent[] = [];
    let stop = false;
    const load = Promise.all(Array.from({ length: VISITORS }, (_, id) => visitor(id, () => stop, sent)));

    const acceptedSince = (since: number) => sent.filter((s) => s.at >= since && s.status === 200).length;
    const until = async (condition: () => boolean, budgetMs: number) => {
      const deadline = Date.now() + budgetMs;
      while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      return condition();
    };

    // Traffic flows, then the database goes away (a fast shutdown, as a restart or failover does).
    expect(await until(() => acceptedSince(0) >= 20, 60_000)).toBe(true);
    await postgres!.stop();
    const down = Date.now();
    expect(await until(() => sent.some((s) => s.at > down && s.status !== 200), 30_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 1_500));
    postgres = await startEmbeddedPostgres({ dataDir, port });
    const back = Date.now();

    // The server answers again by itself: no restart of the app, no reconnect by hand.
    const recovered = await until(() => acceptedSince(back) >= VISITORS * 3, RECOVERY_BUDGET_MS);
    stop = true;
    await load;
    expect(recovered).toBe(true);
    const firstAfter = sent.find((s) => s.at >= back && s.status === 200)!;

    // What the database holds for each message sent, in the order of each conversation.
    const rows = await handle.pool.query<{ conversation_id: string; sender: string; content: string }>(
      'select conversation_id, sender, content from messages order by conversation_id, created_at, id',
    );
    const { stored: storedTimes, replies } = tallyTurns(rows.rows);

    const accepted = sent.filter((s) => s.status === 200);
    const refused = sent.filter((s) => s.status !== 200);
    const lost = accepted.filter((s) => (storedTimes.get(s.text) ?? 0) === 0);
    const duplicated = sent.filter((s) => (storedTimes.get(s.text) ?? 0) > 1);
    const withoutOneReply = accepted.filter((s) => replies.get(s.text)?.length !== 1);
    const statuses = new Map<string, number>();
    for (const s of refused) statuses.set(String(s.status), (statuses.get(String(s.status)) ?? 0) + 1);
    const outcome: ChaosOutcome = {
      scenario: 'PostgreSQL restart during chat',
      requests: sent.length,
      accepted: accepted.length,
      stored: accepted.length - lost.length - withoutOneReply.filter((s) => storedTimes.has(s.text)).length,
      lost: lost.length,
      duplicated: duplicated.length,
      recoveryMs: firstAfter.at - back,
      notes: [...statuses].map(([status, n]) => `${status}: ${n}`).join(', '),
    };
    reportChaos(outcome);

    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((s) => s.status !== 503)).toEqual([]);
    expect(refused.filter((s) => s.retryAfter === null)).toEqual([]);
    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(withoutOneReply).toEqual([]);
  }, 180_000);
});
