import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { conversations, customers, quotes } from '../../db/schema/index';
import { DEMO_PRICING, DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { buildConversation, buildCustomer, buildQuote } from '../../db/seed/factories';
import { seedReferenceData } from '../../db/seed/seed';
import { createTurnTools, QUOTE_NOT_IN_CONVERSATION } from './chat-tools';

// The tools an engine acts through are bound to one conversation: a model that names another
// conversation's quote id (by mistake or because a visitor talked it into it) gets nothing.

const { db, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');
const t = buildTestApp({ db });

afterAll(async () => {
  await close();
});

let ids: { mine: string; theirs: string; customer: string; quote: string };

beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now });
  const [customer] = await db
    .insert(customers)
    .values(buildCustomer({ workspaceId: DEMO_WORKSPACE.id, email: 'ann@example.com' }))
    .returning();
  const [mine, theirs] = await db
    .insert(conversations)
    .values([
      buildConversation({ workspaceId: DEMO_WORKSPACE.id, customerId: customer!.id }),
      buildConversation({ workspaceId: DEMO_WORKSPACE.id, customerId: customer!.id }),
    ])
    .returning();
  const [quote] = await db
    .insert(quotes)
    .values(
      buildQuote({ workspaceId: DEMO_WORKSPACE.id, customerId: customer!.id, conversationId: theirs!.id }),
    )
    .returning();
  ids = { mine: mine!.id, theirs: theirs!.id, customer: customer!.id, quote: quote!.id };
});

function toolsOf(conversationId: string) {
  return createTurnTools(t.deps, {
    workspaceId: DEMO_WORKSPACE.id,
    brandKey: 'weprintwraps',
    conversationId,
    pricing: DEMO_PRICING,
    customerId: ids.customer,
    requestOrigin: undefined,
    clientIp: '203.0.113.9',
  });
}

describe('chat tools', () => {
  it("refuse to e-mail or take payment for another conversation's quote", async () => {
    const tools = toolsOf(ids.mine);
    await expect(tools.sendQuoteEmail(ids.quote)).rejects.toThrow(QUOTE_NOT_IN_CONVERSATION);
    await expect(tools.createPaymentLink(ids.quote)).rejects.toThrow(QUOTE_NOT_IN_CONVERSATION);
  });

  it("make a payment link for the conversation's own quote", async () => {
    const { url } = await toolsOf(ids.theirs).createPaymentLink(ids.quote);
    // The quote's lasting pay link, as the quote e-mail gives: it still opens a checkout after the
    // visitor cancels one or it expires (decision 086).
    expect(url).toMatch(/\/pay\/[0-9a-f-]{36}$/);
  });

  it('price with the workspace rules and create the quote in the conversation', async () => {
    const tools = toolsOf(ids.mine);
    const calculation = tools.calculateQuote({
      projectType: 'vehicle-wrap',
      material: 'premium-vinyl',
      squareFootage: 150,
    });
    expect(calculation.ok && calculation.quote.totalAmount).toBe(3456);
    const created = await tools.createQuote({
      projectType: 'vehicle-wrap',
      material: 'premium-vinyl',
      squareFootage: 150,
    });
    expect(created.quote.totalAmount).toBe(3456);
    await expect(tools.createPaymentLink(created.quoteId)).resolves.toHaveProperty('url');
  });
});
