import { z } from 'zod';
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../review-rules';
import { defineRoute } from './route-contract';

const TAG = 'Reviews';

/** How many of a workspace's newest reviews the moderation list shows. */
export const REVIEW_LIST_LIMIT = 100;

export const REVIEW_MODERATION_MESSAGES = {
  notFound: 'Review not found',
  nothingToChange: 'Nothing to change',
  saved: 'Review saved',
  deleted: 'Review deleted',
} as const;

export const reviewRowSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  platform: z.string(),
  isApproved: z.boolean(),
  createdAt: z.string(),
  customerName: z.string().nullable(),
  quoteNumber: z.string().nullable(),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

const workspaceParams = z.strictObject({ workspaceId: z.uuid() });
const reviewParams = z.strictObject({ workspaceId: z.uuid(), reviewId: z.uuid() });

export const reviewChangeSchema = z
  .strictObject({
    isApproved: z.boolean().optional(),
    rating: z
      .number({ error: REVIEW_MESSAGES.invalidRating })
      .int(REVIEW_MESSAGES.invalidRating)
      .min(REVIEW_RATING_MIN, REVIEW_MESSAGES.invalidRating)
      .max(REVIEW_RATING_MAX, REVIEW_MESSAGES.invalidRating)
      .optional(),
    comment: z.string().trim().max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentTooLong).nullable().optional(),
  })
  .refine((change) => Object.keys(change).length > 0, REVIEW_MODERATION_MESSAGES.nothingToChange);

export const listReviewsContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/reviews',
  summary: "The workspace's newest reviews, approved or waiting, for moderation",
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  output: z.object({
    items: z.array(reviewRowSchema),
    /** Whether the approved reviews show in the workspace's chat widget. */
    showOnWidget: z.boolean(),
  }),
});

export const reviewDisplaySchema = z.strictObject({ showOnWidget: z.boolean() });

export const reviewDisplayContract = defineRoute({
  method: 'PUT',
  path: '/api/workspaces/:workspaceId/reviews/display',
  summary: "Shows or hides the approved reviews in the workspace's chat widget",
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  body: reviewDisplaySchema,
  output: reviewDisplaySchema,
});

export const updateReviewContract = defineRoute({
  method: 'PATCH',
  path: '/api/workspaces/:workspaceId/reviews/:reviewId',
  summary: 'Approves or withdraws a review, or corrects its rating or text',
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: reviewParams,
  body: reviewChangeSchema,
  output: reviewRowSchema,
});

export const deleteReviewContract = defineRoute({
  method: 'DELETE',
  path: '/api/workspaces/:workspaceId/reviews/:reviewId',
  summary: 'Deletes a review',
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: reviewParams,
  output: z.object({ deleted: z.literal(true) }),
});
