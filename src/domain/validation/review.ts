import { z } from 'zod';
import { sanitizeText } from '../sanitize';

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_DEFAULT_RATING = 5;
export const REVIEW_COMMENT_MAX = 400;

export const REVIEW_MESSAGES = {
  invalidRating: 'Rating must be a whole number from 1 to 5',
  commentTooLong: 'Comment must be at most 400 characters',
} as const;

export const REVIEW_TOASTS = {
  success: 'Thank you for your feedback!',
  failureTitle: 'Error submitting review.',
  failureFallback: 'Please try again.',
} as const;

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
