import {
  calculateFlatQuote,
  type FlatQuoteRules,
  type KeywordPriceRule,
  keywordPricer,
} from './quote-engine-flat';
import type { Material, ProjectType } from './validation/secure-quote';

/** Steps of the stepwise demo quote chat; the price is computed on leaving `details`. */
export const STEPWISE_STEPS = { name: 0, email: 1, details: 2, send: 3, done: 4 } as const;
export type StepwiseStep = (typeof STEPWISE_STEPS)[keyof typeof STEPWISE_STEPS];

/**
 * Checked in the spec's order; the first match decides. Each keyword takes its usual forms
 * ('trucks', 'trucking', 'fleetwide', 'fleet-wide'). 'multi' is a prefix in the spec's sense, so
 * anything may follow it (multiple, multi-vehicle). Van and truck also match in the compounds
 * listed, not after any letters, so names such as Evan, Ivan or Sullivan never price a van.
 */
export const STEPWISE_PRICE_RULES = [
  { keywords: [{ keyword: 'fleet' }, { keyword: 'multi', open: true }], price: 2500 },
  {
    keywords: [{ keyword: 'van', prefixes: ['mini', 'camper', 'cara', 'cargo'] }, { keyword: 'sprinter' }],
    price: 1800,
  },
  { keywords: [{ keyword: 'truck', prefixes: ['fire', 'food', 'tow', 'dump', 'mini'] }], price: 1200 },
  { keywords: [{ keyword: 'car' }, { keyword: 'sedan' }, { keyword: 'coupe' }], price: 950 },
] as const satisfies readonly KeywordPriceRule[];
export const STEPWISE_DEFAULT_PRICE = 1299;

// The quote engine's keyword mode prices the stepwise demo, so its figures have one source.
const priceByKeyword = keywordPricer(STEPWISE_PRICE_RULES, STEPWISE_DEFAULT_PRICE);

export function stepwisePrice(projectText: string): number {
  return priceByKeyword(projectText);
}

export const STEPWISE_BREAKDOWN = {
  subtotalPercent: 92,
  materialPercent: 60,
  setupFee: 150,
  quantity: 1,
  squareFootage: 100,
  projectType: 'custom',
  material: 'standard-vinyl',
} as const satisfies FlatQuoteRules;

export interface StepwiseBreakdown {
  subtotal: number;
  tax_amount: number;
  material_cost: number;
  setup_fee: number;
  quantity: number;
  square_footage: number;
  project_type: ProjectType;
  material: Material;
  total_amount: number;
}

/**
 * Subtotal 92 % and tax 8 % of the total, material 60 % of the total, from the quote engine's
 * flat mode. Tax is the remainder in cents, so subtotal + tax always equals the total exactly.
 */
export function stepwiseBreakdown(total: number): StepwiseBreakdown {
  const quote = calculateFlatQuote(total, STEPWISE_BREAKDOWN);
  return {
    subtotal: quote.subtotal,
    tax_amount: quote.taxAmount,
    material_cost: quote.materialCost,
    setup_fee: quote.setupFee,
    quantity: quote.quantity,
    square_footage: quote.squareFootage,
    project_type: quote.projectType,
    material: quote.material,
    total_amount: quote.totalAmount,
  };
}
