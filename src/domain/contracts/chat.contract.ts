import { z } from 'zod';
import { AGENT_TYPES } from '../agent-types';
import { APPROVAL_MESSAGES, CHAT_LIMIT_MESSAGES, CHAT_LIMITS } from '../chat';
import { TEXT_LIMITS } from '../text-limits';
import { boundedString } from '../validation/bounded-string';
import type { ChatQuote } from './chat-quote.contract';

const count = z.number().int().min(0).max(1_000_000);

/** The browser's behaviour profile (spec main-site §3), scored into the customer's profile. */
export const behaviorProfileSchema = z.strictObject({
  chat_messages: count,
  quote_requests: count,
  return_visits: count,
  time_on_site: z.number().min(0).max(1e10),
  referral_source: boundedString('Referral source', TEXT_LIMITS.label),
  email_opens: count.default(0),
  phone_inquiries: count.default(0),
});

/** `POST /api/functions/ai-chat` (spec main-site §7, plus the token that proves the chat is yours). */
export const aiChatInputSchema = z.strictObject({
  messages: z
    .array(
      z.strictObject({
        role: z.enum(['user', 'assistant']),
        content: z.string().max(CHAT_LIMITS.maxMessageChars, CHAT_LIMIT_MESSAGES.messageTooLong),
      }),
    )
    .min(1)
    .max(CHAT_LIMITS.maxPayloadMessages),
  agentType: z.enum(AGENT_TYPES).optional(),
  conversationId: z.uuid().nullish(),
  customerId: z.uuid().nullish(),
  /**
   * A random secret the chat keeps for its conversation (the browser makes one, or the first
   * answer hands one out). It must come with conversationId to continue a conversation.
   */
  conversationToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22,128}$/, 'Invalid conversation token')
    .nullish(),
  /** The workspace's public widget key; the public site's own chats belong to the demo workspace. */
  workspaceKey: boundedString('Workspace key', 100).nullish(),
  behavior: behaviorProfileSchema.nullish(),
});
export type AiChatInput = z.infer<typeof aiChatInputSchema>;

export interface AiChatResponse {
  message: string;
  requiresApproval: boolean;
  conversationId: string;
  customerId: string;
  conversationToken: string;
  /** The conversation is with a person now; the agent no longer answers here. */
  handedOff: boolean;
  engine: 'builtin' | 'llm' | 'none';
  /** The quote the agent priced in this turn (absent when it priced none, or the answer is held). */
  quote?: ChatQuote | null;
}

/** `POST /api/functions/approve-answer` (spec dashboard §7; admins only). */
export const approveAnswerSchema = z.strictObject({
  approvalId: z.uuid(APPROVAL_MESSAGES.notFound),
  action: z.enum(['approve', 'reject']),
  editedContent: z.string().max(CHAT_LIMITS.maxMessageChars, CHAT_LIMIT_MESSAGES.messageTooLong).nullish(),
  notes: boundedString('Notes', TEXT_LIMITS.freeText).nullish(),
  /**
   * On reject only: what the customer gets instead of the draft, sent as the reviewer's own reply.
   * Without it the conversation waits for a team member in the inbox, and the customer is told so.
   */
  reply: z.string().max(CHAT_LIMITS.maxMessageChars, CHAT_LIMIT_MESSAGES.messageTooLong).nullish(),
});
export type ApproveAnswerInput = z.infer<typeof approveAnswerSchema>;
