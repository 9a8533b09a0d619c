import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanStepwiseInput,
  STEPWISE_DETAILS_MAX,
  STEPWISE_DETAILS_MIN,
  STEPWISE_INPUT_MAX,
  STEPWISE_MESSAGES,
  STEPWISE_NAME_MIN,
  stepwiseQuoteChatSchema,
  validateStepwiseInput,
} from './stepwise-quote-chat';

describe('stepwise quote chat validation', () => {
  it('has the spec messages and caps', () => {
    expect(STEPWISE_MESSAGES).toEqual({
      nameTooShort: 'Name must be at least 2 characters long',
      invalidEmail: 'Please enter a valid email address',
      detailsTooShort: 'Please provide more details about your project',
    });
    expect(STEPWISE_INPUT_MAX).toBe(100);
    expect(STEPWISE_DETAILS_MAX).toBe(500);
    expect(STEPWISE_NAME_MIN).toBe(2);
    expect(STEPWISE_DETAILS_MIN).toBe(5);
  });

  it('needs a name of at least 2 characters after sanitising', () => {
    expect(validateStepwiseInput('name', 'A')).toEqual({
      ok: false,
      message: 'Name must be at least 2 characters long',
    });
    expect(validateStepwiseInput('name', ' <A> ')).toEqual({
      ok: false,
      message: 'Name must be at least 2 characters long',
    });
    expect(validateStepwiseInput('name', 'Al')).toEqual({ ok: true, value: 'Al' });
  });

  it('needs a valid e-mail', () => {
    expect(validateStepwiseInput('email', 'al@')).toEqual({
      ok: false,
      message: 'Please enter a valid email address',
    });
    expect(validateStepwiseInput('email', ' al@example.com ')).toEqual({ ok: true, value: 'al@example.com' });
  });

  it('needs project details of at least 5 characters', () => {
    expect(validateStepwiseInput('details', 'van')).toEqual({
      ok: false,
      message: 'Please provide more details about your project',
    });
    expect(validateStepwiseInput('details', 'abcd')).toMatchObject({ ok: false });
    expect(validateStepwiseInput('details', 'abcde')).toEqual({ ok: true, value: 'abcde' });
  });

  it('cuts inputs to 100 characters and details to 500', () => {
    expect(cleanStepwiseInput('name', 'n'.repeat(150))).toHaveLength(100);
    expect(cleanStepwiseInput('email', 'e'.repeat(150))).toHaveLength(100);
    expect(cleanStepwiseInput('details', 'd'.repeat(700))).toHaveLength(500);
    expect(cleanStepwiseInput('details', 'd'.repeat(500))).toHaveLength(500);
  });

  it('validates the whole form at once', () => {
    expect(
      stepwiseQuoteChatSchema.parse({
        name: ' Ann ',
        email: 'ann@example.com',
        details: 'Full wrap for a van',
      }),
    ).toEqual({ name: 'Ann', email: 'ann@example.com', details: 'Full wrap for a van' });
  });

  it('cleaned values never hold brackets, exceed the caps, or change when cleaned again', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('name', 'email', 'details' as const),
        fc.string({ maxLength: 800 }),
        (field, s) => {
          const once = cleanStepwiseInput(field, s);
          expect(once).not.toMatch(/[<>]/);
          expect(once.length).toBeLessThanOrEqual(field === 'details' ? 500 : 100);
          expect(cleanStepwiseInput(field, once)).toBe(once);
        },
      ),
    );
  });

  it('accepts every generated e-mail that fits the input', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= STEPWISE_INPUT_MAX);
        expect(validateStepwiseInput('email', email)).toEqual({ ok: true, value: email });
      }),
    );
  });

  it('accepts every name of 2+ plain characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z .'-]{0,98}[A-Za-z]$/), (name) => {
        expect(validateStepwiseInput('name', name)).toEqual({ ok: true, value: name });
      }),
    );
  });
});
