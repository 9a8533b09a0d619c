import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { BRAND_KEYS, BRANDS } from '../../../domain/brands';
import type { Database, Executor } from '../client';
import {
  agents,
  authAccounts,
  authUsers,
  brands,
  knowledgeBase,
  userProfiles,
  userRoles,
  workspaceMembers,
  workspaces,
} from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_USER_IDS } from './demo-accounts';
import { type DemoUserIds, hoursAgo, seedCustomerActivity } from './demo-activity';
import { DEMO_AGENT_IDS, DEMO_KNOWLEDGE, DEMO_PRICING, DEMO_WORKSPACE } from './demo-content';
import { buildAgent, buildKnowledgeItem } from './factories';

export interface SeedOptions {
  /** The clock: every seeded timestamp is placed relative to it. */
  now: Date;
}

/**
 * Seeds the platform demo workspace, its agents, knowledge, customers, conversations, quotes,
 * reviews and events, and the two demo accounts, in one transaction.
 *
 * Idempotent: the demo workspace has a fixed id, and inserting it with ON CONFLICT DO NOTHING is
 * the gate: if it already exists (an earlier run, or a concurrent boot that got there first, whose
 * commit this insert waits for) nothing else is inserted and `created` is false. Brand rows are
 * upserted on every run so their config follows src/domain/brands.ts.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<{ created: boolean }> {
  // Hashing is slow (scrypt); do it before the transaction holds locks.
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  return db.transaction(async (tx) => {
    await upsertBrands(tx, options.now);
    const inserted = await tx
      .insert(workspaces)
      .values({
        ...DEMO_WORKSPACE,
        allowedDomains: [...DEMO_WORKSPACE.allowedDomains],
        tone: 'professional',
        settings: { pricing: structuredClone(DEMO_PRICING) },
        isPlatformDemo: true,
        createdAt: hoursAgo(options.now, 24 * 30),
        updatedAt: options.now,
      })
      .onConflictDoNothing()
      .returning({ id: workspaces.id });
    if (inserted.length === 0) return { created: false };

    const users = await seedDemoAccounts(tx, options.now, passwordHashes);
    await seedAgentsAndKnowledge(tx, options.now);
    await seedCustomerActivity(tx, options.now, users);
    return { created: true };
  });
}

/**
 * Reference data every installation needs, demo or not: the brand rows, kept equal to
 * src/domain/brands.ts. Runs at every start-up.
 */
export async function seedReferenceData(db: Executor, options: SeedOptions): Promise<void> {
  await upsertBrands(db, options.now);
}

async function upsertBrands(tx: Executor, now: Date): Promise<void> {
  await tx
    .insert(brands)
    .values(BRAND_KEYS.map((key) => ({ key, config: BRANDS[key], updatedAt: now })))
    .onConflictDoUpdate({ target: brands.key, set: { config: sql`excluded.config`, updatedAt: now } });
}

async function seedDemoAccounts(tx: Executor, now: Date, passwordHashes: string[]): Promise<DemoUserIds> {
  const createdAt = hoursAgo(now, 24 * 30);
  const userIds: DemoUserIds = { ...DEMO_USER_IDS };
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    const name = account.label;
    await tx
      .insert(authUsers)
      .values({ id: DEMO_USER_IDS[account.role], name, email: account.email, emailVerified: true, createdAt })
      .onConflictDoNothing();
    // If someone else already registered this address, their account is theirs: it gets no demo
    // profile, membership or (above all) admin role, and the seeded activity refers to it only as
    // an owner id in customer metadata.
    const [user] = await tx
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, account.email));
    const userId = user!.id;
    userIds[account.role] = userId;
    if (userId !== DEMO_USER_IDS[account.role]) continue;
    await tx
      .insert(authAccounts)
      .values({
        id: `${userId}-credential`,
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHashes[index]!,
        createdAt,
      })
      .onConflictDoNothing();
    await tx
      .insert(userProfiles)
      .values({
        userId,
        workspaceId: DEMO_WORKSPACE.id,
        businessName: DEMO_WORKSPACE.name,
        industry: 'Vehicle wraps & signage',
        website: 'https://demo-wraps.example.com',
        description: 'Vehicle wraps, fleet graphics, storefront signs and banners.',
        email: account.email,
        onboardingStep: 5,
        onboardingCompleted: true,
        createdAt,
      })
      .onConflictDoNothing();
    await tx
      .insert(workspaceMembers)
      .values({
        workspaceId: DEMO_WORKSPACE.id,
        userId,
        role: account.role === 'client' ? 'owner' : 'member',
        createdAt,
      })
      .onConflictDoNothing();
    if (account.role === 'admin') {
      await tx.insert(userRoles).values({ userId, role: 'admin', createdAt }).onConflictDoNothing();
    }
  }
  return userIds;
}

async function seedAgentsAndKnowledge(tx: Executor, now: Date): Promise<void> {
  const workspaceId = DEMO_WORKSPACE.id;
  const since = { createdAt: hoursAgo(now, 24 * 30), updatedAt: hoursAgo(now, 24) };
  await tx.insert(agents).values([
    buildAgent({
      id: DEMO_AGENT_IDS.shop,
      workspaceId,
      ...since,
      agentName: 'ShopAgent',
      agentType: 'shop',
      operationMode: 'live',
      requireApproval: false,
      totalConversations: 128,
      totalQuotesGenerated: 0,
      totalSalesClosed: 37,
      lastActiveAt: hoursAgo(now, 1),
      welcomeMessage:
        "Hi! I'm ShopAgent. Looking for wrap care kits or gift cards? I can help you find the right product.",
    }),
    buildAgent({
      id: DEMO_AGENT_IDS.social,
      workspaceId,
      ...since,
      agentName: 'SocialAgent',
      agentType: 'social',
      operationMode: 'live',
      requireApproval: false,
      totalConversations: 86,
      totalQuotesGenerated: 12,
      totalSalesClosed: 9,
      lastActiveAt: hoursAgo(now, 3),
      welcomeMessage: 'Hey! Thanks for the message. Ask me anything about wraps, signs or banners.',
    }),
    buildAgent({
      id: DEMO_AGENT_IDS.quote,
      workspaceId,
      ...since,
      agentName: 'QuoteAgent',
      agentType: 'quote',
      // Quotes are money: the demo shows the approval flow, so replies wait for a person.
      operationMode: 'safe',
      requireApproval: true,
      totalConversations: 54,
      totalQuotesGenerated: 41,
      totalSalesClosed: 17,
      lastActiveAt: hoursAgo(now, 0.5),
      welcomeMessage:
        "Hi! I'm QuoteAgent. Tell me about your vehicle or sign and I'll put together an instant quote.",
    }),
  ]);

  await tx.insert(knowledgeBase).values(
    DEMO_KNOWLEDGE.map((item, index) =>
      buildKnowledgeItem({
        workspaceId,
        ...item,
        source: 'manual',
        createdAt: hoursAgo(now, 24 * 20 - index),
        updatedAt: hoursAgo(now, 24 * 10 - index),
      }),
    ),
  );
}
