import { isValidEmail } from './validation/email';

/**
 * What an e-mail address typed into a chat does to the visitor's customer row.
 * - `set_email`: it becomes the visitor's own address (no other customer of the workspace has it).
 * - `set_unverified_email`: another customer has it. Anyone can type anyone's address, so it is
 *   kept on the visitor's own row, marked unverified, and never joins the conversation to that
 *   customer or shows anything of theirs (issue 12).
 * - `none`: nothing to record (already known, or not an address).
 */
export type TypedEmailEffect = 'none' | 'set_email' | 'set_unverified_email';

/** Addresses are stored and compared trimmed and lower-case; null when it is not an address. */
export function normaliseTypedEmail(value: string | undefined): string | null {
  const email = value?.trim().toLowerCase();
  return email && isValidEmail(email) ? email : null;
}

/**
 * The typed address is new to the visitor's row, which has none of its own yet: it is about to be
 * recorded there (as theirs or as unverified), and may then receive mail.
 */
export function isNewTypedEmail(
  typed: string | null,
  customer: { email: string | null; unverifiedEmail: string | null },
): typed is string {
  return typed !== null && customer.email === null && typed !== customer.unverifiedEmail;
}

export function typedEmailEffect(options: {
  /** Normalised (normaliseTypedEmail). */
  typed: string;
  /** The visitor's row as it is. */
  email: string | null;
  unverifiedEmail: string | null;
  /** Another customer of the workspace has this address. */
  heldByAnotherCustomer: boolean;
}): TypedEmailEffect {
  // A row that has an address keeps it: replacing a customer's address is a person's decision.
  if (options.email !== null) return 'none';
  if (!options.heldByAnotherCustomer) return 'set_email';
  return options.typed === options.unverifiedEmail ? 'none' : 'set_unverified_email';
}

/**
 * Where mail the visitor asked for (their quote) goes: their own address, else the unverified one
 * they typed. Follow-ups nobody asked for (reminders, the abandoned-chat nudge) use only `email`.
 */
export function requestedMailAddress(customer: {
  email: string | null;
  unverifiedEmail: string | null;
}): string | null {
  return customer.email ?? customer.unverifiedEmail;
}
