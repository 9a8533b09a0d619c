// What other features may use of reviews (DESIGN.md §2 rule 1).
export { submitReviewFunction } from './reviews.functions';
export { findWidgetReviews } from './reviews.repository';
export { reviewRoutes } from './reviews.routes';
