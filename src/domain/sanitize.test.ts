import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainValidationError } from './errors';
import {
  MESSAGE_CONTENT_REQUIRED,
  SANITIZE_MAX_LENGTH,
  sanitizeMessageContent,
  sanitizeText,
} from './sanitize';

const anyText = fc.oneof(
  fc.string({ maxLength: 1200 }),
  fc.string({ unit: 'grapheme', maxLength: 1100 }),
  fc.string({ unit: fc.constantFrom('<', '>', ' ', 'a', '\n', '😀'), maxLength: 1100 }),
);

describe('sanitizeText', () => {
  it('trims and removes angle brackets', () => {
    expect(SANITIZE_MAX_LENGTH).toBe(1000);
    expect(MESSAGE_CONTENT_REQUIRED).toBe('Message content is required');
    expect(sanitizeText('  <script>alert(1)</script>  ')).toBe('scriptalert(1)/script');
    expect(sanitizeText('< hello >')).toBe('hello');
    expect(sanitizeText('a > b')).toBe('a  b');
  });

  it('cuts at exactly 1000 characters', () => {
    expect(sanitizeText('x'.repeat(999))).toHaveLength(999);
    expect(sanitizeText('x'.repeat(1000))).toHaveLength(1000);
    expect(sanitizeText('x'.repeat(1001))).toHaveLength(1000);
  });

  it('counts length after removing brackets', () => {
    expect(sanitizeText(`${'<'.repeat(50)}${'y'.repeat(1000)}`)).toBe('y'.repeat(1000));
  });

  it('does not end in whitespace when the cut lands after a space', () => {
    expect(sanitizeText(`${'a'.repeat(999)} b`)).toBe('a'.repeat(999));
  });

  it('never splits a surrogate pair', () => {
    const result = sanitizeText(`${'a'.repeat(999)}😀`);
    expect(result).toBe('a'.repeat(999));
  });

  it('never contains < or >, is at most 1000 chars, is trimmed and idempotent', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const once = sanitizeText(input);
        expect(once).not.toMatch(/[<>]/);
        expect(once.length).toBeLessThanOrEqual(SANITIZE_MAX_LENGTH);
        expect(once).toBe(once.trim());
        expect(sanitizeText(once)).toBe(once);
      }),
    );
  });

  it('leaves short clean text unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1000 }), (input) => {
        const clean = input.replace(/[<>]/g, '').trim();
        expect(sanitizeText(clean)).toBe(clean);
      }),
    );
  });
});

describe('sanitizeMessageContent', () => {
  it('returns sanitised content', () => {
    expect(sanitizeMessageContent('  How much for a <b>wrap</b>? ')).toBe('How much for a bwrap/b?');
  });

  it.each(['', '   ', '<>', ' < > '])('rejects %j with the spec message', (input) => {
    expect(() => sanitizeMessageContent(input)).toThrow(MESSAGE_CONTENT_REQUIRED);
    try {
      sanitizeMessageContent(input);
    } catch (error) {
      expect(error).toBeInstanceOf(DomainValidationError);
      expect((error as DomainValidationError).message).toBe('Message content is required');
      expect((error as DomainValidationError).field).toBe('content');
    }
  });
});
