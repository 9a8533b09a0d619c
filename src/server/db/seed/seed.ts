import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { BRAND_KEYS, BRANDS, type BrandConfig, type BrandKey } from '../../../domain/brands';
import type { Database, Executor } from '../client';
import { authAccounts, authUsers, brands, userProfiles, userRoles, workspaceMembers } from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_USER_IDS } from './demo-accounts';
import { type DemoUserIds, seedAgentActivity, seedCustomerActivity } from './demo-activity';
import { DEMO_WORKSPACE } from './demo-content';
import { ensureDemoStores } from './demo-stores';
import { claimDemoActivity, ensureDemoWorkspace, hoursAgo } from './demo-workspace';

export interface SeedOptions {
  /** The clock: every seeded timestamp is placed relative to it. */
  now: Date;
  /** The brands as this deployment has them (env.brands: BRAND_SETTINGS applied); BRANDS otherwise. */
  brands?: Record<BrandKey, BrandConfig>;
}

/**
 * Reference data every installation needs, demo or not, kept in step at every start-up: the
 * brand rows (src/domain/brands.ts with the deployment's BRAND_SETTINGS: its contact details and
 * host names, so the rows never hold a placeholder) and the platform demo workspace with its agents,
 * pricing and knowledge, which the public site's demos use in every deployment, and the live
 * shop and social demos' stores (each created once, then left alone). Idempotent and safe when several processes start at once.
 */
export async function seedReferenceData(db: Executor, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertBrands(tx, options);
    await ensureDemoWorkspace(tx, options.now);
    await ensureDemoStores(tx, options.now);
  });
}

/**
 * Seeds the demo accounts and the demo workspace's activity (agent figures, customers,
 * conversations, quotes, reviews and events), in one transaction, after making sure the
 * reference data exists.
 *
 * Idempotent: claiming the demo workspace's activity marker is the gate. Only one run flips it
 * (a concurrent run waits for the row lock and then sees it set), so a second run inserts nothing
 * and `created` is false.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<{ created: boolean }> {
  // Hashing is slow (scrypt); do it before the transaction holds locks.
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  return db.transaction(async (tx) => {
    await upsertBrands(tx, options);
    await ensureDemoWorkspace(tx, options.now);
    await ensureDemoStores(tx, options.now);
    if (!(await claimDemoActivity(tx, options.now))) return { created: false };

    const users = await seedDemoAccounts(tx, options.now, passwordHashes);
    await seedAgentActivity(tx, options.now);
    await seedCustomerActivity(tx, options.now, users);
    return { created: true };
  });
}

async function upsertBrands(tx: Executor, { now, brands: configs = BRANDS }: SeedOptions): Promise<void> {
  await tx
    .insert(brands)
    .values(BRAND_KEYS.map((key) => ({ key, config: configs[key], updatedAt: now })))
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
