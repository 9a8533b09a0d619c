import { eq } from 'drizzle-orm';
import type { BrandConfig, BrandKey } from '../../../domain/brands';
import { CHAT_EVENTS } from '../../../domain/chat';
import type { Database, Executor } from '../../db/client';
import { authUsers } from '../../db/schema/auth';
import { workspaceMembers } from '../../db/schema/workspaces';
import { recordEvent } from '../analytics';
import { type OutboxDeps, queueEmail } from '../email';
import { loadBusinessIdentity } from '../workspace-settings';
import { markHandoff, recentMessages } from './chat.repository';

export interface HandoffDeps {
  db: Database;
  clock: () => Date;
  outbox: () => OutboxDeps;
  dashboardUrl: string;
  /** The deployment's brands (env.brands): a brand's support address hears of handoffs in a workspace with no members. */
  brands: Record<BrandKey, BrandConfig>;
}

/**
 * Who hears of a handoff (and of answers held for approval): the workspace's members; without any, the business's own contact
 * address (for the platform demo, its brand's); else the configured brand's support address. Never
 * a placeholder address: with none known, the handoff is recorded and shows in the dashboard only.
 */
export async function handoffRecipients(
  tx: Executor,
  workspaceId: string,
  options: { brands: Record<BrandKey, BrandConfig>; brandKey: BrandKey },
): Promise<string[]> {
  const rows = await tx
    .select({ email: authUsers.email })
    .from(workspaceMembers)
    .innerJoin(authUsers, eq(authUsers.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  const emails = [...new Set(rows.map((row) => row.email).filter(Boolean))];
  if (emails.length > 0) return emails;
  const business = await loadBusinessIdentity(tx, {
    workspaceId,
    platformSiteUrl: '',
    brands: options.brands,
    fallbackBrandKey: options.brandKey,
  });
  const fallback = business.contact.email ?? options.brands[options.brandKey]?.supportEmail;
  return fallback ? [fallback] : [];
}

/**
 * Hands the conversation to a person: from now on the agent does not reply there, and the
 * workspace is e-mailed the conversation so far. Runs once per conversation (a second request
 * changes nothing and sends nothing).
 */
export async function handOffConversation(
  deps: HandoffDeps,
  options: { workspaceId: string; brandKey: BrandKey; conversationId: string; reason: string },
): Promise<boolean> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const marked = await markHandoff(tx, {
      conversationId: options.conversationId,
      reason: options.reason,
      at: now,
    });
    if (!marked) return false;
    const transcript = (await recentMessages(tx, { conversationId: options.conversationId, limit: 10 }))
      .map((m) => `${m.sender === 'user' ? 'Customer' : 'Agent'}: ${m.content}`)
      .join('\n');
    // The inbox thread, where a member takes the conversation over and replies.
    const link = `${deps.dashboardUrl}/dashboard/conversations/${options.conversationId}`;
    for (const to of await handoffRecipients(tx, options.workspaceId, {
      brands: deps.brands,
      brandKey: options.brandKey,
    })) {
      await queueEmail(deps.outbox(), tx, {
        kind: 'chat_handoff',
        to,
        subject: 'A customer is waiting for a person in your chat',
        text: `A customer asked for a person (${options.reason}). The agent has stopped replying in this conversation; take it over and reply from the link below.\n\nLatest messages:\n${transcript}\n\nOpen the conversation: ${link}\n`,
        workspaceId: options.workspaceId,
        metadata: { conversation_id: options.conversationId },
      });
    }
    await recordEvent(tx, {
      workspaceId: options.workspaceId,
      eventType: CHAT_EVENTS.handoff,
      entityId: options.conversationId,
      data: { reason: options.reason, timestamp: now.toISOString() },
      at: now,
    });
    return true;
  });
}
