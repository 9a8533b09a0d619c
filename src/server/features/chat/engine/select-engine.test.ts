import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OpenAiFake, startOpenAiFake } from '../../../../../test/fakes/openai-fake';
import { capturedLogger, recordingTools, turnContext } from '../../../../../test/helpers/llm-turn';
import { parseEnv } from '../../../env';
import type { ChatEngine, ChatTurnContext, EngineReply } from './chat-engine';
import { LlmUnavailable } from './llm-errors';
import { createChatEngine, describeLlmFailure, FALLBACK_LOG_MESSAGE } from './select-engine';

const FALLBACK_TEXT = 'Thanks for your message! Tell me about your project and I will help.';

/** Stands in for the built-in engine (a sibling engine, not the code under test). */
function fallbackEngine() {
  const turns: ChatTurnContext[] = [];
  const engine: ChatEngine = {
    name: 'builtin',
    async reply(context, _tools, options): Promise<EngineReply> {
      turns.push(context);
      options?.onDelta?.(FALLBACK_TEXT);
      return { text: FALLBACK_TEXT, engine: 'builtin', quotedAmounts: [], handoff: false, sources: [] };
    },
  };
  return { engine, turns };
}

let fake: OpenAiFake;
beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey: 'sk-test-very-secret-key-1234567890' });
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

function setup(env: Record<string, string> = {}, builtin?: ChatEngine) {
  const log = capturedLogger();
  const fallback = fallbackEngine();
  const engine = createChatEngine({
    env: parseEnv({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: fake.apiKey,
      AI_MODEL: 'fake-gpt',
      // Far above a loaded machine's slowest answer: only the tests of the time-out set a short one.
      AI_TIMEOUT_MS: '20000',
      ...env,
    }),
    logger: log.logger,
    builtin: builtin ?? fallback.engine,
  });
  return { engine, log, fallback };
}

function fallbackLogLines(log: ReturnType<typeof capturedLogger>) {
  return log.lines().filter((line) => line.msg === FALLBACK_LOG_MESSAGE);
}

describe('createChatEngine', () => {
  it('is the built-in engine itself when AI_PROVIDER is builtin', () => {
    const fallback = fallbackEngine();
    const engine = createChatEngine({
      env: parseEnv({}),
      logger: capturedLogger().logger,
      builtin: fallback.engine,
    });
    expect(engine).toBe(fallback.engine);
  });

  it('answers with the language model when it works', async () => {
    fake.reply({ text: 'We wrap cars, vans and trucks.' });
    const { engine, log, fallback } = setup();
    const reply = await engine.reply(turnContext('What do you wrap?'), recordingTools());
    expect(reply).toMatchObject({ text: 'We wrap cars, vans and trucks.', engine: 'llm' });
    expect(fallback.turns).toHaveLength(0);
    expect(fallbackLogLines(log)).toEqual([]);
  });

  it('answers with the built-in engine when the model invents a price, and logs why', async () => {
    fake.reply({ text: 'A full wrap is usually $2,500.' });
    const { engine, log, fallback } = setup();
    const reply = await engine.reply(turnContext('How much is a wrap?'), recordingTools());
    expect(reply).toEqual({
      text: FALLBACK_TEXT,
      engine: 'builtin',
      quotedAmounts: [],
      handoff: false,
      sources: [],
      fallback: 'invented_price',
    });
    expect(fallback.turns).toHaveLength(1);
    expect(fallbackLogLines(log)).toEqual([
      expect.objectContaining({
        level: 40,
        conversationId: 'conv-1',
        provider: 'openai',
        model: 'fake-gpt',
        failure: expect.objectContaining({
          name: 'LlmReplyRejected',
          reason: 'invented_price',
          prices: [2500],
        }),
      }),
    ]);
  });

  it.each([
    [500, 'The server had an error while processing your request.'],
    [429, 'Rate limit reached for requests'],
  ])('answers with the built-in engine on a provider %i, never logging the key', async (status, message) => {
    fake.reply({ error: { status, message } });
    const { engine, log } = setup();
    const reply = await engine.reply(turnContext('Hi'), recordingTools());
    expect(reply.engine).toBe('builtin');
    expect(fallbackLogLines(log)).toEqual([
      expect.objectContaining({
        failure: expect.objectContaining({ reason: 'provider_error', statusCode: status }),
      }),
    ]);
    expect(log.raw()).toContain(message);
    expect(log.raw()).not.toContain(fake.apiKey);
  });

  it('cuts the key out of a provider error that echoes it', async () => {
    fake.reply({
      error: { status: 401, code: 'invalid_api_key', message: `Incorrect API key provided: ${fake.apiKey}.` },
    });
    const { engine, log } = setup();
    expect((await engine.reply(turnContext('Hi'), recordingTools())).engine).toBe('builtin');
    expect(log.raw()).toContain('Incorrect API key provided: [redacted].');
    expect(log.raw()).not.toContain(fake.apiKey);
  });

  it('answers with the built-in engine when the model is slower than AI_TIMEOUT_MS', async () => {
    fake.reply({ text: 'Sorry, I was thinking.', delayMs: 60_000 });
    const { engine, log } = setup({ AI_TIMEOUT_MS: '300' });
    const reply = await engine.reply(turnContext('Hi'), recordingTools());
    expect(reply.text).toBe(FALLBACK_TEXT);
    expect(fallbackLogLines(log)[0]).toMatchObject({
      failure: { name: 'LlmUnavailable', reason: 'timeout' },
    });
  });

  it('voids what was streamed before the model failed, then streams the fallback', async () => {
    fake.reply({ chunks: ['Let me see. ', 'The answer ', 'is coming.'], chunkDelayMs: 60_000 });
    const { engine } = setup({ AI_TIMEOUT_MS: '2000' });
    const events: string[] = [];
    const reply = await engine.reply(turnContext('Hi'), recordingTools(), {
      onDelta: (text) => events.push(`delta:${text}`),
      onReset: () => events.push('reset'),
    });
    expect(events).toEqual(['delta:Let me see.', 'reset', `delta:${FALLBACK_TEXT}`]);
    expect(reply.text).toBe(FALLBACK_TEXT);
  });

  it('does not reset when nothing was streamed', async () => {
    fake.reply({ text: 'Our price is $99.' });
    const { engine } = setup();
    const events: string[] = [];
    await engine.reply(turnContext('Hi'), recordingTools(), {
      onDelta: (text) => events.push(`delta:${text}`),
      onReset: () => events.push('reset'),
    });
    expect(events).toEqual([`delta:${FALLBACK_TEXT}`]);
  });

  it('passes a caller abort through instead of answering', async () => {
    fake.reply({ text: 'Too late.', delayMs: 60_000 });
    const { engine, fallback } = setup();
    const controller = new AbortController();
    const pending = engine.reply(turnContext('Hi'), recordingTools(), { signal: controller.signal });
    // Abort once the fake holds the request: an abort before it arrived would let it arrive late,
    // in the next test, and take that test's scripted answer.
    await vi.waitFor(() => expect(fake.requests.length).toBeGreaterThan(0), { timeout: 10_000 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'LlmUnavailable', reason: 'aborted' });
    expect(fallback.turns).toHaveLength(0);
  });
});

describe('a fallback after the model acted', () => {
  it('reuses the quote the model created and sends no second e-mail or handoff', async () => {
    const wrap = { projectType: 'vehicle-wrap', material: 'premium-vinyl', squareFootage: 250 };
    fake.reply(
      { toolCalls: [{ name: 'create_quote', arguments: wrap }] },
      (request) => {
        const created = JSON.parse(String(request.body.messages.at(-1)?.content)) as { quoteId: string };
        return { toolCalls: [{ name: 'send_quote_email', arguments: { quoteId: created.quoteId } }] };
      },
      { toolCalls: [{ name: 'hand_off', arguments: { reason: 'visitor asked for a person' } }] },
      { error: { status: 500, message: 'The server had an error' } },
    );
    const seen: string[] = [];
    // A fallback that does what the built-in engine does on a priced request with a known e-mail.
    const acting: ChatEngine = {
      name: 'builtin',
      async reply(_context, tools) {
        const created = await tools.createQuote({ projectType: 'vehicle-wrap', squareFootage: 100 });
        await tools.sendQuoteEmail(created.quoteId);
        await tools.handOff('the agent could not help');
        seen.push(created.quoteId);
        return { text: FALLBACK_TEXT, engine: 'builtin', quotedAmounts: [], handoff: true, sources: [] };
      },
    };
    const { engine, log } = setup({}, acting);
    const tools = recordingTools();
    const reply = await engine.reply(turnContext('Quote me a wrap, then get me a person'), tools);

    expect(reply.text).toBe(FALLBACK_TEXT);
    expect(fallbackLogLines(log)).toHaveLength(1);
    const acted = tools.calls.filter(
      (call) => call.tool !== 'searchKnowledge' && call.tool !== 'calculateQuote',
    );
    expect(acted).toEqual([
      { tool: 'createQuote', request: wrap },
      { tool: 'sendQuoteEmail', quoteId: 'quote-1' },
      { tool: 'handOff', reason: 'visitor asked for a person' },
    ]);
    expect(seen).toEqual(['quote-1']);
  });
});

describe('describeLlmFailure', () => {
  it('keeps names, reasons and messages, and cuts the API key out of them', () => {
    const key = 'sk-live-abcdef123456';
    const error = new LlmUnavailable('provider_error', `The model provider answered 401: bad key ${key}`, {
      statusCode: 401,
      cause: new Error(`Incorrect API key provided: ${key}`),
    });
    expect(describeLlmFailure(error, key)).toEqual({
      name: 'LlmUnavailable',
      message: 'The model provider answered 401: bad key [redacted]',
      reason: 'provider_error',
      statusCode: 401,
      cause: { name: 'Error', message: 'Incorrect API key provided: [redacted]' },
    });
    expect(describeLlmFailure('boom', undefined)).toEqual({ message: 'boom', reason: 'unexpected' });
  });
});
