import { createHash, randomBytes } from 'node:crypto';

/** 128 bits of randomness, URL-safe: the visitor's proof that a conversation is theirs. */
export function newConversationToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Only the hash is stored, so a database reader cannot take over a visitor's chat. */
export function hashConversationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
