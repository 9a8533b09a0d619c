import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { CrmChangeStatus, CrmEntityKind, StageMap } from '../../../domain/crm-sync';
import type { PipelineStage } from '../../../domain/pipeline';
import type { Executor } from '../../db/client';
import { conversations } from '../../db/schema/conversations';
import { crmConnections } from '../../db/schema/crm-connections';
import { crmEntityLinks, crmRateLimits, crmSyncChanges } from '../../db/schema/crm-sync';
import { customers } from '../../db/schema/customers';
import { quotes } from '../../db/schema/quotes';

export type CrmChangeRow = typeof crmSyncChanges.$inferSelect;

export async function findChange(db: Executor, id: string): Promise<CrmChangeRow | null> {
  const [row] = await db.select().from(crmSyncChanges).where(eq(crmSyncChanges.id, id));
  return row ?? null;
}

export async function finishChange(
  db: Executor,
  input: { id: string; status: Exclude<CrmChangeStatus, 'pending' | 'queued'>; error?: string; now: Date },
) {
  await db
    .update(crmSyncChanges)
    .set({ status: input.status, lastError: input.error ?? null, finishedAt: input.now })
    .where(eq(crmSyncChanges.id, input.id));
}

/** Counts a failed attempt; answers how many there have been. */
export async function countFailedAttempt(
  db: Executor,
  input: { id: string; error: string },
): Promise<number> {
  const [row] = await db
    .update(crmSyncChanges)
    .set({ attempts: sql`${crmSyncChanges.attempts} + 1`, lastError: input.error })
    .where(eq(crmSyncChanges.id, input.id))
    .returning({ attempts: crmSyncChanges.attempts });
  return row?.attempts ?? 0;
}

/**
 * Open changes to hand to the job queue, locked so two dispatchers never take the same one:
 * the pending ones, and queued ones whose job was lost (queued before `staleBefore`).
 */
export async function takeChangesToQueue(
  tx: Executor,
  input: { staleBefore: Date; limit: number; now: Date },
): Promise<string[]> {
  const rows = await tx
    .select({ id: crmSyncChanges.id })
    .from(crmSyncChanges)
    .where(
      or(
        eq(crmSyncChanges.status, 'pending'),
        and(eq(crmSyncChanges.status, 'queued'), lt(crmSyncChanges.queuedAt, input.staleBefore)),
      ),
    )
    .orderBy(asc(crmSyncChanges.createdAt))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    await tx
      .update(crmSyncChanges)
      .set({ status: 'queued', queuedAt: input.now })
      .where(inArray(crmSyncChanges.id, ids));
  }
  return ids;
}

/** Serialises the sync of one customer (its contact and deals) across processes, for the transaction. */
export async function lockCustomerSync(tx: Executor, customerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`crm-sync:${customerId}`}, 0))`);
}

export async function findLink(
  db: Executor,
  input: { workspaceId: string; kind: CrmEntityKind; ourId: string },
) {
  const [row] = await db
    .select({ providerId: crmEntityLinks.providerId })
    .from(crmEntityLinks)
    .where(
      and(
        eq(crmEntityLinks.workspaceId, input.workspaceId),
        eq(crmEntityLinks.kind, input.kind),
        eq(crmEntityLinks.ourId, input.ourId),
      ),
    );
  return row?.providerId ?? null;
}

export async function findLinkByProvider(
  db: Executor,
  input: { workspaceId: string; kind: CrmEntityKind; providerId: string },
) {
  const [row] = await db
    .select({ ourId: crmEntityLinks.ourId })
    .from(crmEntityLinks)
    .where(
      and(
        eq(crmEntityLinks.workspaceId, input.workspaceId),
        eq(crmEntityLinks.kind, input.kind),
        eq(crmEntityLinks.providerId, input.providerId),
      ),
    );
  return row?.ourId ?? null;
}

export async function saveLink(
  db: Executor,
  input: { workspaceId: string; kind: CrmEntityKind; ourId: string; providerId: string },
) {
  await db
    .insert(crmEntityLinks)
    .values(input)
    .onConflictDoUpdate({
      target: [crmEntityLinks.workspaceId, crmEntityLinks.kind, crmEntityLinks.ourId],
      set: { providerId: input.providerId },
    });
}

export async function deleteLink(
  db: Executor,
  input: { workspaceId: string; kind: CrmEntityKind; ourId: string },
) {
  await db
    .delete(crmEntityLinks)
    .where(
      and(
        eq(crmEntityLinks.workspaceId, input.workspaceId),
        eq(crmEntityLinks.kind, input.kind),
        eq(crmEntityLinks.ourId, input.ourId),
      ),
    );
}

export async function findSyncCustomer(db: Executor, customerId: string) {
  const [row] = await db
    .select({
      id: customers.id,
      workspaceId: customers.workspaceId,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      source: customers.source,
      metadata: customers.metadata,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}
export type SyncCustomer = NonNullable<Awaited<ReturnType<typeof findSyncCustomer>>>;

export interface SyncQuote {
  id: string;
  conversationId: string | null;
  quoteNumber: string;
  stage: PipelineStage;
  totalAmount: string;
}

/** The customer's quotes, newest first (a deal shows its newest quote). */
export async function quotesOfCustomer(db: Executor, customerId: string): Promise<SyncQuote[]> {
  return db
    .select({
      id: quotes.id,
      conversationId: quotes.conversationId,
      quoteNumber: quotes.quoteNumber,
      stage: quotes.pipelineStage,
      totalAmount: quotes.totalAmount,
    })
    .from(quotes)
    .where(eq(quotes.customerId, customerId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(50);
}

export async function conversationIdsOfCustomer(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.customerId, customerId))
    .orderBy(desc(conversations.createdAt))
    .limit(50);
  return rows.map((row) => row.id);
}

export async function saveStageMapping(
  db: Executor,
  input: {
    workspaceId: string;
    pipelineId: string;
    stageMap: StageMap;
    temperatureFieldId?: string | null;
    scoreFieldId?: string | null;
  },
) {
  await db
    .update(crmConnections)
    .set({
      pipelineId: input.pipelineId,
      stageMap: input.stageMap,
      ...(input.temperatureFieldId !== undefined ? { temperatureFieldId: input.temperatureFieldId } : {}),
      ...(input.scoreFieldId !== undefined ? { scoreFieldId: input.scoreFieldId } : {}),
    })
    .where(eq(crmConnections.workspaceId, input.workspaceId));
}

export async function markSynced(db: Executor, workspaceId: string, now: Date) {
  await db.update(crmConnections).set({ lastSyncAt: now }).where(eq(crmConnections.workspaceId, workspaceId));
}

/**
 * Takes one request from the location's budget, on the database's clock (every process shares
 * it). Answers how long to wait first: 0 when the request may go now; otherwise the caller waits
 * and asks again (a refused ask is not counted).
 */
export async function takeRateSlot(
  db: Executor,
  input: { locationId: string; windowMs: number; perWindow: number },
): Promise<number> {
  const result = await db.execute<{ wait_ms: number }>(sql`
    with now_ as (select clock_timestamp() as at),
    bucket as (
      select at, to_timestamp(floor(extract(epoch from at) * 1000 / ${input.windowMs}::int) * ${input.windowMs}::int / 1000.0) as start
      from now_
    ),
    upserted as (
      insert into ${crmRateLimits} (location_id, window_start, hits)
      select ${input.locationId}, bucket.start, 1 from bucket
      on conflict (location_id) do update set
        hits = case
          when ${crmRateLimits.blockedUntil} > (select at from bucket) then ${crmRateLimits.hits}
          when ${crmRateLimits.windowStart} = (select start from bucket) then
            least(${crmRateLimits.hits} + 1, ${input.perWindow}::int + 1)
          else 1 end,
        window_start = case
          when ${crmRateLimits.blockedUntil} > (select at from bucket) then ${crmRateLimits.windowStart}
          else (select start from bucket) end
      returning hits, window_start, blocked_until
    )
    select case
      when upserted.blocked_until > bucket.at
        then ceil(extract(epoch from upserted.blocked_until - bucket.at) * 1000)::int
      when upserted.hits > ${input.perWindow}::int
        then greatest(1, ceil(extract(epoch from upserted.window_start - bucket.at) * 1000 + ${input.windowMs}::int))::int
      else 0 end as wait_ms
    from upserted, bucket`);
  return Number(result.rows[0]?.wait_ms ?? 0);
}

/** A 429: nobody sends to this location until the provider's wait is over. */
export async function blockLocation(db: Executor, input: { locationId: string; waitMs: number }) {
  await db.execute(sql`
    insert into ${crmRateLimits} (location_id, window_start, hits, blocked_until)
    values (${input.locationId}, clock_timestamp(), 0, clock_timestamp() + ${input.waitMs}::int * interval '1 millisecond')
    on conflict (location_id) do update set
      blocked_until = greatest(coalesce(${crmRateLimits.blockedUntil}, clock_timestamp()), excluded.blocked_until)`);
}

/** The newest changes that were given up, for diagnostics. */
export async function recentFailedChanges(db: Executor, workspaceId: string, limit: number) {
  return db
    .select({ at: crmSyncChanges.finishedAt, message: crmSyncChanges.lastError })
    .from(crmSyncChanges)
    .where(and(eq(crmSyncChanges.workspaceId, workspaceId), eq(crmSyncChanges.status, 'failed')))
    .orderBy(desc(crmSyncChanges.finishedAt))
    .limit(limit);
}
