import { describe, expect, it } from 'vitest';
import { isNewTypedEmail, normaliseTypedEmail, requestedMailAddress, typedEmailEffect } from './typed-email';

describe('typedEmailEffect', () => {
  const visitor = { email: null, unverifiedEmail: null };

  it('makes a free address the visitor’s own', () => {
    expect(typedEmailEffect({ ...visitor, typed: 'ann@example.com', heldByAnotherCustomer: false })).toBe(
      'set_email',
    );
  });

  it('keeps an address another customer has apart, as unverified, never as the visitor’s own', () => {
    expect(typedEmailEffect({ ...visitor, typed: 'ann@example.com', heldByAnotherCustomer: true })).toBe(
      'set_unverified_email',
    );
    expect(
      typedEmailEffect({
        email: null,
        unverifiedEmail: 'ann@example.com',
        typed: 'ann@example.com',
        heldByAnotherCustomer: true,
      }),
    ).toBe('none');
    expect(
      typedEmailEffect({
        email: null,
        unverifiedEmail: 'old@example.com',
        typed: 'ann@example.com',
        heldByAnotherCustomer: true,
      }),
    ).toBe('set_unverified_email');
  });

  it('leaves a row that has an address as it is', () => {
    for (const heldByAnotherCustomer of [true, false]) {
      expect(
        typedEmailEffect({
          email: 'me@example.com',
          unverifiedEmail: null,
          typed: 'ann@example.com',
          heldByAnotherCustomer,
        }),
      ).toBe('none');
    }
  });
});

describe('normaliseTypedEmail', () => {
  it('trims and lower-cases an address and refuses what is none', () => {
    expect(normaliseTypedEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    expect(normaliseTypedEmail('not an address')).toBeNull();
    expect(normaliseTypedEmail('')).toBeNull();
    expect(normaliseTypedEmail(undefined)).toBeNull();
  });
});

describe('requestedMailAddress', () => {
  it('prefers the visitor’s own address to the unverified one', () => {
    expect(requestedMailAddress({ email: 'me@example.com', unverifiedEmail: 'ann@example.com' })).toBe(
      'me@example.com',
    );
    expect(requestedMailAddress({ email: null, unverifiedEmail: 'ann@example.com' })).toBe('ann@example.com');
    expect(requestedMailAddress({ email: null, unverifiedEmail: null })).toBeNull();
  });
});

describe('isNewTypedEmail', () => {
  it('is an address the visitor’s row has neither as its own nor as unverified, while it has none of its own', () => {
    expect(isNewTypedEmail('ann@example.com', { email: null, unverifiedEmail: null })).toBe(true);
    expect(isNewTypedEmail('ann@example.com', { email: null, unverifiedEmail: 'other@example.com' })).toBe(
      true,
    );
    expect(isNewTypedEmail('ann@example.com', { email: null, unverifiedEmail: 'ann@example.com' })).toBe(
      false,
    );
    expect(isNewTypedEmail('ann@example.com', { email: 'me@example.com', unverifiedEmail: null })).toBe(
      false,
    );
    expect(isNewTypedEmail(null, { email: null, unverifiedEmail: null })).toBe(false);
  });
});
