import { z } from 'zod';
import { CHAT_LIMIT_MESSAGES } from '../chat';
import { WORKSPACE_KEY_PATTERN } from '../widget-key';
import { conversationTokenSchema } from './chat-resume.contract';
import { defineRoute } from './route-contract';

/** More than any conversation holds: the turn cap keeps them far below. */
const MAX_SEEN = 100_000;

export const unreadRepliesBodySchema = z.strictObject({
  /** The widget's public key: counted only on the conversation's own workspace's widget. */
  workspaceKey: z.string().regex(WORKSPACE_KEY_PATTERN, 'Invalid workspace key'),
  conversationId: z.uuid(CHAT_LIMIT_MESSAGES.conversationNotFound),
  token: conversationTokenSchema,
  /**
   * How many of the conversation's replies (the agent's and the team's messages, not notices) the
   * visitor has had on screen: what the chat frame keeps beside the conversation.
   */
  seen: z.number().int().min(0).max(MAX_SEEN),
});
export type UnreadRepliesBody = z.infer<typeof unreadRepliesBodySchema>;

export const unreadRepliesSchema = z.object({
  /** Replies after the seen ones; 0 for a conversation the chat would not take up any more. */
  count: z.number().int().min(0),
});
export type UnreadReplies = z.infer<typeof unreadRepliesSchema>;

// Asked by the widget's hidden counter page (/embed/unread) once per page view of a visitor who
// has a conversation. The answer is a number only; the token travels in the body, as for resume.
export const unreadRepliesContract = defineRoute({
  method: 'POST',
  path: '/api/chat/unread',
  summary:
    "How many replies wait in a visitor's widget conversation, for the launcher's count on another page (its token required)",
  tag: 'Chat',
  access: 'public',
  body: unreadRepliesBodySchema,
  output: unreadRepliesSchema,
});
