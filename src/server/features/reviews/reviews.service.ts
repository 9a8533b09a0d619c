import type { SubmitReview, SubmitReviewResponse } from '../../../domain/contracts/quotes.contract';
import { REVIEW_QUOTE_NOT_FOUND, STORAGE_MESSAGES } from '../../../domain/quotes';
import type { Database } from '../../db/client';
import { pgErrorOf } from '../../db/pg-error';
import { requireDemoWorkspaceId } from '../../db/seed/demo-workspace';
import { AppError } from '../../lib/app-error';
import { recordEvent } from '../analytics';
import { findQuoteOwner, insertReview } from './reviews.repository';

export interface ReviewDeps {
  db: Database;
  clock: () => Date;
}

export const REVIEW_SUBMITTED_EVENT = 'review_submitted';

/**
 * Stores a visitor's review, unapproved until a person approves it. A review about a quote belongs
 * to that quote's workspace and customer (the customer is never taken from the request); any other
 * review comes from the public site, so it belongs to the platform demo workspace.
 */
export async function submitReview(deps: ReviewDeps, input: SubmitReview): Promise<SubmitReviewResponse> {
  const now = deps.clock();
  try {
    return await deps.db.transaction(async (tx) => {
      const owner = input.quote_id
        ? await findQuoteOwner(tx, input.quote_id)
        : { workspaceId: await requireDemoWorkspaceId(tx), customerId: null };
      if (!owner) throw new AppError('VALIDATION_FAILED', REVIEW_QUOTE_NOT_FOUND);
      const review = await insertReview(tx, {
        workspaceId: owner.workspaceId,
        customerId: owner.customerId,
        quoteId: input.quote_id ?? null,
        rating: input.rating,
        // Sanitised by the contract; nothing left of it means no comment.
        comment: input.comment || null,
        platform: 'website',
        isApproved: false,
        createdAt: now,
      });
      await recordEvent(tx, {
        workspaceId: owner.workspaceId,
        eventType: REVIEW_SUBMITTED_EVENT,
        entityId: review.id,
        data: { rating: input.rating, quote_id: input.quote_id ?? null, timestamp: now.toISOString() },
        at: now,
      });
      return { id: review.id };
    });
  } catch (error) {
    throw userFaultOf(error) ?? error;
  }
}

/** Database errors the request caused: the quote deleted meanwhile, or a NUL character in the comment. */
function userFaultOf(error: unknown): AppError | null {
  const code = pgErrorOf(error)?.code;
  if (code === '23503') return new AppError('VALIDATION_FAILED', REVIEW_QUOTE_NOT_FOUND, { cause: error });
  if (code === '22021')
    return new AppError('VALIDATION_FAILED', STORAGE_MESSAGES.unsupportedText, { cause: error });
  return null;
}
