import { describe, expect, it } from 'vitest';
import { DEMO_PRICING } from '../demo-pricing';
import { calculateQuote } from '../quote-engine';
import { composeReply } from './compose-reply';
import { detectIntents } from './intents';
import { type KnowledgeHit, lookUpKnowledge, questionParts } from './knowledge-answer';
import { negatedAt } from './negation';

/** Behaviours fixed for decision 051: questions asked in passing, and the words they use. */

const hit = (id: string, title: string, content: string): KnowledgeHit => ({
  id,
  title,
  content,
  category: 'general',
  rank: 0.5,
});

const ITEMS = [
  hit('hours', 'Opening hours', 'The studio is open Tuesday to Saturday 10am to 5pm and closed on Mondays.'),
  hit(
    'pay',
    'Payment methods',
    'We take all major cards and bank transfer. You can also spread the cost over 3 months with Klarna.',
  ),
  hit(
    'moves',
    'Moving or cancelling a booking',
    'You can reschedule a booking for free up to 24 hours before it starts.',
  ),
  hit(
    'prep',
    'Before your appointment',
    'Bring the car clean. Paint must be fully cured, at least 30 days after a respray.',
  ),
  hit('terms', 'Deposits', 'A deposit of one third secures the date. Quotes are valid for 60 days.'),
  hit('timing', 'How long does a job take?', 'Most jobs take a week from approval. Rush jobs are possible.'),
  hit('gifts', 'Gift vouchers', 'Gift vouchers can be bought in the studio and never expire.'),
];

const answeredBy = (message: string) => {
  const found = lookUpKnowledge(message, ITEMS);
  return found.kind === 'answer' ? found.answer.sourceId : found.kind;
};

describe('questions asked inside a statement', () => {
  it.each([
    [
      'if the colour looks off once its done can i bring it back',
      ['if the colour looks off once its done', 'can i bring it back'],
    ],
    [
      'we drove past on tuesday but it was closed anyway when do you open on a saturday because we are back then',
      ['we drove past on tuesday but it was closed', 'when do you open on a saturday', 'we are back then'],
    ],
  ])('%j is read as %j', (message, parts) => {
    expect(questionParts(message)).toEqual(parts);
  });

  it.each([
    'that is what i wanted',
    'i know how it works',
    'let me know if we can do it',
  ])('%j stays one statement', (message) => {
    expect(questionParts(message)).toEqual([message]);
  });
});

describe('the knowledge answers in the customer’s words', () => {
  it.each([
    ['my sister went last month and said it was lovely, anyway what time do you open on saturday', 'hours'],
    ['do you do anything like afterpay where i pay in bits', 'pay'],
    ['the booking is on friday but i have the flu, can i move it without paying anything extra', 'moves'],
    ['the doors were repainted a few days ago, can you wrap the car?', 'prep'],
    ['bought a voucher for my mum. does it run out after a while?', 'gifts'],
    ['how long is the quote good for before the price changes?', 'terms'],
    ['we launch in 4 days, can you get it done in time?', 'timing'],
  ])('%j → %s', (message, id) => {
    expect(answeredBy(message)).toBe(id);
  });

  it("a visitor's own opening is not the business's hours", () => {
    expect(answeredBy('we are opening a bakery next month, how long does a job take?')).toBe('timing');
  });
});

describe('a price word around a question about how long a quote holds', () => {
  const reply = (message: string, knowledge: readonly KnowledgeHit[]) =>
    composeReply({
      agentType: 'quote',
      tone: 'professional',
      seed: 1,
      message,
      intents: detectIntents(message),
      knowledge,
      quote: calculateQuote(DEMO_PRICING, { projectType: 'vehicle-wrap' }),
      customerEmailKnown: false,
      quoteAlreadyCreated: false,
    });

  it('is answered with the validity the knowledge states', () => {
    const composed = reply('got a quote for the van last week, how long is that price good for?', ITEMS);
    expect(composed.text).toContain('Quotes are valid for 60 days.');
    expect(composed.action).toBe('answer');
  });

  it('offers a person when the knowledge does not say, rather than a new quote', () => {
    const composed = reply(
      'got a quote for the van last week, how long is that price good for?',
      ITEMS.filter((i) => i.id !== 'terms' && i.id !== 'gifts'),
    );
    expect(composed.action).toBe('offer_handoff');
  });
});

describe('"no" before the customer\'s own choice', () => {
  it.each([
    ['actually no lets do premium', 'premium', false],
    ['no wait, make it reflective', 'reflective', false],
    ['no premium please', 'premium', true],
    ['no, i dont want tint', 'tint', true],
  ] as const)('%j: %s negated → %s', (text, word, negated) => {
    expect(negatedAt(text, text.indexOf(word))).toBe(negated);
  });
});
