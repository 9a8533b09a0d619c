import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { unapprovedPrices } from '../../../domain/agent/price-guard';
import { DEMO_SHOP_STORE, DEMO_SOCIAL_STORE } from '../../../domain/demo-stores';
import { conversations, products } from '../../db/schema/index';
import { seedReferenceData } from '../../db/seed/seed';
import { aiChatFunction, createBuiltinEngine } from '../chat';
import { forgetCatalogue } from './index';

// The live shop and social demos through the real ai-chat flow, the built-in engine and the
// seeded stores: each answers its own business's questions from its own catalogue and knowledge.

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
  forgetCatalogue(db, DEMO_SHOP_STORE.id);
  forgetCatalogue(db, DEMO_SOCIAL_STORE.id);
});

/** One visitor's conversation with a store's live demo chat. */
function visitor(store: { publicKey: string }, agentType: 'shop' | 'social') {
  let meta: { conversationId?: string; conversationToken?: string } = {};
  return async (content: string) => {
    const res = await t.request('/api/functions/ai-chat', {
      method: 'POST',
      json: { agentType, workspaceKey: store.publicKey, messages: [{ role: 'user', content }], ...meta },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; conversationId: string; conversationToken: string };
    meta = { conversationId: body.conversationId, conversationToken: body.conversationToken };
    return body.message;
  };
}

const shopper = () => visitor(DEMO_SHOP_STORE, 'shop');
const follower = () => visitor(DEMO_SOCIAL_STORE, 'social');

describe('the ShopAgent demo store', () => {
  it('says what it sells, from its catalogue', async () => {
    const reply = await shopper()('what do you sell?');
    expect(reply).toContain('Harbor & Pine Outfitters sells');
    expect(reply).toMatch(/jackets & outerwear/i);
    expect(reply).toContain('Leather Weekender Bag');
  });

  it('stores the conversation in its own workspace, not the wrap shop', async () => {
    await shopper()('hi there');
    const rows = await db.select({ workspaceId: conversations.workspaceId }).from(conversations);
    expect(rows).toEqual([{ workspaceId: DEMO_SHOP_STORE.id }]);
  });

  it('answers a returns question with its returns policy, not vinyl', async () => {
    const reply = await shopper()('Can I return something if it does not fit?');
    expect(reply).toMatch(/30 days/);
    expect(reply).not.toMatch(/vinyl|wrap/i);
  });

  it("gives a product's price from the catalogue", async () => {
    const reply = await shopper()('How much is the rain jacket?');
    expect(reply).toContain('The Harbor Rain Jacket is $129.00.');
  });

  it('answers stock of a size from the table, and follows the product into the next question', async () => {
    const say = shopper();
    expect(await say('Is the Harbor Rain Jacket in stock in medium?')).toContain(
      'in stock in size M (8 left)',
    );
    expect(await say('and in XL?')).toContain('in size XL is sold out');
    // A change in the table is what the next answer says (after the catalogue is read again).
    await db
      .update(products)
      .set({ stockBySize: { XS: 2, S: 6, M: 0, L: 5, XL: 3 } })
      .where(and(eq(products.workspaceId, DEMO_SHOP_STORE.id), eq(products.sku, 'HP-JKT-01')));
    forgetCatalogue(db, DEMO_SHOP_STORE.id);
    expect(await shopper()('Do you have the rain jacket in XL?')).toContain('in size XL (3 left)');
  });

  it('answers delivery costs with the prices the shop publishes', async () => {
    const reply = await shopper()('How much is shipping?');
    expect(reply).toContain('$6.95');
    // Every amount is one the shop publishes.
    expect(unapprovedPrices(reply, [6.95, 100, 18, 19])).toEqual([]);
  });

  it('looks up an order only with the e-mail it was placed with', async () => {
    const say = shopper();
    const asked = await say(`Where is my order ${DEMO_SHOP_STORE.sampleOrder.orderNumber}?`);
    expect(asked).toMatch(/e-mail address/);
    expect(asked).not.toContain('UPS');
    const wrong = await say('it was stranger@elsewhere-demo.shop');
    expect(wrong).toContain('could not find an order');
    expect(wrong).not.toContain('UPS');
    const right = await say(`sorry, it is ${DEMO_SHOP_STORE.sampleOrder.email}`);
    expect(right).toContain(`Order ${DEMO_SHOP_STORE.sampleOrder.orderNumber}`);
    expect(right).toContain('has shipped with UPS');
    expect(right).toContain('Expected delivery: Wednesday 6 May');
  });

  it('apologises and brings in a person for a parcel marked delivered that never came, with its status (decision 065)', async () => {
    const reply = await shopper()(
      'HP-10388 / sam.chen@harborpine-demo.shop: tracking shows delivered but nothing ever came',
    );
    expect(reply).toMatch(/sorry|apologi[sz]e/i);
    expect(reply).toContain('HP-10388');
  });

  it('asks for both details when a visitor asks about an order without them', async () => {
    const reply = await shopper()('where is my order??');
    expect(reply).toMatch(/order number and the e-mail address/);
  });

  it('never invents a product: an unknown item gets the catalogue, not a price', async () => {
    const reply = await shopper()('How much is the ski helmet?');
    expect(reply).toContain('could not find that item');
    expect(reply).not.toMatch(/\$/);
  });
});

describe('the SocialAgent demo store', () => {
  it("answers its own business's questions", async () => {
    const say = follower();
    expect(await say('How much is the linen dress?')).toContain('The Aurora Linen Dress is $89.00.');
    expect(await say('Do you have it in medium?')).toContain('in size M');
    expect(await follower()('Are you open on Saturdays?')).toMatch(/Saturday 9am to 4pm/);
    expect(await follower()('How fast do you ship?')).toMatch(/2 to 4 business days/);
    expect(await follower()('what about returns?')).toMatch(/30 days/);
  });

  it('keeps the wrap shop the home of chats without a workspace key', async () => {
    const res = await t.request('/api/functions/ai-chat', {
      method: 'POST',
      json: { agentType: 'shop', messages: [{ role: 'user', content: 'How long does a wrap take?' }] },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toMatch(/business days/);
  });
});
