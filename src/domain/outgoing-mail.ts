/**
 * Mail a signed-in user makes the platform send (a follow-up's test send, a quote sent from the
 * dashboard). Anyone can sign up with any address, so until the account's own address is verified
 * it may mail only that address: otherwise a throwaway account could make us mail anyone.
 */
export const UNVERIFIED_SENDER_MESSAGE =
  'Please verify your e-mail address first: until then, e-mails can only be sent to your own address.';

export function maySendMailTo(sender: { email: string; emailVerified: boolean }, to: string): boolean {
  return sender.emailVerified || sender.email.trim().toLowerCase() === to.trim().toLowerCase();
}
