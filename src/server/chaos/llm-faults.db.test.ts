import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiFake, startOpenAiFake } from '../../../test/fakes/openai-fake';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../test/helpers/db';
import { capturedLogger } from '../../../test/helpers/llm-turn';
import { seedReferenceData } from '../db/seed/seed';
import { parseEnv } from '../env';
import {
  aiChatFunction,
  createBuiltinEngine,
  createChatEngine,
  FALLBACK_LOG_MESSAGE,
} from '../features/chat';
import { type ChaosOutcome, reportChaos } from './chaos-report';
import { tallyTurns } from './turn-tally';

/**
 * The language model misbehaves under a chat load: it times out, answers 5xx, or answers 200 with
 * a body that is not the API's (truncated JSON, a proxy's HTML page, the wrong shape). The model is
 * the real AI SDK against test/fakes/openai-fake.ts; which fault a turn meets is chosen from its
 * text, so each stored reply can be checked against it. Every turn must be answered (by the
 * built-in engine where the model failed), the fallback must be logged and recorded on the stored
 * reply (`llm_fallback`, how fallbacks are counted), and no visitor may wait much past
 * AI_TIMEOUT_MS: the margin below is generous on purpose, it is a bound, not a speed target.
 */

const AI_TIMEOUT_MS = 2_000;
const WAIT_MARGIN_MS = 6_000;
const VISITORS = 5;
const TURNS = 8; // one conversation each, below the per-conversation rate limit

const MODES = ['ok', 'timeout', '500', '503', 'truncated', 'html', 'shape'] as const;
type Mode = (typeof MODES)[number];
const EXPECTED_FALLBACK: Record<Mode, string | null> = {
  ok: null,
  timeout: 'timeout',
  '500': 'provider_error',
  '503': 'provider_error',
  truncated: 'provider_error',
  html: 'provider_error',
  shape: 'provider_error',
};

const { db, pool, close } = getTestDb();
const log = capturedLogger();
let fake: OpenAiFake;
let t: TestApp;

beforeAll(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now: new Date() });
  fake = await startOpenAiFake();
  fake.replyAlways((request) => {
    const last = [...request.body.messages].reverse().find((m) => m.role === 'user');
    const text = typeof last?.content === 'string' ? last.content : JSON.stringify(last?.content);
    const mode = (/\[mode:(\w+)\]/.exec(text)?.[1] ?? 'ok') as Mode;
    switch (mode) {
      case 'timeout':
        return { text: 'Too late.', delayMs: 60_000 };
      case '500':
        return { error: { status: 500, message: 'The server had an error while processing your request.' } };
      case '503':
        return { error: { status: 503, message: 'The engine is currently overloaded.' } };
      case 'truncated':
        return {
          garbage: '{"id":"chatcmpl-1","object":"chat.completion","choices":[{"index":0,"message":{"con',
        };
      case 'html':
        return { garbage: '<html><body><h1>502 Bad Gateway</h1></body></html>' };
      case 'shape':
        return { garbage: '{"result":"ok","data":[1,2,3]}' };
      default:
        return { text: 'We are open Monday to Friday, 9 to 5.' };
    }
  });
  const env = parseEnv({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: fake.apiKey,
    AI_MODEL: 'fake-gpt',
    AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
  });
  const chatEngine = createChatEngine({ env, logger: log.logger, builtin: createBuiltinEngine() });
  t = buildTestApp({ db, functions: [aiChatFunction], chatEngine, env: { TRUST_PROXY: '1' } });
}, 60_000);

afterAll(async () => {
  await fake?.close();
  await close();
});

interface Sent {
  text: string;
  mode: Mode;
  status: number | 'hang';
  ms: number;
}

async function visitor(id: number, sent: Sent[], turns = TURNS) {
  let conversation: { conversationId: string; conversationToken: string } | null = null;
  for (let n = 0; n < turns; n += 1) {
    const mode = MODES[(id + n) % MODES.length]!;
    const text = `What are your opening hours? [mode:${mode}] (visitor ${id}, message ${n})`;
    const started = Date.now();
    let status: Sent['status'] = 'hang';
    try {
      const res = await t.request('/api/functions/ai-chat', {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.20.${id}.${n}` },
        json: { agentType: 'shop', messages: [{ role: 'user', content: text }], ...(conversation ?? {}) },
        signal: AbortSignal.timeout(AI_TIMEOUT_MS + 30_000),
      });
      status = res.status;
      const body = (await res.json()) as { conversationId?: string; conversationToken?: string };
      if (res.ok && body.conversationId && body.conversationToken)
        conversation = { conversationId: body.conversationId, conversationToken: body.conversationToken };
    } catch {
      status = 'hang';
    }
    sent.push({ text, mode, status, ms: Date.now() - started });
  }
}

describe('the language model timing out, failing or answering garbage under a chat load', () => {
  it('answers every turn with the built-in engine in its place, logs and records each fallback, and keeps every wait bounded', async () => {
    // One turn first, outside the count: the first turn of a fresh process also pays for loading
    // code and opening connections, which is not what this scenario measures.
    await visitor(98, [], 1); // visitor 98 meets no fault (98 % 7 = 0: ok)
    const sent: Sent[] = [];
    await Promise.all(Array.from({ length: VISITORS }, (_, id) => visitor(id, sent)));

    const rows = await pool.query<{
      conversation_id: string;
      sender: string;
      content: string;
      fallback: string | null;
      engine: string | null;
    }>(
      `select conversation_id, sender, content, metadata->>'llm_fallback' as fallback, metadata->>'engine' as engine
       from messages order by conversation_id, created_at, id`,
    );
    const { stored, replies } = tallyTurns(rows.rows);

    const accepted = sent.filter((s) => s.status === 200);
    const lost = accepted.filter((s) => !stored.has(s.text));
    const duplicated = sent.filter((s) => (stored.get(s.text) ?? 0) > 1);
    const notOneReply = accepted.filter((s) => replies.get(s.text)?.length !== 1);
    const wrongEngine = accepted.filter((s) => {
      const reply = replies.get(s.text)?.[0];
      const expected = EXPECTED_FALLBACK[s.mode];
      return expected === null
        ? reply?.engine !== 'llm' || reply.fallback !== null
        : reply?.engine !== 'builtin' || reply.fallback !== expected;
    });
    const faulty = sent.filter((s) => EXPECTED_FALLBACK[s.mode] !== null);
    const fallbacksRecorded = rows.rows.filter((row) => row.fallback !== null).length;
    const fallbacksLogged = log.lines().filter((line) => line.msg === FALLBACK_LOG_MESSAGE).length;
    const slowest = Math.max(...sent.map((s) => s.ms));
    const tooSlow = sent.filter((s) => s.ms > AI_TIMEOUT_MS + WAIT_MARGIN_MS);

    const outcome: ChaosOutcome = {
      scenario: 'LLM times out / 5xx / garbage',
      requests: sent.length,
      accepted: accepted.length,
      stored: accepted.length - lost.length - notOneReply.filter((s) => stored.has(s.text)).length,
      lost: lost.length,
      duplicated: duplicated.length,
      recoveryMs: null,
      notes: `turns; fallbacks ${fallbacksRecorded} recorded, ${fallbacksLogged} logged of ${faulty.length} faults; slowest ${slowest} ms (time-out ${AI_TIMEOUT_MS} ms)`,
    };
    reportChaos(outcome);

    expect(sent.filter((s) => s.status !== 200)).toEqual([]);
    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(notOneReply).toEqual([]);
    expect(wrongEngine).toEqual([]);
    expect(fallbacksRecorded).toBe(faulty.length);
    expect(fallbacksLogged).toBe(faulty.length);
    expect(tooSlow).toEqual([]);
  }, 120_000);
});
