import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app';
import { countRows, getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { DEMO_CHAT_QUOTE } from '../../../domain/demo-quotes';
import { QUOTE_EMAIL_TEXTS } from '../../../domain/quotes';
import { conversations, quotes } from '../../db/schema/index';
import { seedReferenceData } from '../../db/seed/seed';
import type { ChatEngine } from '../chat';
import { aiChatFunction, conversationOfToken } from '../chat';
import { createQuoteWithCustomerRpc } from './quotes.functions';
import { sendQuoteEmailFunction } from './send-quote-email.functions';

// The live chat's quote wizard creates a demo quote, then e-mails it naming its conversation:
// the quote is linked to that conversation and the conversation marked quoted (spec §4), but
// only for the holder of the conversation's token.

const { db, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');
/** Stands in for the engine: this file is about the quote link, not the replies. */
const engine: ChatEngine = {
  name: 'builtin',
  reply: async () => ({
    text: 'Happy to help.',
    engine: 'builtin',
    quotedAmounts: [],
    handoff: false,
    sources: [],
  }),
};
const t = buildTestApp({
  db,
  functions: [aiChatFunction, sendQuoteEmailFunction(conversationOfToken)],
  rpcs: [createQuoteWithCustomerRpc],
  chatEngine: engine,
});

afterAll(async () => {
  await close();
});

let chat: { conversationId: string; conversationToken: string };
let quoteId: string;

beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now });
  const turn = await t.request('/api/functions/ai-chat', {
    method: 'POST',
    json: { agentType: 'shop', messages: [{ role: 'user', content: 'How much for a van wrap?' }] },
  });
  chat = await turn.json();
  const created = await t.request('/api/rpc/create_quote_with_customer', {
    method: 'POST',
    json: {
      customer_data: { name: 'Ann Lee', email: 'ann@example.com', phone: '', company: '', source: 'website' },
      quote_data: DEMO_CHAT_QUOTE,
    },
  });
  quoteId = (await created.json()).quote_id;
});

function send(extra: Record<string, unknown>) {
  return t.request('/api/functions/send-quote-email', {
    method: 'POST',
    json: { quoteId, customerEmail: 'ann@example.com', ...extra },
  });
}

describe('send-quote-email from the live chat', () => {
  it('links the quote to the conversation and marks it quoted', async () => {
    const res = await send({
      conversationId: chat.conversationId,
      conversationToken: chat.conversationToken,
    });
    expect(res.status).toBe(200);
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote!.conversationId).toBe(chat.conversationId);
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, chat.conversationId));
    expect(conversation!.status).toBe('quoted');
  });

  it('refuses a conversation without its token, and changes nothing', async () => {
    // The refused calls still count against the caller's rate limit; nothing else may change.
    const withoutLimits = async () => ({ ...(await countRows(db)), rate_limits: 0 });
    const before = await withoutLimits();
    for (const extra of [
      { conversationId: chat.conversationId, conversationToken: 'not-the-right-token-0123' },
      { conversationId: chat.conversationId },
    ]) {
      const res = await send(extra);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(QUOTE_EMAIL_TEXTS.quoteNotFound);
    }
    expect(await withoutLimits()).toEqual(before);
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, chat.conversationId));
    expect(conversation!.status).toBe('active');
  });
});
