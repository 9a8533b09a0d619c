import { PAYMENT_TOASTS } from '../../../domain/payments';
import { toast } from '../../lib/toast';

// create-payment's checkout opens in a new tab (spec §7). Popup blockers allow a tab only during
// the click itself, so it is opened then, blank, and sent to the checkout once the URL arrives.

/** Only web addresses are followed, resolved against this page (the test checkout is a path). */
export function checkoutUrlOf(url: string, base: string): string {
  const resolved = new URL(url, base);
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:')
    throw new Error('Unexpected checkout URL');
  return resolved.href;
}

/** Opens the waiting tab; call it synchronously in the click handler. */
export function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null; // the checkout page gets no handle on this window
  try {
    tab.document.title = 'Opening checkout...';
    tab.document.body.textContent = 'Opening secure checkout...';
    tab.document.body.style.font = '16px system-ui, sans-serif';
    tab.document.body.style.padding = '2rem';
  } catch {
    // A browser that isolates the new tab: it simply stays blank until the checkout loads.
  }
  return tab;
}

/** Sends the waiting tab to the checkout, or this window if the blocker won or the tab was closed. */
export function openCheckout(tab: Window | null, url: string): void {
  const target = checkoutUrlOf(url, window.location.href);
  if (tab && !tab.closed) {
    tab.location.href = target;
    toast.success(PAYMENT_TOASTS.started.title, { description: 'The checkout opened in a new tab.' });
  } else {
    toast.success(PAYMENT_TOASTS.started.title, { description: 'Taking you to the checkout...' });
    window.location.assign(target);
  }
}

/** The payment could not start: the waiting tab goes, and the visitor gets the spec's toast. */
export function checkoutFailed(tab: Window | null, error: unknown): void {
  tab?.close();
  console.error('Payment failed to start', error);
  toast.error(PAYMENT_TOASTS.startFailed.title, { description: PAYMENT_TOASTS.startFailed.description });
}
