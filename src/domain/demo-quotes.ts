import type { QuoteDataInput } from './validation/secure-quote';

/**
 * Fixed marketing figures. Only the amounts and square footage come from the specs; project
 * type, material, quantity and description are filled in so each is a valid quote payload.
 * They stay constants (the pages render them without a calculation), and demo-quotes.test.ts
 * checks each equals the quote engine's output for DEMO_PRICING (src/domain/demo-pricing.ts).
 */
export const DEMO_QUOTE_CARD = {
  description: 'Full vehicle wrap (demo)',
  project_type: 'vehicle-wrap',
  material: 'premium-vinyl',
  quantity: 1,
  square_footage: 150,
  material_cost: 2800,
  setup_fee: 400,
  subtotal: 3200,
  tax_amount: 0,
  total_amount: 3200,
} as const satisfies QuoteDataInput;

/** The chat demo's quote: the card's figures with 8 % tax. */
export const DEMO_CHAT_QUOTE = {
  ...DEMO_QUOTE_CARD,
  tax_amount: 256,
  total_amount: 3456,
} as const satisfies QuoteDataInput;

export const UPSELLS = [
  { id: 'window-tinting', name: 'Window Tinting', price: 350 },
  { id: 'paint-protection', name: 'Paint Protection', price: 500 },
] as const;

/**
 * The admin "Generate Demo Quote" sample. The spec fixes subtotal, tax and total; material cost,
 * setup fee and size are our split of that subtotal (1656 + 400, 360 sq ft at 4.60).
 */
export const DASHBOARD_DEMO_QUOTE = {
  description: 'Demo quote: partial vehicle wrap',
  project_type: 'vehicle-wrap',
  material: 'standard-vinyl',
  quantity: 1,
  square_footage: 360,
  material_cost: 1656,
  setup_fee: 400,
  subtotal: 2056,
  tax_amount: 164.48,
  total_amount: 2220.48,
} as const satisfies QuoteDataInput;
