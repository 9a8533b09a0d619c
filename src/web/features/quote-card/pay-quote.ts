import { checkoutFailed, openCheckout, openPendingTab } from './checkout-tab';
import { createQuotePayment } from './create-quote';

/**
 * Opens the quote's checkout in a new tab: the tab is opened synchronously inside the click and
 * its address set once create-payment answers. Resolves to whether the checkout was opened.
 */
export async function payQuoteInNewTab(quoteId: string): Promise<boolean> {
  const tab = openPendingTab();
  try {
    openCheckout(tab, await createQuotePayment(quoteId));
    return true;
  } catch (error) {
    checkoutFailed(tab, error);
    return false;
  }
}
