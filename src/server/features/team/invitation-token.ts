import { createHash, randomBytes } from 'node:crypto';

/** A new invitation link's token (shown once, in the e-mail) and the hash that is stored. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

/** SHA-256 is enough for 256 random bits: nobody can guess a token from its hash or by trying. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
