// What other features may use of quote-card (DESIGN.md §2 rule 1).
export { createQuoteWithCustomer } from './create-quote';
export { emailQuote, emailQuoteFailureText } from './email-quote';
export { MATERIAL_LABELS, PROJECT_TYPE_LABELS } from './instant-quote-pricing';
export { QuoteBreakdown } from './quote-breakdown';
