import { describe, expect, it } from 'vitest';
import { stockText } from './shop-text';

describe('the Products page stock column', () => {
  it('lists stock per size, and says sold out rather than 0', () => {
    expect(stockText({ sizes: ['S', 'M', 'L'], stockBySize: { S: 2, M: 8, L: 0 } })).toBe(
      'S: 2 · M: 8 · L: sold out',
    );
  });

  it('gives a one-size product its figure alone, and uncounted stock as "In stock"', () => {
    expect(stockText({ sizes: ['One size'], stockBySize: { 'One size': 4 } })).toBe('4 in stock');
    expect(stockText({ sizes: ['One size'], stockBySize: { 'One size': null } })).toBe('In stock');
    expect(stockText({ sizes: ['One size'], stockBySize: { 'One size': 0 } })).toBe('Sold out');
  });
});
