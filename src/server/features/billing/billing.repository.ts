import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SubscriptionFacts, SubscriptionStatus } from '../../../domain/billing';
import type { Executor } from '../../db/client';
import { subscriptions } from '../../db/schema/payments';
import { workspaces } from '../../db/schema/workspaces';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

const factColumns = {
  planId: subscriptions.planId,
  status: subscriptions.status,
  trialEndsAt: subscriptions.trialEndsAt,
  pastDueSince: subscriptions.pastDueSince,
  createdAt: subscriptions.createdAt,
};

/** A paid plan's subscription; false when this checkout's subscription was recorded before. */
export async function insertPaidSubscriptionOnce(
  tx: Executor,
  values: Omit<typeof subscriptions.$inferInsert, 'trialEndsAt' | 'pastDueSince'>,
): Promise<boolean> {
  const rows = await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: subscriptions.checkoutSessionId })
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** The workspace's free trial; false when it had one before (one per workspace, ever). */
export async function insertTrialOnce(
  tx: Executor,
  values: {
    workspaceId: string;
    planId: SubscriptionRow['planId'];
    email: string;
    businessName: string;
    trialEndsAt: Date;
    at: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(subscriptions)
    .values({
      workspaceId: values.workspaceId,
      planId: values.planId,
      email: values.email,
      businessName: values.businessName,
      status: 'trialing',
      trialEndsAt: values.trialEndsAt,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoNothing({
      target: subscriptions.workspaceId,
      where: sql`${subscriptions.checkoutSessionId} is null`,
    })
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Locked for the rest of the transaction: a provider's events about one subscription apply one at a time. */
export async function lockSubscriptionByProviderId(
  tx: Executor,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .for('update');
  return rows[0] ?? null;
}

export async function updateSubscriptionStatus(
  tx: Executor,
  options: { id: string; status: SubscriptionStatus; pastDueSince: Date | null; at: Date },
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: options.status, pastDueSince: options.pastDueSince, updatedAt: options.at })
    .where(eq(subscriptions.id, options.id));
}

/** Every subscription of the workspace, newest first. */
export async function listSubscriptionFacts(db: Executor, workspaceId: string): Promise<SubscriptionFacts[]> {
  return db
    .select(factColumns)
    .from(subscriptions)
    .where(eq(subscriptions.workspaceId, workspaceId))
    .orderBy(desc(subscriptions.createdAt));
}

/**
 * The subscriptions of the workspace with this widget key, in one read; null when no workspace has
 * the key. The platform demo (no key in the chat turn) is never asked about.
 */
export async function findSubscriptionFactsByPublicKey(
  db: Executor,
  publicKey: string,
): Promise<{ workspaceId: string; subscriptions: SubscriptionFacts[] } | null> {
  const rows = await db
    .select({
      workspaceId: workspaces.id,
      planId: subscriptions.planId,
      status: subscriptions.status,
      trialEndsAt: subscriptions.trialEndsAt,
      pastDueSince: subscriptions.pastDueSince,
      createdAt: subscriptions.createdAt,
    })
    .from(workspaces)
    .leftJoin(subscriptions, eq(subscriptions.workspaceId, workspaces.id))
    .where(eq(workspaces.publicKey, publicKey));
  const first = rows[0];
  if (!first) return null;
  const facts = rows.flatMap((row) =>
    row.status && row.createdAt
      ? [
          {
            planId: row.planId,
            status: row.status,
            trialEndsAt: row.trialEndsAt,
            pastDueSince: row.pastDueSince,
            createdAt: row.createdAt,
          },
        ]
      : [],
  );
  return { workspaceId: first.workspaceId, subscriptions: facts };
}

/** The workspace's trial row, if it ever had one. */
export async function findTrial(db: Executor, workspaceId: string): Promise<SubscriptionRow | null> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.workspaceId, workspaceId), isNull(subscriptions.checkoutSessionId)))
    .limit(1);
  return rows[0] ?? null;
}
