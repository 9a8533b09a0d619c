import { z } from 'zod';
import { REVIEW_QUOTE_NOT_FOUND } from '../quotes';
import { reviewSchema } from '../validation/review';

// create_quote_with_customer's payload is `createQuoteWithCustomerSchema` in
// validation/secure-quote.ts (the spec's secure quote creation rules).

/** `POST /api/rpc/create_quote_with_customer` answer. */
export type CreateQuoteWithCustomerResponse = {
  quote_id: string;
  quote_number: string;
  customer_id: string;
};

/** `POST /api/functions/submit-review`: a customer's review, optionally about one quote. */
export const submitReviewSchema = z.strictObject({
  ...reviewSchema.shape,
  quote_id: z.uuid({ error: REVIEW_QUOTE_NOT_FOUND }).optional(),
});
export type SubmitReview = z.infer<typeof submitReviewSchema>;
export type SubmitReviewResponse = { id: string };
