import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { bodySizeLimit } from './body-size-limit';
import { createErrorHandler } from './error-handler';

function app() {
  const hono = new Hono();
  hono.onError(createErrorHandler(createLogger('silent')));
  hono.use('*', bodySizeLimit(10));
  hono.post('/echo', async (c) => c.text(await c.req.text()));
  return hono;
}

function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.slice(0, 4));
      controller.enqueue(bytes.slice(4));
      controller.close();
    },
  });
}

describe('request body size limit', () => {
  it('passes a body whose declared length is within the limit, intact', async () => {
    const res = await app().request('/echo', { method: 'POST', body: '0123456789' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('0123456789');
  });

  it('refuses a declared length over the limit with 413 and the error body', async () => {
    const res = await app().request('/echo', {
      method: 'POST',
      body: '01234567890',
      headers: { 'content-length': '11' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
    });
  });

  it('counts a body sent without a length as it streams', async () => {
    const small = await app().request('/echo', {
      method: 'POST',
      body: chunked('short'),
      duplex: 'half',
    } as RequestInit);
    expect(await small.text()).toBe('short');
    const large = await app().request('/echo', {
      method: 'POST',
      body: chunked('far too long for ten bytes'),
      duplex: 'half',
    } as RequestInit);
    expect(large.status).toBe(413);
  });
});
