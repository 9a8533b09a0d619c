import { z } from 'zod';
import { CHAT_LIMIT_MESSAGES, CHAT_LIMITS } from '../chat';
import { defineRoute } from './route-contract';

/**
 * One conversation in the owner's inbox: its transcript, and the team taking it over from the
 * agent (the agent goes quiet), replying as a person, handing it back, and closing it.
 */

export const INBOX_MESSAGES = {
  notFound: 'Conversation not found',
  emptyReply: 'Write a reply first.',
  closed: 'This conversation is closed.',
  notHeld: 'The agent is already answering this conversation.',
} as const;

/** Who wrote a transcript line: the visitor, the agent, a team member, or a notice to the visitor. */
export const TRANSCRIPT_AUTHORS = ['visitor', 'agent', 'person', 'notice'] as const;
export type TranscriptAuthor = (typeof TRANSCRIPT_AUTHORS)[number];

export const transcriptMessageSchema = z.object({
  id: z.string(),
  author: z.enum(TRANSCRIPT_AUTHORS),
  /** The team member's name on a person's reply. */
  authorName: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  /** Why a reply for a Messenger or Instagram customer did not reach them (Meta refused it). */
  notSent: z.string().optional(),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;

export const INBOX_CONVERSATION_STATUSES = ['active', 'quoted', 'closed'] as const;

export const inboxConversationSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  status: z.enum(INBOX_CONVERSATION_STATUSES),
  platform: z.string(),
  agentName: z.string().nullable(),
  customer: z
    .object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  /** Set while the agent is quiet: a person holds the conversation or was asked for. */
  handoffAt: z.string().nullable(),
  handoffReason: z.string().nullable(),
  /** The team member holding it (after Take over); null while it waits for one. */
  heldBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  messages: z.array(transcriptMessageSchema),
  pendingApprovals: z.number().int(),
  /** How long a reply waits for the visitor before it is e-mailed (INBOX_REPLY_EMAIL_SECONDS). */
  replyEmailAfterSeconds: z.number().int(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

const params = z.strictObject({ workspaceId: z.uuid(), conversationId: z.uuid(INBOX_MESSAGES.notFound) });
const base = '/api/workspaces/:workspaceId/conversations/:conversationId';
const tag = 'Inbox';

export const getInboxConversationContract = defineRoute({
  method: 'GET',
  path: base,
  summary: 'One conversation with its transcript (the latest 200 messages) and who answers it',
  tag,
  access: 'workspace',
  params,
  output: inboxConversationSchema,
});

export const takeOverConversationContract = defineRoute({
  method: 'POST',
  path: `${base}/takeover`,
  summary: 'A team member takes the conversation over: the agent stops answering, the visitor is told',
  tag,
  access: 'workspace',
  params,
  output: inboxConversationSchema,
});

export const replyBodySchema = z.strictObject({
  content: z
    .string()
    .trim()
    .min(1, INBOX_MESSAGES.emptyReply)
    .max(CHAT_LIMITS.maxMessageChars, CHAT_LIMIT_MESSAGES.messageTooLong),
});

export const replyToConversationContract = defineRoute({
  method: 'POST',
  path: `${base}/replies`,
  summary: "A team member's reply, sent to the visitor's open chat at once (takes the conversation over)",
  tag,
  access: 'workspace',
  params,
  body: replyBodySchema,
  output: inboxConversationSchema,
  status: 201,
});

export const handBackConversationContract = defineRoute({
  method: 'POST',
  path: `${base}/hand-back`,
  summary: 'Hands the conversation back to the agent, which answers the next message',
  tag,
  access: 'workspace',
  params,
  output: inboxConversationSchema,
});

export const closeConversationContract = defineRoute({
  method: 'POST',
  path: `${base}/close`,
  summary: 'Closes the conversation',
  tag,
  access: 'workspace',
  params,
  output: inboxConversationSchema,
});
