import type { ChatQuote } from '../../../domain/contracts/chat-quote.contract';

/** A quote as an agent turn brings it (200 sq ft of standard vinyl with window tinting). */
export const PRICED_CHAT_QUOTE: ChatQuote = {
  quoteId: null,
  quoteNumber: null,
  description: 'Vehicle wrap: 200 sq ft of standard vinyl, with window tinting',
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  quantity: 1,
  squareFootage: 200,
  lineItems: [
    { label: 'Standard vinyl (200 sq ft)', amount: 2500 },
    { label: 'Setup fee', amount: 400 },
    { label: 'Window tinting', amount: 350 },
  ],
  subtotal: 3250,
  taxAmount: 260,
  totalAmount: 3510,
};
