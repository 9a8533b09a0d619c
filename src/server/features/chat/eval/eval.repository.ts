import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tone } from '../../../../domain/validation/preview-questionnaire';
import type { Database } from '../../../db/client';
import {
  agents,
  answerApprovals,
  conversations,
  emailOutbox,
  knowledgeBase,
  messages,
  quotes,
  workspaces,
} from '../../../db/schema/index';
import { QUOTE_EMAIL_KIND } from '../../quotes';

/** What the evaluation reads and sets in the database around the chat (never during a turn). */

export async function findKnowledgeItems(db: Database, workspaceId: string) {
  return db
    .select({ id: knowledgeBase.id, title: knowledgeBase.title, content: knowledgeBase.content })
    .from(knowledgeBase)
    .where(eq(knowledgeBase.workspaceId, workspaceId));
}

export async function findWorkspaceTone(db: Database, workspaceId: string): Promise<Tone> {
  const [row] = await db
    .select({ tone: workspaces.tone })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!row) throw new Error(`workspace ${workspaceId} not found`);
  return row.tone;
}

export async function setWorkspaceTone(db: Database, workspaceId: string, tone: Tone): Promise<void> {
  await db.update(workspaces).set({ tone }).where(eq(workspaces.id, workspaceId));
}

export interface AgentMode {
  operationMode: 'live' | 'safe';
  requireApproval: boolean;
}

export async function findAgentMode(db: Database, agentId: string): Promise<AgentMode | null> {
  const [row] = await db
    .select({ operationMode: agents.operationMode, requireApproval: agents.requireApproval })
    .from(agents)
    .where(eq(agents.id, agentId));
  return row ?? null;
}

export async function setAgentMode(db: Database, agentId: string, mode: AgentMode): Promise<void> {
  await db.update(agents).set(mode).where(eq(agents.id, agentId));
}

/** What a turn left behind in the database for its conversation. */
export async function observeConversation(db: Database, conversationId: string) {
  const [conversation] = await db
    .select({ handoffAt: conversations.handoffAt })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  const [lastAgentMessage] = await db
    .select({ metadata: messages.metadata })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, 'agent')))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  const [draft] = await db
    .select({ content: answerApprovals.draftContent })
    .from(answerApprovals)
    .where(eq(answerApprovals.conversationId, conversationId))
    .orderBy(desc(answerApprovals.createdAt))
    .limit(1);
  const storedQuotes = await db
    .select({ id: quotes.id, total: quotes.totalAmount })
    .from(quotes)
    .where(eq(quotes.conversationId, conversationId));
  const [handoffMails] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, 'chat_handoff'),
        sql`${emailOutbox.metadata} ->> 'conversation_id' = ${conversationId}`,
      ),
    );
  const quoteIds = storedQuotes.map((q) => q.id);
  const [quoteMails] =
    quoteIds.length === 0
      ? [{ count: 0 }]
      : await db
          .select({ count: sql<number>`count(*)::int` })
          .from(emailOutbox)
          .where(
            and(
              eq(emailOutbox.kind, QUOTE_EMAIL_KIND),
              inArray(sql<string>`${emailOutbox.metadata} ->> 'quote_id'`, quoteIds),
            ),
          );
  const sources = lastAgentMessage?.metadata.sources;
  return {
    handedOff: conversation?.handoffAt != null,
    handoffEmails: handoffMails?.count ?? 0,
    sources: Array.isArray(sources) ? sources.filter((s): s is string => typeof s === 'string') : [],
    latestDraft: draft?.content ?? null,
    storedQuoteTotals: storedQuotes.map((q) => Number(q.total)),
    quoteEmails: quoteMails?.count ?? 0,
  };
}
