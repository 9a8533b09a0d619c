import { describe, expect, it } from 'vitest';
import {
  analyzeFailedMessage,
  factsKnowledge,
  firstCustomerInquiry,
  generateFailedMessage,
  previewAgentType,
  previewPlanId,
} from './preview';

describe('preview failure messages', () => {
  it('use the spec texts with the reason, or Unknown error', () => {
    expect(analyzeFailedMessage('the site could not be reached')).toBe(
      'Failed to analyze website: the site could not be reached',
    );
    expect(analyzeFailedMessage(undefined)).toBe('Failed to analyze website: Unknown error');
    expect(analyzeFailedMessage('  ')).toBe('Failed to analyze website: Unknown error');
    expect(generateFailedMessage('timed out')).toBe('Failed to generate preview: timed out');
    expect(generateFailedMessage(undefined)).toBe('Failed to generate preview: Unknown error');
  });

  it('never prefix a message twice', () => {
    const message = 'Failed to analyze website: the page is not HTML';
    expect(analyzeFailedMessage(message)).toBe(message);
    expect(generateFailedMessage('Failed to generate preview: x')).toBe('Failed to generate preview: x');
  });
});

describe('the agent a preview demonstrates', () => {
  it.each([
    ['ecommerce', 'shop', 'shopagent'],
    ['local-service', 'quote', 'quoteagent'],
    ['consulting', 'quote', 'quoteagent'],
    ['agency', 'social', 'socialagent'],
    ['saas', 'shop', 'shopagent'],
    [undefined, 'shop', 'shopagent'],
  ] as const)('%s → %s agent, %s plan', (businessType, agentType, plan) => {
    expect(previewAgentType(businessType)).toBe(agentType);
    expect(previewPlanId(agentType)).toBe(plan);
  });
});

describe('the first customer question', () => {
  const none = { offerings: [], policyKinds: [], openingHours: [] };

  it('asks about a priced offering first, without asking for the price', () => {
    const inquiry = firstCustomerInquiry({
      ...none,
      offerings: [
        { name: 'Logo design', price: null },
        { name: 'Full van wrap', price: 2400 },
      ],
    });
    expect(inquiry).toContain('Full van wrap');
    expect(inquiry).not.toMatch(/how much|price|cost/i);
  });

  it('falls back to shipping, then opening hours, then a general question', () => {
    expect(firstCustomerInquiry({ ...none, policyKinds: ['returns', 'shipping'] })).toMatch(/shipping/);
    expect(firstCustomerInquiry({ ...none, openingHours: ['Mo-Fr 9-5'] })).toMatch(/opening hours/);
    expect(firstCustomerInquiry(none)).toBe('Hi! What do you offer, and how can I get started?');
  });
});

describe('the facts the visitor typed, as knowledge', () => {
  it('turns each given fact into an item and skips the blank ones', () => {
    const items = factsKnowledge(
      {
        minimumOrder: 'none',
        pricePerSqFt: 5.2,
        orderingFlow: 'Order online, we call you.',
        shippingPolicy: ' ',
      },
      'Harbor Wraps',
    );
    expect(items).toEqual([
      { title: 'How to order from Harbor Wraps', content: 'Order online, we call you.', category: 'general' },
      { title: 'Minimum order', content: 'There is no minimum order.', category: 'policies' },
      {
        title: 'Pricing per square foot',
        content: 'Printing is priced at $5.20 per square foot.',
        category: 'pricing',
      },
    ]);
    expect(factsKnowledge({}, 'X')).toEqual([]);
  });
});
