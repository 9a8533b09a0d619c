import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { storedConversationKey } from '../../../domain/widget-stored-conversation';
import { readFrameMessage } from '../../../widget/widget-messages';
import { UNREAD_PAGE_HTML } from './widget-unread-page';

// The hidden counter page's script, run as a browser would run it (its storage, network and parent
// window stood in for): it reads the chat frame's entry, asks for the count, and tells the loader.

const SCRIPT = /<script>([\s\S]*)<\/script>/.exec(UNREAD_PAGE_HTML)![1]!;
const KEY = 'pk_demo_wraps_and_signs';
const ID = '0b6c3f0e-8a41-4a57-9d5e-3c2f1e6d7a10';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

async function run(options: { stored?: string | null; storageBlocked?: boolean; answer?: unknown }) {
  const requests: { url: string; init: { method: string; credentials: string; body: string } }[] = [];
  const posted: { message: unknown; target: string }[] = [];
  const items = new Map<string, string>();
  if (options.stored != null) items.set(storedConversationKey(KEY), options.stored);
  const localStorage = {
    getItem(name: string) {
      if (options.storageBlocked) throw new Error('SecurityError: Access is denied for this document');
      return items.get(name) ?? null;
    },
  };
  const fetch = async (url: string, init: (typeof requests)[number]['init']) => {
    requests.push({ url, init });
    return { ok: options.answer !== undefined, json: async () => options.answer };
  };
  runInNewContext(SCRIPT, {
    location: { search: `?workspace=${KEY}` },
    URLSearchParams,
    JSON,
    localStorage,
    fetch,
    parent: { postMessage: (message: unknown, target: string) => posted.push({ message, target }) },
  });
  // Lets the request's promise chain settle.
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return { requests, posted };
}

const kept = (seen?: number) => JSON.stringify({ conversationId: ID, token: TOKEN, seen });

describe("the hidden counter page's script", () => {
  it('asks with the kept conversation and what the visitor saw, and posts the count to the loader', async () => {
    const { requests, posted } = await run({ stored: kept(2), answer: { count: 1 } });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/chat/unread');
    expect(requests[0]!.init.method).toBe('POST');
    expect(requests[0]!.init.credentials).toBe('omit');
    expect(JSON.parse(requests[0]!.init.body)).toEqual({
      workspaceKey: KEY,
      conversationId: ID,
      token: TOKEN,
      seen: 2,
    });
    expect(posted).toHaveLength(1);
    // The loader accepts exactly this shape.
    expect(readFrameMessage(posted[0]!.message)).toEqual(posted[0]!.message);
    expect(posted[0]!.message).toMatchObject({ type: 'unread', count: 1 });
  });

  it('makes no request without a kept conversation, or with one kept before the seen count', async () => {
    expect((await run({ stored: null })).requests).toHaveLength(0);
    expect((await run({ stored: kept(undefined) })).requests).toHaveLength(0);
    expect((await run({ stored: 'not json' })).requests).toHaveLength(0);
    expect((await run({ storageBlocked: true })).requests).toHaveLength(0);
  });

  it('posts nothing when nothing waits or the server refuses', async () => {
    expect((await run({ stored: kept(3), answer: { count: 0 } })).posted).toHaveLength(0);
    expect((await run({ stored: kept(3) })).posted).toHaveLength(0);
  });
});
