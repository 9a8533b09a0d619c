import { describe, expect, it } from 'vitest';
import { classifyPolicy } from './policy-kind';

describe('classifyPolicy', () => {
  it.each([
    ['Shipping policy', 'shipping'],
    ['Delivery information', 'shipping'],
    ['Returns and refunds', 'returns'],
    ['/pages/refund-policy', 'returns'],
    ['Our 5-Year Warranty', 'warranty'],
    ['Satisfaction guaranteed', 'warranty'],
    ['Payment options', 'payment'],
    ['Privacy Policy', 'privacy'],
    ['Terms & Conditions', 'terms'],
    ['terms_of_service', 'terms'],
    ['Cancellation policy', 'other'],
  ])('%s is %s', (text, kind) => {
    expect(classifyPolicy(text)).toBe(kind);
  });

  it('takes the policy named first when a title names several', () => {
    expect(classifyPolicy('Shipping & Returns')).toBe('shipping');
    expect(classifyPolicy('Returns & shipping')).toBe('returns');
  });

  it('is null for headings that are no policy', () => {
    expect(classifyPolicy('Our services')).toBeNull();
    expect(classifyPolicy('Returning customers love us')).toBeNull();
  });
});
