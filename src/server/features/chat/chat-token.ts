import { hash, randomBytes } from 'node:crypto';

/** 128 bits of randomness, URL-safe: the visitor's proof that a conversation is theirs. */
export function newConversationToken(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Only the hash is stored, so a database reader cannot take over a visitor's chat. Node's one-shot
 * hash: every turn hashes its token, and a Hash object costs three times as much (decision 078).
 */
export function hashConversationToken(token: string): string {
  return hash('sha256', token, 'hex');
}
