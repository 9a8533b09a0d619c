import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import {
  STEPWISE_BREAKDOWN,
  STEPWISE_DEFAULT_PRICE,
  STEPWISE_PRICE_RULES,
  STEPWISE_STEPS,
  stepwiseBreakdown,
  stepwisePrice,
} from './stepwise-quote';
import { quoteDataSchema } from './validation/secure-quote';

describe('STEPWISE_STEPS', () => {
  it('numbers the steps 0..4', () => {
    expect(STEPWISE_STEPS).toEqual({ name: 0, email: 1, details: 2, send: 3, done: 4 });
  });
});

describe('stepwisePrice', () => {
  it.each([
    ['Wrap our fleet of 12 vans', 2500],
    ['Multiple trucks', 2500],
    ['multi-vehicle job', 2500],
    ['Fleets', 2500],
    ['Full wrap on my Sprinter', 1800],
    ['cargo VAN', 1800],
    ['two vans and a car', 1800],
    ['Pickup truck wrap', 1200],
    ['Trucks and cars', 1200],
    ['My car', 950],
    ['a black sedan', 950],
    ['Coupe, matte finish', 950],
    ['storefront sign', 1299],
    ['', 1299],
  ])('%j → %d', (text, price) => {
    expect(stepwisePrice(text)).toBe(price);
  });

  it('ignores keywords inside other words', () => {
    expect(stepwisePrice('cargo trailer')).toBe(1299);
    expect(stepwisePrice('advantage')).toBe(1299);
    expect(stepwisePrice('scar on the door')).toBe(1299);
  });

  // Realistic project descriptions: the compounds and forms the spec's keywords mean, and the
  // look-alikes they do not.
  it.each([
    ['Full wrap for our minivan', 1800],
    ['Graphics on a campervan', 1800],
    ['Two minivans for the school run', 1800],
    ['Our caravan needs a refresh', 1800],
    ['Cargo van, white base', 1800],
    ['Mini-van side panels', 1800],
    ['Sprinters x2', 1800],
    ['Firetruck livery for the museum', 1200],
    ['Food truck wrap with our menu', 1200],
    ['foodtruck branding', 1200],
    ['Two trucks', 1200],
    ['Branding for a trucking company', 1200],
    ['Fleetwide rebrand', 2500],
    ['A fleet-wide rebrand', 2500],
    ['multi-vehicle discount?', 2500],
    ['Multiple cars and a van', 2500],
    ['Our fleets of vans', 2500],
    ['Racing stripes on a coupé', 950],
    ['Matte black sedans', 950],
    ['cargo bike panniers', 1299],
    ['Fix the scar on my door', 1299],
    ['Evan wants a storefront sign', 1299],
    ['Sign for Sullivan & Sons bakery', 1299],
    ['A fleeting idea for a banner', 1299],
    ['Window decals, no vehicle', 1299],
  ])('%j → %d', (text, price) => {
    expect(stepwisePrice(text)).toBe(price);
  });
});

describe('stepwise constants', () => {
  it('match main-site §9', () => {
    expect(STEPWISE_DEFAULT_PRICE).toBe(1299);
    expect(STEPWISE_PRICE_RULES.map((rule) => [rule.price, rule.keywords.map((k) => k.keyword)])).toEqual([
      [2500, ['fleet', 'multi']],
      [1800, ['van', 'sprinter']],
      [1200, ['truck']],
      [950, ['car', 'sedan', 'coupe']],
    ]);
    expect(STEPWISE_BREAKDOWN).toEqual({
      subtotalPercent: 92,
      materialPercent: 60,
      setupFee: 150,
      quantity: 1,
      squareFootage: 100,
      projectType: 'custom',
      material: 'standard-vinyl',
    });
  });
});

describe('stepwiseBreakdown', () => {
  it('splits 1299 into the spec proportions', () => {
    expect(stepwiseBreakdown(1299)).toEqual({
      subtotal: 1195.08,
      tax_amount: 103.92,
      material_cost: 779.4,
      setup_fee: 150,
      quantity: 1,
      square_footage: 100,
      project_type: 'custom',
      material: 'standard-vinyl',
      total_amount: 1299,
    });
  });

  it('splits 2500 exactly', () => {
    expect(stepwiseBreakdown(2500)).toMatchObject({ subtotal: 2300, tax_amount: 200, material_cost: 1500 });
  });

  it('always adds up to the total in cents and forms a valid quote', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (cents) => {
        const b = stepwiseBreakdown(cents / 100);
        expect(toCents(b.subtotal) + toCents(b.tax_amount)).toBe(cents);
        expect(b.tax_amount).toBeGreaterThanOrEqual(0);
        expect(quoteDataSchema.safeParse(b).success).toBe(true);
      }),
    );
  });
});
