import { eq, sql } from 'drizzle-orm';
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

/**
 * What a turn left behind in the database for its conversation, read in one statement: the eval
 * reads it after each of its thousand-odd turns, and six round trips a turn were about half of the
 * eval's statements (decision 073).
 */
export async function observeConversation(db: Database, conversationId: string) {
  const result = await db.execute<{
    handed_off: boolean | null;
    sources: unknown;
    latest_draft: string | null;
    quote_totals: string[];
    handoff_emails: number;
    quote_emails: number;
  }>(sql`
    select
      (select ${conversations.handoffAt} is not null from ${conversations}
        where ${conversations.id} = ${conversationId}) as handed_off,
      (select ${messages.metadata} -> 'sources' from ${messages}
        where ${messages.conversationId} = ${conversationId} and ${messages.sender} = 'agent'
        order by ${messages.createdAt} desc limit 1) as sources,
      (select ${answerApprovals.draftContent} from ${answerApprovals}
        where ${answerApprovals.conversationId} = ${conversationId}
        order by ${answerApprovals.createdAt} desc limit 1) as latest_draft,
      array(select ${quotes.totalAmount}::text from ${quotes}
        where ${quotes.conversationId} = ${conversationId}) as quote_totals,
      (select count(*)::int from ${emailOutbox}
        where ${emailOutbox.kind} = 'chat_handoff'
          and ${emailOutbox.metadata} ->> 'conversation_id' = ${conversationId}) as handoff_emails,
      (select count(*)::int from ${emailOutbox}
        where ${emailOutbox.kind} = ${QUOTE_EMAIL_KIND}
          and ${emailOutbox.metadata} ->> 'quote_id' in (
            select ${quotes.id}::text from ${quotes} where ${quotes.conversationId} = ${conversationId}
          )) as quote_emails
  `);
  const row = result.rows[0]!;
  const sources = row.sources;
  return {
    handedOff: row.handed_off === true,
    handoffEmails: row.handoff_emails,
    sources: Array.isArray(sources) ? sources.filter((s): s is string => typeof s === 'string') : [],
    latestDraft: row.latest_draft,
    storedQuoteTotals: row.quote_totals.map(Number),
    quoteEmails: row.quote_emails,
  };
}
