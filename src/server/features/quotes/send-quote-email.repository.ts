import { and, eq } from 'drizzle-orm';
import type { AgentType } from '../../../domain/agent-types';
import type { BrandKey } from '../../../domain/brands';
import type { Executor } from '../../db/client';
import { analytics } from '../../db/schema/analytics';
import { conversations } from '../../db/schema/conversations';
import { customers, requestedMailAddressSql } from '../../db/schema/customers';
import { quotes } from '../../db/schema/quotes';
import { workspaces } from '../../db/schema/workspaces';
import type { QuoteSummary } from '../payments';

/** The receipt's quote summary, with what the e-mail needs besides. */
export interface QuoteForEmail extends QuoteSummary {
  id: string;
  workspaceId: string;
  brandKey: BrandKey;
  conversationId: string | null;
  agentType: AgentType | null;
  customerName: string;
  customerEmail: string | null;
}

/**
 * A quote with its customer, brand and conversation. With `lock` the quote row stays locked
 * (FOR NO KEY UPDATE) until the transaction ends, so two sends of one quote record its
 * quote_generated event once.
 */
export async function findQuoteForEmail(
  db: Executor,
  options: { quoteId: string; lock?: boolean },
): Promise<QuoteForEmail | null> {
  const query = db
    .select({
      id: quotes.id,
      workspaceId: quotes.workspaceId,
      brandKey: workspaces.brandKey,
      quoteNumber: quotes.quoteNumber,
      description: quotes.description,
      lineItems: quotes.lineItems,
      materialCost: quotes.materialCost,
      setupFee: quotes.setupFee,
      subtotal: quotes.subtotal,
      taxAmount: quotes.taxAmount,
      totalAmount: quotes.totalAmount,
      conversationId: quotes.conversationId,
      agentType: conversations.agentType,
      customerName: customers.name,
      customerEmail: requestedMailAddressSql,
    })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .innerJoin(workspaces, eq(workspaces.id, quotes.workspaceId))
    .leftJoin(conversations, eq(conversations.id, quotes.conversationId))
    .where(eq(quotes.id, options.quoteId))
    .limit(1);
  const rows = options.lock ? await query.for('no key update', { of: quotes }) : await query;
  return rows[0] ?? null;
}

export async function findWorkspaceConversation(
  db: Executor,
  options: { conversationId: string; workspaceId: string },
): Promise<{ id: string; agentType: AgentType | null } | null> {
  const rows = await db
    .select({ id: conversations.id, agentType: conversations.agentType })
    .from(conversations)
    .where(
      and(eq(conversations.id, options.conversationId), eq(conversations.workspaceId, options.workspaceId)),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function linkQuoteToConversation(
  tx: Executor,
  options: { quoteId: string; conversationId: string; at: Date },
): Promise<void> {
  await tx
    .update(quotes)
    .set({ conversationId: options.conversationId, updatedAt: options.at })
    .where(eq(quotes.id, options.quoteId));
}

/** active → quoted (spec §4); a conversation staff closed stays closed. */
export async function markConversationQuoted(
  tx: Executor,
  options: { conversationId: string; at: Date },
): Promise<void> {
  await tx
    .update(conversations)
    .set({ status: 'quoted', updatedAt: options.at })
    .where(and(eq(conversations.id, options.conversationId), eq(conversations.status, 'active')));
}

export async function hasEventFor(
  db: Executor,
  options: { workspaceId: string; eventType: string; entityId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: analytics.id })
    .from(analytics)
    .where(
      and(
        eq(analytics.workspaceId, options.workspaceId),
        eq(analytics.eventType, options.eventType),
        eq(analytics.entityId, options.entityId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
