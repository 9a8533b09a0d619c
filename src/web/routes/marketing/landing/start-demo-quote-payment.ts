import type { QuoteDataInput } from '../../../../domain/validation/secure-quote';
import { checkoutFailed, openCheckout } from '../../../features/quote-card/checkout-tab';
import { createQuotePayment, readCreateQuoteResponse } from '../../../features/quote-card/create-quote';
import { callRpc } from '../../../lib/api';
import { DEMO_CUSTOMER } from './quote-card-data';

/**
 * Creates the demo quote for the demo customer, starts its payment and sends `tab` (opened by the
 * click) to the checkout, or this window if there is no tab. Loaded on the first click: the
 * contracts it uses bring the validation library, which the landing page does not need to show.
 */
export async function startDemoQuotePayment(tab: Window | null, quoteData: QuoteDataInput): Promise<void> {
  try {
    const created = readCreateQuoteResponse(
      await callRpc<unknown>('create_quote_with_customer', {
        customer_data: { ...DEMO_CUSTOMER },
        quote_data: quoteData,
      }),
    );
    openCheckout(tab, await createQuotePayment(created.quote_id));
  } catch (error) {
    checkoutFailed(tab, error);
  }
}
