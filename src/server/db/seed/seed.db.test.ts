import { verifyPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TABLE_NAMES, countRows, getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { applyBrandSettings } from '../../../domain/brand-settings';
import { BRAND_KEYS, BRANDS, placeholdersIn } from '../../../domain/brands';
import { KNOWLEDGE_CATEGORIES } from '../../../domain/validation/knowledge';
import {
  agents,
  answerApprovals,
  authAccounts,
  authUsers,
  brands,
  customers,
  knowledgeBase,
  quotes,
  userProfiles,
  userRoles,
  workspaceMembers,
  workspaces,
} from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_USER_IDS } from './demo-accounts';
import { DEMO_AGENT_IDS, DEMO_PRICING, DEMO_WORKSPACE } from './demo-content';
import { DEMO_SHOP_ORDERS, DEMO_SHOP_PRODUCTS } from './demo-shop-content';
import { DEMO_SOCIAL_ORDERS, DEMO_SOCIAL_PRODUCTS } from './demo-social-content';
import { DEMO_ACTIVITY_SETTING, findDemoWorkspaceId, requireDemoWorkspaceId } from './demo-workspace';
import { buildCustomer } from './factories';
import { seedDemoData, seedReferenceData } from './seed';

const { db, close } = getTestDb();
const now = new Date('2026-03-15T12:00:00.000Z');

afterAll(async () => {
  await close();
});

describe('seedDemoData', () => {
  let firstCounts: Record<string, number>;

  beforeAll(async () => {
    await resetDatabase(db);
    expect(await seedDemoData(db, { now })).toEqual({ created: true });
    firstCounts = await countRows(db);
  });

  it('fills every table the demo needs', () => {
    const expected: Record<string, number> = {
      brands: 3,
      // The wrap shop, and the live shop and social demos' stores.
      workspaces: 3,
      agents: 5,
      products: DEMO_SHOP_PRODUCTS.length + DEMO_SOCIAL_PRODUCTS.length,
      orders: DEMO_SHOP_ORDERS.length + DEMO_SOCIAL_ORDERS.length,
      auth_users: 2,
      auth_accounts: 2,
      user_profiles: 2,
      workspace_members: 2,
      user_roles: 1,
    };
    for (const [table, count] of Object.entries(expected)) expect(firstCounts[table], table).toBe(count);
    for (const table of [
      'customers',
      'conversations',
      'messages',
      'quotes',
      'reviews',
      'analytics',
      'answer_approvals',
    ]) {
      expect(firstCounts[table], table).toBeGreaterThan(0);
    }
    expect(firstCounts.knowledge_base).toBeGreaterThanOrEqual(12);
  });

  it('is idempotent: a second run creates nothing and changes no count', async () => {
    expect(await seedDemoData(db, { now: new Date(now.getTime() + 60_000) })).toEqual({ created: false });
    const counts = await countRows(db);
    expect(Object.keys(counts).sort()).toEqual([...APP_TABLE_NAMES]);
    expect(counts).toEqual(firstCounts);
  });

  it('makes the platform demo workspace with the demo pricing', async () => {
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, DEMO_WORKSPACE.id));
    expect(workspace).toMatchObject({
      isPlatformDemo: true,
      slug: DEMO_WORKSPACE.slug,
      allowedDomains: ['localhost', '127.0.0.1'],
    });
    const pricing = workspace!.settings.pricing!;
    // The spec's demo quote: 150 sq ft of premium vinyl.
    const material =
      Math.ceil((150 * pricing.materials['premium-vinyl']!) / pricing.materialRoundingUsd) *
      pricing.materialRoundingUsd;
    const subtotal = material + pricing.setupFee;
    expect([material, subtotal, subtotal * pricing.taxRate, subtotal * (1 + pricing.taxRate)]).toEqual([
      2800, 3200, 256, 3456,
    ]);
    expect(pricing.upsells.map((upsell) => upsell.price)).toEqual([350, 500]);
  });

  it('has the three agents, the quote agent in safe mode needing approval', async () => {
    const rows = await db.select().from(agents).where(eq(agents.workspaceId, DEMO_WORKSPACE.id));
    expect(rows.map((row) => row.agentType).sort()).toEqual(['quote', 'shop', 'social']);
    const quoteAgent = rows.find((row) => row.agentType === 'quote')!;
    expect(quoteAgent).toMatchObject({
      agentName: 'QuoteAgent',
      operationMode: 'safe',
      requireApproval: true,
    });
    for (const row of rows.filter((r) => r.agentType !== 'quote')) expect(row.operationMode).toBe('live');
    // The demo's figures come with the demo activity.
    expect(quoteAgent).toMatchObject({
      totalConversations: 54,
      totalQuotesGenerated: 41,
      totalSalesClosed: 17,
    });
    expect(quoteAgent.lastActiveAt).toEqual(new Date(now.getTime() - 30 * 60_000));
  });

  it('has knowledge in every category', async () => {
    const rows = await db.selectDistinct({ category: knowledgeBase.category }).from(knowledgeBase);
    expect(rows.map((row) => row.category).sort()).toEqual([...KNOWLEDGE_CATEGORIES].sort());
  });

  it('finds the vinyl prices for "premium vinyl"', async () => {
    const query = sql`websearch_to_tsquery('english', 'premium vinyl')`;
    const hits = await db
      .select({ title: knowledgeBase.title })
      .from(knowledgeBase)
      .where(sql`${knowledgeBase.searchVector} @@ ${query}`)
      .orderBy(sql`ts_rank(${knowledgeBase.searchVector}, ${query}) desc`);
    expect(hits[0]?.title).toBe('Vinyl prices per square foot');
    expect(hits.map((hit) => hit.title)).not.toContain('Opening hours and how to reach us');
  });

  it('has pending and approved quotes whose amounts add up', async () => {
    const rows = await db.select().from(quotes);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['pending', 'approved']));
    const cents = (value: string | null) => Math.round(Number(value) * 100);
    for (const row of rows) {
      expect(cents(row.subtotal) + cents(row.taxAmount), row.quoteNumber).toBe(cents(row.totalAmount));
      expect(cents(row.taxAmount), row.quoteNumber).toBe(Math.round(cents(row.subtotal) * 0.08));
      const lines = row.lineItems.reduce((sum, line) => sum + cents(line.amount), 0);
      expect(lines, row.quoteNumber).toBe(cents(row.subtotal));
      expect(row.quoteNumber).toMatch(/^Q-2026-\d{4}$/);
    }
    const demo = rows.find((row) => row.quoteNumber === 'Q-2026-0001')!;
    expect(demo).toMatchObject({
      squareFootage: '150.00',
      materialCost: '2800.00',
      setupFee: '400.00',
      totalAmount: '3456.00',
    });
  });

  it('loads quotes with their customer and approvals with conversation and customer', async () => {
    const withCustomer = await db.query.quotes.findMany({ with: { customer: true } });
    expect(withCustomer.every((row) => row.customer.email)).toBe(true);
    const pending = await db.query.answerApprovals.findMany({
      where: and(eq(answerApprovals.workspaceId, DEMO_WORKSPACE.id), eq(answerApprovals.status, 'pending')),
      with: { conversation: { with: { customer: true } }, agent: true },
    });
    expect(pending.length).toBeGreaterThanOrEqual(1);
    for (const approval of pending) {
      expect(approval.agent?.agentType).toBe('quote');
      expect(approval.conversation.customer?.email).toMatch(/@example\.com$/);
    }
  });

  it('places every event in the past of options.now', async () => {
    const result = await db.execute<{ newest: Date; oldest: Date; types: string[] }>(
      sql`select max(created_at) as newest, min(created_at) as oldest, array_agg(distinct event_type) as types from analytics`,
    );
    const row = result.rows[0]!;
    expect(new Date(row.newest).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(new Date(row.oldest).getTime()).toBeLessThan(now.getTime() - 24 * 3_600_000);
    expect(row.types).toEqual(
      expect.arrayContaining([
        'quote_generated',
        'conversation_started',
        'lead_routing_decision',
        'automation_email_sent',
      ]),
    );
    const reminder = await db.execute(
      sql`select 1 from analytics where event_type = 'automation_email_sent' and data->>'email_type' = 'quote_reminder'`,
    );
    expect(reminder.rowCount).toBe(1);
  });

  it('creates the demo accounts with working passwords, profiles, membership and roles', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const userId = DEMO_USER_IDS[account.role];
      const [user] = await db.select().from(authUsers).where(eq(authUsers.email, account.email));
      expect(user?.id).toBe(userId);
      const [credential] = await db
        .select()
        .from(authAccounts)
        .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
      expect(credential?.accountId).toBe(userId);
      expect(await verifyPassword({ hash: credential!.password!, password: account.password })).toBe(true);
      expect(await verifyPassword({ hash: credential!.password!, password: 'wrong-password' })).toBe(false);

      const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
      expect(profile).toMatchObject({ onboardingCompleted: true, workspaceId: DEMO_WORKSPACE.id });
      const [member] = await db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
      expect(member?.role).toBe(account.role === 'client' ? 'owner' : 'member');
    }
    const roles = await db.select().from(userRoles);
    expect(roles.map((row) => [row.userId, row.role])).toEqual([[DEMO_USER_IDS.admin, 'admin']]);
  });

  it('creates once when two processes seed at the same time', async () => {
    await resetDatabase(db);
    const results = await Promise.all([seedDemoData(db, { now }), seedDemoData(db, { now })]);
    expect(results.map((result) => result.created).sort()).toEqual([false, true]);
    expect(await countRows(db)).toEqual(firstCounts);
  });

  it('never gives demo rights to someone who registered a demo address before the first seed', async () => {
    await resetDatabase(db);
    const adminEmail = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!.email;
    await db.insert(authUsers).values({ id: 'someone-else', name: 'Someone', email: adminEmail });
    expect(await seedDemoData(db, { now })).toEqual({ created: true });
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, 'someone-else'))).toEqual([]);
    expect(
      await db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, 'someone-else')),
    ).toEqual([]);
    expect(await db.select().from(authAccounts).where(eq(authAccounts.userId, 'someone-else'))).toEqual([]);
    expect(await db.select().from(userRoles).where(eq(userRoles.role, 'admin'))).toEqual([]);
  });

  it('gives the same result when the reference data was seeded first, as start-up does', async () => {
    await resetDatabase(db);
    await seedReferenceData(db, { now });
    expect(await seedDemoData(db, { now })).toEqual({ created: true });
    expect(await countRows(db)).toEqual(firstCounts);
  });

  it('treats a demo workspace from before the reference/demo split (no marker) as seeded', async () => {
    await resetDatabase(db);
    await seedDemoData(db, { now });
    await db
      .update(workspaces)
      .set({ settings: sql`${workspaces.settings} - ${DEMO_ACTIVITY_SETTING}::text` })
      .where(eq(workspaces.id, DEMO_WORKSPACE.id));
    await seedReferenceData(db, { now });
    expect(await seedDemoData(db, { now })).toEqual({ created: false });
    expect(await countRows(db)).toEqual(firstCounts);
  });

  it("keeps a visitor's customer that has a demo customer's address, and gives it the demo activity", async () => {
    await resetDatabase(db);
    await seedReferenceData(db, { now });
    const [visitor] = await db
      .insert(customers)
      .values(
        buildCustomer({ workspaceId: DEMO_WORKSPACE.id, name: 'Jordan', email: 'jordan.lee@example.com' }),
      )
      .returning();
    expect(await seedDemoData(db, { now })).toEqual({ created: true });
    expect(await countRows(db)).toEqual(firstCounts);
    const [quote] = await db.select().from(quotes).where(eq(quotes.quoteNumber, 'Q-2026-0001'));
    expect(quote!.customerId).toBe(visitor!.id);
  });
});

describe('seedReferenceData', () => {
  let referenceCounts: Record<string, number>;

  beforeAll(async () => {
    await resetDatabase(db);
    expect(await findDemoWorkspaceId(db)).toBeNull();
    await seedReferenceData(db, { now });
    referenceCounts = await countRows(db);
  });

  it('creates the brands and the demo workspace with its agents, pricing and knowledge, without demo data', () => {
    const expected: Record<string, number> = {
      brands: 3,
      workspaces: 3,
      agents: 5,
      products: DEMO_SHOP_PRODUCTS.length + DEMO_SOCIAL_PRODUCTS.length,
      orders: DEMO_SHOP_ORDERS.length + DEMO_SOCIAL_ORDERS.length,
    };
    for (const [table, count] of Object.entries(expected)) expect(referenceCounts[table], table).toBe(count);
    expect(referenceCounts.knowledge_base).toBeGreaterThanOrEqual(12);
    // Writing a workspace's knowledge gives it a knowledge version (decision 052): one per demo workspace.
    expect(referenceCounts.knowledge_versions).toBe(3);
    const seeded = [
      'brands',
      'workspaces',
      'agents',
      'knowledge_base',
      'knowledge_versions',
      'products',
      'orders',
    ];
    for (const table of APP_TABLE_NAMES.filter((name) => !seeded.includes(name))) {
      expect(referenceCounts[table], table).toBe(0);
    }
  });

  it("keeps the brand rows equal to the deployment's brands at every start, placeholders never", async () => {
    const read = async () =>
      Object.fromEntries((await db.select().from(brands)).map((row) => [row.key, row.config]));
    const first = await read();
    for (const key of BRAND_KEYS) {
      expect(first[key]).toEqual(BRANDS[key]);
      expect(placeholdersIn(JSON.stringify(first[key])), key).toEqual([]);
    }
    // A start with BRAND_SETTINGS writes them into the rows, and a start without takes them out.
    const configured = applyBrandSettings({ weprintwraps: { phone: '+1 555 010 0200' } });
    await seedReferenceData(db, { now, brands: configured });
    expect((await read()).weprintwraps).toEqual(configured.weprintwraps);
    await seedReferenceData(db, { now });
    expect((await read()).weprintwraps).toEqual(BRANDS.weprintwraps);
  });

  it('makes the demo workspace the one anonymous calls use', async () => {
    expect(await findDemoWorkspaceId(db)).toBe(DEMO_WORKSPACE.id);
    expect(await requireDemoWorkspaceId(db)).toBe(DEMO_WORKSPACE.id);
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, DEMO_WORKSPACE.id));
    expect(workspace).toMatchObject({
      isPlatformDemo: true,
      slug: DEMO_WORKSPACE.slug,
      publicKey: DEMO_WORKSPACE.publicKey,
    });
    expect(workspace!.settings.pricing).toEqual(DEMO_PRICING);
    expect(workspace!.settings[DEMO_ACTIVITY_SETTING]).toBe(false);
  });

  it('has the three agents in their modes, with no activity yet', async () => {
    const rows = await db.select().from(agents).where(eq(agents.workspaceId, DEMO_WORKSPACE.id));
    expect(rows.map((row) => [row.agentType, row.operationMode, row.requireApproval]).sort()).toEqual([
      ['quote', 'safe', true],
      ['shop', 'live', false],
      ['social', 'live', false],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        totalConversations: 0,
        totalQuotesGenerated: 0,
        totalSalesClosed: 0,
        lastActiveAt: null,
      });
    }
  });

  it('has knowledge in every category', async () => {
    const rows = await db.selectDistinct({ category: knowledgeBase.category }).from(knowledgeBase);
    expect(rows.map((row) => row.category).sort()).toEqual([...KNOWLEDGE_CATEGORIES].sort());
  });

  it('is idempotent and leaves later edits of the demo workspace alone', async () => {
    await db
      .update(agents)
      .set({ operationMode: 'live', requireApproval: false })
      .where(eq(agents.id, DEMO_AGENT_IDS.quote));
    await seedReferenceData(db, { now: new Date(now.getTime() + 60_000) });
    expect(await countRows(db)).toEqual(referenceCounts);
    const [quoteAgent] = await db.select().from(agents).where(eq(agents.id, DEMO_AGENT_IDS.quote));
    expect(quoteAgent!.operationMode).toBe('live');
  });

  it('creates the workspace once when two processes start at the same time', async () => {
    await resetDatabase(db);
    await Promise.all([seedReferenceData(db, { now }), seedReferenceData(db, { now })]);
    expect(await countRows(db)).toEqual(referenceCounts);
  });

  it('creates the demo workspace when only the brands existed (upgrade of a non-demo installation)', async () => {
    await resetDatabase(db);
    await seedReferenceData(db, { now });
    await db.delete(workspaces);
    expect((await countRows(db)).brands).toBe(3);
    await seedReferenceData(db, { now });
    expect(await countRows(db)).toEqual(referenceCounts);
  });
});
