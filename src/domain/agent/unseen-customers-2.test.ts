import { describe, expect, it } from 'vitest';
import { readCatalogueQuestion } from '../catalogue/catalogue-question';
import { foreignNumbersAsDigits } from '../number-words';
import { withTopicCarried } from './follow-up';
import { detectIntents } from './intents';
import { type KnowledgeHit, lookUpKnowledge, queryTerms, questionParts } from './knowledge-answer';
import { extractQuoteRequest, sizeAsWritten } from './quote-request';

/** Kinds of message decision 079 taught the engine, each in words of its own. */

describe('how orders are sent is no order look-up (decision 079)', () => {
  it.each([
    'will my stuff arrive in a plastic bag?',
    'do orders ship in cardboard or plastic',
    'Can you post to Ireland? Untracked or tracked, either is ok',
    'do you deliver to Alaska? no need for tracking, tracking is optional for me',
    'do you ship to Mexico? W/O tracking works',
  ])('%j reads no look-up', (message) => {
    expect(readCatalogueQuestion([message], [])).toBeNull();
    expect(detectIntents(message)).not.toContain('order_status');
  });

  it.each([
    'where is my parcel',
    'my order still has not come, tracking says nothing',
    'can i get the tracking number for my order',
  ])('%j is still a look-up', (message) => {
    expect(readCatalogueQuestion([message], [])?.kind).toBe('order_status');
  });
});

describe('anyone asked to put a thing right is a person asked for (decision 079)', () => {
  it.each([
    'wrong size in the box AGAIN. could somebody please fix this',
    'can anyone just deal with this, the zip is broken',
    'will someone get back to me today',
  ])('%j hands over', (message) => {
    expect(detectIntents(message)).toContain('human_request');
  });

  it.each([
    'can someone tell me when you close',
    'could anyone recommend a size for me',
  ])('%j is a question', (message) => {
    expect(detectIntents(message)).not.toContain('human_request');
  });
});

describe('follow-ups asking the question again of another case (decision 079)', () => {
  const shipping = 'how much is delivery to Ohio and how long does it take';

  it('carries the subject into "what about…" and "what if…"', () => {
    expect(withTopicCarried('what about my aunt in Spain', shipping)).toMatch(/\(.*shipping.*\)$/);
    expect(withTopicCarried('and if my basket comes to 60 dollars', shipping)).toMatch(/\(shipping\)$/);
  });

  it('a threshold of its own replaces the aspect asked before', () => {
    const carried = withTopicCarried('what if i spend around 90', shipping);
    expect(carried).toMatch(/\(shipping\)$/);
    expect(queryTerms(carried)).toContain([...queryTerms('minimum')][0]);
  });

  it('an "it" that stands for what follows carries nothing', () => {
    expect(withTopicCarried('and would it be possible to park nearby', 'when do you open on saturday?')).toBe(
      'and would it be possible to park nearby',
    );
  });
});

describe('the words customers use for a threshold and a return (decision 079)', () => {
  const term = (word: string) => [...queryTerms(word)][0]!;

  it('a minimum spend is the threshold', () => {
    expect(queryTerms('do you need a minimum basket for afterpay')).toContain(term('minimum'));
  });

  it('postage back is the return', () => {
    expect(queryTerms('who covers the shipping back if it does not fit')).toContain(term('return'));
    expect(queryTerms('is the return postage free')).toContain(term('return'));
  });
});

describe('sizes as a conversation means them (decision 079)', () => {
  it('bare sides after a size in centimetres are centimetres', () => {
    const messages = ['shop window decal, 150cm x 90cm, perforated', 'oops its 150 by 100'];
    // 150 cm x 100 cm = 1.5 m² = 16.15 sq ft, not 15,000 sq ft.
    expect(extractQuoteRequest(messages).squareFootage).toBe(16.15);
    expect(sizeAsWritten(messages)?.written).toBe('150 cm x 100 cm');
  });

  it('bare sides stay feet when nothing else was said', () => {
    expect(extractQuoteRequest(['banner please', 'make it 3 by 10']).squareFootage).toBe(30);
  });

  it('a size said for each of several parts counts every part', () => {
    expect(extractQuoteRequest(['wrap the two back doors of my van, 4x5 ft each']).squareFootage).toBe(40);
    expect(extractQuoteRequest(['three panels at 2 by 6 feet apiece']).squareFootage).toBe(36);
  });

  it('"each" said of the items counted is the size of one item', () => {
    expect(extractQuoteRequest(['3 trucks, both sides, 70 sq ft each'])).toMatchObject({
      squareFootage: 70,
      quantity: 3,
    });
  });

  // Decision 087: sides measured are one side's, "each" or not; an area said beside them is the whole.
  it('without "each" an area is the whole, sides measured are each part', () => {
    expect(extractQuoteRequest(['lettering on both sides, 20 sq ft']).squareFootage).toBe(20);
    expect(extractQuoteRequest(['lettering on both sides, 10 x 2 ft']).squareFootage).toBe(40);
  });
});

describe('German and Dutch numbers written as one word (decision 079)', () => {
  it.each([
    ['etwa zweihundertvierzig Quadratfuß', 'de', 'etwa 240 Quadratfuß'],
    ['fünfundsechzig Fuß', 'de', '65 Fuß'],
    ['achtzehn', 'de', '18'],
    ['honderdvijftig vierkante voet', 'nl', '150 vierkante voet'],
    ['eenentwintig', 'nl', '21'],
  ])('%j reads as a number', (text, language, digits) => {
    expect(foreignNumbersAsDigits(text, language)).toBe(digits);
  });

  it('a word merely made of letters of numbers stays', () => {
    expect(foreignNumbersAsDigits('einen Transporter mit achteckigem Logo', 'de')).toBe(
      'einen Transporter mit achteckigem Logo',
    );
  });
});

const item = (id: string, title: string, content: string): KnowledgeHit => ({
  id,
  title,
  category: 'general',
  rank: 0.5,
  content,
});

/** A small sign shop's own knowledge, not the demo's. */
const SIGN_SHOP: KnowledgeHit[] = [
  item('hours', 'When we are open', 'The workshop on Mill Lane is open Tuesday to Saturday, 9am to 5pm.'),
  item(
    'time',
    'Turnaround',
    'Most van graphics are fitted in one day; a full wrap keeps the van with us for three days.',
  ),
  item('fees', 'Design fee', 'A one-off design fee of $150.00 covers two rounds of changes to your artwork.'),
  item('prints', 'Large prints', 'We print mesh banners up to 3 m wide in one piece, without seams.'),
  item('prep', 'Before you drop off', 'Please bring the van clean and empty; we need it for the whole day.'),
];

describe('what the knowledge holds, asked in other words (decision 079)', () => {
  const answered = (question: string) => {
    const found = lookUpKnowledge(question, SIGN_SHOP);
    return found.kind === 'answer'
      ? found.answer.sourceId
      : found.kind === 'prices_only'
        ? found.sourceId
        : null;
  };

  it('a span in days or hours is the turnaround', () => {
    expect(answered('how many days would we be without the van')).toBe('time');
  });

  it('an interjection before the question is no part of it', () => {
    expect(questionParts('hang on, could you do a 10 ft banner with no joins')).toEqual([
      'could you do a 10 ft banner with no joins',
    ]);
    expect(answered('hang on, could you do a 10 ft banner with no joins')).toBe('prints');
  });

  it('an amount read on a quote is the item stating it', () => {
    expect(answered('my invoice has a $150 line near the bottom, what is that for?')).toBe('fees');
    expect(detectIntents('what is the 150 dollars for on my invoice')).not.toContain('price_quote');
  });

  it.each([
    'is there a courtesy car while the van is with you?',
    'any job openings at the workshop',
  ])('%j is not answered by an item that only shares its other words', (question) => {
    expect(answered(question)).toBeNull();
  });
});

describe('what a shipping question asks, with tracking declined (decision 079)', () => {
  const term = (word: string) => [...queryTerms(word)][0]!;

  it.each([
    'do you post to Norway? tracking is optional for me',
    'send a parcel over to Oslo, no tracking needed',
  ])('%j asks about shipping, not tracking', (message) => {
    const terms = queryTerms(message);
    expect(terms).toContain(term('shipping'));
    expect(terms).not.toContain(term('tracking'));
  });

  it.each([
    'is tracking optional?',
    'do you need tracking',
    'is shipping tracked or not',
  ])('%j still asks about tracking', (message) => {
    expect(queryTerms(message)).toContain(term('tracking'));
  });

  it('"where I can" asks nothing of an order', () => {
    expect(
      readCatalogueQuestion(['are your orders sent in paper? i skip plastic where i can'], []),
    ).toBeNull();
  });

  it('"an option" asks whether a thing is offered', () => {
    expect(queryTerms('is apple pay an option')).not.toContain('option');
  });
});
