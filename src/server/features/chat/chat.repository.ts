import { and, desc, eq, sql } from 'drizzle-orm';
import type { AgentType } from '../../../domain/agent-types';
import type { BrandKey } from '../../../domain/brands';
import type { ExtractedContact } from '../../../domain/contact-extraction';
import type { RoutingDecision } from '../../../domain/lead-routing';
import type { PricingRules } from '../../../domain/quote-engine';
import type { Tone } from '../../../domain/validation/preview-questionnaire';
import { DEFAULT_CUSTOMER_NAME } from '../../../domain/validation/secure-quote';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema/agents';
import {
  type ConversationStatus,
  conversations,
  type MessageMetadata,
  messages,
} from '../../db/schema/conversations';
import { type CustomerMetadata, customers } from '../../db/schema/customers';
import { workspaces } from '../../db/schema/workspaces';

export interface ChatWorkspace {
  id: string;
  name: string;
  tone: Tone;
  brandKey: BrandKey;
  pricing: PricingRules | null;
}

export interface ChatAgent {
  id: string;
  agentName: string;
  agentType: AgentType;
  operationMode: 'live' | 'safe';
  requireApproval: boolean;
}

/**
 * The workspace a chat belongs to (by its public widget key, or the platform demo workspace) and
 * its active agent of the requested type, in one round trip.
 */
export async function findChatWorkspace(
  tx: Executor,
  options: { workspaceKey: string | null; agentType: AgentType },
): Promise<{ workspace: ChatWorkspace; agent: ChatAgent | null } | null> {
  const match = options.workspaceKey
    ? eq(workspaces.publicKey, options.workspaceKey)
    : eq(workspaces.isPlatformDemo, true);
  const rows = await tx
    .select({
      id: workspaces.id,
      name: workspaces.name,
      tone: workspaces.tone,
      brandKey: workspaces.brandKey,
      settings: workspaces.settings,
      agentId: agents.id,
      agentName: agents.agentName,
      agentType: agents.agentType,
      operationMode: agents.operationMode,
      requireApproval: agents.requireApproval,
    })
    .from(workspaces)
    .leftJoin(
      agents,
      and(
        eq(agents.workspaceId, workspaces.id),
        eq(agents.agentType, options.agentType),
        sql`${agents.status} <> 'inactive'`,
      ),
    )
    .where(match)
    .orderBy(sql`${agents.createdAt} asc nulls last`)
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    workspace: {
      id: row.id,
      name: row.name,
      tone: row.tone,
      brandKey: row.brandKey,
      pricing: (row.settings.pricing as PricingRules | undefined) ?? null,
    },
    agent: row.agentId
      ? {
          id: row.agentId,
          agentName: row.agentName ?? '',
          agentType: row.agentType ?? options.agentType,
          operationMode: row.operationMode ?? 'live',
          requireApproval: row.requireApproval ?? false,
        }
      : null,
  };
}

export interface ChatConversation {
  id: string;
  customerId: string | null;
  status: ConversationStatus;
  userTurns: number;
  handoffAt: Date | null;
  lastMessageAt: Date;
}

const conversationColumns = {
  id: conversations.id,
  customerId: conversations.customerId,
  status: conversations.status,
  userTurns: conversations.userTurns,
  handoffAt: conversations.handoffAt,
  lastMessageAt: conversations.lastMessageAt,
};

export async function findConversationByToken(
  tx: Executor,
  options: { workspaceId: string; tokenHash: string },
): Promise<ChatConversation | null> {
  const rows = await tx
    .select(conversationColumns)
    .from(conversations)
    .where(
      and(
        eq(conversations.workspaceId, options.workspaceId),
        eq(conversations.visitorTokenHash, options.tokenHash),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Creates the conversation for a token unless one exists. Of two concurrent first messages with
 * the same token, one inserts; the other's ON CONFLICT waits for that commit and returns nothing,
 * so it reads the winner's row: one conversation, never two.
 */
export async function insertConversationOnce(
  tx: Executor,
  values: { workspaceId: string; tokenHash: string; agentId: string | null; agentType: AgentType; at: Date },
): Promise<{ conversation: ChatConversation; created: boolean }> {
  const inserted = await tx
    .insert(conversations)
    .values({
      workspaceId: values.workspaceId,
      visitorTokenHash: values.tokenHash,
      agentId: values.agentId,
      agentType: values.agentType,
      platform: 'website',
      status: 'active',
      createdAt: values.at,
      updatedAt: values.at,
      lastMessageAt: values.at,
    })
    .onConflictDoNothing({
      target: [conversations.workspaceId, conversations.visitorTokenHash],
      where: sql`${conversations.visitorTokenHash} is not null`,
    })
    .returning(conversationColumns);
  if (inserted[0]) return { conversation: inserted[0], created: true };
  const existing = await findConversationByToken(tx, values);
  if (!existing) throw new Error('conversation vanished between insert and read');
  return { conversation: existing, created: false };
}

/** The spec's anonymous visitor: 'Website Visitor' from the website, linked to the conversation. */
export async function insertVisitorCustomer(
  tx: Executor,
  options: { workspaceId: string; conversationId: string; at: Date },
): Promise<string> {
  const [customer] = await tx
    .insert(customers)
    .values({
      workspaceId: options.workspaceId,
      name: DEFAULT_CUSTOMER_NAME,
      source: 'website',
      createdAt: options.at,
      updatedAt: options.at,
    })
    .returning({ id: customers.id });
  await tx
    .update(conversations)
    .set({ customerId: customer!.id })
    .where(eq(conversations.id, options.conversationId));
  return customer!.id;
}

export async function insertMessage(
  tx: Executor,
  values: {
    workspaceId: string;
    conversationId: string;
    sender: 'user' | 'agent';
    content: string;
    metadata: MessageMetadata;
    at: Date;
  },
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(messages)
    .values({
      workspaceId: values.workspaceId,
      conversationId: values.conversationId,
      sender: values.sender,
      content: values.content,
      metadata: values.metadata,
      createdAt: values.at,
    })
    .returning({ id: messages.id });
  return row!;
}

/** Moves last_message_at forward (never back) and counts a visitor turn when asked to. */
export async function touchConversation(
  tx: Executor,
  options: { conversationId: string; at: Date; visitorTurn: boolean },
): Promise<void> {
  await tx
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${options.at.toISOString()}::timestamptz)`,
      updatedAt: options.at,
      userTurns: options.visitorTurn ? sql`${conversations.userTurns} + 1` : conversations.userTurns,
    })
    .where(eq(conversations.id, options.conversationId));
}

/** The newest `limit` messages, returned oldest first. */
export async function recentMessages(
  tx: Executor,
  options: { conversationId: string; limit: number },
): Promise<{ sender: 'user' | 'agent'; content: string }[]> {
  const rows = await tx
    .select({ sender: messages.sender, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, options.conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(options.limit);
  return rows.reverse();
}

export interface ChatCustomer {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  metadata: CustomerMetadata;
}

export async function findCustomer(tx: Executor, customerId: string): Promise<ChatCustomer | null> {
  const rows = await tx
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      company: customers.company,
      metadata: customers.metadata,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Applies contact details found in a message. A name or company only replaces what we do not
 * know yet. An e-mail that already belongs to another customer of the workspace means this
 * visitor is that customer: the conversation moves to them and the empty visitor row goes.
 * Returns the customer the conversation belongs to afterwards.
 */
export async function applyContactDetails(
  tx: Executor,
  options: {
    workspaceId: string;
    conversationId: string;
    customer: ChatCustomer;
    contact: ExtractedContact;
    at: Date;
  },
): Promise<string> {
  const { customer } = options;
  // Customers are found by e-mail, so it is stored trimmed and lower-case (a schema check).
  const contact = { ...options.contact, email: options.contact.email?.trim().toLowerCase() || undefined };
  let customerId = customer.id;
  if (contact.email && contact.email !== customer.email) {
    const [owner] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.workspaceId, options.workspaceId), eq(customers.email, contact.email)))
      .limit(1);
    if (owner && owner.id !== customer.id) {
      await tx
        .update(conversations)
        .set({ customerId: owner.id })
        .where(eq(conversations.id, options.conversationId));
      if (!customer.email) await deleteOrphanVisitor(tx, customer.id);
      customerId = owner.id;
    } else if (!customer.email) {
      await tx
        .update(customers)
        .set({ email: contact.email, updatedAt: options.at })
        .where(eq(customers.id, customer.id));
    }
  }
  const fill = (column: 'name' | 'company', value: string | undefined) =>
    value
      ? sql`case when coalesce(btrim(${sql.raw(`"${column}"`)}), '') in ('', ${DEFAULT_CUSTOMER_NAME}) then ${value} else ${sql.raw(`"${column}"`)} end`
      : undefined;
  const name = fill('name', contact.name);
  const company = fill('company', contact.company);
  if (name || company) {
    await tx
      .update(customers)
      .set({ ...(name ? { name } : {}), ...(company ? { company } : {}), updatedAt: options.at })
      .where(eq(customers.id, customerId));
  }
  return customerId;
}

/** A visitor row with no e-mail has no quotes (quotes need an e-mail) and no other conversation. */
async function deleteOrphanVisitor(tx: Executor, customerId: string): Promise<void> {
  await tx.execute(sql`
    delete from customers c
    where c.id = ${customerId} and c.email is null
      and not exists (select 1 from conversations v where v.customer_id = c.id)
      and not exists (select 1 from quotes q where q.customer_id = c.id)`);
}

/** Merges keys into the customer's metadata (the enhanced profile lives there). */
export async function mergeCustomerMetadata(
  tx: Executor,
  options: { customerId: string; patch: CustomerMetadata; at: Date },
): Promise<void> {
  await tx
    .update(customers)
    .set({
      metadata: sql`${customers.metadata} || ${JSON.stringify(options.patch)}::jsonb`,
      updatedAt: options.at,
    })
    .where(eq(customers.id, options.customerId));
}

export async function setConversationRouting(
  tx: Executor,
  options: { conversationId: string; routing: RoutingDecision },
): Promise<void> {
  await tx
    .update(conversations)
    .set({ routing: options.routing })
    .where(eq(conversations.id, options.conversationId));
}

/** Marks the conversation as a person's; returns false if it already was (so one e-mail goes out). */
export async function markHandoff(
  tx: Executor,
  options: { conversationId: string; reason: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(conversations)
    .set({ handoffAt: options.at, handoffReason: options.reason, updatedAt: options.at })
    .where(and(eq(conversations.id, options.conversationId), sql`${conversations.handoffAt} is null`))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

export interface AgentMessage {
  id: string;
  content: string;
  createdAt: Date;
}

/** Agent messages of the conversation, oldest first: one by id, or all after a moment. */
export async function agentMessages(
  tx: Executor,
  options: { conversationId: string; messageId?: string; after?: Date },
): Promise<AgentMessage[]> {
  return tx
    .select({ id: messages.id, content: messages.content, createdAt: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, options.conversationId),
        eq(messages.sender, 'agent'),
        options.messageId ? eq(messages.id, options.messageId) : undefined,
        options.after ? sql`${messages.createdAt} > ${options.after.toISOString()}::timestamptz` : undefined,
      ),
    )
    .orderBy(messages.createdAt)
    .limit(50);
}

export async function findConversationById(
  tx: Executor,
  conversationId: string,
): Promise<{ id: string; workspaceId: string; visitorTokenHash: string | null } | null> {
  const rows = await tx
    .select({
      id: conversations.id,
      workspaceId: conversations.workspaceId,
      visitorTokenHash: conversations.visitorTokenHash,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return rows[0] ?? null;
}
