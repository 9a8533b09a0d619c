import { DEFAULT_CUSTOMER_NAME } from './validation/secure-quote';

/**
 * A customer's name as a person may read it, or null: the row's default for a visitor who never
 * gave one ('Website Visitor') is a placeholder of ours, never a name to greet or a business to
 * print on a checkout or receipt.
 */
export function realCustomerName(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed && trimmed !== DEFAULT_CUSTOMER_NAME ? trimmed : null;
}
