import { describe, expect, it } from 'vitest';
import { unapprovedPrices } from '../agent/price-guard';
import { asksForAService, readCatalogueQuestion, withoutNames } from './catalogue-question';
import { overviewReply, productListReply, productReply, unknownProductReply } from './catalogue-reply';
import { type CatalogueProduct, type OrderView, UNCOUNTED_STOCK } from './catalogue-types';
import { formatCalendarDate, ORDER_NOT_FOUND_TEXT, orderLookupText, orderStatusText } from './order-status';
import { matchProducts, mentionedProducts, requestedSize, withoutSizes } from './product-match';

const product = (values: Partial<CatalogueProduct> & Pick<CatalogueProduct, 'name'>): CatalogueProduct => ({
  id: values.name,
  sku: `SKU-${values.name.length}`,
  category: 'Jackets & outerwear',
  description: 'A jacket.',
  material: null,
  care: null,
  sizes: ['S', 'M', 'L'],
  colours: [],
  priceCents: 12_900,
  stockBySize: { S: 1, M: 8, L: 0 },
  ...values,
});

const rain = product({
  name: 'Harbor Rain Jacket',
  sku: 'HP-JKT-01',
  material: 'recycled nylon',
  care: 'Machine wash cold.',
  colours: ['navy', 'olive'],
});
const quilted = product({ name: 'Quilted Field Jacket', priceCents: 14_800 });
const tee = product({ name: 'Everyday Organic Tee', category: 'T-shirts & tops', priceCents: 2_800 });
const bag = product({
  name: 'Leather Weekender Bag',
  category: 'Bags & accessories',
  sizes: ['One size'],
  stockBySize: { 'One size': 4 },
  priceCents: 24_500,
});
const catalogue = [rain, quilted, tee, bag];

describe('matchProducts', () => {
  it('finds a product by the words of its name, plural or not, and by SKU', () => {
    expect(matchProducts('how much is the rain jacket?', catalogue).map((m) => m.product)).toEqual([rain]);
    expect(matchProducts('Do you have tees?', catalogue).map((m) => m.product)).toEqual([tee]);
    const scarf = product({ name: 'Cable Knit Scarf' });
    expect(matchProducts('any scarves?', [scarf]).map((m) => m.product)).toEqual([scarf]);
    expect(matchProducts('is hp-jkt-01 in stock', catalogue).map((m) => m.product)).toEqual([rain]);
  });

  it('returns every product of the best score, so "jackets" lists both jackets', () => {
    expect(matchProducts('any jackets?', catalogue).map((m) => m.product.name)).toEqual([
      'Harbor Rain Jacket',
      'Quilted Field Jacket',
    ]);
  });

  it('names no product for a message about none', () => {
    expect(matchProducts('what time do you open?', catalogue)).toEqual([]);
  });
});

describe('requestedSize', () => {
  it('reads sizes as visitors write them, only when the product has them', () => {
    expect(requestedSize('in medium please', ['S', 'M', 'L'])).toBe('M');
    expect(requestedSize('do you have an XL', ['S', 'M', 'XL'])).toBe('XL');
    expect(requestedSize('size 32?', ['30', '32'])).toBe('32');
    expect(requestedSize('in XXL?', ['S', 'M'])).toBeNull();
  });
});

describe('readCatalogueQuestion', () => {
  it('reads product facets and a size', () => {
    expect(readCatalogueQuestion(['Is the rain jacket in stock in medium?'], catalogue)).toEqual({
      kind: 'products',
      products: [rain],
      facets: ['stock'],
      size: 'M',
    });
  });

  it('reads an order not yet placed, or a tracking that is not there, as no look-up (issue 15)', () => {
    expect(
      readCatalogueQuestion(['if i order the tee today when would it arrive?'], catalogue),
    ).toMatchObject({
      kind: 'products',
    });
    expect(readCatalogueQuestion(['once we order, when does the parcel ship?'], catalogue)).toBeNull();
    expect(readCatalogueQuestion(['is there no tracking on standard delivery?'], catalogue)).toBeNull();
    // A real order, one the visitor placed or calls theirs, is still looked up.
    expect(readCatalogueQuestion(['ordered last week, still no tracking?'], catalogue)).toMatchObject({
      kind: 'order_status',
    });
    expect(readCatalogueQuestion(['when will my parcel arrive?'], catalogue)).toMatchObject({
      kind: 'order_status',
    });
  });

  it('leaves a swap to the knowledge, like an exchange', () => {
    expect(readCatalogueQuestion(['can i swap the tee for another colour?'], catalogue)).toBeNull();
  });

  it('follows the product of the previous message into "and in L?"', () => {
    const question = readCatalogueQuestion(['how much is the rain jacket', 'and in L?'], catalogue);
    expect(question).toMatchObject({ kind: 'products', products: [rain], size: 'L' });
  });

  it('recognises "what do you sell" and leaves policy questions to the knowledge', () => {
    expect(readCatalogueQuestion(['What do you sell?'], catalogue)).toEqual({ kind: 'overview' });
    expect(readCatalogueQuestion(['Can I return the rain jacket?'], catalogue)).toBeNull();
  });

  it('leaves a refund, which size to take, and a thing already bought to the knowledge (decision 035)', () => {
    expect(
      readCatalogueQuestion(['got the quilted jacket, way too big. can i get my money back?'], catalogue),
    ).toBeNull();
    expect(readCatalogueQuestion(['im between a M and L in tees, which shud i get'], catalogue)).toBeNull();
    expect(readCatalogueQuestion(['how do i look after my leather bag?'], catalogue)).toBeNull();
    expect(
      readCatalogueQuestion(['bought the rain jacket last week, how do i clean it?'], catalogue),
    ).toBeNull();
    // A shopper's questions about the same product are still the catalogue's.
    expect(readCatalogueQuestion(['is my size in stock for the rain jacket? M'], catalogue)).toMatchObject({
      kind: 'products',
      products: [rain],
    });
  });

  it('does not read "how long" as a product named "Long-Sleeve"', () => {
    const longSleeve = product({ name: 'Breton Long-Sleeve Top', category: 'T-shirts & tops' });
    expect(readCatalogueQuestion(['how much to ship to canada n how long'], [longSleeve])).toBeNull();
    expect(matchProducts('how long does the long-sleeve top take', [longSleeve])).toHaveLength(1);
  });

  it('gathers the order number and e-mail across messages', () => {
    expect(readCatalogueQuestion(['where is my order HP-10421?'], catalogue)).toEqual({
      kind: 'order_status',
      orderNumber: 'HP-10421',
      email: null,
    });
    expect(
      readCatalogueQuestion(
        ['where is my order hp-10421?', 'Jo@Mail-Demo.shop'],
        catalogue,
        'Thanks! For your privacy, please also give me the e-mail address you ordered with.',
      ),
    ).toEqual({ kind: 'order_status', orderNumber: 'HP-10421', email: 'jo@mail-demo.shop' });
  });

  it("reads a young shop's short order numbers, and a bare number only as the answer to the prompt", () => {
    expect(
      readCatalogueQuestion(['status of my order 106? My email is ana@mail-demo.shop'], catalogue),
    ).toEqual({
      kind: 'order_status',
      orderNumber: '106',
      email: 'ana@mail-demo.shop',
    });
    expect(readCatalogueQuestion(['where is order #57'], catalogue)).toMatchObject({ orderNumber: '57' });
    expect(readCatalogueQuestion(['has order number: 88 shipped yet?'], catalogue)).toMatchObject({
      orderNumber: '88',
    });
    const prompt =
      'I can check that for you. Please send me your order number and the e-mail address you ordered with.';
    expect(readCatalogueQuestion(['where is my parcel', '106'], catalogue, prompt)).toMatchObject({
      kind: 'order_status',
      orderNumber: '106',
    });
    // A count said with "order" is not an order's number.
    expect(readCatalogueQuestion(['can I order 2 of the linen shirts?'], catalogue)).not.toMatchObject({
      kind: 'order_status',
    });
  });

  it('says an item priced but not in the catalogue is unknown, and leaves other talk alone', () => {
    expect(readCatalogueQuestion(['How much is the ski helmet?'], catalogue)).toEqual({
      kind: 'unknown_product',
    });
    expect(readCatalogueQuestion(['hello!'], catalogue)).toBeNull();
    expect(readCatalogueQuestion(['What do you sell?'], [])).toBeNull();
  });
});

describe('product replies', () => {
  it('states only catalogue figures, and lists each price it writes', () => {
    const reply = productReply(rain, ['price', 'stock'], 'M');
    expect(reply.text).toBe(
      'The Harbor Rain Jacket is $129.00. Yes, the Harbor Rain Jacket is in stock in size M (8 left).',
    );
    expect(unapprovedPrices(reply.text, reply.amounts)).toEqual([]);
  });

  it('says a sold-out size and the sizes in stock', () => {
    expect(productReply(rain, ['stock'], 'L').text).toBe(
      'The Harbor Rain Jacket in size L is sold out right now; it is in stock in S and M.',
    );
  });

  it('says in stock without a number for stock the shop does not count (a WooCommerce product without managed stock)', () => {
    const uncounted = product({
      name: 'Canvas Tote',
      sizes: ['One size'],
      stockBySize: { 'One size': UNCOUNTED_STOCK },
    });
    expect(productReply(uncounted, ['stock'], null).text).toBe('Yes, the Canvas Tote is in stock.');
    const sized = product({ name: 'Wool Beanie', stockBySize: { S: UNCOUNTED_STOCK, M: 2, L: 0 } });
    expect(productReply(sized, ['stock'], 'S').text).toBe('Yes, the Wool Beanie is in stock in size S.');
    expect(productReply(sized, ['stock'], 'M').text).toBe(
      'Yes, the Wool Beanie is in stock in size M (2 left).',
    );
  });

  it('says so when the catalogue lacks the detail asked, instead of guessing', () => {
    expect(productReply(quilted, ['material'], null).text).toContain('I do not have more detail on that');
  });

  it('summarises a product asked about in general, and lists several', () => {
    const summary = productReply(bag, [], null);
    expect(summary.text).toContain('The Leather Weekender Bag is $245.00.');
    expect(summary.text).toContain('in stock (4 left)');
    const listed = productListReply([rain, quilted]);
    expect(listed.text).toBe(
      'We have Harbor Rain Jacket, $129.00 and Quilted Field Jacket, $148.00. Which one would you like to know more about?',
    );
    expect(unapprovedPrices(listed.text, listed.amounts)).toEqual([]);
  });

  it('gives the overview and the unknown-item answer without prices', () => {
    expect(overviewReply('Harbor & Pine', catalogue).text).toMatch(
      /^Harbor & Pine sells jackets & outerwear/,
    );
    expect(unknownProductReply(catalogue).text).not.toMatch(/\$/);
  });
});

describe('order status', () => {
  const order: OrderView = {
    orderNumber: 'HP-10421',
    status: 'shipped',
    carrier: 'UPS',
    trackingNumber: '1Z 999',
    expectedOn: '2026-12-02',
    placedOn: '2026-11-28',
    items: [
      { name: 'Harbor Rain Jacket', quantity: 1 },
      { name: 'Ribbed Beanie', quantity: 2 },
    ],
  };

  it('words each status with the carrier and date from the order', () => {
    expect(orderStatusText(order)).toBe(
      'Order HP-10421 (Harbor Rain Jacket, 2 × Ribbed Beanie) has shipped with UPS, tracking number 1Z 999. Expected delivery: Wednesday 2 December.',
    );
    expect(orderStatusText({ ...order, status: 'delivered' })).toContain('was delivered with UPS');
    expect(orderStatusText({ ...order, status: 'cancelled' })).toContain('was cancelled');
  });

  it('reads the same for a wrong e-mail as for an unknown number', () => {
    expect(orderLookupText({ found: false })).toBe(ORDER_NOT_FOUND_TEXT);
    expect(ORDER_NOT_FOUND_TEXT).not.toContain('HP-');
  });

  it('formats a calendar date the same in every time zone', () => {
    expect(formatCalendarDate('2026-05-06')).toBe('Wednesday 6 May');
  });
});

describe('a question about how the shop works beside a product (decision 056)', () => {
  it.each([
    'do you do alterations? the rain jacket is a bit long on me',
    'is the tee made in the usa?',
    'how do i actually buy the rain jacket in M, do i just dm you',
  ])('%j goes to the knowledge, not the product card', (message) => {
    expect(readCatalogueQuestion([message], catalogue)).toBeNull();
  });

  it('still answers a shopper who asks the price or stock beside it', () => {
    expect(
      readCatalogueQuestion(['how much is the rain jacket, and is it made in the usa?'], catalogue),
    ).toMatchObject({
      kind: 'products',
    });
  });
});

describe('a question beside the products it names (issue 15, round five)', () => {
  it('reads a material or care word in the name as naming the product, not asking about it', () => {
    const washBag = product({ name: 'Waxed Canvas Wash Bag', category: 'Bags & accessories' });
    expect(
      readCatalogueQuestion(['is the leather weekender still around?'], [...catalogue, washBag]),
    ).toMatchObject({
      kind: 'products',
      facets: [],
    });
    expect(readCatalogueQuestion(['the wash bag, what colours?'], [...catalogue, washBag])).toMatchObject({
      kind: 'products',
      facets: ['colours'],
    });
  });

  it('reads a material just before the name as describing it', () => {
    expect(readCatalogueQuestion(['does the cotton tee shrink?'], catalogue)).toMatchObject({
      kind: 'products',
      facets: [],
    });
    expect(readCatalogueQuestion(['what material is the tee?'], catalogue)).toMatchObject({
      facets: ['material'],
    });
  });

  it('reads "I got one" as a thing the visitor has, and "have you got one" as stock', () => {
    expect(
      readCatalogueQuestion(
        ['I got one of the rain jackets for my birthday, can I change the colour?'],
        catalogue,
      ),
    ).toBeNull();
    expect(readCatalogueQuestion(['have you got one of the rain jackets in M?'], catalogue)).toMatchObject({
      facets: ['stock'],
    });
  });

  it('leaves every mentioned product out of what is asked beside them', () => {
    const mentioned = mentionedProducts('can I pay for the rain jacket and the tee with PayPal?', catalogue);
    // "jacket" is a word of the Quilted Field Jacket's name too.
    expect(mentioned.map((p) => p.name).sort()).toEqual([
      'Everyday Organic Tee',
      'Harbor Rain Jacket',
      'Quilted Field Jacket',
    ]);
    expect(
      withoutNames('can I pay for the rain jacket and the tee with PayPal?', mentioned).replace(/\s+/g, ' '),
    ).toBe('can I pay for the and the with PayPal?');
    expect(withoutSizes('could you hold a medium for me')).not.toMatch(/medium/);
  });

  it('tells a service asked of a product from a shopping question', () => {
    expect(asksForAService('could you embroider our logo on the tees?')).toBe(true);
    expect(asksForAService('can you show me the rain jacket?')).toBe(false);
    expect(asksForAService('do you have the tee in M?')).toBe(false);
  });
});

describe('a policy priced or a claim doubted beside a product (decision 061)', () => {
  it.each([
    'so the tee alone wouldnt get free delivery. how much is shipping then',
    'the rain jacket is in my basket, what does express delivery cost',
    'can i split it up, the weekender is a lot at once',
    'is the tee cotton really organic or just marketing?',
    'where does the rain jacket get made',
  ])('%j goes to the knowledge, not the product card', (message) => {
    expect(readCatalogueQuestion([message], catalogue)).toBeNull();
  });

  it.each([
    'how much is the rain jacket, and do you ship to canada?',
    'how much is the organic tee',
    'are the organic tees soft?',
  ])('%j is still a product question', (message) => {
    expect(readCatalogueQuestion([message], catalogue)).toMatchObject({ kind: 'products' });
  });
});
