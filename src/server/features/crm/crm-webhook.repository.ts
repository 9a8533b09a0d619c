import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { crmConnections } from '../../db/schema/crm-connections';
import { customers } from '../../db/schema/customers';
import { webhookEvents } from '../../db/schema/payments';
import { quotes } from '../../db/schema/quotes';

/**
 * Tells the CRM change trigger (migration 0027) that this transaction applies what the provider
 * sent: nothing it writes is recorded to be sent back. Transaction-local, so a pooled connection
 * carries nothing over.
 */
export async function markApplyingInbound(tx: Executor) {
  await tx.execute(sql`select set_config('crm.applying_inbound', 'on', true)`);
}

/**
 * Records a webhook's id; false when it was already recorded (a retry, or a replay). Only the
 * type and ids are kept: contact payloads carry personal details we do not need to hold twice.
 */
export async function recordWebhookOnce(
  tx: Executor,
  input: { webhookId: string; type: string; payload: Record<string, unknown> },
): Promise<boolean> {
  const rows = await tx
    .insert(webhookEvents)
    .values({ provider: 'gohighlevel', id: input.webhookId, type: input.type, payload: input.payload })
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.id] })
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/** The connections an uninstall is for: the location's, or every one of the agency (company). */
export async function connectionsToUninstall(
  tx: Executor,
  input: { locationId?: string; companyId?: string },
): Promise<{ workspaceId: string }[]> {
  const matches = [
    input.locationId ? eq(crmConnections.locationId, input.locationId) : undefined,
    !input.locationId && input.companyId ? eq(crmConnections.companyId, input.companyId) : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length === 0) return [];
  return tx
    .select({ workspaceId: crmConnections.workspaceId })
    .from(crmConnections)
    .where(or(...matches));
}

/** The quote a linked opportunity shows: the quote itself, or its conversation's newest quote. */
export async function quoteOfDeal(
  tx: Executor,
  input: { workspaceId: string; dealKey: string },
): Promise<string | null> {
  const [row] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.workspaceId, input.workspaceId),
        or(eq(quotes.id, input.dealKey), eq(quotes.conversationId, input.dealKey)),
      ),
    )
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(1);
  return row?.id ?? null;
}

export async function lockCustomerContact(tx: Executor, input: { workspaceId: string; customerId: string }) {
  const [row] = await tx
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      doNotContact: customers.doNotContact,
    })
    .from(customers)
    .where(and(eq(customers.id, input.customerId), eq(customers.workspaceId, input.workspaceId)))
    .for('no key update');
  return row ?? null;
}

export async function updateCustomerContact(
  tx: Executor,
  input: { customerId: string; name?: string; phone?: string; doNotContact?: boolean; at: Date },
) {
  await tx
    .update(customers)
    .set({
      ...(input.name ? { name: input.name } : {}),
      ...(input.phone ? { phone: input.phone } : {}),
      ...(input.doNotContact !== undefined ? { doNotContact: input.doNotContact } : {}),
      updatedAt: input.at,
    })
    .where(eq(customers.id, input.customerId));
}
