import { timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client';
import { findConversationById } from './chat.repository';
import { hashConversationToken } from './chat-token';

/** Compares a token's hash with the stored one in constant time (no stored hash: never equal). */
export function sameHash(a: string, b: string | null): boolean {
  return b !== null && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The conversation, when the caller holds its visitor token (what a visitor's own chat keeps);
 * null for an unknown conversation or a wrong token alike, so ids cannot be probed.
 */
export async function conversationOfToken(
  db: Executor,
  options: { conversationId: string; token: string },
): Promise<{ id: string; workspaceId: string } | null> {
  const conversation = await findConversationById(db, options.conversationId);
  if (!conversation || !sameHash(hashConversationToken(options.token), conversation.visitorTokenHash))
    return null;
  return { id: conversation.id, workspaceId: conversation.workspaceId };
}
