import type { PricedQuote } from './quote-engine';
import type { QuoteDataInput } from './validation/secure-quote';

/** Every amount a priced quote states, each once: what an agent may say about this quote. */
export function quoteAmounts(quote: PricedQuote): number[] {
  const amounts = [
    quote.materialCost,
    quote.setupFee,
    quote.subtotal,
    quote.taxAmount,
    quote.totalAmount,
    ...quote.lineItems.flatMap((line) =>
      line.unitAmount === undefined ? [line.amount] : [line.amount, line.unitAmount],
    ),
  ];
  return [...new Set(amounts)];
}

/** The secure quote payload (snake case, as create_quote_with_customer takes it). */
export function toQuoteData(quote: PricedQuote): QuoteDataInput {
  return {
    description: quote.description,
    project_type: quote.projectType,
    material: quote.material,
    quantity: quote.quantity,
    square_footage: quote.squareFootage,
    material_cost: quote.materialCost,
    setup_fee: quote.setupFee,
    subtotal: quote.subtotal,
    tax_amount: quote.taxAmount,
    total_amount: quote.totalAmount,
  };
}
