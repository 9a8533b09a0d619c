import type { CheckoutUrlResponse } from '../../../domain/contracts/payments.contract';
import type { CreateQuoteWithCustomerResponse } from '../../../domain/contracts/quotes.contract';
import { QUOTE_TOASTS } from '../../../domain/quotes';
import type { QuoteDataInput } from '../../../domain/validation/secure-quote';
import { callFunction, callRpc } from '../../lib/api';

export type NewQuoteCustomer = { name?: string | null; email: string; company?: string | null };

/**
 * The procedure's answer is an object, or (as the spec allows) an array whose first element is
 * used. Anything without a quote id and number is refused with the spec's message, because the
 * pay button and the success text both need them.
 */
export function readCreateQuoteResponse(body: unknown): CreateQuoteWithCustomerResponse {
  const row: unknown = Array.isArray(body) ? body[0] : body;
  if (row && typeof row === 'object') {
    const { quote_id, quote_number, customer_id } = row as Record<string, unknown>;
    if (typeof quote_id === 'string' && typeof quote_number === 'string' && quote_id && quote_number) {
      return { quote_id, quote_number, customer_id: typeof customer_id === 'string' ? customer_id : '' };
    }
  }
  throw new Error(QUOTE_TOASTS.unexpectedRpcResponse);
}

/** create_quote_with_customer for a website visitor; the server re-validates everything. */
export async function createQuoteWithCustomer(
  customer: NewQuoteCustomer,
  quote: QuoteDataInput,
): Promise<CreateQuoteWithCustomerResponse> {
  const body = await callRpc<unknown>('create_quote_with_customer', {
    customer_data: {
      name: customer.name || null,
      email: customer.email.trim(),
      company: customer.company || null,
      source: 'website',
    },
    quote_data: quote,
  });
  return readCreateQuoteResponse(body);
}

/** create-payment's checkout address for one quote. */
export async function createQuotePayment(quoteId: string): Promise<string> {
  const { url } = await callFunction<CheckoutUrlResponse>('create-payment', { quoteId });
  return url;
}
