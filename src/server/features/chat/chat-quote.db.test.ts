import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app';
import { countRows, getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { chatQuoteSchema } from '../../../domain/contracts/chat-quote.contract';
import { conversations, emailOutbox, messages, quotes } from '../../db/schema/index';
import { seedReferenceData } from '../../db/seed/seed';
import { sendQuoteEmailFunction } from '../quotes';
import { aiChatFunction, createChatQuoteFunction } from './chat.functions';
import { CHAT_QUOTE_CHANGED_MESSAGE, NO_CHAT_QUOTE_MESSAGE } from './chat-quote.service';
import { conversationOfToken } from './conversation-access';
import { createBuiltinEngine } from './engine/builtin-engine';

// One quote, everywhere: the quote the agent priced in a conversation is the one the chat shows
// (it comes with the turn), the one its quote form stores (create-chat-quote) and the one e-mailed.
// 200 sq ft of standard vinyl at the demo pricing: 2500 + 400 setup + 350 window tinting = 3250,
// + 8 % tax 260 = 3510 (not the fixed 3,456 demo quote).

const { db, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');
const t = buildTestApp({
  db,
  functions: [aiChatFunction, sendQuoteEmailFunction(conversationOfToken), createChatQuoteFunction],
  chatEngine: createBuiltinEngine(),
  env: { CHAT_TURNS_PER_MINUTE_PER_IP: '1000', CHAT_TURNS_PER_MINUTE_PER_CONVERSATION: '1000' },
});

afterAll(async () => {
  await close();
});

beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now });
});

type Meta = { conversationId: string; conversationToken: string };

async function say(content: string, meta: Partial<Meta> = {}) {
  const res = await t.request('/api/functions/ai-chat', {
    method: 'POST',
    json: { agentType: 'shop', messages: [{ role: 'user', content }], ...meta },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Meta & { message: string; quote?: unknown };
}

function createChatQuote(meta: Meta & { expectedTotal?: number }) {
  return t.request('/api/functions/create-chat-quote', { method: 'POST', json: meta });
}

const ASK = 'How much to wrap my van in standard vinyl, 200 sq ft, with window tinting?';

describe("the chat's own quote", () => {
  it('comes with the turn that priced it: items, size, material and total', async () => {
    const turn = await say(ASK);
    const quote = chatQuoteSchema.parse(turn.quote);
    expect(quote).toMatchObject({
      quoteId: null,
      material: 'standard-vinyl',
      squareFootage: 200,
      subtotal: 3250,
      taxAmount: 260,
      totalAmount: 3510,
    });
    expect(quote.lineItems.map((line) => line.amount)).toEqual([2500, 400, 350]);
    expect(quote.lineItems.at(-1)!.label).toMatch(/tint/i);
  });

  it('is absent from a turn that priced nothing', async () => {
    const turn = await say('Hi there!');
    expect(turn.quote ?? null).toBeNull();
  });

  it('is stored once for its conversation and e-mailed with send-quote-email', async () => {
    const turn = await say(ASK);
    const meta = { conversationId: turn.conversationId, conversationToken: turn.conversationToken };
    const res = await createChatQuote(meta);
    expect(res.status).toBe(200);
    const created = (await res.json()) as { quote_id: string; quote_number: string };
    // Asked again (a second click, a retry after a failed e-mail): the same quote.
    const again = (await (await createChatQuote(meta)).json()) as { quote_id: string };
    expect(again.quote_id).toBe(created.quote_id);
    expect((await countRows(db)).quotes).toBe(1);
    const [quote] = await db.select().from(quotes);
    expect(quote).toMatchObject({
      conversationId: turn.conversationId,
      totalAmount: '3510.00',
      subtotal: '3250.00',
      material: 'standard-vinyl',
      squareFootage: '200.00',
    });

    const sent = await t.request('/api/functions/send-quote-email', {
      method: 'POST',
      json: { quoteId: created.quote_id, customerEmail: 'ann@example.com', ...meta },
    });
    expect(sent.status).toBe(200);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ann@example.com'));
    expect(mail!.textBody).toContain(created.quote_number);
    expect(mail!.textBody).toContain('3,510');
    expect(mail!.textBody).not.toContain('3,456');
    const [conversation] = await db.select().from(conversations);
    expect(conversation!.status).toBe('quoted');
  });

  it('is the newest one the agent priced', async () => {
    const first = await say(ASK);
    const meta = { conversationId: first.conversationId, conversationToken: first.conversationToken };
    const second = await say('Make it 100 sq ft instead, standard vinyl, no extras', meta);
    const shown = chatQuoteSchema.parse(second.quote);
    const created = (await (await createChatQuote(meta)).json()) as { quote_id: string };
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, created.quote_id));
    expect(Number(quote!.totalAmount)).toBe(shown.totalAmount);
    expect(shown.squareFootage).toBe(100);
  });

  it('refuses when the chat shows another total than the latest priced one', async () => {
    const turn = await say(ASK);
    const meta = { conversationId: turn.conversationId, conversationToken: turn.conversationToken };
    const stale = await createChatQuote({ ...meta, expectedTotal: 3456 });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toBe(
      CHAT_QUOTE_CHANGED_MESSAGE,
    );
    expect((await countRows(db)).quotes).toBe(0);
    expect((await createChatQuote({ ...meta, expectedTotal: 3510 })).status).toBe(200);
  });

  it('needs a priced answer first: no made-up quote', async () => {
    const turn = await say('Hi there!');
    const res = await createChatQuote({
      conversationId: turn.conversationId,
      conversationToken: turn.conversationToken,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(NO_CHAT_QUOTE_MESSAGE);
    expect((await countRows(db)).quotes).toBe(0);
  });

  it("is only the token holder's", async () => {
    const turn = await say(ASK);
    const res = await createChatQuote({
      conversationId: turn.conversationId,
      conversationToken: 'x'.repeat(43),
    });
    expect(res.status).toBe(404);
    expect((await countRows(db)).quotes).toBe(0);
    const stored = await db.select().from(messages).where(eq(messages.sender, 'agent'));
    expect(stored[0]!.metadata.quote).toBeDefined();
  });
});
