import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, jsonSchema, stepCountIs, streamText, tool } from 'ai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lastToolResult, type OpenAiFake, splitIntoChunks, startOpenAiFake } from './openai-fake';

let fake: OpenAiFake;
beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

function model(apiKey = fake.apiKey) {
  return createOpenAICompatible({ name: 'fake', baseURL: fake.baseUrl, apiKey, includeUsage: true })(
    'fake-gpt',
  );
}

const add = tool({
  description: 'Adds two numbers',
  inputSchema: jsonSchema<{ a: number; b: number }>({
    type: 'object',
    properties: { a: { type: 'number' }, b: { type: 'number' } },
    required: ['a', 'b'],
  }),
  execute: async ({ a, b }) => ({ sum: a + b }),
});

describe('splitIntoChunks', () => {
  it('cuts text into word pieces that join back exactly', () => {
    const text = 'Hello there,  the total is $1,234.56.\nBye!';
    expect(splitIntoChunks(text).length).toBeGreaterThan(4);
    expect(splitIntoChunks(text).join('')).toBe(text);
  });
});

describe('openai fake through the real AI SDK', () => {
  it('answers a plain JSON completion and records what the SDK sent', async () => {
    fake.reply({ text: 'Hello from the fake.', usage: { prompt_tokens: 11, completion_tokens: 5 } });
    const result = await generateText({
      model: model(),
      system: 'Be brief.',
      prompt: 'Hi',
      maxOutputTokens: 50,
    });
    expect(result.text).toBe('Hello from the fake.');
    expect(result.usage.inputTokens).toBe(11);
    expect(result.usage.outputTokens).toBe(5);
    const request = fake.requests[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(request.body).toMatchObject({ model: 'fake-gpt', max_tokens: 50 });
    expect(request.body.messages[0]).toEqual({ role: 'system', content: 'Be brief.' });
  });

  it('streams text as server-sent chunks that arrive in order', async () => {
    fake.reply({ text: 'One two three four.' });
    const result = streamText({ model: model(), prompt: 'Count' });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas).toEqual(['One ', 'two ', 'three ', 'four.']);
    expect(fake.requests[0]!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect((await result.usage).outputTokens).toBe(7);
  });

  it.each([
    false,
    true,
  ])('plays a tool call and reads the tool result back (streaming: %s)', async (streaming) => {
    fake.reply({ toolCalls: [{ name: 'add', arguments: { a: 2, b: 40 } }] }, (request) => ({
      text: `The sum is ${(lastToolResult(request) as { sum: number }).sum}.`,
    }));
    const call = { model: model(), prompt: 'What is 2 + 40?', tools: { add }, stopWhen: stepCountIs(3) };
    const text = streaming ? await streamText(call).text : (await generateText(call)).text;
    expect(text).toBe('The sum is 42.');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]!.body.tools?.[0]?.function.name).toBe('add');
    expect(fake.requests[1]!.body.messages.at(-1)).toMatchObject({ role: 'tool' });
  });

  it('answers errors with OpenAI error bodies, a wrong key with 401', async () => {
    fake.reply({ error: { status: 429, message: 'Rate limit reached for requests' } });
    const error = await generateText({ model: model(), prompt: 'Hi', maxRetries: 0 }).catch(
      (e: unknown) => e,
    );
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 429, message: 'Rate limit reached for requests' });

    const wrongKey = await generateText({ model: model('sk-wrong'), prompt: 'Hi', maxRetries: 0 }).catch(
      (e: unknown) => e,
    );
    expect(wrongKey).toMatchObject({ statusCode: 401, message: 'Incorrect API key provided.' });
  });

  it('sends the SSE wire format: data lines, a usage chunk and [DONE]', async () => {
    fake.reply({ text: 'Hi there.' });
    const response = await fetch(`${fake.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'm',
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: 'user', content: 'Hi' }],
      }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    // Every answer closes its connection, so no client reuses one the fake is closing.
    expect(response.headers.get('connection')).toBe('close');
    const events = (await response.text()).split('\n\n').filter(Boolean);
    expect(events.every((e) => e.startsWith('data: '))).toBe(true);
    expect(events.at(-1)).toBe('data: [DONE]');
    const usage = JSON.parse(events.at(-2)!.slice(6));
    expect(usage).toMatchObject({ choices: [], usage: { total_tokens: 49 } });
  });

  it('holds a slow answer back, and a client that gives up sees its own abort', async () => {
    fake.reply({ text: 'Too late.', delayMs: 5_000 });
    const error = await generateText({
      model: model(),
      prompt: 'Hi',
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(100),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toMatch(/TimeoutError|AbortError/);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers each request on a connection of its own, JSON and errors too', async () => {
    fake.reply({ text: 'One.' }, { error: { status: 429, message: 'Slow down.' } });
    for (const status of [200, 429]) {
      const response = await fetch(`${fake.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'Hi' }] }),
      });
      expect(response.status).toBe(status);
      expect(response.headers.get('connection')).toBe('close');
      await response.text();
    }
  });

  it('says when nothing was scripted instead of inventing an answer', async () => {
    const error = await generateText({ model: model(), prompt: 'Hi', maxRetries: 0 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      statusCode: 500,
      message: 'openai fake: no reply scripted for this request',
    });
  });
});
