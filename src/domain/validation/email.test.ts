import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'john.doe+wrap@example.com', "o'neil@shop.example.co.uk"])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'john',
    'john@',
    '@example.com',
    'john@example',
    'jo hn@example.com',
    'a@b@c.com',
    ' a@b.co',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('caps the length at 254', () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    const local = 'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length);
    expect(isValidEmail(`${local}@example.com`)).toBe(true);
    expect(isValidEmail(`a${local}@example.com`)).toBe(false);
  });

  it('accepts every generated address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= EMAIL_MAX_LENGTH);
        expect(isValidEmail(email)).toBe(true);
      }),
    );
  });

  it('rejects anything without an @', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(isValidEmail(s.replace(/@/g, ''))).toBe(false);
      }),
    );
  });
});
