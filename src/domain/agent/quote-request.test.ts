import { describe, expect, it } from 'vitest';
import { DEMO_PRICING } from '../demo-pricing';
import { calculateQuote } from '../quote-engine';
import { extractQuoteRequest, sizeAsWritten } from './quote-request';
import { parseQuantity, parseSquareFootage } from './quote-request-numbers';

const one = (text: string) => extractQuoteRequest([text]);

describe('extractQuoteRequest: project type', () => {
  it.each([
    ['I need a wrap for my car', 'vehicle-wrap'],
    ['Can you do our cargo van?', 'vehicle-wrap'],
    ['Quote for 2 box trucks please', 'vehicle-wrap'],
    ['Our fleet needs new branding', 'vehicle-wrap'],
    ['Full wrap, matte black', 'vehicle-wrap'],
    ['We got the vehicle wrapped last year', 'vehicle-wrap'],
    ['New sign for the bakery', 'storefront-sign'],
    ['Our storefront needs lettering', 'storefront-sign'],
    ['Window graphics for our shop window', 'storefront-sign'],
    ['A vinyl banner for the fair', 'banner'],
    ['Banner for my food truck', 'banner'],
    ['Van wrap and a storefront sign', 'vehicle-wrap'],
    ['Wall decals for the office', 'custom'],
    ['Some stickers, 20 sq ft of premium', 'custom'],
  ] as const)('%j → %s', (text, type) => {
    expect(one(text).projectType).toBe(type);
  });

  it.each([
    'Hello there',
    'What are your opening hours?',
    'Fix the scar on my door',
    'Let me wrap this up: thanks!',
    'Where do I sign up?',
    'I am in charge of cargo logistics',
    'My name is Evan',
  ])('no project in %j', (text) => {
    expect(one(text).projectType).toBeUndefined();
  });

  it('reads graphics on a window as a storefront sign', () => {
    expect(one('want graphics on the front window of the studio')).toMatchObject({
      projectType: 'storefront-sign',
    });
  });

  it('ignores a type ruled out', () => {
    expect(one('not a banner, a sign')).toMatchObject({ projectType: 'storefront-sign' });
  });
});

describe('extractQuoteRequest: material', () => {
  it.each([
    ['premium vinyl please', 'premium-vinyl'],
    ['Let’s go premium', 'premium-vinyl'],
    ['standard vinyl', 'standard-vinyl'],
    ['the basic option is fine', 'standard-vinyl'],
    ['Standard', 'standard-vinyl'],
    ['standard please!', 'standard-vinyl'],
    ['perforated for the windows', 'perforated-vinyl'],
    ['see-through window film', 'perforated-vinyl'],
    ['Reflective vinyl for night visibility', 'reflective-vinyl'],
    ['not premium, reflective', 'reflective-vinyl'],
    ['banner 3x5 standard pls', 'standard-vinyl'],
    ['how much in standard?', 'standard-vinyl'],
    ['I want reflective instead of premium', 'reflective-vinyl'],
    ['its about 180 square feet, standard is fine', 'standard-vinyl'],
    ["basic's good for us", 'standard-vinyl'],
    ['graphics that still let light through', 'perforated-vinyl'],
    ['window film we can see out of', 'perforated-vinyl'],
  ] as const)('%j → %s', (text, material) => {
    expect(one(text).material).toBe(material);
  });

  it.each([
    'What is your standard turnaround?',
    'Premium or standard, what is the difference?',
    'Is the standard warranty included?',
    'standard turnaround is fine',
    'is standard shipping ok?',
  ])('no material in %j', (text) => {
    expect(one(text).material).toBeUndefined();
  });
});

describe('parseSquareFootage', () => {
  it.each([
    ['150 sq ft', 150],
    ['about 150 sq. ft.', 150],
    ['150sqft', 150],
    ['150 square feet', 150],
    ['1,200 square foot wall', 1200],
    ['12.5 sq ft', 12.5],
    ['150 ft²', 150],
    ['10x15 ft', 150],
    ['10 x 15 feet', 150],
    ["10' x 15'", 150],
    ['10ft by 15ft', 150],
    ['a 3x6 banner', 18],
    ['24 x 36 in poster', 6],
    ['14 m²', 150.69],
    ['150 sq ft, sorry, 180 sq ft', 180],
  ])('%j → %d', (text, sqft) => {
    expect(parseSquareFootage(text)).toBe(sqft);
  });

  it.each(['3 vans', 'call 555-123-4567', 'in 2026', 'F-150 truck', '150'])('none in %j', (text) => {
    expect(parseSquareFootage(text)).toBeUndefined();
  });
});

describe('parseQuantity', () => {
  it.each([
    ['3 vans', 3],
    ['two trucks', 2],
    ['Twelve cars', 12],
    ['3 white cargo vans', 3],
    ['a couple of sedans', 2],
    ['a fleet of 12', 12],
    ['Sprinters x2', 2],
    ['qty: 4', 4],
    ['5 banners', 5],
    ['10 x 15 ft banner, 2 banners', 2],
  ])('%j → %d', (text, quantity) => {
    expect(parseQuantity(text)).toBe(quantity);
  });

  it.each([
    'my 2019 van',
    '10 x 15 ft banner',
    '150 sq ft',
    'an F-150 truck',
    'a 3x6 banner',
    'one of these days',
  ])('none in %j', (text) => {
    expect(parseQuantity(text)).toBeUndefined();
  });
});

describe('extractQuoteRequest: upsells', () => {
  it('finds tinting and paint protection, and drops ones ruled out', () => {
    expect(one('Add window tint and paint protection').upsellIds).toEqual([
      'window-tinting',
      'paint-protection',
    ]);
    expect(one('with PPF please').upsellIds).toEqual(['paint-protection']);
    expect(one('no tint please').upsellIds).toBeUndefined();
    expect(
      extractQuoteRequest(['add tint and paint protection', 'actually, skip the tint']).upsellIds,
    ).toEqual(['paint-protection']);
    expect(extractQuoteRequest(['add tint', 'no extras after all']).upsellIds).toBeUndefined();
  });

  it('matches the workspace’s own upsell labels and returns only its ids', () => {
    const upsells = [{ id: 'ceramic', label: 'Ceramic coating' }];
    expect(extractQuoteRequest(['ceramic coating and tint'], { upsells }).upsellIds).toEqual(['ceramic']);
  });

  it('reads a message anew for other upsells: what is remembered of it is per set of upsells', () => {
    const message = 'ceramic coating and tint';
    expect(extractQuoteRequest([message]).upsellIds).toEqual(['window-tinting']);
    expect(
      extractQuoteRequest([message], { upsells: [{ id: 'ceramic', label: 'Ceramic coating' }] }).upsellIds,
    ).toEqual(['ceramic']);
    expect(
      extractQuoteRequest([message], { upsells: [{ id: 'window-tinting', label: 'Window tinting' }] })
        .upsellIds,
    ).toEqual(['window-tinting']);
    expect(extractQuoteRequest([message]).upsellIds).toEqual(['window-tinting']);
  });
});

describe('extractQuoteRequest: a conversation', () => {
  it('collects details over several messages, later ones winning', () => {
    const request = extractQuoteRequest([
      'Hi! I want to wrap our vans',
      'We have 3 vans, about 150 sq ft each',
      'Premium vinyl. Could you add window tinting?',
      'Actually make it standard vinyl, and 160 sq ft',
    ]);
    expect(request).toEqual({
      projectType: 'vehicle-wrap',
      material: 'standard-vinyl',
      squareFootage: 160,
      quantity: 3,
      upsellIds: ['window-tinting'],
    });
  });

  it('reads a bare number correcting the last one given as that detail', () => {
    const car = 'standard vinyl car wrap, 160 sq ft, how much?';
    expect(extractQuoteRequest([car, 'oops i meant 180'])).toMatchObject({ squareFootage: 180 });
    expect(extractQuoteRequest([car, 'sorry, make it 175.5'])).toMatchObject({ squareFootage: 175.5 });
    const vans = '4 vans, premium, 150 sq ft each';
    expect(extractQuoteRequest(['premium van wrap 150 sq ft', 'we have 4 vans', 'actually 5'])).toMatchObject(
      {
        squareFootage: 150,
        quantity: 5,
      },
    );
    // Nothing to correct yet, or a number that names its own unit: read as usual.
    expect(extractQuoteRequest(['i meant 180'])).toEqual({});
    expect(extractQuoteRequest([vans, 'oops i meant 160 sq ft'])).toMatchObject({
      squareFootage: 160,
      quantity: 4,
    });
  });

  it('reads a new count for the job already described', () => {
    const banner = '3x5 banner standard vinyl, price?';
    expect(extractQuoteRequest([banner, 'what if i need 3 of them'])).toMatchObject({
      squareFootage: 15,
      quantity: 3,
    });
    expect(extractQuoteRequest([banner, 'what if I need 4?'])).toMatchObject({ quantity: 4 });
    // A large bare number is not guessed to be a count.
    expect(extractQuoteRequest([banner, 'what if I need 180'])).not.toHaveProperty('quantity');
  });

  it('says nothing about what was never mentioned', () => {
    expect(extractQuoteRequest([])).toEqual({});
    expect(extractQuoteRequest(['hello', 'what are your hours?'])).toEqual({});
  });

  it('gives the demo quote through the engine', () => {
    const request = extractQuoteRequest(['How much to wrap my van?', '150 sq ft, premium vinyl']);
    const result = calculateQuote(DEMO_PRICING, request);
    expect(result.ok && result.quote.totalAmount).toBe(3456);
  });

  it('lets the engine ask for what is missing', () => {
    const result = calculateQuote(DEMO_PRICING, extractQuoteRequest(['How much for a banner?']));
    expect(result.ok ? [] : result.missing).toEqual(['material', 'squareFootage']);
  });
});

describe('extractQuoteRequest: follow-ups that change one detail', () => {
  const prices = { 'standard-vinyl': 9, 'premium-vinyl': 14, 'reflective-vinyl': 20 };

  it.each([
    [['4 signs, 2ft x 3ft, reflective', 'oops I meant 3 not 4'], { quantity: 3, squareFootage: 6 }],
    [['a 10x5 banner in premium', 'actually make it three of them'], { quantity: 3, squareFootage: 50 }],
    [['two trucks at 200 sq ft, standard', 'sorry, five not two'], { quantity: 5, squareFootage: 200 }],
    [['2 vans, 120 sq ft each', 'I meant 150 not 120'], { quantity: 2, squareFootage: 150 }],
    [['sign 3 feet by 2 feet, premium', 'no wait lets go reflective'], { material: 'reflective-vinyl' }],
    [['a 12 by 5 ft banner for the fair, standard', 'make it two'], { quantity: 2, squareFootage: 60 }],
    [['van wrap, 200 sq ft, premium', 'can you make it 3'], { quantity: 3, squareFootage: 200 }],
    [['sign 4ft x 3ft, premium', 'sorry, make it 10'], { squareFootage: 10 }],
  ] as const)('%j → %j', (messages, expected) => {
    expect(extractQuoteRequest(messages)).toMatchObject(expected);
  });

  it('reads "the cheapest material" as the one the workspace prices lowest', () => {
    expect(
      extractQuoteRequest(['a 4x6 banner, the cheapest option'], { materialPrices: prices }).material,
    ).toBe('standard-vinyl');
    expect(
      extractQuoteRequest(['banner, whatever vinyl is cheapest'], { materialPrices: { 'premium-vinyl': 3 } })
        .material,
    ).toBe('premium-vinyl');
  });

  it('says what a size in other units was read as, until a bare number replaces it', () => {
    expect(sizeAsWritten(['sign 2m x 1m, premium'])).toMatchObject({
      written: '2 m x 1 m',
      squareFeet: 21.53,
    });
    expect(sizeAsWritten(['sign 2m x 1m, premium', 'sorry I meant 30'])).toBeUndefined();
    expect(sizeAsWritten(['sign, 40 sq ft, premium'])).toBeUndefined();
  });
});

describe('the other material asked for in loose words (decision 065)', () => {
  it.each([
    'what about the standard stuff instead',
    'and the basic kind?',
    'standard instead then',
  ])('%j chooses standard vinyl', (message) => {
    expect(extractQuoteRequest([message]).material).toBe('standard-vinyl');
  });

  it('reads "standard" before another word as no material', () => {
    expect(extractQuoteRequest(['what is your standard turnaround']).material).toBeUndefined();
  });
});
