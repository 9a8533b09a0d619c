import type { PricingRules } from './quote-engine';
import type { Material } from './validation/secure-quote';

/**
 * The platform demo workspace's pricing (a vehicle wrap and signage shop). Chosen so the spec's
 * demo quote comes out of the engine exactly: 150 sq ft of premium vinyl = 2775 → rounded up to
 * 2800, + 400 setup = 3200, + 8 % tax 256 = 3456; upsells +350 and +500 (main-site §9).
 */

/** USD per square foot. */
export const DEMO_MATERIAL_PRICES: Readonly<Record<Material, number>> = {
  'standard-vinyl': 12.5,
  'premium-vinyl': 18.5,
  'perforated-vinyl': 15,
  'reflective-vinyl': 22,
};

export const DEMO_PRICING: PricingRules = {
  currency: 'USD',
  taxRate: 0.08,
  setupFee: 400,
  minimumOrder: 250,
  materialRoundingUsd: 50,
  materials: { ...DEMO_MATERIAL_PRICES },
  upsells: [
    { id: 'window-tinting', label: 'Window tinting', price: 350 },
    { id: 'paint-protection', label: 'Paint protection film', price: 500 },
  ],
};
