import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts';
import { DEMO_WORKSPACE } from '../../src/server/db/seed/demo-content';
import { RATE_LIMITED_MESSAGE } from '../../src/server/features/rate-limit';
import { WIDGET_CONFIG_RATE_LIMIT } from '../../src/server/features/widget';
import { type OpenAiFake, startOpenAiFake } from '../fakes/openai-fake';
import { type FakeSmtp, startFakeSmtp } from '../fakes/smtp-fake';
import { type BuiltApp, ensureBuilt, startBuiltApp } from '../helpers/built-app';
import { getTestDb, resetDatabase, testDatabaseUrl } from '../helpers/db';
import { stopOwnApp } from '../helpers/own-app';
import { type RoundRobinProxy, startRoundRobinProxy } from '../helpers/round-robin-proxy';
import { eventReader } from '../helpers/sse';

/**
 * Two processes of the built server (`node dist/server/index.js`) on one PostgreSQL behind a
 * round-robin proxy, as compose.yaml runs them: whichever process serves which request, visitors,
 * owners and the background work see one product. The proxy says in `x-upstream` which process
 * answered, so each test can show the request it cares about really crossed processes.
 */

const { db, pool, close } = getTestDb();
const dirs: string[] = [];
const apps: BuiltApp[] = [];
let smtp: FakeSmtp;
let proxy: RoundRobinProxy;
const upstreams: number[] = [];

/** The environment both processes share, as two replicas of one deployment do. */
function sharedEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: testDatabaseUrl(),
    DATABASE_DIRECT_URL: '',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // Both replicas must sign sessions and seal tokens alike: one secret each, set, not per DATA_DIR.
    AUTH_SECRET: 'multi-process-secret-multi-process-00',
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    PUBLIC_URL: proxy.url,
    DASHBOARD_URL: proxy.url.replace('127.0.0.1', 'localhost'),
    TRUST_PROXY: 'true',
    SMTP_URL: smtp.url,
    AUTOMATION_ABANDONED_CHAT_SECONDS: '1',
    AUTH_SIGN_UPS_PER_HOUR_PER_IP: '1000',
    AI_PROVIDER: 'builtin',
  };
}

async function startProcess(extra: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'agents-multi-'));
  dirs.push(dataDir);
  const app = await startBuiltApp({ ...sharedEnv(dataDir), ...extra });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  ensureBuilt();
  await resetDatabase(db);
  smtp = await startFakeSmtp();
  proxy = await startRoundRobinProxy(upstreams);
  // Started together, as a deployment does: the start-up lock makes them take turns on the seed.
  const [a, b] = await Promise.all([startProcess(), startProcess()]);
  upstreams.push(a!.port, b!.port);
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => stopOwnApp(app.child)));
  await proxy?.close();
  await smtp?.close();
  await close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

let address = 0;
/** A client of its own (its own X-Forwarded-For), keeping its cookies, talking to the proxy (or `base`). */
function client(base?: string) {
  const ip = `198.51.100.${++address}`;
  const jar = new Map<string, string>();
  return async (
    path: string,
    init: RequestInit & { json?: unknown; upstream?: number; origin?: string } = {},
  ) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', ip);
    if (init.upstream !== undefined) headers.set('x-upstream', String(init.upstream));
    if (init.method && init.method !== 'GET') headers.set('origin', init.origin ?? proxy.url);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(`${base ?? proxy.url}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [name, ...value] = cookie.split(';')[0]!.split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    return res;
  };
}
type Client = ReturnType<typeof client>;
const servedBy = (res: Response) => Number(res.headers.get('x-upstream'));

/** Polls `check` until it returns something truthy; fails after `ms` (a hang guard, not a timing). */
async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  what: string,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not seen in ${ms / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Nothing queued or running in pg-boss any more besides the sweeper's schedule. */
async function jobsSettled() {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')
       and name <> 'email.sweep' and start_after <= now() + interval '5 seconds'`,
  );
  return rows[0]!.n === 0;
}

async function chatTurn(send: Client, content: string, conversation?: { id: string; token: string }) {
  const res = await send('/api/functions/ai-chat', {
    method: 'POST',
    json: {
      agentType: 'shop',
      messages: [{ role: 'user', content }],
      ...(conversation ? { conversationId: conversation.id, conversationToken: conversation.token } : {}),
    },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { conversationId: string; conversationToken: string; message: string };
  return { res, body, conversation: { id: body.conversationId, token: body.conversationToken } };
}

async function signIn(send: Client, account: { email: string; password: string }) {
  const res = await send('/api/auth/sign-in/email', { method: 'POST', json: account });
  expect(res.status, await res.clone().text()).toBe(200);
}

// Child processes on a 2-core machine shared with other work: hang guards, not speed targets.
describe('two app processes behind one proxy', { timeout: 60_000 }, () => {
  it('a conversation whose turns alternate between processes keeps one transcript, each turn once with one reply', async () => {
    const send = client();
    const questions = [
      'Hi, do you wrap boats?',
      'It is a 20 foot fishing boat, my email is skipper@example.com',
      'Which colours can you do?',
      'Thanks, I will think about it.',
    ];
    let conversation: { id: string; token: string } | undefined;
    const served: number[] = [];
    for (const question of questions) {
      const turn = await chatTurn(send, question, conversation);
      conversation ??= turn.conversation;
      expect(turn.conversation.id).toBe(conversation.id);
      served.push(servedBy(turn.res));
    }
    expect(new Set(served)).toEqual(new Set([0, 1]));

    const { rows } = await pool.query<{ sender: string; content: string }>(
      'select sender, content from messages where conversation_id = $1 order by created_at, id',
      [conversation!.id],
    );
    expect(rows.map((r) => r.sender)).toEqual(questions.flatMap(() => ['user', 'agent']));
    expect(rows.filter((r) => r.sender === 'user').map((r) => r.content)).toEqual(questions);

    // The e-mail given in the chat armed the abandoned-chat check (1 s here): whichever process's
    // worker takes it, the visitor gets one e-mail.
    await eventually(
      async () => smtp.messages.some((m) => m.to.includes('skipper@example.com')),
      'the abandoned-chat e-mail',
    );
    await eventually(jobsSettled, 'no job left to run');
    expect(smtp.messages.filter((m) => m.to.includes('skipper@example.com'))).toHaveLength(1);
  });

  it('every outbox e-mail is delivered once with both workers running', async () => {
    const emails = ['one@multi.test', 'two@multi.test', 'three@multi.test', 'four@multi.test'];
    const served: number[] = [];
    for (const email of emails) {
      const res = await client()('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email, password: 'long-enough-1', name: email.split('@')[0] },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      served.push(servedBy(res));
    }
    expect(new Set(served)).toEqual(new Set([0, 1]));
    await eventually(
      async () => emails.every((e) => smtp.messages.some((m) => m.to.includes(e))),
      'every verification e-mail',
    );
    await eventually(jobsSettled, 'no job left to run');
    for (const email of emails) expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    const { rows } = await pool.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from email_outbox where to_address = any($1) group by status`,
      [emails],
    );
    expect(rows).toEqual([{ status: 'sent', n: emails.length }]);
  });

  it("a dashboard stream held by one process hears of the other's changes", async () => {
    const owner = client();
    await signIn(owner, DEMO_ACCOUNTS.find((a) => a.role === 'client')!);
    const stream = await owner(`/api/workspaces/${DEMO_WORKSPACE.id}/events`, { upstream: 0 });
    expect(stream.status).toBe(200);
    const events = eventReader(stream);
    await events.until('ready');

    const visitor = client();
    const res = await visitor('/api/functions/ai-chat', {
      method: 'POST',
      upstream: 1,
      json: { agentType: 'shop', messages: [{ role: 'user', content: 'Do you do fleet graphics?' }] },
    });
    expect(servedBy(res)).toBe(1);
    const { conversationId } = (await res.json()) as { conversationId: string };
    await events.until('change', (d) => d.includes('message.created') && d.includes(conversationId));
    await events.stop();
  });

  it('a safe-mode draft approved through one process reaches the visitor stream held by the other', async () => {
    const owner = client();
    const email = 'careful@multi.test';
    await owner('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'long-enough-1', name: 'careful' },
    });
    const { rows: ws } = await pool.query<{ id: string; public_key: string }>(
      `select w.id, w.public_key from workspaces w join workspace_members m on m.workspace_id = w.id
         join auth_users u on u.id = m.user_id where u.email = $1`,
      [email],
    );
    const workspace = ws[0]!;
    const agents = await owner(`/api/workspaces/${workspace.id}/agents`, {
      method: 'PUT',
      json: {
        agents: [
          { agentType: 'shop', agentName: 'Careful Shop', operationMode: 'safe', requireApproval: true },
        ],
        tone: 'professional',
      },
    });
    expect(agents.status, await agents.clone().text()).toBe(200);

    const visitor = client();
    const held = await visitor('/api/functions/ai-chat', {
      method: 'POST',
      json: {
        agentType: 'shop',
        workspaceKey: workspace.public_key,
        messages: [{ role: 'user', content: 'Do you ship to Canada?' }],
      },
    });
    const chat = (await held.json()) as {
      conversationId: string;
      conversationToken: string;
      requiresApproval: boolean;
    };
    expect(chat.requiresApproval).toBe(true);
    const stream = await visitor(
      `/api/chat/events?conversationId=${chat.conversationId}&token=${chat.conversationToken}`,
      { upstream: 0 },
    );
    expect(servedBy(stream)).toBe(0);
    const events = eventReader(stream);
    await events.until('ready');

    const { rows } = await pool.query<{ id: string }>(
      'select id from answer_approvals where conversation_id = $1',
      [chat.conversationId],
    );
    const decision = await owner(`/api/workspaces/${workspace.id}/approvals/${rows[0]!.id}/decision`, {
      method: 'POST',
      upstream: 1,
      json: { action: 'approve', editedContent: 'Yes, we ship to Canada within 5 days.' },
    });
    expect(decision.status, await decision.clone().text()).toBe(200);
    expect(servedBy(decision)).toBe(1);
    const seen = await events.until('message');
    expect(JSON.parse(seen.find((e) => e.name === 'message')!.data)).toMatchObject({
      content: 'Yes, we ship to Canada within 5 days.',
    });
    await events.stop();
  });

  it('a rate limit counts requests to both processes together and refuses at the same count as one', async () => {
    // A fixed window: start well inside one, so the count is not split by a window ending.
    const windowMs = WIDGET_CONFIG_RATE_LIMIT.windowSeconds * 1000;
    const left = windowMs - (Date.now() % windowMs);
    if (left < 30_000) await new Promise((r) => setTimeout(r, left + 100));

    const send = client();
    const served = [0, 0];
    const statuses: number[] = [];
    // A few at a time: the count is kept in PostgreSQL, so concurrency must not change it.
    for (let sent = 0; sent < WIDGET_CONFIG_RATE_LIMIT.limit; sent += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, () => send(`/api/widget/config?workspace=${DEMO_WORKSPACE.publicKey}`)),
      );
      for (const res of batch) {
        statuses.push(res.status);
        served[servedBy(res)]! += 1;
        await res.body?.cancel();
      }
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(served).toEqual([WIDGET_CONFIG_RATE_LIMIT.limit / 2, WIDGET_CONFIG_RATE_LIMIT.limit / 2]);
    for (const upstream of [0, 1]) {
      const refused = await send(`/api/widget/config?workspace=${DEMO_WORKSPACE.publicKey}`, { upstream });
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.message).toBe(RATE_LIMITED_MESSAGE);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('one process stopping (SIGTERM) while the other keeps serving', { timeout: 90_000 }, () => {
  let llm: OpenAiFake;
  afterAll(() => llm?.close());

  it('finishes the turn in flight, ends its event stream cleanly and is not ready while it drains', async () => {
    // A third process whose language model takes a while, so a turn is surely in flight at SIGTERM.
    llm = await startOpenAiFake();
    llm.replyAlways({ text: 'We are open 9 to 5, Monday to Friday.', delayMs: 2_500 });
    const leaving = await startProcess({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: llm.baseUrl,
      AI_API_KEY: llm.apiKey,
      AI_MODEL: 'gpt-test',
      SHUTDOWN_GRACE_SECONDS: '2',
    });
    const direct = `http://127.0.0.1:${leaving.port}`;
    const owner = client(direct);
    await signIn(owner, DEMO_ACCOUNTS.find((a) => a.role === 'client')!);
    const events = eventReader(await owner(`/api/workspaces/${DEMO_WORKSPACE.id}/events`));
    await events.until('ready');

    const question = 'When are you open on weekdays?';
    const turn = chatTurn(client(direct), question);
    await eventually(async () => llm.requests.length > 0, `the model asked\n${leaving.output()}`);
    leaving.child.kill('SIGTERM');

    // Draining: not ready (a proxy stops sending here), still alive.
    const ready = await eventually(async () => {
      const res = await fetch(`${direct}/api/ready`);
      return res.status === 503 ? res : null;
    }, 'ready answering 503');
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${direct}/api/health`)).status).toBe(200);
    // The other processes still serve behind the proxy.
    expect((await fetch(`${proxy.url}/api/ready`)).status).toBe(200);

    // The stream ends (a clean end of the response, no error), the turn completes, the process exits 0.
    const seen = await events.until('never-sent');
    expect(seen.filter((e) => e.name === 'ready')).toHaveLength(1);
    const { body } = await turn;
    expect(body.message).toBe('We are open 9 to 5, Monday to Friday.');
    expect(await leaving.exited).toBe(0);

    const { rows } = await pool.query<{ sender: string; content: string }>(
      'select sender, content from messages where conversation_id = $1 order by created_at, id',
      [body.conversationId],
    );
    expect(rows).toEqual([
      { sender: 'user', content: question },
      { sender: 'agent', content: 'We are open 9 to 5, Monday to Friday.' },
    ]);
  });
});
