import { z } from 'zod';
import type { SubmitReview, SubmitReviewResponse } from '../../../domain/contracts/quotes.contract';
import { REVIEW_COMMENT_MAX } from '../../../domain/review-rules';
import { sanitizeText } from '../../../domain/sanitize';
import { callFunction } from '../../lib/api';

export type ReviewDraft = { rating: number; comment: string; quoteId?: string | null };

const uuid = z.uuid();

/**
 * The submit-review payload: an empty comment is left out rather than stored as '', and the quote
 * is attached only when its id is well formed; a hand-edited ?quote_id= should not cost the
 * customer their review.
 */
export function buildReviewPayload({ rating, comment, quoteId }: ReviewDraft): SubmitReview {
  const cleaned = sanitizeText(comment).slice(0, REVIEW_COMMENT_MAX).trimEnd();
  return {
    rating,
    ...(cleaned ? { comment: cleaned } : {}),
    ...(quoteId && uuid.safeParse(quoteId).success ? { quote_id: quoteId } : {}),
  };
}

export function submitReview(draft: ReviewDraft): Promise<SubmitReviewResponse> {
  return callFunction<SubmitReviewResponse>('submit-review', buildReviewPayload(draft));
}
