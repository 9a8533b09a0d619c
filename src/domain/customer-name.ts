import { SOCIAL_PLATFORMS, unnamedCustomerLabel } from './social-channels';
import { DEFAULT_CUSTOMER_NAME } from './validation/secure-quote';

/**
 * The names our rows carry for a customer who never gave one: the website's default ('Website
 * Visitor') and a social customer's label by where they wrote ('Messenger customer'). Placeholders
 * of ours, never a name to greet, sign a review with, or print on a checkout or receipt.
 */
export const PLACEHOLDER_CUSTOMER_NAMES: readonly string[] = [
  DEFAULT_CUSTOMER_NAME,
  ...SOCIAL_PLATFORMS.map(unnamedCustomerLabel),
];

/** A customer's name as a person may read it, or null when it is one of our placeholders. */
export function realCustomerName(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed && !PLACEHOLDER_CUSTOMER_NAMES.includes(trimmed) ? trimmed : null;
}
