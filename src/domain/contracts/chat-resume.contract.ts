import { z } from 'zod';
import { CHAT_LIMIT_MESSAGES } from '../chat';
import { WORKSPACE_KEY_PATTERN } from '../widget-key';
import { TRANSCRIPT_AUTHORS } from './inbox.contract';
import { defineRoute } from './route-contract';

/** The same shape ai-chat hands out and the event stream accepts. */
export const conversationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,128}$/, 'Invalid conversation token');

export const resumeConversationBodySchema = z.strictObject({
  /** The widget's public key: a conversation is taken up only on its own workspace's widget. */
  workspaceKey: z.string().regex(WORKSPACE_KEY_PATTERN, 'Invalid workspace key'),
  conversationId: z.uuid(CHAT_LIMIT_MESSAGES.conversationNotFound),
  token: conversationTokenSchema,
});
export type ResumeConversationBody = z.infer<typeof resumeConversationBodySchema>;

export const resumedMessageSchema = z.object({
  id: z.string(),
  author: z.enum(TRANSCRIPT_AUTHORS),
  /** The team member's name on a person's reply. */
  authorName: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
});
export type ResumedMessage = z.infer<typeof resumedMessageSchema>;

export const resumedConversationSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('open'),
    conversationId: z.uuid(),
    customerId: z.uuid(),
    /** A person has the conversation (handed off or taken over): the agent does not answer. */
    handedOff: z.boolean(),
    /** An answer waits for a team member's approval. */
    awaitingApproval: z.boolean(),
    /** The newest messages, oldest first. */
    messages: z.array(resumedMessageSchema),
  }),
  /** Closed by the team, lead deleted, turn cap reached or long idle: the chat starts afresh. */
  z.object({ status: z.literal('ended') }),
]);
export type ResumedConversation = z.infer<typeof resumedConversationSchema>;

// The token travels in the body, not the address: addresses end up in logs and histories.
export const resumeConversationContract = defineRoute({
  method: 'POST',
  path: '/api/chat/resume',
  summary:
    "A visitor's widget conversation, to show again after a reload or on another page (its token required)",
  tag: 'Chat',
  access: 'public',
  body: resumeConversationBodySchema,
  output: resumedConversationSchema,
});
