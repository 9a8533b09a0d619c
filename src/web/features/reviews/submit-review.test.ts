import { describe, expect, it } from 'vitest';
import { submitReviewSchema } from '../../../domain/contracts/quotes.contract';
import { buildReviewPayload } from './submit-review';

const QUOTE_ID = '3f1c2b9e-8d4a-4c1e-9b7a-2d5e6f708192';

describe('buildReviewPayload', () => {
  it('sends rating, trimmed comment and the quote id', () => {
    const payload = buildReviewPayload({ rating: 4, comment: '  Great work!  ', quoteId: QUOTE_ID });
    expect(payload).toEqual({ rating: 4, comment: 'Great work!', quote_id: QUOTE_ID });
    expect(submitReviewSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves out an empty comment and a missing quote', () => {
    expect(buildReviewPayload({ rating: 5, comment: '   ', quoteId: null })).toEqual({ rating: 5 });
  });

  it('drops a malformed quote id instead of failing the review', () => {
    expect(buildReviewPayload({ rating: 3, comment: '', quoteId: 'Q-1001' })).toEqual({ rating: 3 });
  });

  it('removes angle brackets and keeps at most 400 characters', () => {
    const payload = buildReviewPayload({ rating: 5, comment: `<b>${'a'.repeat(450)}</b>` });
    expect(payload.comment).toHaveLength(400);
    expect(payload.comment).not.toMatch(/[<>]/);
    expect(submitReviewSchema.safeParse(payload).success).toBe(true);
  });
});
