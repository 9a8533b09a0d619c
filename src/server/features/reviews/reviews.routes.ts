import {
  deleteReviewContract,
  listReviewsContract,
  reviewDisplayContract,
  updateReviewContract,
} from '../../../domain/contracts/reviews.contract';
import { route } from '../../http/contract-routes';
import { changeReviewDisplay, deleteReview, listReviews, updateReview } from './review-moderation.service';

/** Review moderation: members read the list, owners (and platform admins) change it. */
export const reviewRoutes = [
  route(listReviewsContract, ({ deps, params }) => listReviews(deps, params.workspaceId)),
  route(updateReviewContract, ({ deps, params, body }) => updateReview(deps, params, body)),
  route(deleteReviewContract, ({ deps, params }) => deleteReview(deps, params)),
  route(reviewDisplayContract, ({ deps, params, body }) => changeReviewDisplay(deps, { ...params, ...body })),
];
