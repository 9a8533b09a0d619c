import { z } from 'zod';
import { defineJob } from '../../jobs/job-runner';

/**
 * Gives back a duplicate payment (a second one for a quote already paid). Armed in the transaction
 * that records the duplicate; the handler re-reads the row and asks the provider with one
 * idempotency key per payment, so retries and a job delivered twice refund once.
 */
export const refundDuplicatePaymentJob = defineJob({
  name: 'payment-refund-duplicate',
  payload: z.object({ paymentId: z.uuid() }),
  // Backs off from 30 s to 10 min: about an hour and a half of attempts while the provider is down.
  retryLimit: 10,
  retryDelaySeconds: 30,
});
