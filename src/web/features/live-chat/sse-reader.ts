// A small Server-Sent Events reader for streams that EventSource cannot open (it only does GET,
// and a chat turn is a POST). Follows the WHATWG event-stream format: lines end in CRLF, LF or
// CR; a blank line ends an event; `event`, `data` and `id` fields; lines starting with ':' are
// comments (heartbeats).

export type SseEvent = { event: string; data: string; id: string | null };

type Pending = { event: string; data: string[]; id: string | null };

const emptyPending = (): Pending => ({ event: '', data: [], id: null });

/**
 * Incremental parser: push decoded text in any pieces (a line or even a CRLF may be split across
 * network chunks) and get back the events completed so far.
 */
export function createSseParser() {
  let buffer = '';
  let pending = emptyPending();

  function takeLine(line: string, out: SseEvent[]) {
    if (line === '') {
      // An event without data is dropped, as EventSource does.
      if (pending.data.length > 0) {
        out.push({ event: pending.event || 'message', data: pending.data.join('\n'), id: pending.id });
      }
      pending = emptyPending();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') pending.event = value;
    else if (field === 'data') pending.data.push(value);
    else if (field === 'id' && !value.includes('\0')) pending.id = value;
  }

  return {
    push(text: string): SseEvent[] {
      buffer += text;
      const out: SseEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A CR at the very end may be the first half of a CRLF still on its way.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        takeLine(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    /** The stream has ended: a trailing CR still ends its line; an unfinished event is discarded. */
    end(): SseEvent[] {
      const out: SseEvent[] = [];
      if (buffer.endsWith('\r')) takeLine(buffer.slice(0, -1), out);
      buffer = '';
      pending = emptyPending();
      return out;
    },
  };
}

/**
 * Reads a response body to its end, calling `onEvent` for each event in order. Bytes are decoded
 * as a stream, so a multi-byte character split between chunks arrives whole. Returning `false`
 * from `onEvent` stops reading (and cancels the body).
 */
export async function readSseStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => boolean | undefined,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      const events = [...parser.push(text), ...(done ? parser.end() : [])];
      for (const event of events) {
        if (onEvent(event) === false) {
          await reader.cancel().catch(() => {});
          return;
        }
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
