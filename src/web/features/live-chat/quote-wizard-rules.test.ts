import { describe, expect, it } from 'vitest';
import { PRICED_CHAT_QUOTE } from './chat-quote.fixture';
import {
  chatQuoteRows,
  chatQuoteSpec,
  nextQuoteWizardVisibility,
  shouldPromptReview,
} from './quote-wizard-rules';

const said = (...contents: string[]) => contents.map((content) => ({ content }));

describe('nextQuoteWizardVisibility', () => {
  it('opens when one of the last 3 messages has a price keyword', () => {
    expect(nextQuoteWizardVisibility('hidden', said('Hi', 'Hello', 'How much for a van?'))).toBe('open');
    expect(nextQuoteWizardVisibility('hidden', said('What is the pricing?', 'We have plans', 'Ok'))).toBe(
      'open',
    );
    expect(nextQuoteWizardVisibility('hidden', said('Can I get an estimate'))).toBe('open');
  });

  it('stays hidden when the price talk is older than the last 3 messages, or absent', () => {
    expect(nextQuoteWizardVisibility('hidden', said('The cost?', 'a', 'b', 'c'))).toBe('hidden');
    expect(nextQuoteWizardVisibility('hidden', said('I feel good', 'generate ideas'))).toBe('hidden');
    expect(nextQuoteWizardVisibility('hidden', [])).toBe('hidden');
  });

  it('appears once: open stays open and a dismissed wizard does not come back', () => {
    expect(nextQuoteWizardVisibility('open', said('thanks'))).toBe('open');
    expect(nextQuoteWizardVisibility('dismissed', said('price please'))).toBe('dismissed');
  });
});

describe('shouldPromptReview', () => {
  it('prompts after a sent quote unless a review was already submitted', () => {
    expect(shouldPromptReview({ quoteSent: true, reviewSubmitted: false })).toBe(true);
    expect(shouldPromptReview({ quoteSent: true, reviewSubmitted: true })).toBe(false);
    expect(shouldPromptReview({ quoteSent: false, reviewSubmitted: false })).toBe(false);
  });
});

describe("the chat quote's rows", () => {
  it("are the quote's own lines, subtotal, tax and total: never the demo figures", () => {
    expect(chatQuoteRows(PRICED_CHAT_QUOTE)).toEqual([
      { label: 'Standard vinyl (200 sq ft)', value: '$2,500.00' },
      { label: 'Setup fee', value: '$400.00' },
      { label: 'Window tinting', value: '$350.00' },
      { label: 'Subtotal', value: '$3,250.00' },
      { label: 'Tax (8%)', value: '$260.00' },
      { label: 'Total', value: '$3,510.00', emphasis: true },
    ]);
    expect(chatQuoteSpec(PRICED_CHAT_QUOTE)).toBe('Standard vinyl · 200 sq ft');
    expect(chatQuoteSpec({ ...PRICED_CHAT_QUOTE, quantity: 3 })).toBe('Standard vinyl · 3 × 200 sq ft each');
  });
});
