import { useRef, useState } from 'react';
import type { QuoteDataInput } from '../../../../domain/validation/secure-quote';
import { checkoutFailed, openPendingTab } from '../../../features/quote-card/checkout-tab';

const loadPayment = () => import('./start-demo-quote-payment');

/**
 * Pays for a demo quote (see start-demo-quote-payment.ts), one payment at a time. `prefetch`
 * fetches that code early, e.g. when the pointer nears the button.
 */
export function useDemoQuotePayment() {
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  async function pay(quoteData: QuoteDataInput): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    const tab = openPendingTab();
    setPending(true);
    try {
      const { startDemoQuotePayment } = await loadPayment();
      await startDemoQuotePayment(tab, quoteData);
    } catch (error) {
      // Only the code itself failing to load gets here (e.g. offline).
      checkoutFailed(tab, error);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  const prefetch = () => {
    void loadPayment().catch(() => {});
  };

  return { pay, pending, prefetch };
}
