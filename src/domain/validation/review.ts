import { z } from 'zod';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_DEFAULT_RATING,
  REVIEW_MESSAGES,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
} from '../review-rules';
import { sanitizeText } from '../sanitize';

export const reviewSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.invalidRating })
    .int({ error: REVIEW_MESSAGES.invalidRating })
    .min(REVIEW_RATING_MIN, { error: REVIEW_MESSAGES.invalidRating })
    .max(REVIEW_RATING_MAX, { error: REVIEW_MESSAGES.invalidRating })
    .default(REVIEW_DEFAULT_RATING),
  // Reviews are shown publicly, so the comment is sanitised before its length is checked.
  comment: z
    .string()
    .transform(sanitizeText)
    .pipe(z.string().max(REVIEW_COMMENT_MAX, { error: REVIEW_MESSAGES.commentTooLong }))
    .optional(),
});
export type ReviewInput = z.infer<typeof reviewSchema>;
