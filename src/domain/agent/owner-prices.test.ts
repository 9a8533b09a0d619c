import { describe, expect, it } from 'vitest';
import type { AgentType } from '../agent-types';
import { DEMO_PRICING } from '../demo-pricing';
import { calculateQuote } from '../quote-engine';
import { composeReply } from './compose-reply';
import { detectIntents } from './intents';
import { type KnowledgeHit, queryTerms } from './knowledge-answer';
import { presentKnowledge } from './persona';
import { findPrices } from './price-guard';
import { extractQuoteRequest } from './quote-request';

/**
 * The owner's own written prices of fixed things (delivery, gift wrap, a fee) are the business's
 * facts, quoted as written by every agent; a quote agent's described job is still priced by the
 * quote engine alone (decision 084).
 */
const item = (id: string, title: string, content: string, rank = 0.5): KnowledgeHit => ({
  id,
  title,
  category: 'faq',
  rank,
  content,
});

// A candle shop's FAQ, typed in onboarding: the delivery item states only prices.
const CANDLES: KnowledgeHit[] = [
  item('about', 'About Wick & Ember', 'Wick & Ember pours soy candles by hand in a small studio in Leeds.'),
  item(
    'delivery',
    'What does delivery cost?',
    'Royal Mail tracked delivery is £3.99 and arrives in 2 to 4 working days. Spend £40 or more and delivery is free. Next-day courier delivery is £7.50.',
  ),
  item(
    'where',
    'Where do you send orders?',
    'We post to every address in Great Britain. We cannot post candles abroad.',
  ),
  item('wrap', 'Gift boxes', 'Yes, any candle can go in a gift box for £2.75 with a printed message.'),
  item('returns', 'Returns', 'Unlit candles can be sent back within 14 days for a refund.'),
];

function ask(message: string, knowledge: KnowledgeHit[], agentType: AgentType = 'shop') {
  const pricesJobs = agentType === 'quote';
  const request = extractQuoteRequest([message]);
  const intents = detectIntents(message);
  return composeReply({
    agentType,
    tone: 'professional',
    seed: 1,
    message,
    intents,
    knowledge,
    quote:
      pricesJobs && (intents.includes('price_quote') || Object.keys(request).length > 0)
        ? calculateQuote(DEMO_PRICING, request)
        : null,
    customerEmailKnown: false,
    quoteAlreadyCreated: false,
    pricesJobs,
  });
}

const ownerAmounts = (knowledge: KnowledgeHit[]) => knowledge.flatMap((k) => findPrices(k.content));

describe('a shop states the prices its owner wrote', () => {
  it.each([
    ['what do you charge for delivery on an order?', '£3.99'],
    ['how much are your delivery costs', '£3.99'],
    ['roughly what does shipping set me back', '£3.99'],
    ['how much extra is the next day courier', '£7.50'],
    ['how much for a gift box?', '£2.75'],
  ])('%s → the sentence stating %s', (message, price) => {
    const reply = ask(message, CANDLES);
    expect(reply.action).toBe('answer');
    expect(reply.text).toContain(price);
  });

  it('answers "is delivery free?" with the free-delivery rule', () => {
    for (const message of ['is postage free?', 'do I get free delivery if I spend 40 quid']) {
      const reply = ask(message, CANDLES);
      expect(reply.text, message).toContain('Spend £40 or more and delivery is free.');
    }
  });

  it('says only amounts the owner wrote, each given as the reply’s own', () => {
    for (const message of ['postage price?', 'how much is the courier', 'gift box cost']) {
      const reply = ask(message, CANDLES);
      const said = findPrices(reply.text);
      expect(said.length, message).toBeGreaterThan(0);
      expect(reply.quotedAmounts.sort()).toEqual([...said].sort());
      for (const amount of said) expect(ownerAmounts(CANDLES), message).toContain(amount);
    }
  });

  it('still answers where it sends from the item that says it in words', () => {
    const reply = ask('can you send a candle to Guernsey?', CANDLES);
    expect(reply.text).toContain('We cannot post candles abroad.');
    expect(findPrices(reply.text)).toEqual([]);
  });

  it('reads charging a card as no price asked', () => {
    const knowledge = [
      ...CANDLES,
      item('pay', 'Paying', 'We take cards and PayPal. Payment is taken when your order is placed.'),
    ];
    const reply = ask('do you charge my card straight away when I order?', knowledge);
    expect(reply.text).not.toContain('£3.99');
  });
});

// A sign maker's knowledge: a rate per square foot (the quote engine's) and fixed fees.
const SIGNS: KnowledgeHit[] = [
  item('about', 'About Bold Signs', 'Bold Signs prints and installs banners and shop signs in Dayton.'),
  item('rates', 'Banner prices', 'Banner vinyl is $12.50 per sq ft, printed and hemmed.'),
  item(
    'delivery',
    'Delivery',
    'We deliver finished signs within 20 miles for a flat $25.00. Collection from the shop is free.',
  ),
];

describe('a quote agent', () => {
  it('prices a described job with the quote engine, never from a rate in the knowledge', () => {
    const reply = ask('how much for a 4 by 8 banner in standard vinyl?', SIGNS, 'quote');
    expect(reply.action).toBe('present_quote');
    expect(reply.text).not.toContain('$12.50 per sq ft');
  });

  it('answers a price question on a fixed fee from its item, which also says something in words', () => {
    const knowledge = [
      ...SIGNS,
      item(
        'fees',
        'Setup fee and sales tax',
        'Every job has a one-time setup fee of $90.00 for proofing and print setup. Sales tax of 7% is added to the subtotal.',
      ),
    ];
    const reply = ask('do you add a setup charge to every job?', knowledge, 'quote');
    expect(reply.action).toBe('answer');
    expect(reply.text).toContain('one-time setup fee of $90.00');
    for (const amount of reply.quotedAmounts) expect(ownerAmounts(knowledge)).toContain(amount);
  });

  it('states a fixed fee the owner wrote when no job is described', () => {
    const reply = ask('do you deliver the signs or do I pick them up?', SIGNS, 'quote');
    expect(reply.text).toContain('$25.00');
    expect(reply.quotedAmounts).toEqual([25]);
  });
});

describe('posting a thing out', () => {
  it('is shipping it, not a post online', () => {
    expect(queryTerms('what do you charge to post an order out?').has('shipping')).toBe(true);
    expect(queryTerms('can you post it out tomorrow').has('shipping')).toBe(true);
    expect(queryTerms('did you see our post about the sale').has('shipping')).toBe(false);
  });
});

describe('a "Yes" opening', () => {
  it('is not said twice before facts that answer yes or no themselves', () => {
    const text = presentKnowledge(
      'professional',
      1,
      'Yes, any candle can go in a gift box.',
      'Do you do gift boxes?',
    );
    expect(text).toBe('Happy to explain. Yes, any candle can go in a gift box.');
    const no = presentKnowledge(
      'professional',
      1,
      'No, we cannot post abroad.',
      'can you explain overseas post?',
    );
    expect(no).toBe('Happy to explain. No, we cannot post abroad.');
  });

  it('still opens facts that do not say yes themselves', () => {
    const text = presentKnowledge(
      'professional',
      1,
      'Any candle can go in a gift box.',
      'Do you do gift boxes?',
    );
    expect(text).toBe('Yes, happy to explain. Any candle can go in a gift box.');
  });
});
