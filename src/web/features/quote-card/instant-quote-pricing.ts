import { DEMO_CHAT_QUOTE } from '../../../domain/demo-quotes';
import { fromCents, percentOfCents, toCents } from '../../../domain/money';
import type { Material, ProjectType, QuoteDataInput } from '../../../domain/validation/secure-quote';

/**
 * The instant-quote card's demo price list. It is anchored on the spec's demo quote (150 sq ft of
 * premium vinyl: material 2800, setup 400, 8 % tax, 3456 in all), so the card's default answer is
 * exactly that quote; other materials and project types are priced relative to it.
 */
export const INSTANT_QUOTE_DEFAULTS = {
  projectType: DEMO_CHAT_QUOTE.project_type,
  material: DEMO_CHAT_QUOTE.material,
  squareFootage: DEMO_CHAT_QUOTE.square_footage,
} as const satisfies { projectType: ProjectType; material: Material; squareFootage: number };

export const INSTANT_QUOTE_TAX_PERCENT = 8;
export const INSTANT_QUOTE_SQFT_MIN = 1;
export const INSTANT_QUOTE_SQFT_MAX = 5000;

/** Price of each material relative to premium vinyl, in percent. */
export const MATERIAL_PRICE_PERCENT: Record<Material, number> = {
  'premium-vinyl': 100,
  'standard-vinyl': 75,
  'perforated-vinyl': 85,
  'reflective-vinyl': 125,
};

export const SETUP_FEES: Record<ProjectType, number> = {
  'vehicle-wrap': DEMO_CHAT_QUOTE.setup_fee,
  'storefront-sign': 300,
  banner: 150,
  custom: 250,
};

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

/** The quote_data for create_quote_with_customer; every sum is done in cents. */
export function priceInstantQuote({ projectType, material, squareFootage }: InstantQuoteInput): InstantQuote {
  const demoMaterialCents = toCents(DEMO_CHAT_QUOTE.material_cost);
  // One multiplication before the single rounding, so 150 sq ft of premium is exactly 2800.00.
  const materialCents = Math.round(
    (demoMaterialCents * squareFootage * MATERIAL_PRICE_PERCENT[material]) /
      (DEMO_CHAT_QUOTE.square_footage * 100),
  );
  const setupCents = toCents(SETUP_FEES[projectType]);
  const subtotalCents = materialCents + setupCents;
  const taxCents = percentOfCents(subtotalCents, INSTANT_QUOTE_TAX_PERCENT);
  return {
    description: `${PROJECT_TYPE_LABELS[projectType]}, ${MATERIAL_LABELS[material].toLowerCase()}, ${squareFootage} sq ft`,
    project_type: projectType,
    material,
    quantity: 1,
    square_footage: squareFootage,
    material_cost: fromCents(materialCents),
    setup_fee: fromCents(setupCents),
    subtotal: fromCents(subtotalCents),
    tax_amount: fromCents(taxCents),
    total_amount: fromCents(subtotalCents + taxCents),
  };
}
