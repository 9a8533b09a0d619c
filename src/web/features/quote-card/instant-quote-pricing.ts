import { DEMO_PRICING } from '../../../domain/demo-pricing';
import { DEMO_CHAT_QUOTE } from '../../../domain/demo-quotes';
import { calculateQuote } from '../../../domain/quote-engine';
import { toQuoteData } from '../../../domain/quote-engine-output';
import type { Material, ProjectType, QuoteDataInput } from '../../../domain/validation/secure-quote';

/**
 * The instant-quote card prices with the quote engine and the demo workspace's pricing
 * (DEMO_PRICING, which the seed stores), the same the server checks create_quote_with_customer
 * against: the card shows exactly what the quote will say. Its default is the spec's demo quote
 * (150 sq ft of premium vinyl: material 2800, setup 400, 8 % tax, 3456 in all).
 */
export const INSTANT_QUOTE_DEFAULTS = {
  projectType: DEMO_CHAT_QUOTE.project_type,
  material: DEMO_CHAT_QUOTE.material,
  squareFootage: DEMO_CHAT_QUOTE.square_footage,
} as const satisfies { projectType: ProjectType; material: Material; squareFootage: number };

export const INSTANT_QUOTE_TAX_PERCENT = Math.round(DEMO_PRICING.taxRate * 100);
export const INSTANT_QUOTE_SQFT_MIN = 1;
export const INSTANT_QUOTE_SQFT_MAX = 5000;

export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  'vehicle-wrap': 'Vehicle wrap',
  'storefront-sign': 'Storefront sign',
  banner: 'Banner',
  custom: 'Custom project',
};

export const MATERIAL_LABELS: Record<Material, string> = {
  'premium-vinyl': 'Premium vinyl',
  'standard-vinyl': 'Standard vinyl',
  'perforated-vinyl': 'Perforated vinyl',
  'reflective-vinyl': 'Reflective vinyl',
};

export interface InstantQuoteInput {
  projectType: ProjectType;
  material: Material;
  squareFootage: number;
}

export type InstantQuote = Required<Omit<QuoteDataInput, 'description'>> & { description: string };

export function isValidSquareFootage(value: number): boolean {
  return Number.isInteger(value) && value >= INSTANT_QUOTE_SQFT_MIN && value <= INSTANT_QUOTE_SQFT_MAX;
}

/** The quote_data for create_quote_with_customer: the engine's figures for the chosen job. */
export function priceInstantQuote({ projectType, material, squareFootage }: InstantQuoteInput): InstantQuote {
  const result = calculateQuote(DEMO_PRICING, { projectType, material, squareFootage, quantity: 1 });
  // The card offers only what the demo pricing sells, in sizes the engine takes (1 to 5,000 sq ft).
  if (!result.ok) throw new RangeError(result.message);
  const { description: _engineWords, ...figures } = toQuoteData(result.quote);
  return {
    ...figures,
    description: `${PROJECT_TYPE_LABELS[projectType]}, ${MATERIAL_LABELS[material].toLowerCase()}, ${squareFootage} sq ft`,
  };
}
