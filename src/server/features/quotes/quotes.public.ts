// What other features may use of quotes (DESIGN.md §2 rule 1): the Quotes & Pipeline tab's changes.
export {
  changeQuoteStatus,
  moveQuoteStage,
  quotePaymentLink,
  resendQuoteEmail,
} from './quote-pipeline.service';
export { advanceQuoteStageById } from './quote-stage';
