// What other features may use of reviews (DESIGN.md §2 rule 1).
export { ReviewDialog } from './review-dialog';
export { ReviewModeration } from './review-moderation';
