import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_ERROR_TOAST,
  CHECKOUT_REQUIRED_MESSAGE,
  CHECKOUT_REQUIRED_TOAST,
  canSubmitCheckout,
  nameLength,
} from '../checkout-rules';
import { checkoutFormSchema, createSubscriptionSchema } from './checkout';

const valid = {
  planId: 'shopagent',
  email: ' Owner@Shop.com ',
  businessName: ' Shop ',
  returnUrl: 'http://localhost:3000',
};

describe('checkout form', () => {
  it('has the spec texts', () => {
    expect(CHECKOUT_REQUIRED_MESSAGE).toBe('Required Information: Please fill in all required fields');
    expect(CHECKOUT_REQUIRED_TOAST).toEqual({
      title: 'Required Information',
      description: 'Please fill in all required fields',
    });
    expect(CHECKOUT_ERROR_TOAST).toEqual({
      title: 'Checkout Error',
      fallback: 'Failed to start checkout process',
    });
  });

  it('disables the button while a field is empty or while processing', () => {
    expect(canSubmitCheckout({ businessName: 'Shop', email: 'a@b.co', processing: false })).toBe(true);
    expect(canSubmitCheckout({ businessName: 'Shop', email: 'a@b.co', processing: true })).toBe(false);
    expect(canSubmitCheckout({ businessName: ' ', email: 'a@b.co', processing: false })).toBe(false);
    expect(canSubmitCheckout({ businessName: 'Shop', email: '', processing: false })).toBe(false);
  });

  it('requires both fields with the spec message', () => {
    const result = checkoutFormSchema.safeParse({ businessName: '', email: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      CHECKOUT_REQUIRED_MESSAGE,
      CHECKOUT_REQUIRED_MESSAGE,
    ]);
    expect(checkoutFormSchema.parse({ businessName: ' Shop ', email: ' x ' })).toEqual({
      businessName: 'Shop',
      email: 'x',
    });
  });
});

describe('createSubscriptionSchema', () => {
  it('normalises a valid payload', () => {
    expect(createSubscriptionSchema.parse(valid)).toEqual({
      planId: 'shopagent',
      email: 'owner@shop.com',
      businessName: 'Shop',
      returnUrl: 'http://localhost:3000',
    });
  });

  it('rejects bad fields', () => {
    expect(createSubscriptionSchema.safeParse({ ...valid, planId: 'gold' }).success).toBe(false);
    expect(createSubscriptionSchema.safeParse({ ...valid, email: 'owner' }).success).toBe(false);
    expect(createSubscriptionSchema.safeParse({ ...valid, businessName: '  ' }).success).toBe(false);
    expect(createSubscriptionSchema.safeParse({ ...valid, businessName: 'b'.repeat(200) }).success).toBe(
      true,
    );
    expect(createSubscriptionSchema.safeParse({ ...valid, businessName: 'b'.repeat(201) }).success).toBe(
      false,
    );
    expect(createSubscriptionSchema.safeParse({ ...valid, returnUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(createSubscriptionSchema.safeParse({ ...valid, returnUrl: 'example.com' }).success).toBe(false);
    expect(createSubscriptionSchema.safeParse({ ...valid, extra: true }).success).toBe(false);
  });

  it('accepts every generated e-mail', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 254);
        expect(createSubscriptionSchema.safeParse({ ...valid, email }).success).toBe(true);
      }),
    );
  });

  it('accepts every non-blank business name up to 200 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (businessName) => {
        fc.pre(businessName.trim() !== '');
        expect(createSubscriptionSchema.safeParse({ ...valid, businessName }).success).toBe(true);
      }),
    );
  });
});

describe('nameLength', () => {
  it('says nothing while the name is far from the limit', () => {
    expect(nameLength('Fern & Field')).toEqual({ text: null, over: false });
  });

  it('counts once the name nears the limit, and says how much is too much past it', () => {
    expect(nameLength('x'.repeat(160))).toEqual({ text: '160 of 200 characters', over: false });
    expect(nameLength(` ${'x'.repeat(200)} `)).toEqual({ text: '200 of 200 characters', over: false });
    expect(nameLength('x'.repeat(201))).toEqual({
      text: '1 character too many: a business name has at most 200.',
      over: true,
    });
    expect(nameLength('x'.repeat(212)).text).toBe('12 characters too many: a business name has at most 200.');
  });

  it('keeps the button disabled while the name is too long', () => {
    const form = { businessName: 'x'.repeat(201), email: 'a@b.co', processing: false };
    expect(canSubmitCheckout(form)).toBe(false);
    expect(canSubmitCheckout({ ...form, businessName: 'x'.repeat(200) })).toBe(true);
  });
});
