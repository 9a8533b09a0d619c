import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema/email-outbox';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

export async function insertOutboxMessage(tx: Executor, message: NewOutboxRow): Promise<OutboxRow> {
  const rows = await tx.insert(emailOutbox).values(message).returning();
  return rows[0]!;
}

/** The address a message goes to, or null if there is no such message. */
export async function findOutboxRecipient(db: Database, id: string): Promise<string | null> {
  const rows = await db
    .select({ toAddress: emailOutbox.toAddress })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  return rows[0]?.toAddress ?? null;
}

/**
 * Takes the recipient's oldest queued message for one delivery attempt, so a recipient gets their
 * mail in order of creation even after retries: nothing is taken while another of their messages
 * is being sent, and the advisory lock (per transaction, so a transaction pooler keeps it) makes
 * two workers claiming for the same recipient take turns. Null when nothing is ready.
 */
export async function claimNextOutboxMessage(db: Database, options: { toAddress: string; now: Date }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-outbox:${options.toAddress}`}))`);
    const rows = await tx
      .update(emailOutbox)
      .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, lastAttemptAt: options.now })
      .where(
        sql`${emailOutbox.id} = (
          select o.id from ${emailOutbox} o
          where o.to_address = ${options.toAddress} and o.status = 'queued'
            and not exists (
              select 1 from ${emailOutbox} s where s.to_address = ${options.toAddress} and s.status = 'sending'
            )
          order by o.created_at, o.id
          limit 1
        )`,
      )
      .returning();
    return rows[0] ?? null;
  });
}

export async function markOutboxMessage(
  db: Database,
  options: {
    id: string;
    status: OutboxRow['status'];
    now: Date;
    error?: string | null;
    textBody?: string;
    htmlBody?: string | null;
  },
): Promise<void> {
  const done = options.status === 'sent' || options.status === 'delivered_local';
  await db
    .update(emailOutbox)
    .set({
      status: options.status,
      lastError: options.error ?? null,
      ...(done ? { sentAt: options.now } : {}),
      ...(options.textBody !== undefined
        ? { textBody: options.textBody, htmlBody: options.htmlBody ?? null }
        : {}),
    })
    .where(eq(emailOutbox.id, options.id));
}

/**
 * Messages whose delivery job was lost (process died between commit and delivery, retries ran
 * out while SMTP was down): queued and untouched for a while, or stuck in 'sending'.
 */
export async function findStrandedOutboxMessages(db: Database, options: { now: Date; limit: number }) {
  const fresh = new Date(options.now.getTime() - 2 * 60_000);
  const stale = new Date(options.now.getTime() - 10 * 60_000);
  return db
    .select({ id: emailOutbox.id, status: emailOutbox.status })
    .from(emailOutbox)
    .where(
      or(
        and(
          eq(emailOutbox.status, 'queued'),
          isNull(emailOutbox.lastAttemptAt),
          lt(emailOutbox.createdAt, fresh),
        ),
        and(inArray(emailOutbox.status, ['queued', 'sending']), lt(emailOutbox.lastAttemptAt, stale)),
      ),
    )
    .orderBy(emailOutbox.createdAt)
    .limit(options.limit);
}

export async function requeueOutboxMessage(db: Database, id: string): Promise<void> {
  await db.update(emailOutbox).set({ status: 'queued' }).where(eq(emailOutbox.id, id));
}

export async function listOutboxMessages(db: Database, options: { limit: number; toAddress?: string }) {
  return db
    .select()
    .from(emailOutbox)
    .where(options.toAddress ? eq(emailOutbox.toAddress, options.toAddress.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(options.limit);
}
