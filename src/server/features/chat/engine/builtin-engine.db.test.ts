import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../../test/helpers/db';
import { findPrices } from '../../../../domain/agent/price-guard';
import {
  agents,
  conversations,
  customers,
  emailOutbox,
  knowledgeBase,
  messages,
  quotes,
  workspaces,
} from '../../../db/schema/index';
import { seedReferenceData } from '../../../db/seed/seed';
import { sendQuoteEmailFunction } from '../../quotes';
import { aiChatFunction } from '../chat.functions';
import { NO_PRICING_MESSAGE } from '../chat-tools';
import { conversationOfToken } from '../conversation-access';
import { createBuiltinEngine } from './builtin-engine';

// The built-in engine through the real ai-chat flow and the seeded demo workspace (its pricing
// gives the spec's demo quote: 150 sq ft of premium vinyl = 2800 + 400 setup + 256 tax = 3456).

const { db, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');
const t = buildTestApp({
  db,
  functions: [aiChatFunction, sendQuoteEmailFunction(conversationOfToken)],
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

/** A visitor's chat with the shop agent: each call is one turn of the same conversation. */
function visitor(agentType: 'shop' | 'social' | 'quote' = 'shop') {
  let meta: { conversationId?: string; conversationToken?: string } = {};
  return async (content: string) => {
    const res = await t.request('/api/functions/ai-chat', {
      method: 'POST',
      json: { agentType, messages: [{ role: 'user', content }], ...meta },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    meta = { conversationId: body.conversationId, conversationToken: body.conversationToken };
    return body as { message: string; conversationId: string; handedOff: boolean };
  };
}

describe('the built-in engine', () => {
  it('answers from the knowledge base, quoting the fact', async () => {
    const say = visitor();
    const reply = await say('What warranty do you give on the installation?');
    expect(reply.message).toContain('installation is guaranteed for 1 year');
    const [warranty] = await db
      .select()
      .from(knowledgeBase)
      .where(eq(knowledgeBase.title, 'Warranty on materials and installation'));
    const [stored] = await db.select().from(messages).where(eq(messages.sender, 'agent'));
    expect(stored!.metadata.sources).toContain(warranty!.id);
  });

  it('says so and offers a person when the knowledge has nothing', async () => {
    const reply = await visitor()('Do you sell helicopter parts?');
    expect(reply.message).not.toMatch(/helicopter parts (are|is) /i);
    expect(reply.message.toLowerCase()).toMatch(/team|person|someone|colleague/);
  });

  it('asks for what it needs to price a job, then prices it with the quote engine', async () => {
    const say = visitor();
    const ask = await say('How much would it cost to wrap my van?');
    expect(findPrices(ask.message)).toEqual([]);
    const priced = await say('Premium vinyl, about 150 sq ft');
    expect(priced.message).toContain('3,456');
    expect(findPrices(priced.message)).toEqual(expect.arrayContaining([2800, 400, 256, 3456]));
  });

  it('creates and e-mails the quote once the visitor gives an address, and marks the chat quoted', async () => {
    const say = visitor();
    await say('How much to wrap my van in premium vinyl, 150 sq ft?');
    await say('Yes please, send it to ann.lee@example.com');
    const [quote] = await db.select().from(quotes);
    expect(quote).toMatchObject({ totalAmount: '3456.00', status: 'pending' });
    const [conversation] = await db.select().from(conversations);
    expect(conversation).toMatchObject({ status: 'quoted' });
    expect(quote!.conversationId).toBe(conversation!.id);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ann.lee@example.com'));
    expect(mails.map((m) => m.textBody).join('\n')).toContain(quote!.quoteNumber);
  });

  it('takes the name given beside the address for the quote', async () => {
    const say = visitor('quote');
    await say('How much to wrap my van in premium vinyl, 150 sq ft?');
    await say('Ann Lee, ann.lee@example.com');
    const [customer] = await db.select().from(customers).where(eq(customers.email, 'ann.lee@example.com'));
    expect(customer?.name).toBe('Ann Lee');
  });

  it('a quote agent whose owner has set no prices says so and offers a person, never a quote it cannot make', async () => {
    await db.update(workspaces).set({ settings: sql`${workspaces.settings} - 'pricing'` });
    // The demo's quote agent holds its answers for approval; these are to be read as sent.
    await db.update(agents).set({ operationMode: 'live' });
    const say = visitor('quote');
    const answer = await say('What warranty do you give?');
    expect(answer.message).toContain('installation is guaranteed for 1 year');
    expect(answer.message).not.toMatch(/quote/i);
    const asked = await say('How much would a 3 m shopfront sign cost?');
    expect(asked.message).toContain(NO_PRICING_MESSAGE);
    expect(asked.message.toLowerCase()).toMatch(/team member/);
    expect(findPrices(asked.message)).toEqual([]);
    expect(await db.select().from(quotes)).toEqual([]);
  });

  it('hands the conversation to a person when asked', async () => {
    const reply = await visitor()('Can I talk to a real person please?');
    expect(reply.handedOff).toBe(true);
    const [conversation] = await db.select().from(conversations);
    expect(conversation!.handoffAt).not.toBeNull();
  });

  it('never names a price in a greeting or an answer', async () => {
    const say = visitor('social');
    for (const text of ['Hi there!', 'Do you do storefront signs?', 'How long does a wrap take?']) {
      expect(findPrices((await say(text)).message)).toEqual([]);
    }
  });
});
