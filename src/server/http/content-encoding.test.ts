import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  const both = ['br', 'gzip'] as const;
  it('prefers brotli to gzip in whatever order the browser lists them', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(preferredEncoding('br;q=0.5, gzip', both)).toBe('br');
    expect(preferredEncoding('*', both)).toBe('br');
  });

  it('falls back to gzip, then to none, by what is accepted and what was built', () => {
    expect(preferredEncoding('gzip, deflate', both)).toBe('gzip');
    expect(preferredEncoding('gzip, br;q=0', both)).toBe('gzip');
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('br', ['gzip'])).toBeUndefined();
    expect(preferredEncoding('identity', both)).toBeUndefined();
    expect(preferredEncoding('*, br;q=0', both)).toBe('gzip');
    expect(preferredEncoding('*;q=0', both)).toBeUndefined();
    expect(preferredEncoding(undefined, both)).toBeUndefined();
  });
});
