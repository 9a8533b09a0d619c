import { describe, expect, it } from 'vitest';
import { businessWording, KNOWLEDGE_EXAMPLES } from './agent-wording';

describe('businessWording', () => {
  it('speaks of products to a shop or a boutique, of quotes to a sign shop', () => {
    expect(businessWording(['social'])).toBe('products');
    expect(businessWording(['shop', 'social'])).toBe('products');
    expect(businessWording(['quote'])).toBe('quotes');
  });

  it('stays general with both kinds or no agent yet', () => {
    expect(businessWording(['quote', 'shop'])).toBe('general');
    expect(businessWording([])).toBe('general');
  });

  it('never offers a boutique sign-shop examples', () => {
    const boutique = KNOWLEDGE_EXAMPLES[businessWording(['social'])];
    expect(`${boutique.title} ${boutique.tags} ${boutique.question}`).not.toMatch(/wrap|van|boat/i);
  });
});
