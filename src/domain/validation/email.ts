/**
 * The "simple address pattern" the specs ask for: something@something.something with no spaces.
 * Deliberately looser than RFC-strict patterns so no real customer is turned away; delivery is
 * the true test of an address.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5321 caps a forward path at 254 characters; longer input is never a deliverable address. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
