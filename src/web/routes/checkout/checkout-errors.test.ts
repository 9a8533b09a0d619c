import { describe, expect, it } from 'vitest';
import { createSubscriptionSchema } from '../../../domain/validation/checkout';
import { checkoutFieldForMessage } from './checkout-errors';

const valid = {
  planId: 'shopagent',
  email: 'owner@example.com',
  businessName: 'Acme Wraps',
  returnUrl: 'https://example.com',
};

function serverMessage(payload: Record<string, unknown>): string {
  const result = createSubscriptionSchema.safeParse(payload);
  if (result.success) throw new Error('expected the payload to be rejected');
  return result.error.issues[0]!.message;
}

describe('checkoutFieldForMessage', () => {
  it('ties the server message for a bad e-mail to the e-mail field', () => {
    expect(checkoutFieldForMessage(serverMessage({ ...valid, email: 'not-an-email' }))).toBe('email');
  });

  it('ties a missing or too long business name to the business name field', () => {
    expect(checkoutFieldForMessage(serverMessage({ ...valid, businessName: '  ' }))).toBe('businessName');
    expect(checkoutFieldForMessage(serverMessage({ ...valid, businessName: 'x'.repeat(201) }))).toBe(
      'businessName',
    );
  });

  it('leaves plan, return URL and unknown messages to the toast alone', () => {
    expect(checkoutFieldForMessage(serverMessage({ ...valid, planId: 'gold' }))).toBeNull();
    expect(checkoutFieldForMessage(serverMessage({ ...valid, returnUrl: 'javascript:alert(1)' }))).toBeNull();
    expect(checkoutFieldForMessage('Something went wrong on our side. Please try again.')).toBeNull();
  });
});
