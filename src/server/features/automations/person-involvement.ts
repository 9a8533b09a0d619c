import { type SQL, sql } from 'drizzle-orm';
import { answerApprovals } from '../../db/schema/answer-approvals';
import { conversations, messages } from '../../db/schema/conversations';

// `handoff_at` only says a person holds the conversation or is awaited now: handing it back clears
// it, though the person answered (and maybe e-mailed) the visitor before. What a person did stays
// in the transcript: their replies (author 'person') and the notices only team actions write
// (joined, team will reply, agent back, closed). Both read messages_conversation_created_idx.

/** A person of the team took over, answered or was asked for, now or earlier in the conversation. */
export const personAnswered: SQL = sql`(${conversations.handoffAt} is not null or exists (
  select 1 from ${messages} where ${messages.conversationId} = ${conversations.id}
    and ${messages.sender} = 'agent' and ${messages.metadata} ->> 'author' in ('person', 'notice')))`;

/**
 * personAnswered, or an answer of the agent was held for a person's approval (safe mode): the chat
 * needed a person even when the visitor saw only the agent's words.
 */
export const personTouched: SQL = sql`(${personAnswered} or exists (
  select 1 from ${answerApprovals} where ${answerApprovals.conversationId} = ${conversations.id}))`;
