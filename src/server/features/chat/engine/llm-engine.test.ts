import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnthropicFake, startAnthropicFake } from '../../../../../test/fakes/anthropic-fake';
import { lastToolResult, type OpenAiFake, startOpenAiFake } from '../../../../../test/fakes/openai-fake';
import { capturedLogger, recordingTools, turnContext } from '../../../../../test/helpers/llm-turn';
import { formatUsd } from '../../../../domain/money';
import { AppError } from '../../../lib/app-error';
import { createLlmEngine, DEFAULT_MAX_STEPS, type LlmEngineSettings } from './llm-engine';
import { LlmReplyRejected, LlmUnavailable } from './llm-errors';

const TOOL_NAMES = [
  'search_knowledge',
  'calculate_quote',
  'create_quote',
  'send_quote_email',
  'create_payment_link',
  'capture_contact',
  'hand_off',
];
const WRAP = { projectType: 'vehicle-wrap', material: 'premium-vinyl', squareFootage: 250 };
// 250 sq ft × $12 = $3,000 material + $150 setup = $3,150; 8 % tax $252; total $3,402.
const WRAP_AMOUNTS = [3402, 3150, 252, 150, 3000];

let fake: OpenAiFake;
beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

function engine(overrides: Partial<LlmEngineSettings> = {}) {
  return createLlmEngine({
    provider: 'openai',
    baseUrl: fake.baseUrl,
    apiKey: fake.apiKey,
    model: 'fake-gpt',
    timeoutMs: 5_000,
    maxOutputTokens: 300,
    logger: capturedLogger().logger,
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the engine to throw');
    },
    (error: unknown) => error,
  );
}

/** The model answers with the total from the calculate_quote result it was sent back. */
const answerWithTotal = (request: Parameters<typeof lastToolResult>[0]) => {
  const result = lastToolResult(request) as { quote: { totalAmount: number } };
  return {
    text: `Your vehicle wrap comes to ${formatUsd(result.quote.totalAmount)} including tax. Shall I e-mail it?`,
  };
};

describe('LLM engine over the OpenAI protocol', () => {
  it('answers a plain question, sending the key, the model, the prompt and the tools', async () => {
    fake.reply({ text: 'We wrap cars, vans and trucks.' });
    const reply = await engine().reply(
      turnContext([
        { role: 'assistant', content: 'Hi! How can I help?' },
        { role: 'user', content: 'What do you wrap?' },
      ]),
      recordingTools(),
    );
    expect(reply).toEqual({
      text: 'We wrap cars, vans and trucks.',
      engine: 'llm',
      quotedAmounts: [],
      handoff: false,
      sources: [],
    });
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(request.body).toMatchObject({ model: 'fake-gpt', max_tokens: 300 });
    expect(request.body.stream).toBeFalsy();
    const [system, ...rest] = request.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('You are Wendy, the AI assistant of Wrap Masters');
    expect(system!.content).toContain('casual and friendly');
    expect(system!.content).toContain('NEVER state a price');
    // The greeting is left out: conversations start with the visitor.
    expect(rest).toEqual([{ role: 'user', content: 'What do you wrap?' }]);
    expect(request.body.tools?.map((t) => t.function.name).sort()).toEqual([...TOOL_NAMES].sort());
  });

  it('streams the reply sentence by sentence, in order, joining to the final text', async () => {
    fake.reply({ text: 'Hi there! We wrap cars. Vans too?\nAsk me anything.' });
    const deltas: string[] = [];
    const reply = await engine().reply(turnContext('What do you wrap?'), recordingTools(), {
      onDelta: (text) => deltas.push(text),
    });
    expect(deltas).toEqual(['Hi there!', ' We wrap cars.', ' Vans too?', '\nAsk me anything.']);
    expect(deltas.join('')).toBe(reply.text);
    expect(reply.text).toBe('Hi there! We wrap cars. Vans too?\nAsk me anything.');
    expect(fake.requests[0]!.body.stream).toBe(true);
  });

  it.each([
    ['JSON', false],
    ['streaming', true],
  ])('calls calculate_quote and states the total it returned (%s)', async (_mode, streaming) => {
    fake.reply({ toolCalls: [{ name: 'calculate_quote', arguments: WRAP }] }, answerWithTotal);
    const tools = recordingTools();
    const deltas: string[] = [];
    const reply = await engine().reply(
      turnContext('How much for a 250 sq ft premium vinyl wrap?'),
      tools,
      streaming ? { onDelta: (text) => deltas.push(text) } : {},
    );
    expect(tools.calls).toEqual([{ tool: 'calculateQuote', request: WRAP }]);
    expect(reply.text).toBe('Your vehicle wrap comes to $3,402.00 including tax. Shall I e-mail it?');
    expect(reply.quotedAmounts).toEqual(expect.arrayContaining(WRAP_AMOUNTS));
    expect(fake.requests).toHaveLength(2);
    expect(lastToolResult(fake.requests[1]!)).toMatchObject({
      ok: true,
      quote: { totalAmount: 3402, subtotal: 3150, taxAmount: 252 },
    });
    if (streaming) expect(deltas.join('')).toBe(reply.text);
  });

  it('passes missing quote details back to the model so it can ask for them', async () => {
    fake.reply(
      { toolCalls: [{ name: 'calculate_quote', arguments: { projectType: 'vehicle-wrap' } }] },
      () => ({
        text: 'Happy to price that. Which material would you like, and how many square feet?',
      }),
    );
    const reply = await engine().reply(turnContext('Quote for a van wrap please'), recordingTools());
    expect(lastToolResult(fake.requests[1]!)).toMatchObject({
      ok: false,
      missing: ['material', 'squareFootage'],
    });
    expect(reply.quotedAmounts).toEqual([]);
    expect(reply.text).toContain('Which material');
  });

  it('rejects a reply that states a price no tool produced', async () => {
    fake.reply({ text: 'A full wrap is usually around $2,500.' });
    const error = await rejection(engine().reply(turnContext('How much is a wrap?'), recordingTools()));
    expect(error).toBeInstanceOf(LlmReplyRejected);
    expect(error).toMatchObject({ reason: 'invented_price', prices: [2500] });
  });

  it('rejects an invented price next to a quoted one', async () => {
    fake.reply({ toolCalls: [{ name: 'calculate_quote', arguments: WRAP }] }, () => ({
      text: 'That is $3,402.00, or $3,100 if you pay cash.',
    }));
    const error = await rejection(
      engine().reply(turnContext('Price for 250 sq ft premium?'), recordingTools()),
    );
    expect(error).toMatchObject({ reason: 'invented_price', prices: [3100] });
  });

  it('streams nothing from the sentence with an invented price on', async () => {
    fake.reply({ text: 'We do full wraps. A full wrap is usually $2,500. Want a quote?' });
    const deltas: string[] = [];
    const error = await rejection(
      engine().reply(turnContext('How much is a wrap?'), recordingTools(), {
        onDelta: (t) => deltas.push(t),
      }),
    );
    expect(error).toMatchObject({ name: 'LlmReplyRejected', reason: 'invented_price', prices: [2500] });
    expect(deltas).toEqual(['We do full wraps.']);
  });

  it.each([
    [500, 'The server had an error while processing your request.', false],
    [429, 'Rate limit reached for requests', false],
    [500, 'The server had an error while processing your request.', true],
    [429, 'Rate limit reached for requests', true],
  ])('turns a provider %i into LlmUnavailable without retrying (streaming: %s)', async (status, message, streaming) => {
    fake.reply({ error: { status, message } });
    const error = await rejection(
      engine().reply(turnContext('Hi'), recordingTools(), streaming ? { onDelta: () => {} } : {}),
    );
    expect(error).toBeInstanceOf(LlmUnavailable);
    expect(error).toMatchObject({ reason: 'provider_error', statusCode: status });
    expect((error as Error).message).toContain(message);
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up on a slow answer at the time-out', async () => {
    fake.reply({ text: 'Sorry, I was thinking.', delayMs: 60_000 });
    const error = await rejection(engine({ timeoutMs: 300 }).reply(turnContext('Hi'), recordingTools()));
    expect(error).toMatchObject({ name: 'LlmUnavailable', reason: 'timeout' });
  });

  it('gives up on a stream that stalls at the time-out, keeping what was already sent', async () => {
    fake.reply({ chunks: ['Let me see. ', 'The answer ', 'is coming.'], chunkDelayMs: 60_000 });
    const deltas: string[] = [];
    const error = await rejection(
      engine({ timeoutMs: 2_000 }).reply(turnContext('Hi'), recordingTools(), {
        onDelta: (t) => deltas.push(t),
      }),
    );
    expect(error).toMatchObject({ name: 'LlmUnavailable', reason: 'timeout' });
    expect(deltas).toEqual(['Let me see.']);
  });

  it('stops when the caller aborts', async () => {
    fake.reply({ text: 'Too late.', delayMs: 60_000 });
    const controller = new AbortController();
    const pending = engine().reply(turnContext('Hi'), recordingTools(), { signal: controller.signal });
    // Aborted once the fake holds the request, not after a fixed 50 ms: on a loaded machine the
    // request could then reach the fake only after this test had ended, and take the answer the
    // next test scripted (its hand_off call went missing that way).
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1), { timeout: 10_000 });
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ name: 'LlmUnavailable', reason: 'aborted' });
  });

  it('hands off when the model calls hand_off', async () => {
    fake.reply(
      { toolCalls: [{ name: 'hand_off', arguments: { reason: 'visitor asked for a person' } }] },
      {
        text: 'Of course. A team member will reply here shortly.',
      },
    );
    const tools = recordingTools();
    const reply = await engine().reply(turnContext('Can I talk to a real person?'), tools);
    expect(reply.handoff).toBe(true);
    expect(tools.calls).toEqual([{ tool: 'handOff', reason: 'visitor asked for a person' }]);
    expect(reply.text).toBe('Of course. A team member will reply here shortly.');
  });

  it('hands an angry visitor to a person even when the model did not call hand_off', async () => {
    fake.reply({ text: 'I am sorry to hear that. Let me see what I can do.' });
    const tools = recordingTools();
    const reply = await engine().reply(
      turnContext('This is unacceptable, the graphics you put on my truck are peeling already'),
      tools,
    );
    expect(reply.handoff).toBe(true);
    expect(tools.calls).toEqual([{ tool: 'handOff', reason: 'Visitor asked for a person or is upset' }]);
  });

  it('does not hand off a calm question that only mentions damage or another company', async () => {
    fake.reply({ text: 'Yes, the warranty covers peeling caused by the install.' });
    const tools = recordingTools();
    const reply = await engine().reply(
      turnContext('Another shop did my last van. Does your warranty cover peeling?'),
      tools,
    );
    expect(reply.handoff).toBe(false);
    expect(tools.calls).toEqual([]);
  });

  it('reports the knowledge items it searched as sources', async () => {
    fake.reply(
      { toolCalls: [{ name: 'search_knowledge', arguments: { query: 'turnaround time' } }] },
      (request) => {
        const found = lastToolResult(request) as { results: { content: string }[] };
        return { text: found.results[0]!.content };
      },
    );
    const tools = recordingTools();
    const reply = await engine().reply(turnContext('How long does a wrap take?'), tools);
    expect(reply.sources).toEqual(['kb-turnaround']);
    expect(reply.text).toBe('Most vehicle wraps are finished within 3 to 5 business days.');
    expect(tools.calls).toEqual([{ tool: 'searchKnowledge', query: 'turnaround time', limit: 4 }]);
  });

  it('runs the whole quote flow: contact, stored quote, e-mail, payment link', async () => {
    fake.reply(
      {
        toolCalls: [
          { name: 'capture_contact', arguments: { email: 'sam@example.com', name: 'Sam', phone: null } },
        ],
      },
      { toolCalls: [{ name: 'create_quote', arguments: WRAP }] },
      (request) => {
        const { quoteId } = lastToolResult(request) as { quoteId: string };
        return {
          toolCalls: [
            { name: 'send_quote_email', arguments: { quoteId } },
            { name: 'create_payment_link', arguments: { quoteId } },
          ],
        };
      },
      (request) => ({ text: `Sent! Pay $3,402 here: ${(lastToolResult(request) as { url: string }).url}` }),
    );
    const tools = recordingTools();
    const reply = await engine().reply(turnContext('Yes please, sam@example.com'), tools);
    expect(tools.calls).toEqual([
      { tool: 'captureContact', details: { email: 'sam@example.com', name: 'Sam' } },
      { tool: 'createQuote', request: WRAP },
      { tool: 'sendQuoteEmail', quoteId: 'quote-1' },
      { tool: 'createPaymentLink', quoteId: 'quote-1' },
    ]);
    expect(reply.text).toBe('Sent! Pay $3,402 here: http://localhost:3000/pay/quote-1');
    expect(reply.quotedAmounts).toEqual(expect.arrayContaining(WRAP_AMOUNTS));
  });

  it('tells the model when a tool fails, with the user-facing message only', async () => {
    const log = capturedLogger();
    fake.reply({ toolCalls: [{ name: 'create_quote', arguments: WRAP }] }, () => ({
      text: 'I need your e-mail address first. What is it?',
    }));
    const tools = recordingTools({
      failCreateQuote: new AppError('BAD_REQUEST', 'An e-mail address is needed first'),
    });
    const reply = await engine({ logger: log.logger }).reply(turnContext('Save the quote'), tools);
    expect(lastToolResult(fake.requests[1]!)).toEqual({
      ok: false,
      error: 'An e-mail address is needed first',
    });
    expect(reply.quotedAmounts).toEqual([]);
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ msg: 'chat tool failed during an LLM turn', toolName: 'create_quote' }),
    );
  });

  it(`stops after ${DEFAULT_MAX_STEPS} model calls when the model keeps calling tools`, async () => {
    fake.replyAlways({ toolCalls: [{ name: 'search_knowledge', arguments: { query: 'wraps' } }] });
    const tools = recordingTools();
    const error = await rejection(engine().reply(turnContext('Tell me everything'), tools));
    expect(error).toMatchObject({ name: 'LlmReplyRejected', reason: 'empty_reply' });
    expect(fake.requests).toHaveLength(DEFAULT_MAX_STEPS);
    expect(tools.calls).toHaveLength(DEFAULT_MAX_STEPS);
  });
});

describe('LLM engine over the Anthropic Messages API', () => {
  let anthropic: AnthropicFake;
  beforeAll(async () => {
    anthropic = await startAnthropicFake();
  });
  afterAll(() => anthropic.close());

  it('answers a plain question with the key, model, system prompt and tools sent', async () => {
    anthropic.reply({ text: 'We wrap cars, vans and trucks.' });
    const llm = createLlmEngine({
      provider: 'anthropic',
      baseUrl: anthropic.baseUrl,
      apiKey: anthropic.apiKey,
      model: 'claude-fake',
      timeoutMs: 5_000,
      maxOutputTokens: 300,
      logger: capturedLogger().logger,
    });
    const reply = await llm.reply(turnContext('What do you wrap?'), recordingTools());
    expect(reply).toMatchObject({ text: 'We wrap cars, vans and trucks.', engine: 'llm', handoff: false });
    const request = anthropic.requests.at(-1)!;
    expect(request.headers['x-api-key']).toBe(anthropic.apiKey);
    expect(request.body).toMatchObject({ model: 'claude-fake', max_tokens: 300 });
    expect(JSON.stringify(request.body.system)).toContain('Wrap Masters');
    expect(request.body.tools?.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    expect(request.body.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'What do you wrap?' }] },
    ]);
  });
});
