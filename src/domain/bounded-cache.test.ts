import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  it('computes a key once and then answers from memory', () => {
    const cache = new BoundedCache<number>(4);
    let computed = 0;
    const length = (text: string) =>
      cache.get(text, () => {
        computed += 1;
        return text.length;
      });
    expect(length('wrap')).toBe(4);
    expect(length('wrap')).toBe(4);
    expect(length('vinyl')).toBe(5);
    expect(computed).toBe(2);
  });

  it('keeps at most max keys, dropping the oldest stored first', () => {
    const cache = new BoundedCache<string>(2);
    cache.get('a', () => 'A');
    cache.get('b', () => 'B');
    cache.get('c', () => 'C');
    expect(cache.size).toBe(2);
    expect(cache.get('b', () => 'again')).toBe('B');
    expect(cache.get('c', () => 'again')).toBe('C');
    expect(cache.get('a', () => 'computed again')).toBe('computed again');
  });
});
