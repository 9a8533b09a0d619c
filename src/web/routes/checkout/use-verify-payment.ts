import { useCallback, useEffect, useState } from 'react';
import type { VerifyPaymentResponse } from '../../../domain/contracts/payments.contract';
import { PAYMENT_TOASTS } from '../../../domain/payments';
import { planById } from '../../../domain/plans';
import { callFunction } from '../../lib/api';
import { toast } from '../../lib/toast';
import { browserAnnouncementStorage, takePaymentAnnouncement } from './payment-announcements';

export type VerifyState =
  | { status: 'verifying' }
  | { status: 'verified'; result: VerifyPaymentResponse }
  | { status: 'failed' };

/** A plan's payment starts the plan; a quote's confirms the order. */
function paidDescription(result: VerifyPaymentResponse): string {
  const plan = result.kind === 'subscription' && result.plan_id ? planById(result.plan_id) : undefined;
  return plan ? `Your ${plan.name} plan is active.` : PAYMENT_TOASTS.paid.description;
}

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
        // Once per payment: a reload or a reopened link shows the confirmation without the toast.
        if (
          result.payment_status === 'paid' &&
          !result.duplicate &&
          takePaymentAnnouncement(browserAnnouncementStorage(), sessionId)
        ) {
          // At the top: at the bottom of a phone's screen it covered the page's buttons (Leave a Review).
          toast.success(PAYMENT_TOASTS.paid.title, {
            description: paidDescription(result),
            position: 'top-center',
          });
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
