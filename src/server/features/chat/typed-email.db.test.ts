import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, frozenClock } from '../../../../test/helpers/app';
import { eventually } from '../../../../test/helpers/automation-fixtures';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { conversations, customers, emailOutbox, messages, quotes } from '../../db/schema/index';
import { DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { buildCustomer } from '../../db/seed/factories';
import { seedReferenceData } from '../../db/seed/seed';
import { aiChatFunction } from './chat.functions';
import { createBuiltinEngine } from './engine/builtin-engine';
import { applyContactDetails, findCustomer } from './visitor-contact.repository';

// An e-mail address typed into an anonymous chat is unverified: anyone can type anyone's. It may
// become this visitor's own contact, but never joins the conversation to the customer who already
// has that address, and nothing of theirs reaches this visitor (issue 12, finding 3).

const { db, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');
const t = buildTestApp({
  db,
  functions: [aiChatFunction],
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

interface Turn {
  message: string;
  conversationId: string;
  customerId: string;
}

/** One visitor of the public live chat; each call is one turn of their conversation. */
function visitor() {
  let meta: { conversationId?: string; conversationToken?: string } = {};
  const replies: string[] = [];
  const say = async (content: string): Promise<Turn> => {
    const res = await t.request('/api/functions/ai-chat', {
      method: 'POST',
      json: { agentType: 'shop', messages: [{ role: 'user', content }], ...meta },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    meta = { conversationId: body.conversationId, conversationToken: body.conversationToken };
    replies.push(body.message);
    return body;
  };
  return { say, replies };
}

const customerRow = async (id: string) => (await db.select().from(customers).where(eq(customers.id, id)))[0];

describe('an e-mail address typed into the chat', () => {
  it("that another customer already has: the second visitor learns nothing of the first and leaves the first's record as it was", async () => {
    const ann = visitor();
    await ann.say(
      'Hi, my name is Ann Lee and I work at Lee Plumbing. How much to wrap my van in premium vinyl, 150 sq ft?',
    );
    const annTurn = await ann.say('Yes please, send it to ann.lee@example.com');
    const annBefore = await customerRow(annTurn.customerId);
    expect(annBefore).toMatchObject({
      name: 'Ann Lee',
      company: 'Lee Plumbing',
      email: 'ann.lee@example.com',
    });
    const [annQuote] = await db.select().from(quotes);

    const mallory = visitor();
    await mallory.say('How much to wrap my van in premium vinyl, 150 sq ft?');
    const typed = await mallory.say('Send it to ann.lee@example.com');
    const last = await mallory.say('What did I ask you before?');

    // Mallory's conversation keeps a customer of its own, with the address marked unverified.
    for (const turn of [typed, last]) expect(turn.customerId).not.toBe(annTurn.customerId);
    const [malloryConversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, typed.conversationId));
    expect(malloryConversation!.customerId).toBe(typed.customerId);
    expect(await customerRow(typed.customerId)).toMatchObject({
      email: null,
      unverifiedEmail: 'ann.lee@example.com',
      name: 'Website Visitor',
    });

    // Ann's record, conversations and quotes are exactly as before.
    expect(await customerRow(annTurn.customerId)).toEqual(annBefore);
    const annConversations = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.customerId, annTurn.customerId));
    expect(annConversations).toEqual([{ id: annTurn.conversationId }]);
    const annQuotes = await db.select().from(quotes).where(eq(quotes.customerId, annTurn.customerId));
    expect(annQuotes).toEqual([annQuote]);

    // Nothing of Ann's reaches Mallory: not in a reply, not in the quote e-mail Mallory asked for.
    const malloryQuotes = await db.select().from(quotes).where(ne(quotes.id, annQuote!.id));
    expect(malloryQuotes).toHaveLength(1);
    expect(malloryQuotes[0]).toMatchObject({
      customerId: typed.customerId,
      conversationId: typed.conversationId,
    });
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'quote'));
    const malloryMail = mail.filter((m) => m.textBody.includes(malloryQuotes[0]!.quoteNumber));
    expect(malloryMail).toHaveLength(1);
    expect(malloryMail[0]!.toAddress).toBe('ann.lee@example.com');
    const malloryAgentMessages = await db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, typed.conversationId));
    for (const text of [
      ...mallory.replies,
      malloryMail[0]!.textBody,
      ...malloryAgentMessages.map((m) => m.content),
    ]) {
      expect(text).not.toContain('Ann');
      expect(text).not.toContain('Lee Plumbing');
      expect(text).not.toContain(annQuote!.quoteNumber);
    }
  });

  it('is limited per client address: a script cannot aim the chat’s mail at a list of addresses', async () => {
    const counting = buildTestApp({
      db,
      functions: [aiChatFunction],
      chatEngine: createBuiltinEngine(),
      clock: frozenClock(now),
      env: { TRUST_PROXY: '1', CHAT_TURNS_PER_MINUTE_PER_IP: '1000', CHAT_TYPED_EMAILS_PER_HOUR_PER_IP: '3' },
    });
    const turn = (content: string) =>
      counting.request('/api/functions/ai-chat', {
        method: 'POST',
        json: { agentType: 'shop', messages: [{ role: 'user', content }] },
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
    for (let i = 0; i < counting.env.CHAT_TYPED_EMAILS_PER_HOUR_PER_IP; i++)
      expect((await turn(`Hello, I am at victim${i}@example.com`)).status).toBe(200);
    const before = await db.select().from(customers);
    const refused = await turn('Hello, I am at one-more@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    // Nothing of the refused turn is kept: no customer, no conversation, no message.
    expect(await db.select().from(customers)).toEqual(before);
    // A message without an address still gets through, and so do other client addresses.
    expect((await turn('Do you wrap vans?')).status).toBe(200);
    const other = await counting.request('/api/functions/ai-chat', {
      method: 'POST',
      json: { agentType: 'shop', messages: [{ role: 'user', content: 'Hi, ann@example.com here' }] },
      headers: { 'x-forwarded-for': '203.0.113.78' },
    });
    expect(other.status).toBe(200);
  });

  it('that nobody has yet becomes the visitor’s own contact address', async () => {
    const ann = visitor();
    const turn = await ann.say('My name is Ann Lee, you can reach me at Ann.Lee@Example.com');
    expect(await customerRow(turn.customerId)).toMatchObject({
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      unverifiedEmail: null,
    });
  });
});

describe('applyContactDetails', () => {
  it('keeps the address unverified when another chat takes it between the check and the write', async () => {
    const [visitorRow] = await db
      .insert(customers)
      .values(buildCustomer({ workspaceId: DEMO_WORKSPACE.id, email: null, name: 'Website Visitor' }))
      .returning();
    const visitor = (await findCustomer(db, visitorRow!.id))!;
    // Another customer with the address, written but not yet committed: the check cannot see it,
    // and the write waits on the unique index until it commits, then fails.
    let commitOther!: () => void;
    const otherCommits = new Promise<void>((resolve) => {
      commitOther = resolve;
    });
    let otherWritten!: () => void;
    const written = new Promise<void>((resolve) => {
      otherWritten = resolve;
    });
    const other = db.transaction(async (tx) => {
      await tx
        .insert(customers)
        .values(buildCustomer({ workspaceId: DEMO_WORKSPACE.id, email: 'ann@example.com' }));
      otherWritten();
      await otherCommits;
    });
    await written;
    let settled = false;
    const applied = db
      .transaction((tx) =>
        applyContactDetails(tx, {
          workspaceId: DEMO_WORKSPACE.id,
          customer: visitor,
          contact: { email: 'ann@example.com', name: 'Mallory' },
          at: now,
        }),
      )
      .finally(() => {
        settled = true;
      });
    await eventually(async () => {
      if (settled) return true;
      const result = await db.execute<{ waiting: number }>(
        sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      );
      return result.rows[0]!.waiting >= 1;
    });
    commitOther();
    await other;
    const after = await applied;
    expect(after).toMatchObject({ email: null, unverifiedEmail: 'ann@example.com', name: 'Mallory' });
    expect(await customerRow(visitor.id)).toMatchObject({ email: null, unverifiedEmail: 'ann@example.com' });
  });
});
