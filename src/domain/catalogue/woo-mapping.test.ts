import { describe, expect, it } from 'vitest';
import { UNCOUNTED_STOCK } from './catalogue-types';
import { mapWooOrder, mapWooProduct, type WooOrder, type WooProduct } from './woo-mapping';

const product = (overrides: Partial<WooProduct> = {}): WooProduct => ({
  id: 37,
  name: ' Harbor Rain Jacket ',
  type: 'simple',
  status: 'publish',
  sku: 'HP-JKT-01',
  price: '129.00',
  regular_price: '129.00',
  description: '<p>Waterproof &amp; <strong>breathable</strong>.</p>',
  short_description: '',
  stock_status: 'instock',
  stock_quantity: 8,
  categories: [{ name: 'Jackets' }],
  attributes: [],
  ...overrides,
});

const order = (overrides: Partial<WooOrder> = {}): WooOrder => ({
  id: 1234,
  number: '1234',
  status: 'processing',
  total: '59.90',
  date_created_gmt: '2026-05-01T10:00:00',
  date_created: '2026-05-01T12:00:00',
  billing: { email: ' A@B.co ' },
  line_items: [{ name: 'Harbor Rain Jacket', quantity: 1 }],
  ...overrides,
});

describe('a WooCommerce product as our catalogue row', () => {
  it('keeps the store id, turns the price string into cents and the HTML into text', () => {
    expect(mapWooProduct(product())).toEqual({
      storeProductId: '37',
      sku: 'HP-JKT-01',
      name: 'Harbor Rain Jacket',
      category: 'Jackets',
      description: 'Waterproof & breathable.',
      sizes: ['One size'],
      colours: [],
      priceCents: 12900,
      stockBySize: { 'One size': 8 },
      storeModifiedAt: null,
    });
    expect(mapWooProduct(product({ date_modified_gmt: '2026-05-02T09:30:00' }))?.storeModifiedAt).toEqual(
      new Date('2026-05-02T09:30:00Z'),
    );
    expect(mapWooProduct(product({ price: '0.1', regular_price: '' }))?.priceCents).toBe(10);
    expect(mapWooProduct(product({ price: '1234.56' }))?.priceCents).toBe(123456);
  });

  it('skips drafts, pending, private and trashed products, and one without a price', () => {
    for (const status of ['draft', 'pending', 'private', 'trash'])
      expect(mapWooProduct(product({ status }))).toBeNull();
    expect(mapWooProduct(product({ price: '', regular_price: '' }))).toBeNull();
    expect(mapWooProduct(product({ price: 'abc', regular_price: '' }))).toBeNull();
  });

  it('names a product without a SKU by its store id, so the SKU stays unique', () => {
    expect(mapWooProduct(product({ sku: '' }))?.sku).toBe('woo-37');
  });

  it('reads sizes and colours from the attributes, and stock per size from the variations', () => {
    const row = mapWooProduct(
      product({
        type: 'variable',
        stock_quantity: null,
        attributes: [
          { name: 'Size', options: ['S', 'M', 'L'] },
          { name: 'pa_color', options: ['Navy', 'Olive'] },
        ],
      }),
      [
        { id: 1, attributes: [{ name: 'Size', option: 'S' }], stock_quantity: 3, stock_status: 'instock' },
        { id: 2, attributes: [{ name: 'Size', option: 'M' }], stock_quantity: 0, stock_status: 'outofstock' },
        { id: 3, attributes: [{ name: 'Size', option: 'L' }], stock_quantity: null, stock_status: 'instock' },
      ],
    );
    expect(row).toMatchObject({
      sizes: ['S', 'M', 'L'],
      colours: ['Navy', 'Olive'],
      stockBySize: { S: 3, M: 0, L: UNCOUNTED_STOCK },
    });
  });

  it('says out of stock as 0, and a sellable product without a count as uncounted, never a number', () => {
    expect(mapWooProduct(product({ stock_status: 'outofstock', stock_quantity: null }))?.stockBySize).toEqual(
      {
        'One size': 0,
      },
    );
    expect(mapWooProduct(product({ stock_quantity: null }))?.stockBySize).toEqual({
      'One size': UNCOUNTED_STOCK,
    });
    expect(mapWooProduct(product({ stock_quantity: -2 }))?.stockBySize).toEqual({ 'One size': 0 });
  });
});

describe('a WooCommerce order as our order row', () => {
  it('keeps the number, a normalised e-mail, the items, the total in cents and the UTC date', () => {
    expect(mapWooOrder(order())).toEqual({
      storeOrderId: '1234',
      orderNumber: '1234',
      customerEmail: 'a@b.co',
      status: 'processing',
      items: [{ name: 'Harbor Rain Jacket', quantity: 1 }],
      totalCents: 5990,
      placedAt: new Date('2026-05-01T10:00:00Z'),
      storeModifiedAt: null,
    });
    expect(mapWooOrder(order({ date_modified_gmt: '2026-05-03T08:00:00' }))?.storeModifiedAt).toEqual(
      new Date('2026-05-03T08:00:00Z'),
    );
  });

  it('maps the store statuses to ours', () => {
    const statusOf = (status: string) => mapWooOrder(order({ status }))?.status;
    expect(statusOf('pending')).toBe('received');
    expect(statusOf('on-hold')).toBe('received');
    expect(statusOf('completed')).toBe('shipped');
    expect(statusOf('cancelled')).toBe('cancelled');
    expect(statusOf('failed')).toBe('cancelled');
    expect(statusOf('refunded')).toBe('returned');
  });

  it('ignores checkout drafts, trashed orders and orders without an e-mail', () => {
    expect(mapWooOrder(order({ status: 'checkout-draft' }))).toBeNull();
    expect(mapWooOrder(order({ status: 'trash' }))).toBeNull();
    expect(mapWooOrder(order({ billing: { email: '' } }))).toBeNull();
  });
});
