import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiFake, startOpenAiFake } from '../../../test/fakes/openai-fake';
import { type StripeFake, startStripeFake } from '../../../test/fakes/stripe-fake';
import { buildTestApp } from '../../../test/helpers/app';
import { getTestDb, resetDatabase, testDatabaseUrl } from '../../../test/helpers/db';
import { callFunction, seedQuote, WEBHOOK_SECRET } from '../../../test/helpers/payment-fixtures';
import { serverCommand } from '../../../test/helpers/server-entry';
import { seedReferenceData } from '../db/seed/seed';
import { PAYMENT_FUNCTIONS } from '../features/payments';
import { createStripeGateway } from '../integrations/stripe/stripe-gateway';
import { freePort } from '../lib/free-port';
import { type ChaosOutcome, reportChaos } from './chaos-report';
import { tallyTurns } from './turn-tally';

/**
 * The app process is killed (SIGKILL: no shutdown hook runs) while chat turns wait on the model
 * and while a Stripe payment webhook is half-way through its transaction, then started again; the
 * provider retries the webhook as Stripe does. The real entry point runs in a child process on the
 * tier's database. The webhook is caught mid-transaction deterministically: the test holds a lock
 * on the checkout session, so the webhook's transaction waits on it when the process dies.
 *
 * What must hold afterwards:
 * - payment: one payment row, the checkout session complete and the quote approved — or, before
 *   the retry, none of these (the killed transaction never committed); the retry completes it
 *   exactly once, and a further duplicate delivery changes nothing.
 * - chat: a turn is stored in two steps (the visitor's message with its conversation, then the
 *   reply, each one atomic). A turn killed between them leaves the visitor's message without a
 *   reply and the visitor got no 2xx; it is never stored twice and never has two replies. Every
 *   turn answered 2xx (after the restart) has exactly one reply.
 */

const VISITORS = 6;

const { db, pool, close } = getTestDb();
let stripe: StripeFake;
let llm: OpenAiFake;
let dataDir = '';
let env: Record<string, string> = {};
let child: ChildProcess | undefined;

beforeAll(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now: new Date() });
  stripe = await startStripeFake();
  llm = await startOpenAiFake();
  dataDir = await mkdtemp(join(tmpdir(), 'agents-chaos-kill-'));
  env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: testDatabaseUrl(),
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    DASHBOARD_PORT: String(await freePort()),
    AUTH_SECRET: 'test-secret-test-secret-test-secret!',
    TRUST_PROXY: '1',
    STRIPE_SECRET_KEY: stripe.apiKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    AI_PROVIDER: 'openai',
    AI_BASE_URL: llm.baseUrl,
    AI_API_KEY: llm.apiKey,
    AI_MODEL: 'fake-gpt',
    AI_TIMEOUT_MS: '60000',
  };
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await llm?.close();
  await stripe?.close();
  await close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function startApp(): Promise<ChildProcess> {
  const [node, entry] = serverCommand();
  const proc = spawn(node, [entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Known to afterAll at once: a start that times out must not leave an app on this worker's
  // database, where its job runner would go on into the next files.
  child = proc;
  let output = '';
  proc.stdout!.on('data', (c) => {
    output += c;
  });
  proc.stderr!.on('data', (c) => {
    output += c;
  });
  const deadline = Date.now() + 90_000;
  while (!output.includes('Ready in')) {
    if (proc.exitCode !== null) throw new Error(`the app exited early: ${output}`);
    if (Date.now() > deadline) throw new Error(`the app did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return proc;
}

function killApp(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

const base = () => `http://127.0.0.1:${env.PORT}`;

/** Posts the event as Stripe does: raw JSON, a fresh valid Stripe-Signature, no Origin. */
function postWebhook(payload: string, signal?: AbortSignal) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return fetch(`${base()}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
    signal,
  });
}

interface Turn {
  text: string;
  status: number | 'dropped';
  at: number;
}

async function chatTurn(text: string, ip: string): Promise<Turn> {
  try {
    const res = await fetch(`${base()}/api/functions/ai-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, origin: base() },
      body: JSON.stringify({ agentType: 'shop', messages: [{ role: 'user', content: text }] }),
      signal: AbortSignal.timeout(60_000),
    });
    await res.arrayBuffer();
    return { text, status: res.status, at: Date.now() };
  } catch {
    return { text, status: 'dropped', at: Date.now() };
  }
}

async function until(condition: () => Promise<boolean>, budgetMs: number) {
  const deadline = Date.now() + budgetMs;
  while (!(await condition()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return condition();
}

async function count(query: string, params: unknown[] = []) {
  return Number((await pool.query<{ n: string }>(query, params)).rows[0]!.n);
}

describe('the app killed (SIGKILL) mid-turn and mid-payment-webhook', () => {
  it('leaves no half-written turn, quote or payment, and the retried webhook completes the payment once', async () => {
    // A paid Stripe checkout for a quote, made through the product (in-process) against the fake.
    const t = buildTestApp({
      db,
      functions: PAYMENT_FUNCTIONS,
      env: { STRIPE_SECRET_KEY: stripe.apiKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      payments: createStripeGateway({ secretKey: stripe.apiKey, apiBase: stripe.url }),
    });
    const { quote } = await seedQuote(db);
    const started = await callFunction(
      t,
      'create-payment',
      { quoteId: quote.id },
      { origin: 'http://localhost:3000' },
    );
    expect(started.status).toBe(200);
    const session = (
      await pool.query<{ id: string; provider_session_id: string }>(
        'select id, provider_session_id from checkout_sessions',
      )
    ).rows[0]!;
    const event = stripe.event('checkout.session.completed', {
      ...stripe.markPaid(session.provider_session_id),
    });
    const payload = JSON.stringify(event);

    // The model takes its time: turns are in flight (visitor message stored, reply not yet) when the app dies.
    llm.replyAlways({ text: 'We are open Monday to Friday, 9 to 5.', delayMs: 120_000 });
    child = await startApp();
    const turns: Promise<Turn>[] = Array.from({ length: VISITORS }, (_, v) =>
      chatTurn(`Opening hours? (visitor ${v}, before the kill)`, `10.30.0.${v}`),
    );

    // The webhook's transaction waits on a lock the test holds, so the kill lands inside it.
    const holder = new pg.Client({ connectionString: env.DATABASE_URL });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select 1 from checkout_sessions where id = $1 for update', [session.id]);
    const webhook = postWebhook(payload).then(
      (res) => res.status,
      () => 'dropped' as const,
    );
    const webhookWaiting = await until(
      async () =>
        (await count(
          `select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid() and datname = current_database()`,
        )) > 0,
      30_000,
    );
    const turnsInFlight = await until(
      async () =>
        (await count(`select count(*) as n from messages where content like '%before the kill%'`)) >=
        VISITORS,
      30_000,
    );
    await killApp(child);
    const killedAt = Date.now();
    await holder.query('rollback');
    await holder.end();
    const beforeKill = await Promise.all(turns);
    const webhookBeforeKill = await webhook;

    // Nothing of the payment was written: the killed transaction never committed.
    const paymentsAfterKill = await count('select count(*) as n from payments');
    const eventsAfterKill = await count('select count(*) as n from webhook_events');

    // Started again; Stripe retries the event (and, as it may, delivers it once more).
    llm.replyAlways({ text: 'We are open Monday to Friday, 9 to 5.' });
    child = await startApp();
    const retried = await postWebhook(payload);
    const duplicate = await postWebhook(payload);
    const afterRestart = await Promise.all(
      Array.from({ length: VISITORS }, (_, v) =>
        chatTurn(`Opening hours? (visitor ${v}, after the restart)`, `10.30.1.${v}`),
      ),
    );
    const firstAccepted = afterRestart.filter((turn) => turn.status === 200).map((turn) => turn.at);

    const paymentRows = await count('select count(*) as n from payments where checkout_session_id = $1', [
      session.id,
    ]);
    const eventRows = await count('select count(*) as n from webhook_events where id = $1', [event.id]);
    const sessionState = (
      await pool.query<{ status: string; payment_status: string }>(
        'select status, payment_status from checkout_sessions where id = $1',
        [session.id],
      )
    ).rows[0]!;
    const quoteStatus = (
      await pool.query<{ status: string }>('select status from quotes where id = $1', [quote.id])
    ).rows[0]!.status;

    // Each turn's messages, in conversation order.
    const rows = await pool.query<{ conversation_id: string; sender: string; content: string }>(
      `select conversation_id, sender, content from messages where conversation_id in
         (select conversation_id from messages where content like 'Opening hours?%')
       order by conversation_id, created_at, id`,
    );
    const { stored, replies } = tallyTurns(rows.rows);
    const all = [...beforeKill, ...afterRestart];
    const accepted = all.filter((turn) => turn.status === 200);
    const lost = accepted.filter((turn) => !stored.has(turn.text));
    const duplicated = all.filter((turn) => (stored.get(turn.text) ?? 0) > 1);
    const acceptedWithoutOneReply = accepted.filter((turn) => replies.get(turn.text)?.length !== 1);
    const twoReplies = all.filter((turn) => (replies.get(turn.text)?.length ?? 0) > 1);
    const unanswered = beforeKill.filter((turn) => stored.has(turn.text) && !replies.has(turn.text));

    const outcome: ChaosOutcome = {
      scenario: 'app SIGKILL mid-turn and mid-webhook',
      requests: all.length + 3,
      accepted: accepted.length + [retried.status, duplicate.status].filter((s) => s === 200).length,
      stored: accepted.length - lost.length + paymentRows,
      lost: lost.length + (paymentRows === 0 ? 1 : 0),
      duplicated: duplicated.length + twoReplies.length + Math.max(0, paymentRows - 1),
      recoveryMs: firstAccepted.length ? Math.min(...firstAccepted) - killedAt : null,
      notes: `turns + webhook deliveries; ${unanswered.length} killed turns kept as unanswered visitor messages; payment rows ${paymentRows}`,
    };
    reportChaos(outcome);

    expect(webhookWaiting).toBe(true);
    expect(turnsInFlight).toBe(true);
    expect(webhookBeforeKill).toBe('dropped');
    expect(beforeKill.filter((turn) => turn.status === 200)).toEqual([]);
    expect({ paymentsAfterKill, eventsAfterKill }).toEqual({ paymentsAfterKill: 0, eventsAfterKill: 0 });
    expect([retried.status, duplicate.status]).toEqual([200, 200]);
    expect({ paymentRows, eventRows, quoteStatus, ...sessionState }).toEqual({
      paymentRows: 1,
      eventRows: 1,
      quoteStatus: 'approved',
      status: 'complete',
      payment_status: 'paid',
    });
    expect(afterRestart.map((turn) => turn.status)).toEqual(afterRestart.map(() => 200));
    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(twoReplies).toEqual([]);
    expect(acceptedWithoutOneReply).toEqual([]);
  }, 240_000);
});
