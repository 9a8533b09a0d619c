import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_DEFAULT_RATING,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TOASTS,
} from '../review-rules';
import { reviewSchema } from './review';

describe('reviewSchema', () => {
  it('has the spec limits', () => {
    expect(REVIEW_COMMENT_MAX).toBe(400);
    expect(REVIEW_DEFAULT_RATING).toBe(5);
    expect(REVIEW_RATING_MIN).toBe(1);
    expect(REVIEW_RATING_MAX).toBe(5);
    expect(REVIEW_TOASTS).toEqual({
      success: 'Thank you for your feedback!',
      failureTitle: 'Error submitting review.',
      failureFallback: 'Please try again.',
    });
  });

  it('defaults the rating to 5 and the comment is optional', () => {
    expect(reviewSchema.parse({})).toEqual({ rating: 5 });
  });

  it('accepts ratings 1 to 5 only, whole', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(reviewSchema.safeParse({ rating }).success).toBe(true);
    for (const rating of [0, 6, 4.5, Number.NaN])
      expect(reviewSchema.safeParse({ rating }).success).toBe(false);
  });

  it('caps the comment at 400 characters', () => {
    expect(reviewSchema.safeParse({ comment: 'x'.repeat(400) }).success).toBe(true);
    expect(reviewSchema.safeParse({ comment: 'x'.repeat(401) }).error?.issues[0]?.message).toBe(
      'Comment must be at most 400 characters',
    );
  });

  it('accepts exactly the whole ratings in range and sanitises accepted comments', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10 }), fc.string({ maxLength: 450 }), (rating, comment) => {
        const result = reviewSchema.safeParse({ rating, comment });
        const cleanLength = comment.replace(/[<>]/g, '').trim().length;
        expect(result.success).toBe(rating >= 1 && rating <= 5 && cleanLength <= 400);
        if (result.success) expect(result.data.comment).not.toMatch(/[<>]/);
      }),
    );
  });
});
