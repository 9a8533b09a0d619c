import { describe, expect, it } from 'vitest';
import { normalizeForMatching } from '../keyword-match';
import { parseSize } from './sizes';

const read = (text: string) => parseSize(normalizeForMatching(text));

describe('parseSize', () => {
  it.each([
    ['a 5ft 3in x 4ft panel', 21, '5 ft 3 in x 4 ft'],
    ["7' 6\" by 2'", 15, '7 ft 6 in x 2 ft'],
    ['6 feet 6 inches by 2 feet', 13, '6 ft 6 in x 2 ft'],
    ['2m x 0.5m', 10.76, '2 m x 0.5 m'],
    ['4 metres by 2 metres', 86.11, '4 m x 2 m'],
    ['150 x 60 cm', 9.69, '150 cm x 60 cm'],
    ['1500mm x 600mm', 9.69, '1500 mm x 600 mm'],
    ['two yards by one yard', 18, '2 yd x 1 yd'],
    ['six foot by three foot', 18, '6 ft x 3 ft'],
    ['1,5 x 2 m', 32.29, '1.5 m x 2 m'],
    ['4 metros por 1 metro', 43.06, '4 m x 1 m'],
    ['3 mètres sur 2', 64.58, '3 m x 2 m'],
    ['2 mal 1 Meter', 21.53, '2 m x 1 m'],
    ['5 metres wide and 2 metres high', 107.64, '5 m x 2 m'],
    ['20 m²', 215.28, '20 m²'],
    ['36 x 24 in', 6, '36 in x 24 in'],
    ['12 pies por 4 pies', 48, '12 ft x 4 ft'],
    ['8 pieds par 2 pieds', 16, '8 ft x 2 ft'],
    ['6 Fuß mal 2 Fuß', 12, '6 ft x 2 ft'],
    ['5 Fuss x 3', 15, '5 ft x 3 ft'],
    ['7 pés por 2 pés', 14, '7 ft x 2 ft'],
    ['9 piedi per 2 piedi', 18, '9 ft x 2 ft'],
    ['4 voet bij 3 voet', 12, '4 ft x 3 ft'],
    ['48 pulgadas por 24 pulgadas', 8, '48 in x 24 in'],
    ['36 x 24 pouces', 6, '36 in x 24 in'],
  ])('%j → %d sq ft, read as %j', (text, squareFeet, written) => {
    expect(read(text)).toMatchObject({ squareFeet, written, converted: true });
  });

  it.each([
    ['90 sq ft', 90],
    ['8x4 in standard vinyl', 32],
    ['5 x 3', 15],
  ])('%j → %d sq ft', (text, squareFeet) => {
    expect(read(text)?.squareFeet).toBe(squareFeet);
  });

  it('reads the last size, as a visitor corrects it', () => {
    expect(read('3m x 1m, no wait, 3m x 2m')?.squareFeet).toBe(64.58);
  });

  it.each([
    'two by two',
    'a size M top',
    'open 9 to 5',
    'in 2 weeks',
    '3 m',
    'call 0800 123 456',
  ])('no size in %j', (text) => {
    expect(read(text)).toBeUndefined();
  });
});
