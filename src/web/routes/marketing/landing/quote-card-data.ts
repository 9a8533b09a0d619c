import { DEMO_QUOTE_CARD, UPSELLS } from '../../../../domain/demo-quotes';
import { formatUsd, sumDollars } from '../../../../domain/money';
import type { QuoteDataInput } from '../../../../domain/validation/secure-quote';

export type UpsellId = (typeof UPSELLS)[number]['id'];

/** The customer the landing page's demo payment is made for. */
export const DEMO_CUSTOMER = {
  name: 'Demo Customer',
  email: 'demo.customer@example.com',
  source: 'website',
} as const;

/**
 * The demo card's quote with the chosen add-ons: each add-on is named in the description and
 * added to the subtotal and total (tax stays the card's 0). Sums are exact (cents).
 */
export function demoQuoteWithUpsells(selected: readonly UpsellId[]): QuoteDataInput {
  const chosen = UPSELLS.filter((upsell) => selected.includes(upsell.id));
  const subtotal = sumDollars([DEMO_QUOTE_CARD.subtotal, ...chosen.map((u) => u.price)]);
  const description = [
    DEMO_QUOTE_CARD.description,
    ...chosen.map((u) => `${u.name} (+${formatUsd(u.price)})`),
  ].join(' + ');
  return {
    ...DEMO_QUOTE_CARD,
    description,
    subtotal,
    total_amount: sumDollars([subtotal, DEMO_QUOTE_CARD.tax_amount]),
  };
}
