// Review limits and texts, without the validation library (the review form ships them).

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
