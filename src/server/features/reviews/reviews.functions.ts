import { submitReviewOutputSchema } from '../../../domain/contracts/function-outputs';
import { submitReviewSchema } from '../../../domain/contracts/quotes.contract';
import { defineFunction } from '../functions';
import type { RateRule } from '../rate-limit';
import { submitReview } from './reviews.service';

/** A visitor leaves one review, maybe a corrected second; more is a script filling the moderation queue. */
export const SUBMIT_REVIEW_RATE_LIMIT: RateRule = {
  name: 'functions.submit-review',
  limit: 5,
  windowSeconds: 600,
};

/** `POST /api/functions/submit-review` (public). */
export const submitReviewFunction = defineFunction({
  name: 'submit-review',
  summary: 'Leave a review (1 to 5 stars, optional comment), optionally about one quote',
  output: submitReviewOutputSchema,
  input: submitReviewSchema,
  access: 'public',
  rateLimit: SUBMIT_REVIEW_RATE_LIMIT,
  handle: ({ deps }, input) => submitReview(deps, input),
});
