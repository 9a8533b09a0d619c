// What other features may use of payments (DESIGN.md §2 rule 1).
export { startQuoteCheckout } from './payments.service';
