import { describe, expect, it } from 'vitest';
import { calculateQuote, type PricingRules } from '../quote-engine';
import { extractQuoteRequest, sizeAsWritten } from './quote-request';

/** Sizes and changes of mind as customers say them (decision 087), each rule in words of its own. */

const request = (...messages: string[]) => extractQuoteRequest(messages);

describe('a size said of the sides is each side’s', () => {
  it.each([
    ['the two sides named after the size', 'camper 15 ft long and 6 ft 6 in tall, just the two sides', 195],
    ['"both sides" before the size', 'both sides of the box truck please, 14 by 7', 196],
    ['"2 sides"', 'lettering for 2 sides, 10x3 ft', 60],
    ['"each side"', 'each side of the trailer is 12 by 5', 120],
    ['"per side"', 'van graphics, 9 x 4 ft per side', 72],
    ['"sides" with one size', 'the sides of the minibus are about 13 ft 3 in × 5\'6"', 145.75],
    ['three panels counted', 'all three panels of the kiosk, 4 by 6 each', 72],
  ])('%s', (_, message, squareFeet) => {
    expect(request(message).squareFootage).toBe(squareFeet);
  });

  it('says how it read the size, so a misreading shows', () => {
    expect(sizeAsWritten(['bus shelter ad, 16 ft long and 7 ft 6 in high, the two sides'])).toMatchObject({
      squareFeet: 240,
      written: '16 ft x 7 ft 6 in on each of the two sides',
    });
  });

  it.each([
    ['a size said to be all of them', 'both sides together come to 18 by 6'],
    ['one side only', 'just one side of the van, 18 by 6'],
    ['other parts sharing the size', 'both sides and the back doors, 18 by 6'],
    ['a banner’s finishing on its edges', '18 by 6 banner with grommets on both sides'],
    ['the sides of something else', '18 by 6 sign, seen from both sides of the road'],
  ])('keeps one size for %s', (_, message) => {
    expect(request(message).squareFootage).toBe(108);
  });

  it('keeps an area said beside the sides as their whole, unless "each" is said of the sides', () => {
    expect(request('decals on the sides of the van, about 75 sq ft').squareFootage).toBe(75);
    expect(request('decals on both sides of the van, 75 sq ft each').squareFootage).toBe(150);
    expect(sizeAsWritten(['decals on both sides of the van, 75 sq ft each'])?.written).toBe(
      '75 sq ft on each of the two sides',
    );
  });
});

describe('a count of items beside a size is the quantity', () => {
  it.each([
    ['before the items', 'five banners 4x2, standard', { quantity: 5, squareFootage: 8 }],
    ['after the size, spaced', 'banner 4x2 x5 standard', { quantity: 5, squareFootage: 8 }],
    ['after the size, before a comma', 'banners 4x2 x5, standard', { quantity: 5, squareFootage: 8 }],
    ['after the size, "x 5"', '4x2 x 5 banners', { quantity: 5, squareFootage: 8 }],
    ['after a spaced size, "x5"', '4 x 2 ft x5 signs', { quantity: 5, squareFootage: 8 }],
    ['in brackets', 'mesh banner 4x2 (x5)', { quantity: 5, squareFootage: 8 }],
    ['"times"', 'stickers 4x2 times 5', { quantity: 5, squareFootage: 8 }],
    ['each item sized', 'five yard signs, each 4 by 2', { quantity: 5, squareFootage: 8 }],
  ])('%s', (_, message, expected) => {
    expect(request(message)).toMatchObject(expected);
  });

  it.each(['box truck 16x8x8', 'a crate 4 x 2 x 5'])('reads no count in a third measure: %j', (message) => {
    expect(request(message).quantity).toBeUndefined();
  });

  it('counts the sides of each item counted', () => {
    expect(request('4 vans, both sides, 12x5 each')).toMatchObject({ quantity: 4, squareFootage: 120 });
  });

  it('keeps "each" said of the items counted for an area', () => {
    expect(request('4 vans, both sides, 80 sq ft each')).toMatchObject({ quantity: 4, squareFootage: 80 });
  });
});

describe('a double-sided sign has two faces', () => {
  it.each([
    ['a 6x3 sign, double-sided', 36],
    ['pavement sign 6 by 3 printed on both sides', 36],
    ['two-sided blade sign, 6x3', 36],
    ['6x3 sign, single sided', 18],
    ['double-sided sign, 18 sq ft in total', 18],
  ])('%j → %d sq ft', (message, squareFeet) => {
    expect(request(message).squareFootage).toBe(squareFeet);
  });

  it('per item, beside a count of items', () => {
    expect(request('two double sided signs, 6x3 each')).toMatchObject({ quantity: 2, squareFootage: 36 });
  });
});

describe('two materials in one message: the one chosen', () => {
  const start = 'wrap for the food truck, 140 sq ft, premium vinyl';
  it.each([
    [
      'chosen, the other priced too high',
      'actually make it standard, premium is too pricey',
      'standard-vinyl',
    ],
    [
      'the other priced too high first',
      "the premium's a bit too expensive, go with standard",
      'standard-vinyl',
    ],
    ['"switch to"', 'switch to reflective and forget the premium', 'reflective-vinyl'],
    [
      '"instead", the other over budget',
      'perforated instead, premium is over our budget',
      'perforated-vinyl',
    ],
    ['"do it in"', 'drop the premium and do it in reflective', 'reflective-vinyl'],
    ['"not"', 'not premium, standard please', 'standard-vinyl'],
  ])('%s', (_, change, material) => {
    expect(request(start, change).material).toBe(material);
  });

  it.each([
    'premium or standard, which is better?',
    'is standard cheaper than premium?',
    'standard and premium both sound good',
  ])('keeps the earlier choice when none is chosen: %j', (message) => {
    expect(request(start, message).material).toBe('premium-vinyl');
  });
});

describe('the price of a size in feet and inches (decision 087)', () => {
  const rules: PricingRules = {
    currency: 'USD',
    taxRate: 0,
    setupFee: 0,
    minimumOrder: 0,
    materialRoundingUsd: 0,
    materials: { 'standard-vinyl': 12 },
    upsells: [],
  };

  it('is worked from the area as measured, shown to hundredths', () => {
    const read = request('banner 12 ft 6 in x 6\'2", standard vinyl');
    expect(read.squareFootage).toBe(77.08);
    const calculation = calculateQuote(rules, read);
    expect(calculation.ok && calculation.quote.materialCost).toBe(925);
  });

  it('for the sides counted too', () => {
    // 2 × 925/12 = 154.1666… sq ft × $12 = $1,850.00 (154.17 × 12 would be 1,850.04).
    const read = request('the sides are 12 ft 6 in x 6\'2", standard vinyl, banner style');
    expect(read.squareFootage).toBe(154.17);
    const calculation = calculateQuote(rules, read);
    expect(calculation.ok && calculation.quote.materialCost).toBe(1850);
  });

  it('a bare size given since replaces the measured one', () => {
    const read = request('banner 12 ft 6 in x 6\'2", standard vinyl', 'sorry I meant 80');
    expect(read).toMatchObject({ squareFootage: 80 });
    expect(read.exactSquareFootage).toBeUndefined();
  });
});
