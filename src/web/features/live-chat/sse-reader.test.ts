import { describe, expect, it } from 'vitest';
import { createSseParser, readSseStream, type SseEvent } from './sse-reader';

// A streamed ai-chat turn as the server writes it (hono's writeSSE), with a heartbeat comment.
const RECORDED = [
  'event: start\n',
  'data: {"conversationId":"c1","customerId":"u1","conversationToken":"t1"}\n\n',
  ': heartbeat\n\n',
  'event: delta\ndata: {"text":"The wrap costs "}\n\n',
  'event: delta\ndata: {"text":"about €3,456 🚐"}\n\n',
  'event: done\ndata: {"message":"The wrap costs about €3,456 🚐","requiresApproval":false}\n\n',
].join('');

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/** The recording cut into byte chunks of `size`, so characters and lines straddle chunk ends. */
function chunked(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
  return chunks;
}

async function readAll(chunks: Uint8Array[]): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  await readSseStream(streamOf(chunks), (event) => {
    events.push(event);
    return undefined;
  });
  return events;
}

describe('readSseStream', () => {
  it('reads the recorded turn the same whatever the chunk size', async () => {
    const whole = await readAll(chunked(RECORDED, 10_000));
    expect(whole.map((e) => e.event)).toEqual(['start', 'delta', 'delta', 'done']);
    expect(JSON.parse(whole[2]!.data)).toEqual({ text: 'about €3,456 🚐' });
    expect(JSON.parse(whole[3]!.data).message).toBe('The wrap costs about €3,456 🚐');
    for (const size of [1, 2, 3, 5, 7, 64]) expect(await readAll(chunked(RECORDED, size))).toEqual(whole);
  });

  it('accepts CRLF and CR line ends, even a CRLF split between chunks', async () => {
    const crlf = RECORDED.replaceAll('\n', '\r\n');
    const cr = RECORDED.replaceAll('\n', '\r');
    const expected = await readAll(chunked(RECORDED, 10_000));
    for (const size of [1, 4, 9]) {
      expect(await readAll(chunked(crlf, size))).toEqual(expected);
      expect(await readAll(chunked(cr, size))).toEqual(expected);
    }
  });

  it('stops reading when the handler returns false', async () => {
    const seen: string[] = [];
    await readSseStream(streamOf(chunked(RECORDED, 8)), (event) => {
      seen.push(event.event);
      return event.event !== 'delta';
    });
    expect(seen).toEqual(['start', 'delta']);
  });

  it('drops an event cut off by the end of the stream', async () => {
    const events = await readAll(chunked('event: delta\ndata: {"text":"a"}\n\nevent: done\ndata: {', 4));
    expect(events.map((e) => e.event)).toEqual(['delta']);
  });
});

describe('createSseParser', () => {
  it('joins data lines, defaults the event name and keeps the id', () => {
    const parser = createSseParser();
    expect(parser.push('id: 42\ndata: one\ndata:two\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'message', data: 'one\ntwo', id: '42' }]);
  });

  it('ignores comments, unknown fields and events without data', () => {
    const parser = createSseParser();
    expect(parser.push(': ping\nretry: 1000\nevent: ready\n\nevent: x\nfoo: bar\ndata\n\n')).toEqual([
      { event: 'x', data: '', id: null },
    ]);
  });
});
