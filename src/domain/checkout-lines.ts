import { toCents } from './money';

/** One line of what a checkout charges, in integer cents. */
export interface CheckoutLine {
  label: string;
  amountCents: number;
}

/** The quote's figures a checkout itemises (decimal strings as stored, or numbers). */
export interface CheckoutQuoteFigures {
  lineItems: readonly { label: string; amount: string | number; quantity?: number }[];
  materialCost: string | number;
  setupFee: string | number;
  subtotal: string | number;
  taxAmount: string | number;
}

export const CHECKOUT_LINE_LABELS = {
  material: 'Material',
  setupFee: 'Setup fee',
  addOns: 'Add-ons',
  tax: 'Tax',
  adjustment: 'Adjustment',
} as const;

const cents = (amount: string | number): number => {
  const value = toCents(amount);
  return Number.isFinite(value) ? value : 0;
};

/**
 * What a quote checkout charges, line by line, adding up to the charged amount to the cent:
 * the quote's own lines (or, for a quote stored without them, its material and setup fee), an
 * add-on the subtotal holds beyond those lines as a line of its own, then the tax. Subtotal and
 * total are sums, never lines. Whatever still differs from the charged amount (figures edited
 * by hand) is one Adjustment line, so the lines always agree with what is charged. The test
 * checkout's page and the Stripe session are both built from these lines.
 */
export function quoteCheckoutLines(quote: CheckoutQuoteFigures, chargedCents: number): CheckoutLine[] {
  const lines: CheckoutLine[] = quote.lineItems.map((item) => ({
    label: item.quantity && item.quantity > 1 ? `${item.label} × ${item.quantity}` : item.label,
    amountCents: cents(item.amount),
  }));
  if (lines.length === 0) {
    const material = cents(quote.materialCost);
    const setup = cents(quote.setupFee);
    if (material > 0) lines.push({ label: CHECKOUT_LINE_LABELS.material, amountCents: material });
    if (setup > 0) lines.push({ label: CHECKOUT_LINE_LABELS.setupFee, amountCents: setup });
  }
  const itemsCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const addOns = cents(quote.subtotal) - itemsCents;
  if (addOns > 0) lines.push({ label: CHECKOUT_LINE_LABELS.addOns, amountCents: addOns });
  const tax = cents(quote.taxAmount);
  if (tax > 0) lines.push({ label: CHECKOUT_LINE_LABELS.tax, amountCents: tax });
  const rest = chargedCents - lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (rest !== 0) lines.push({ label: CHECKOUT_LINE_LABELS.adjustment, amountCents: rest });
  return lines.filter((line) => line.amountCents !== 0);
}
