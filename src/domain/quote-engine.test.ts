import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PRICING } from './demo-pricing';
import { toCents } from './money';
import {
  calculateQuote,
  missingQuoteFields,
  offeredMaterials,
  type PricedQuote,
  type PricingRules,
  QUOTE_LIMITS,
  type QuoteCalculation,
  type QuoteRequest,
} from './quote-engine';
import { quoteAmounts, toQuoteData } from './quote-engine-output';
import { MATERIALS, MAX_QUOTE_AMOUNT, PROJECT_TYPES, quoteDataSchema } from './validation/secure-quote';

const DEMO_REQUEST: QuoteRequest = {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 150,
};

function priced(calculation: QuoteCalculation): PricedQuote {
  if (!calculation.ok) throw new Error(`expected a price, got: ${calculation.message}`);
  return calculation.quote;
}

function failed(calculation: QuoteCalculation) {
  if (calculation.ok) throw new Error('expected a failure');
  return calculation;
}

const centsSum = (amounts: readonly number[]) => amounts.reduce((sum, a) => sum + toCents(a), 0);

describe('calculateQuote with the demo pricing (main-site §9)', () => {
  it('prices 150 sq ft of premium vinyl as 2800 + 400 = 3200, tax 256, total 3456', () => {
    const quote = priced(calculateQuote(DEMO_PRICING, DEMO_REQUEST));
    expect(quote).toMatchObject({
      projectType: 'vehicle-wrap',
      material: 'premium-vinyl',
      quantity: 1,
      squareFootage: 150,
      materialCost: 2800,
      setupFee: 400,
      subtotal: 3200,
      taxAmount: 256,
      totalAmount: 3456,
      taxRate: 0.08,
    });
    expect(quote.lineItems).toEqual([
      {
        id: 'material',
        kind: 'material',
        label: 'Premium vinyl, 150 sq ft',
        quantity: 1,
        unitAmount: 2800,
        amount: 2800,
      },
      { id: 'setup-fee', kind: 'setup', label: 'Setup fee', amount: 400 },
    ]);
    expect(quote.description).toBe('Vehicle wrap: 150 sq ft of premium vinyl');
  });

  it('adds window tinting +350 and paint protection +500 as their own lines', () => {
    const tint = priced(calculateQuote(DEMO_PRICING, { ...DEMO_REQUEST, upsellIds: ['window-tinting'] }));
    expect(tint).toMatchObject({
      materialCost: 2800,
      setupFee: 400,
      subtotal: 3550,
      taxAmount: 284,
      totalAmount: 3834,
    });
    expect(tint.lineItems.at(-1)).toEqual({
      id: 'window-tinting',
      kind: 'upsell',
      label: 'Window tinting',
      quantity: 1,
      unitAmount: 350,
      amount: 350,
    });

    const both = priced(
      calculateQuote(DEMO_PRICING, { ...DEMO_REQUEST, upsellIds: ['paint-protection', 'window-tinting'] }),
    );
    expect(both).toMatchObject({ subtotal: 4050, taxAmount: 324, totalAmount: 4374 });
    // In the workspace's order, whatever order they were asked for in.
    expect(both.lineItems.map((l) => [l.id, l.amount])).toEqual([
      ['material', 2800],
      ['setup-fee', 400],
      ['window-tinting', 350],
      ['paint-protection', 500],
    ]);
    expect(both.description).toBe(
      'Vehicle wrap: 150 sq ft of premium vinyl, with window tinting and paint protection film',
    );
  });

  it('counts a repeated upsell once', () => {
    const quote = priced(
      calculateQuote(DEMO_PRICING, { ...DEMO_REQUEST, upsellIds: ['window-tinting', 'window-tinting'] }),
    );
    expect(quote.subtotal).toBe(3550);
  });

  it('forms a valid secure quote payload', () => {
    const data = toQuoteData(priced(calculateQuote(DEMO_PRICING, DEMO_REQUEST)));
    expect(data).toEqual({
      description: 'Vehicle wrap: 150 sq ft of premium vinyl',
      project_type: 'vehicle-wrap',
      material: 'premium-vinyl',
      quantity: 1,
      square_footage: 150,
      material_cost: 2800,
      setup_fee: 400,
      subtotal: 3200,
      tax_amount: 256,
      total_amount: 3456,
    });
    expect(quoteDataSchema.safeParse(data).success).toBe(true);
  });
});

describe('calculateQuote pricing rules', () => {
  it('rounds the material up to the next multiple per item, then multiplies by quantity', () => {
    // 100 sq ft × 12.50 = 1250 exactly: no rounding. 101 sq ft = 1262.50 → 1300.
    expect(
      priced(
        calculateQuote(DEMO_PRICING, { ...DEMO_REQUEST, material: 'standard-vinyl', squareFootage: 100 }),
      ).materialCost,
    ).toBe(1250);
    const three = priced(
      calculateQuote(DEMO_PRICING, {
        ...DEMO_REQUEST,
        material: 'standard-vinyl',
        squareFootage: 101,
        quantity: 3,
      }),
    );
    expect(three.materialCost).toBe(3900);
    expect(three.lineItems[0]).toMatchObject({
      label: 'Standard vinyl, 101 sq ft each',
      quantity: 3,
      unitAmount: 1300,
      amount: 3900,
    });
    expect(three.description).toBe('Vehicle wrap: 3 × 101 sq ft each of standard vinyl');
  });

  it('charges upsells per item and the setup fee once', () => {
    const quote = priced(
      calculateQuote(DEMO_PRICING, { ...DEMO_REQUEST, quantity: 2, upsellIds: ['window-tinting'] }),
    );
    expect(quote).toMatchObject({ materialCost: 5600, setupFee: 400, subtotal: 6700 });
    expect(quote.lineItems.find((l) => l.id === 'window-tinting')).toMatchObject({
      quantity: 2,
      unitAmount: 350,
      amount: 700,
    });
  });

  it('rounds to the cent when there is no rounding step, and prices fractional sizes exactly', () => {
    const rules: PricingRules = {
      ...DEMO_PRICING,
      materialRoundingUsd: 0,
      setupFee: 0,
      minimumOrder: 0,
      taxRate: 0,
    };
    // 0.1 sq ft × 18.50 = 1.85 exactly (a float product would give 1.8500000000000003 → 1.86).
    expect(priced(calculateQuote(rules, { ...DEMO_REQUEST, squareFootage: 0.1 })).totalAmount).toBe(1.85);
    // 0.33 sq ft × 12.50 = 4.125 → rounded up to 4.13.
    expect(
      priced(calculateQuote(rules, { ...DEMO_REQUEST, material: 'standard-vinyl', squareFootage: 0.33 }))
        .materialCost,
    ).toBe(4.13);
    // With no setup fee there is no setup line.
    expect(priced(calculateQuote(rules, DEMO_REQUEST)).lineItems.map((l) => l.id)).toEqual(['material']);
  });

  describe('an area as measured (decision 087)', () => {
    const plain: PricingRules = {
      ...DEMO_PRICING,
      materialRoundingUsd: 0,
      setupFee: 0,
      minimumOrder: 0,
      taxRate: 0,
      materials: { 'standard-vinyl': 12 },
    };
    // 12 ft 6 in × 6 ft 2 in = 925/12 sq ft = 77.0833…, shown as 77.08.
    const measured: QuoteRequest = {
      projectType: 'banner',
      material: 'standard-vinyl',
      squareFootage: 77.08,
      exactSquareFootage: (12.5 * 74) / 12,
    };

    it('prices the area as measured and shows it to hundredths', () => {
      const quote = priced(calculateQuote(plain, measured));
      // 925/12 × $12 = $925.00; 77.08 × $12 would be $924.96.
      expect(quote.materialCost).toBe(925);
      expect(quote.squareFootage).toBe(77.08);
      expect(quote.lineItems[0]).toMatchObject({ label: 'Standard vinyl, 77.08 sq ft', amount: 925 });
      const withoutMeasure = priced(calculateQuote(plain, { ...measured, exactSquareFootage: undefined }));
      expect(withoutMeasure.materialCost).toBe(924.96);
    });

    it('rounds a measured price up to the cent, per item, and keeps every total exact in cents', () => {
      // 2.5 × 3.3333… = 8.3333… sq ft × $12.50 = $104.1666… → $104.17 each, three of them $312.51.
      const rules: PricingRules = {
        ...plain,
        taxRate: 0.08,
        setupFee: 40,
        materials: { 'premium-vinyl': 12.5 },
      };
      const quote = priced(
        calculateQuote(rules, {
          projectType: 'banner',
          material: 'premium-vinyl',
          squareFootage: 8.33,
          exactSquareFootage: 2.5 * (10 / 3),
          quantity: 3,
        }),
      );
      expect(quote.lineItems[0]).toMatchObject({ unitAmount: 104.17, amount: 312.51 });
      expect(quote.subtotal).toBe(352.51);
      expect(quote.taxAmount).toBe(28.2);
      expect(toCents(quote.subtotal) + toCents(quote.taxAmount)).toBe(toCents(quote.totalAmount));
      expect(centsSum(quote.lineItems.map((l) => l.amount))).toBe(toCents(quote.subtotal));
    });

    it('is ignored when it is not the area shown', () => {
      const quote = priced(calculateQuote(plain, { ...measured, exactSquareFootage: 200 }));
      expect(quote.materialCost).toBe(924.96);
    });

    it('gives the same price as the area in hundredths when that is the area', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 10_000 }), (h, c) => {
          const rules: PricingRules = { ...plain, materials: { 'standard-vinyl': c / 100 } };
          const request: QuoteRequest = { ...measured, squareFootage: h / 100 };
          const asRead = priced(calculateQuote(rules, request)).materialCost;
          expect(
            priced(calculateQuote(rules, { ...request, exactSquareFootage: h / 100 })).materialCost,
          ).toBe(asRead);
        }),
      );
    });
  });

  it('tops a small job up to the minimum order with its own line', () => {
    const rules: PricingRules = { ...DEMO_PRICING, setupFee: 0 };
    const quote = priced(
      calculateQuote(rules, { projectType: 'banner', material: 'standard-vinyl', squareFootage: 6 }),
    );
    // 6 × 12.50 = 75 → 100 material, + 150 top-up = 250 minimum, + 8 % = 270.
    expect(quote).toMatchObject({
      materialCost: 100,
      setupFee: 0,
      subtotal: 250,
      taxAmount: 20,
      totalAmount: 270,
    });
    expect(quote.lineItems.at(-1)).toEqual({
      id: 'minimum-order',
      kind: 'minimum',
      label: 'Minimum order top-up',
      amount: 150,
    });
    // Above the minimum there is no top-up.
    expect(
      priced(calculateQuote(DEMO_PRICING, DEMO_REQUEST)).lineItems.some((l) => l.id === 'minimum-order'),
    ).toBe(false);
  });

  it('rounds tax half up to the cent', () => {
    const rules: PricingRules = {
      ...DEMO_PRICING,
      materialRoundingUsd: 0,
      setupFee: 0,
      minimumOrder: 0,
      taxRate: 0.07,
    };
    // 1.50 × 7 % = 0.105 → 0.11 (a float 0.07 * 100 would drift).
    const quote = priced(
      calculateQuote(
        { ...rules, materials: { 'standard-vinyl': 1.5 } },
        {
          projectType: 'custom',
          material: 'standard-vinyl',
          squareFootage: 1,
        },
      ),
    );
    expect(quote).toMatchObject({ subtotal: 1.5, taxAmount: 0.11, totalAmount: 1.61 });
  });

  it('appends the customer’s own description, trimmed and capped', () => {
    const quote = priced(
      calculateQuote(DEMO_PRICING, { ...DEMO_REQUEST, description: '  Matte black, logo on both doors ' }),
    );
    expect(quote.description).toBe(
      'Vehicle wrap: 150 sq ft of premium vinyl (Matte black, logo on both doors)',
    );
    const long = priced(calculateQuote(DEMO_PRICING, { ...DEMO_REQUEST, description: 'x'.repeat(2000) }));
    expect(long.description.length).toBeLessThan(400);
  });
});

describe('calculateQuote missing details', () => {
  it('asks for exactly the missing details, in a fixed order', () => {
    expect(failed(calculateQuote(DEMO_PRICING, {}))).toEqual({
      ok: false,
      missing: ['projectType', 'material', 'squareFootage'],
      problem: 'missing_details',
      details:
        'what the project is (a vehicle wrap, a storefront sign, a banner or something else), ' +
        'which material you would like (premium, standard, perforated or reflective vinyl) and ' +
        'roughly how many square feet it covers (for example 150 sq ft, or 10 x 15 ft)',
      message:
        'To prepare your quote, could you tell me what the project is (a vehicle wrap, a storefront sign, a banner or something else), ' +
        'which material you would like (premium, standard, perforated or reflective vinyl) and ' +
        'roughly how many square feet it covers (for example 150 sq ft, or 10 x 15 ft)?',
    });
    expect(failed(calculateQuote(DEMO_PRICING, { projectType: 'banner', squareFootage: 20 }))).toMatchObject({
      missing: ['material'],
      message:
        'To prepare your quote, could you tell me which material you would like (premium, standard, perforated or reflective vinyl)?',
    });
    expect(
      failed(calculateQuote(DEMO_PRICING, { projectType: 'banner', material: 'standard-vinyl' })).message,
    ).toBe(
      'To prepare your quote, could you tell me roughly how many square feet it covers (for example 150 sq ft, or 10 x 15 ft)?',
    );
  });

  it('lists only the materials the workspace prices', () => {
    const rules: PricingRules = {
      ...DEMO_PRICING,
      materials: { 'standard-vinyl': 10, 'reflective-vinyl': 20 },
    };
    expect(failed(calculateQuote(rules, { projectType: 'banner', squareFootage: 5 })).message).toContain(
      '(standard or reflective vinyl)',
    );
    expect(offeredMaterials(rules)).toEqual(['standard-vinyl', 'reflective-vinyl']);
  });

  it('treats null and empty strings from tool calls as missing', () => {
    const request = { projectType: '', material: null, squareFootage: undefined } as unknown as QuoteRequest;
    expect(missingQuoteFields(request)).toEqual(['projectType', 'material', 'squareFootage']);
  });
});

describe('calculateQuote refusals', () => {
  it.each([
    ['unknown project type', { ...DEMO_REQUEST, projectType: 'boat' }, 'unknown_project_type'],
    ['material off the whitelist', { ...DEMO_REQUEST, material: 'gold-leaf' }, 'unknown_material'],
    ['zero size', { ...DEMO_REQUEST, squareFootage: 0 }, 'invalid_size'],
    ['negative size', { ...DEMO_REQUEST, squareFootage: -5 }, 'invalid_size'],
    ['NaN size', { ...DEMO_REQUEST, squareFootage: Number.NaN }, 'invalid_size'],
    ['huge size', { ...DEMO_REQUEST, squareFootage: QUOTE_LIMITS.maxSquareFootage + 1 }, 'invalid_size'],
    ['fractional quantity', { ...DEMO_REQUEST, quantity: 1.5 }, 'invalid_quantity'],
    ['zero quantity', { ...DEMO_REQUEST, quantity: 0 }, 'invalid_quantity'],
    ['too many', { ...DEMO_REQUEST, quantity: QUOTE_LIMITS.maxQuantity + 1 }, 'invalid_quantity'],
    ['unknown upsell', { ...DEMO_REQUEST, upsellIds: ['ceramic-coating'] }, 'unknown_upsell'],
  ] as const)('%s', (_name, request, problem) => {
    const result = failed(calculateQuote(DEMO_PRICING, request as unknown as QuoteRequest));
    expect(result.problem).toBe(problem);
    expect(result.missing).toEqual([]);
    expect(result.message).not.toMatch(/\$/);
  });

  it('says clearly what is wrong', () => {
    expect(
      failed(calculateQuote(DEMO_PRICING, { ...DEMO_REQUEST, upsellIds: ['ceramic-coating'] })).message,
    ).toBe(
      'This add-on is not available: ceramic-coating. The add-ons on offer are window tinting and paint protection film.',
    );
    const unpriced: PricingRules = { ...DEMO_PRICING, materials: { 'standard-vinyl': 12.5 } };
    expect(failed(calculateQuote(unpriced, DEMO_REQUEST)).message).toBe(
      'That material is not one we price here. Which would you like instead: standard vinyl?',
    );
    expect(failed(calculateQuote(DEMO_PRICING, { ...DEMO_REQUEST, squareFootage: 0 })).message).toBe(
      'Could you check the size? I need the area in square feet: more than 0 and at most 10,000 sq ft per item.',
    );
  });

  it('refuses a material priced at 0 and broken rules', () => {
    expect(
      failed(calculateQuote({ ...DEMO_PRICING, materials: { 'premium-vinyl': 0 } }, DEMO_REQUEST)).problem,
    ).toBe('unknown_material');
    for (const broken of [
      { taxRate: -0.1 },
      { taxRate: 2 },
      { setupFee: Number.NaN },
      { minimumOrder: -1 },
    ]) {
      expect(failed(calculateQuote({ ...DEMO_PRICING, ...broken }, DEMO_REQUEST)).problem).toBe(
        'invalid_pricing',
      );
    }
  });

  it('never quotes above MAX_QUOTE_AMOUNT', () => {
    const rules: PricingRules = { ...DEMO_PRICING, materials: { 'premium-vinyl': 100 } };
    // 10,000 sq ft × 100 × 2 = 2,000,000: too large for a chat quote.
    expect(
      failed(calculateQuote(rules, { ...DEMO_REQUEST, squareFootage: 10_000, quantity: 2 })).problem,
    ).toBe('over_maximum');
    // Just under the cap before tax, over it after tax.
    const edge = calculateQuote(
      { ...rules, setupFee: 0, materialRoundingUsd: 0 },
      { ...DEMO_REQUEST, squareFootage: 9_500 },
    );
    expect(failed(edge).problem).toBe('over_maximum');
  });
});

describe('calculateQuote properties', () => {
  const arbRules = fc.record({
    currency: fc.constant('USD'),
    taxRate: fc.integer({ min: 0, max: 2500 }).map((bp) => bp / 10_000),
    setupFee: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
    minimumOrder: fc.integer({ min: 0, max: 200_000 }).map((c) => c / 100),
    materialRoundingUsd: fc.constantFrom(0, 1, 5, 25, 50, 100),
    materials: fc.record({
      'premium-vinyl': fc.integer({ min: 1, max: 10_000 }).map((c) => c / 100),
      'standard-vinyl': fc.integer({ min: 1, max: 10_000 }).map((c) => c / 100),
    }),
    upsells: fc.constant(DEMO_PRICING.upsells),
  }) satisfies fc.Arbitrary<PricingRules>;
  const arbRequest = fc.record({
    projectType: fc.constantFrom(...PROJECT_TYPES),
    material: fc.constantFrom('premium-vinyl' as const, 'standard-vinyl' as const),
    squareFootage: fc.integer({ min: 1, max: 1_000_000 }).map((h) => h / 100),
    quantity: fc.integer({ min: 1, max: 50 }),
    upsellIds: fc.subarray(['window-tinting', 'paint-protection']),
  });

  it('adds up exactly in cents, respects the minimum and the cap, and forms a valid payload', () => {
    fc.assert(
      fc.property(arbRules, arbRequest, (rules, request) => {
        const result = calculateQuote(rules, request);
        if (!result.ok) {
          expect(result.problem).toBe('over_maximum');
          return;
        }
        const q = result.quote;
        expect(centsSum(q.lineItems.map((l) => l.amount))).toBe(toCents(q.subtotal));
        expect(toCents(q.subtotal) + toCents(q.taxAmount)).toBe(toCents(q.totalAmount));
        expect(toCents(q.subtotal)).toBeGreaterThanOrEqual(toCents(rules.minimumOrder));
        expect(q.totalAmount).toBeLessThanOrEqual(MAX_QUOTE_AMOUNT);
        for (const amount of quoteAmounts(q)) expect(toCents(amount) / 100).toBe(amount);
        // The material is never below the exact price and is a multiple of the rounding step.
        const exact = rules.materials[request.material] * request.squareFootage * request.quantity;
        expect(q.materialCost).toBeGreaterThanOrEqual(Math.floor(exact * 100) / 100);
        if (rules.materialRoundingUsd > 0) {
          expect(toCents(q.materialCost / q.quantity) % toCents(rules.materialRoundingUsd)).toBe(0);
        }
        expect(quoteDataSchema.safeParse(toQuoteData(q)).success).toBe(true);
      }),
    );
  });

  it('is deterministic and never prices a material it does not offer', () => {
    fc.assert(
      fc.property(arbRules, arbRequest, fc.constantFrom(...MATERIALS), (rules, request, material) => {
        expect(calculateQuote(rules, request)).toEqual(calculateQuote(rules, request));
        const result = calculateQuote(rules, { ...request, material });
        if (rules.materials[material as keyof typeof rules.materials] === undefined) {
          expect(result.ok).toBe(false);
        }
      }),
    );
  });
});

describe('quoteAmounts', () => {
  it('lists every amount of the quote once', () => {
    const quote = priced(
      calculateQuote(DEMO_PRICING, { ...DEMO_REQUEST, quantity: 2, upsellIds: ['window-tinting'] }),
    );
    expect(quoteAmounts(quote).sort((a, b) => a - b)).toEqual([350, 400, 536, 700, 2800, 5600, 6700, 7236]);
  });
});
