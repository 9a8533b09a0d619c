import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchPgError, getTestDb, resetDatabase } from '../../../test/helpers/db';
import {
  agentPreviews,
  agents,
  checkoutSessions,
  conversations,
  customers,
  knowledgeBase,
  messages,
  quotes,
  reviews,
  userRoles,
  webhookEvents,
  workspaces,
} from './schema/index';
import {
  buildAgent,
  buildAgentPreview,
  buildConversation,
  buildCustomer,
  buildKnowledgeItem,
  buildMessage,
  buildQuote,
  buildReview,
  buildWorkspace,
  type NewQuote,
} from './seed/factories';

const { db, close } = getTestDb();

// Every table the two specs name, plus the ones the design adds.
const EXPECTED_TABLES = [
  'agent_previews',
  'agents',
  'analytics',
  'answer_approvals',
  'auth_accounts',
  'auth_sessions',
  'auth_users',
  'auth_verifications',
  'brands',
  'checkout_sessions',
  'conversations',
  'customers',
  'email_outbox',
  'knowledge_base',
  'messages',
  'payments',
  'quotes',
  'rate_limits',
  'reviews',
  'subscriptions',
  'user_profiles',
  'user_roles',
  'webhook_events',
  'workspace_members',
  'workspaces',
];

let workspaceId: string;
let customerId: string;
let conversationId: string;

beforeAll(async () => {
  await resetDatabase(db);
  const workspace = buildWorkspace();
  workspaceId = workspace.id!;
  await db.insert(workspaces).values(workspace);
  const customer = buildCustomer({ workspaceId });
  customerId = customer.id!;
  await db.insert(customers).values(customer);
  const conversation = buildConversation({ workspaceId, customerId });
  conversationId = conversation.id!;
  await db.insert(conversations).values(conversation);
});

afterAll(async () => {
  await close();
});

const quote = (overrides: Partial<NewQuote>) => buildQuote({ workspaceId, customerId, ...overrides });

describe('migrations', () => {
  it('create every table of the specs and the design', async () => {
    const result = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const tables = result.rows.map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(EXPECTED_TABLES));
  });

  it('keep the migrations journal outside the app schema', async () => {
    const result = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    // Every migration in the journal was applied, and recorded in the drizzle schema.
    const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: unknown[] };
    expect(result.rows[0]!.count).toBe(journal.entries.length);
  });

  it('create the GIN index on the knowledge search vector', async () => {
    const result = await db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'knowledge_base' and indexname = 'knowledge_base_search_vector_idx'`,
    );
    expect(result.rows[0]?.indexdef).toMatch(/USING gin \(search_vector\)/);
  });

  it('create the indexes the specs read by', async () => {
    const result = await db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    const names = result.rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'agents_workspace_last_active_idx',
        'conversations_workspace_created_idx',
        'conversations_workspace_last_message_idx',
        'conversations_customer_id_idx',
        'messages_conversation_created_idx',
        'quotes_workspace_created_idx',
        'quotes_workspace_status_idx',
        'customers_workspace_email_key',
        'customers_email_idx',
        'analytics_event_type_created_idx',
        'analytics_workspace_created_idx',
        'answer_approvals_workspace_status_created_idx',
        'knowledge_base_workspace_updated_idx',
        'agent_previews_website_url_created_idx',
        'agent_previews_email_created_idx',
        'workspace_members_user_id_idx',
      ]),
    );
  });
});

describe('reviews', () => {
  it.each([0, 6])('reject rating %i', async (rating) => {
    const error = await catchPgError(db.insert(reviews).values(buildReview({ workspaceId, rating })));
    expect(error.constraint).toBe('reviews_rating_check');
  });

  it.each([1, 5])('accept rating %i', async (rating) => {
    await db.insert(reviews).values(buildReview({ workspaceId, rating }));
  });

  it('reject a comment of 401 characters and accept 400 or none', async () => {
    const error = await catchPgError(
      db.insert(reviews).values(buildReview({ workspaceId, comment: 'x'.repeat(401) })),
    );
    expect(error.constraint).toBe('reviews_comment_check');
    await db.insert(reviews).values(buildReview({ workspaceId, comment: 'x'.repeat(400) }));
    await db.insert(reviews).values(buildReview({ workspaceId, comment: null }));
  });

  it('default to rating 5, not approved, platform website', async () => {
    const [row] = await db
      .insert(reviews)
      .values({ workspaceId })
      .returning({ rating: reviews.rating, isApproved: reviews.isApproved, platform: reviews.platform });
    expect(row).toEqual({ rating: 5, isApproved: false, platform: 'website' });
  });
});

describe('quotes', () => {
  it.each([
    ['quantity 0', { quantity: 0 }, 'quotes_quantity_check'],
    ['negative square footage', { squareFootage: '-1' }, 'quotes_square_footage_check'],
    ['negative material cost', { materialCost: '-0.01' }, 'quotes_material_cost_check'],
    ['negative setup fee', { setupFee: '-1' }, 'quotes_setup_fee_check'],
    ['negative subtotal', { subtotal: '-1' }, 'quotes_subtotal_check'],
    ['negative tax', { taxAmount: '-1' }, 'quotes_tax_amount_check'],
    ['total 0', { totalAmount: '0' }, 'quotes_total_amount_check'],
    ['total 1000000.01', { totalAmount: '1000000.01' }, 'quotes_total_amount_check'],
    ['unknown status', { status: 'won' as never }, 'quotes_status_check'],
    ['unknown project type', { projectType: 'boat-wrap' as never }, 'quotes_project_type_check'],
    ['unknown material', { material: 'chrome-vinyl' as never }, 'quotes_material_check'],
  ] as const)('reject %s', async (_name, overrides, constraint) => {
    const error = await catchPgError(db.insert(quotes).values(quote(overrides)));
    expect(error.constraint).toBe(constraint);
  });

  it.each([
    [
      'quantity 1 and zero costs',
      { quantity: 1, materialCost: '0', setupFee: '0', subtotal: '0', taxAmount: '0' },
    ],
    ['total 0.01', { totalAmount: '0.01' }],
    ['total 1000000', { totalAmount: '1000000' }],
    ['no material', { material: null }],
  ] as const)('accept %s', async (_name, overrides) => {
    await db.insert(quotes).values(quote(overrides));
  });

  it('keep money exact', async () => {
    const [row] = await db
      .insert(quotes)
      .values(quote({ subtotal: '3200', taxAmount: '256', totalAmount: '3456' }))
      .returning({ totalAmount: quotes.totalAmount });
    expect(row!.totalAmount).toBe('3456.00');
  });

  it('reject a duplicate quote number', async () => {
    await db.insert(quotes).values(quote({ quoteNumber: 'Q-2099-0001' }));
    const error = await catchPgError(db.insert(quotes).values(quote({ quoteNumber: 'Q-2099-0001' })));
    expect(error.constraint).toBe('quotes_quote_number_key');
  });

  it('reject an unknown customer', async () => {
    const error = await catchPgError(db.insert(quotes).values(quote({ customerId: randomUUID() })));
    expect(error.code).toBe('23503');
  });
});

describe('tenancy and foreign keys', () => {
  it('reject a row of an unknown workspace', async () => {
    const error = await catchPgError(
      db.insert(customers).values(buildCustomer({ workspaceId: randomUUID() })),
    );
    expect(error).toMatchObject({ code: '23503', constraint: 'customers_workspace_id_workspaces_id_fk' });
  });

  it('delete messages with their conversation and keep quotes when a conversation goes', async () => {
    const conversation = buildConversation({ workspaceId, customerId });
    await db.insert(conversations).values(conversation);
    await db.insert(messages).values(buildMessage({ workspaceId, conversationId: conversation.id! }));
    const linked = quote({ conversationId: conversation.id });
    await db.insert(quotes).values(linked);

    await db.delete(conversations).where(eq(conversations.id, conversation.id!));

    const left = await db.select().from(messages).where(eq(messages.conversationId, conversation.id!));
    expect(left).toHaveLength(0);
    const [kept] = await db.select().from(quotes).where(eq(quotes.id, linked.id!));
    expect(kept!.conversationId).toBeNull();
  });

  it('allow a single platform demo workspace', async () => {
    await db.insert(workspaces).values(buildWorkspace({ isPlatformDemo: true }));
    const error = await catchPgError(db.insert(workspaces).values(buildWorkspace({ isPlatformDemo: true })));
    expect(error.constraint).toBe('workspaces_platform_demo_key');
  });

  it('give each workspace a distinct public key by default', async () => {
    const rows = await db
      .insert(workspaces)
      .values([buildWorkspace(), buildWorkspace()])
      .returning({ publicKey: workspaces.publicKey });
    expect(rows[0]!.publicKey).toMatch(/^pk_[0-9a-f]{32}$/);
    expect(rows[0]!.publicKey).not.toBe(rows[1]!.publicKey);
  });

  it('reject an unknown brand, tone or a malformed slug', async () => {
    expect(
      (await catchPgError(db.insert(workspaces).values(buildWorkspace({ brandKey: 'acme' as never }))))
        .constraint,
    ).toBe('workspaces_brand_key_check');
    expect(
      (await catchPgError(db.insert(workspaces).values(buildWorkspace({ tone: 'angry' as never }))))
        .constraint,
    ).toBe('workspaces_tone_check');
    for (const slug of ['Not A Slug', '-leading', 'trailing-']) {
      const error = await catchPgError(db.insert(workspaces).values(buildWorkspace({ slug })));
      expect(error.constraint).toBe('workspaces_slug_check');
    }
    await db.insert(workspaces).values(buildWorkspace({ slug: 'a-long--name-1f2e3d' }));
  });
});

describe('customers', () => {
  it('reject an upper-case or untrimmed e-mail', async () => {
    for (const email of ['Jane@Example.com', ' jane@example.com']) {
      const error = await catchPgError(db.insert(customers).values(buildCustomer({ workspaceId, email })));
      expect(error.constraint).toBe('customers_email_lower_check');
    }
  });

  it('keep one customer per e-mail within a workspace, many without e-mail', async () => {
    await db.insert(customers).values(buildCustomer({ workspaceId, email: 'same@example.com' }));
    const error = await catchPgError(
      db.insert(customers).values(buildCustomer({ workspaceId, email: 'same@example.com' })),
    );
    expect(error.constraint).toBe('customers_workspace_email_key');

    const other = buildWorkspace();
    await db.insert(workspaces).values(other);
    await db.insert(customers).values(buildCustomer({ workspaceId: other.id!, email: 'same@example.com' }));
    await db
      .insert(customers)
      .values([buildCustomer({ workspaceId, email: null }), buildCustomer({ workspaceId, email: null })]);
  });

  it('default the name and source', async () => {
    const [row] = await db
      .insert(customers)
      .values({ workspaceId })
      .returning({ name: customers.name, source: customers.source });
    expect(row).toEqual({ name: 'Website Visitor', source: 'website' });
  });
});

describe('agents, conversations and messages', () => {
  it.each([
    ['agent type', { agentType: 'sales' as never }, 'agents_agent_type_check'],
    ['operation mode', { operationMode: 'auto' as never }, 'agents_operation_mode_check'],
    ['status', { status: 'sleeping' as never }, 'agents_status_check'],
    ['counter', { totalConversations: -1 }, 'agents_total_conversations_check'],
  ] as const)('reject an unknown or negative agent %s', async (_name, overrides, constraint) => {
    const error = await catchPgError(db.insert(agents).values(buildAgent({ workspaceId, ...overrides })));
    expect(error.constraint).toBe(constraint);
  });

  it('reject an unknown conversation status', async () => {
    const error = await catchPgError(
      db.insert(conversations).values(buildConversation({ workspaceId, status: 'archived' as never })),
    );
    expect(error.constraint).toBe('conversations_status_check');
  });

  it('reject an unknown sender and empty content', async () => {
    const bad = await catchPgError(
      db.insert(messages).values(buildMessage({ workspaceId, conversationId, sender: 'system' as never })),
    );
    expect(bad.constraint).toBe('messages_sender_check');
    const empty = await catchPgError(
      db.insert(messages).values(buildMessage({ workspaceId, conversationId, content: '  ' })),
    );
    expect(empty.constraint).toBe('messages_content_check');
  });

  it("default message metadata to agent_type 'general'", async () => {
    const [row] = await db
      .insert(messages)
      .values({ workspaceId, conversationId, sender: 'agent', content: 'Hello!' })
      .returning({ metadata: messages.metadata });
    expect(row!.metadata).toEqual({ agent_type: 'general' });
  });
});

describe('knowledge base', () => {
  it('reject an unknown category and blank title or content', async () => {
    const category = await catchPgError(
      db.insert(knowledgeBase).values(buildKnowledgeItem({ workspaceId, category: 'misc' as never })),
    );
    expect(category.constraint).toBe('knowledge_base_category_check');
    const title = await catchPgError(
      db.insert(knowledgeBase).values(buildKnowledgeItem({ workspaceId, title: '' })),
    );
    expect(title.constraint).toBe('knowledge_base_title_check');
    const content = await catchPgError(
      db.insert(knowledgeBase).values(buildKnowledgeItem({ workspaceId, content: ' ' })),
    );
    expect(content.constraint).toBe('knowledge_base_content_check');
  });

  it('keep the search vector current on update', async () => {
    const item = buildKnowledgeItem({
      workspaceId,
      title: 'Banner sizes',
      content: 'Banners up to 5 ft wide.',
    });
    await db.insert(knowledgeBase).values(item);
    await db
      .update(knowledgeBase)
      .set({ content: 'Grommets every two feet.' })
      .where(eq(knowledgeBase.id, item.id!));
    const hits = await db
      .select({ id: knowledgeBase.id })
      .from(knowledgeBase)
      .where(sql`${knowledgeBase.searchVector} @@ websearch_to_tsquery('english', 'grommet')`);
    expect(hits.map((hit) => hit.id)).toEqual([item.id]);
  });
});

describe('agent previews', () => {
  it('default to pending, professional and strict mode', async () => {
    const [row] = await db.insert(agentPreviews).values({ websiteUrl: 'https://example.com' }).returning();
    expect(row).toMatchObject({
      status: 'pending',
      tonePreference: 'professional',
      strictPreviewMode: true,
      businessFacts: {},
    });
  });

  it.each([
    ['business type', { businessType: 'restaurant' as never }, 'agent_previews_business_type_check'],
    ['tone', { tonePreference: 'angry' as never }, 'agent_previews_tone_preference_check'],
    ['status', { status: 'done' as never }, 'agent_previews_status_check'],
    ['failed phase', { failedPhase: 'e-mail' as never }, 'agent_previews_failed_phase_check'],
    ['e-mail case', { email: 'Owner@Example.com' }, 'agent_previews_email_lower_check'],
  ] as const)('reject an unknown %s', async (_name, overrides, constraint) => {
    const error = await catchPgError(db.insert(agentPreviews).values(buildAgentPreview(overrides)));
    expect(error.constraint).toBe(constraint);
  });
});

describe('roles', () => {
  it('reject an unknown role', async () => {
    const error = await catchPgError(
      db.insert(userRoles).values({ userId: 'nobody', role: 'owner' as never }),
    );
    // The check runs before the foreign key.
    expect(error.constraint).toBe('user_roles_role_check');
  });
});

describe('payments', () => {
  const session = (overrides: Partial<typeof checkoutSessions.$inferInsert>) => ({
    provider: 'test' as const,
    providerSessionId: `cs_test_${randomUUID()}`,
    kind: 'subscription' as const,
    planId: 'shopagent' as const,
    email: 'owner@example.com',
    businessName: 'Owner Co',
    amount: '297.00',
    successUrl: 'http://localhost:3000/payment-success',
    cancelUrl: 'http://localhost:3000/payment-canceled',
    ...overrides,
  });

  it('require a plan for a subscription and a quote for a quote payment', async () => {
    const noPlan = await catchPgError(db.insert(checkoutSessions).values(session({ planId: null })));
    expect(noPlan.constraint).toBe('checkout_sessions_kind_target_check');
    const noQuote = await catchPgError(
      db.insert(checkoutSessions).values(session({ kind: 'quote', planId: null })),
    );
    expect(noQuote.constraint).toBe('checkout_sessions_kind_target_check');
    await db.insert(checkoutSessions).values(session({}));
  });

  it('reject a negative amount and an unknown plan', async () => {
    expect(
      (await catchPgError(db.insert(checkoutSessions).values(session({ amount: '-1' })))).constraint,
    ).toBe('checkout_sessions_amount_check');
    expect(
      (await catchPgError(db.insert(checkoutSessions).values(session({ planId: 'megaagent' as never }))))
        .constraint,
    ).toBe('checkout_sessions_plan_id_check');
  });

  it('ignore a webhook event delivered twice', async () => {
    const event = {
      id: 'evt_1',
      provider: 'stripe',
      type: 'checkout.session.completed',
      payload: { id: 'evt_1' },
    };
    const first = await db.insert(webhookEvents).values(event).onConflictDoNothing().returning();
    const second = await db.insert(webhookEvents).values(event).onConflictDoNothing().returning();
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(0);
  });
});
