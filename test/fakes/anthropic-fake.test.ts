import { createAnthropic } from '@ai-sdk/anthropic';
import { generateText, streamText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnthropicFake, startAnthropicFake } from './anthropic-fake';

let fake: AnthropicFake;
beforeAll(async () => {
  fake = await startAnthropicFake();
});
afterAll(() => fake.close());

const model = (apiKey = fake.apiKey) => createAnthropic({ baseURL: fake.baseUrl, apiKey })('claude-fake');

describe('anthropic fake through the real AI SDK', () => {
  it('answers a message and records the key, version header and system prompt', async () => {
    fake.reply({ text: 'Hello from Claude.' });
    const result = await generateText({
      model: model(),
      system: 'Be brief.',
      prompt: 'Hi',
      maxOutputTokens: 64,
    });
    expect(result.text).toBe('Hello from Claude.');
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/messages');
    expect(request.headers['x-api-key']).toBe(fake.apiKey);
    expect(request.headers['anthropic-version']).toBeTruthy();
    expect(request.body).toMatchObject({ model: 'claude-fake', max_tokens: 64 });
    expect(JSON.stringify(request.body.system)).toContain('Be brief.');
  });

  it('streams the message events', async () => {
    fake.reply({ text: 'Streaming works fine.' });
    const deltas: string[] = [];
    for await (const delta of streamText({ model: model(), prompt: 'Hi', maxOutputTokens: 64 }).textStream)
      deltas.push(delta);
    expect(deltas.join('')).toBe('Streaming works fine.');
    expect(deltas.length).toBeGreaterThan(1);
  });

  it('refuses a wrong key with an authentication error', async () => {
    const error = await generateText({ model: model('sk-ant-wrong'), prompt: 'Hi', maxRetries: 0 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ statusCode: 401, message: 'invalid x-api-key' });
  });

  it('answers each request on a connection of its own', async () => {
    fake.reply({ text: 'One.' });
    const response = await fetch(`${fake.baseUrl}/messages`, {
      method: 'POST',
      headers: {
        'x-api-key': fake.apiKey,
        'anthropic-version': '2023-06-01',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        model: 'claude-fake',
        max_tokens: 8,
        messages: [{ role: 'user', content: 'Hi' }],
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    await response.text();
  });
});
