import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { bodySizeLimit, bodySizeLimits } from './body-size-limit';
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

describe('per-route body limits', () => {
  function uploads() {
    const hono = new Hono();
    hono.onError(createErrorHandler(createLogger('silent')));
    hono.use(
      '*',
      bodySizeLimits(10, [
        { method: 'POST', path: /^\/files\/[^/]+$/, maxBytes: 20, message: 'Files: 20 bytes.' },
      ]),
    );
    hono.post('*', async (c) => c.text(await c.req.text()));
    return hono;
  }
  const post = (path: string, body: string) =>
    uploads().request(path, { method: 'POST', body, headers: { 'content-length': String(body.length) } });

  it('gives the listed route its own limit and message, and every other request the standard one', async () => {
    expect((await post('/files/a', 'x'.repeat(20))).status).toBe(200);
    const over = await post('/files/a', 'x'.repeat(21));
    expect(over.status).toBe(413);
    expect((await over.json()).error.message).toBe('Files: 20 bytes.');
    expect((await post('/other', 'x'.repeat(11))).status).toBe(413);
    expect((await post('/files/a/b', 'x'.repeat(11))).status).toBe(413);
  });
});
