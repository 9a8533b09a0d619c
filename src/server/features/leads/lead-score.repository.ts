import { and, eq, sql } from 'drizzle-orm';
import type { LeadFacts } from '../../../domain/lead-activity';
import type { StoredRouting } from '../../../domain/lead-routing';
import type { Executor } from '../../db/client';
import { conversations, messages } from '../../db/schema/conversations';
import { customers } from '../../db/schema/customers';
import { quotes } from '../../db/schema/quotes';

/** The latest visitor messages a score reads: enough for every keyword a chat carries. */
const MESSAGES_READ = 200;

/** What happened with one customer of the workspace, or null when they are not the workspace's. */
export async function readLeadFacts(
  db: Executor,
  options: { workspaceId: string; customerId: string },
): Promise<LeadFacts | null> {
  const [customerRows, messageRows, quoteRows, handoffRows] = await Promise.all([
    db
      .select({ email: customers.email, unverifiedEmail: customers.unverifiedEmail, phone: customers.phone })
      .from(customers)
      .where(and(eq(customers.id, options.customerId), eq(customers.workspaceId, options.workspaceId))),
    db
      .select({ content: messages.content })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          eq(conversations.customerId, options.customerId),
          eq(conversations.workspaceId, options.workspaceId),
          eq(messages.sender, 'user'),
        ),
      )
      .orderBy(sql`${messages.createdAt} desc`)
      .limit(MESSAGES_READ),
    // Written out (not the query builder) so each subquery names the quote's own columns.
    db
      .execute<{ total: string; status: string; conversation_quoted: boolean; paid: boolean }>(sql`
        select q.total_amount::text as total, q.status,
               coalesce((select c.status = 'quoted' from conversations c where c.id = q.conversation_id), false)
                 as conversation_quoted,
               exists (select 1 from payments p where p.quote_id = q.id and p.duplicate_of_payment_id is null)
                 as paid
        from quotes q
        where q.customer_id = ${options.customerId} and q.workspace_id = ${options.workspaceId}`)
      .then((result) => result.rows),
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.customerId, options.customerId),
          eq(conversations.workspaceId, options.workspaceId),
          sql`${conversations.handoffAt} is not null`,
        ),
      )
      .limit(1),
  ]);
  const customer = customerRows[0];
  if (!customer) return null;
  return {
    visitorMessages: messageRows.map((row) => row.content).reverse(),
    quotes: quoteRows.map((row) => ({
      total: row.total,
      emailed: row.conversation_quoted || ['sent', 'approved', 'paid'].includes(row.status),
      paid: row.paid || row.status === 'paid',
      lost: row.status === 'rejected' || row.status === 'expired',
    })),
    hasEmail: Boolean(customer.email || customer.unverifiedEmail),
    hasPhone: Boolean(customer.phone),
    askedForPerson: handoffRows.length > 0,
  };
}

export async function listCustomerRoutings(
  db: Executor,
  options: { workspaceId: string; customerId: string },
): Promise<{ id: string; routing: StoredRouting | null }[]> {
  return db
    .select({ id: conversations.id, routing: conversations.routing })
    .from(conversations)
    .where(
      and(
        eq(conversations.customerId, options.customerId),
        eq(conversations.workspaceId, options.workspaceId),
      ),
    );
}

export async function storeRouting(
  db: Executor,
  options: { conversationId: string; routing: StoredRouting },
) {
  await db
    .update(conversations)
    .set({ routing: options.routing })
    .where(eq(conversations.id, options.conversationId));
}

/**
 * Customers of the workspace with a conversation whose score is missing (leads from before) or
 * older than its last message (a chat turn since).
 */
export async function listUnscoredCustomers(
  db: Executor,
  workspaceId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ customerId: conversations.customerId })
    .from(conversations)
    .where(
      and(
        eq(conversations.workspaceId, workspaceId),
        sql`${conversations.customerId} is not null`,
        // Never scored, or scored before the conversation's last message (a chat turn does not
        // re-score: that would be four reads and a write on every visitor's message).
        sql`((${conversations.routing} -> 'activity') is null
          or (${conversations.routing} -> 'activity' ->> 'scoredAt')::timestamptz < ${conversations.lastMessageAt})`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.customerId).filter((id): id is string => id !== null);
}

export async function findQuoteCustomer(
  db: Executor,
  options: { workspaceId: string; quoteId: string },
): Promise<string | null> {
  const rows = await db
    .select({ customerId: quotes.customerId })
    .from(quotes)
    .where(and(eq(quotes.id, options.quoteId), eq(quotes.workspaceId, options.workspaceId)));
  return rows[0]?.customerId ?? null;
}
