import { useCallback, useEffect, useState } from 'react';
import type { VerifyPaymentResponse } from '../../../domain/contracts/payments.contract';
import { PAYMENT_TOASTS } from '../../../domain/payments';
import { callFunction } from '../../lib/api';
import { toast } from '../../lib/toast';

export type VerifyState =
  | { status: 'verifying' }
  | { status: 'verified'; result: VerifyPaymentResponse }
  | { status: 'failed' };

/**
 * Asks verify-payment about the checkout session once the page is interactive (and again on
 * retry). Toasts are raised here, once per answer: a stale answer (unmount, StrictMode's double
 * effect, a newer retry) is dropped before it can toast.
 */
export function useVerifyPayment(sessionId: string | null, enabled: boolean) {
  const [state, setState] = useState<VerifyState>({ status: 'verifying' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled || !sessionId) return;
    // Read so a retry re-runs this effect even though the session id is unchanged.
    void attempt;
    let current = true;
    setState({ status: 'verifying' });
    callFunction<VerifyPaymentResponse>('verify-payment', { sessionId })
      .then((result) => {
        if (!current) return;
        setState({ status: 'verified', result });
        if (result.payment_status === 'paid') {
          toast.success(PAYMENT_TOASTS.paid.title, { description: PAYMENT_TOASTS.paid.description });
        }
      })
      .catch(() => {
        if (!current) return;
        setState({ status: 'failed' });
        toast.error(PAYMENT_TOASTS.verifyFailed.title, {
          description: PAYMENT_TOASTS.verifyFailed.description,
        });
      });
    return () => {
      current = false;
    };
  }, [sessionId, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
