import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressStreamedDownloads } from './download-compress';

/** A response that counts reads of its body (the Node adapter's fast path needs none). */
function counted(response: Response): { response: Response; bodyReads: () => number } {
  let reads = 0;
  const { body } = response;
  Object.defineProperty(response, 'body', {
    get() {
      reads++;
      return body;
    },
  });
  return { response, bodyReads: () => reads };
}

function appWith(answer: () => Response) {
  const app = new Hono();
  app.use('/api/*', compressStreamedDownloads());
  app.all('/api/answer', () => answer());
  return app;
}

describe('streamed downloads compressed with a flush per chunk', () => {
  it("leaves an API write's answer unread, so the server can write its text at once", async () => {
    const spy = counted(Response.json({ reply: 'Hello' }));
    const res = await appWith(() => spy.response).request('/api/answer', {
      method: 'POST',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(await res.json()).toEqual({ reply: 'Hello' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(spy.bodyReads()).toBe(0);
  });

  it('leaves an API read that is not a download unread', async () => {
    const spy = counted(Response.json({ leads: [] }));
    const res = await appWith(() => spy.response).request('/api/answer', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(spy.bodyReads()).toBe(0);
  });

  it('compresses a download of unknown length, chunked', async () => {
    const csv = 'name,email\nAda,ada@shop.test\n';
    const res = await appWith(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(csv));
              controller.close();
            },
          }),
          {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="leads.csv"',
            },
          },
        ),
    ).request('/api/answer', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Transfer-Encoding')).toBe('chunked');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(csv);
  });
});
