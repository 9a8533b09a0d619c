import { describe, expect, it } from 'vitest';
import { subscriptionStatusFromStripe } from './stripe-webhook.service';

describe('subscriptionStatusFromStripe', () => {
  it('maps Stripe statuses onto ours', () => {
    expect(subscriptionStatusFromStripe('active')).toBe('active');
    expect(subscriptionStatusFromStripe('trialing')).toBe('active');
    expect(subscriptionStatusFromStripe('past_due')).toBe('past_due');
    expect(subscriptionStatusFromStripe('unpaid')).toBe('past_due');
    expect(subscriptionStatusFromStripe('paused')).toBe('past_due');
    expect(subscriptionStatusFromStripe('incomplete')).toBe('incomplete');
    expect(subscriptionStatusFromStripe('incomplete_expired')).toBe('canceled');
    expect(subscriptionStatusFromStripe('canceled')).toBe('canceled');
  });
});
