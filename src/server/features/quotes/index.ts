// What other features may use of quotes (DESIGN.md §2 rule 1): the Quotes & Pipeline tab's changes.

export { createConversationQuote, isConversationQuote } from './conversation-quote.service';
export { demoQuoteRoutes } from './demo-quote.routes';
export { acceptPaidQuote } from './paid-quote.service';
export {
  type CrmRecordsAcceptance,
  changeQuoteStatus,
  moveQuoteStage,
  quotePaymentLink,
  resendQuoteEmail,
} from './quote-pipeline.service';
export { advanceQuoteStageById, moveQuoteStageFromCrm } from './quote-stage';
export { createQuoteWithCustomerRpc } from './quotes.functions';
export { sendQuoteEmailFunction } from './send-quote-email.functions';
export {
  type PreparedQuoteEmail,
  prepareQuoteEmail,
  sendQuoteEmail,
  writeQuoteEmail,
} from './send-quote-email.service';
export { QUOTE_EMAIL_KIND } from './send-quote-email.template';
