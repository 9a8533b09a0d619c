import { describe, expect, it } from 'vitest';
import { DEMO_PRICING } from '../demo-pricing';
import { calculateQuote } from '../quote-engine';
import { composeReply } from './compose-reply';
import { englishGloss, jobRendering } from './foreign-words';
import { detectIntents } from './intents';
import type { KnowledgeHit } from './knowledge-answer';
import { lookUpKnowledge } from './knowledge-answer';
import { detectLanguage } from './language';
import { extractQuoteRequest } from './quote-request';
import { parseFollowUpQuantity } from './quote-request-numbers';

type ReplyInput = Parameters<typeof composeReply>[0];

/** A reply to `message` by a shop that prices no jobs and knows nothing, unless `input` says. */
function replyTo(message: string, input: Partial<ReplyInput> = {}) {
  return composeReply({
    agentType: 'shop',
    tone: 'professional',
    seed: 0,
    message,
    intents: detectIntents(message),
    knowledge: [],
    quote: null,
    customerEmailKnown: false,
    quoteAlreadyCreated: false,
    pricesJobs: false,
    ...input,
  });
}

const hit = (id: string, title: string, content: string, rank = 0.5): KnowledgeHit => ({
  id,
  title,
  category: 'faq',
  rank,
  content,
});

const SIZE_GUIDE = hit(
  'k-size',
  'Size guide and fit',
  'Our tops run true to size. Trousers are sized by waist with a 32 inch leg, and we hem them for free in the store.',
);
const SUSTAINABILITY = hit(
  'k-made',
  'Sustainability',
  'Our cotton is organic. Our clothes are made in small runs at family-owned factories in Portugal.',
);
const ABOUT = hit(
  'k-about',
  'About the shop',
  'An independent clothing shop selling everyday wear made to last.',
);
const SHIPPING = hit(
  'k-ship',
  'Shipping and delivery',
  'Orders placed by 2pm ship the same day. Standard delivery costs $6.95 and is free on orders over $100.',
);
const ARTWORK = hit(
  'k-art',
  'Artwork and file formats',
  'Send logos and artwork as vector files. No artwork? Our designers create a proof from your logo.',
);

describe('languages (decision 056)', () => {
  it('reads Dutch, and a greeting shared by two languages by the words after it', () => {
    expect(detectLanguage('Wat kost een spandoek van 2 bij 3 meter?')).toBe('nl');
    expect(detectLanguage('Hallo, wat kost verzending naar Amsterdam?')).toBe('nl');
    expect(detectLanguage('Hallo, was kostet der Versand nach Berlin?')).toBe('de');
  });

  it('reads the head of a German or Dutch compound, and a gift card as one thing', () => {
    expect(englishGloss('Gibt es einen Studentenrabatt?', 'de')).toBe('discount');
    expect(englishGloss('Waar worden jullie kleren gemaakt?', 'nl')).toBe('clothes made');
    expect(englishGloss('¿Tienen tarjetas de regalo?', 'es')).toBe('gift card');
  });

  it('keeps text-speak English', () => {
    expect(detectLanguage('u open sat?')).toBe('en');
  });

  it('keeps English that shares its short words with Dutch, and still reads plain Dutch', () => {
    expect(detectLanguage('wat time u open sat')).toBe('en');
    expect(detectLanguage('wat r ur hours on sunday')).toBe('en');
    expect(detectLanguage('is de winkel open op zaterdag')).toBe('nl');
    expect(detectLanguage('hoe laat zijn jullie open')).toBe('nl');
  });

  it('reads a job described in French or Dutch as the quote parser reads English', () => {
    const french = jobRendering(
      'Bonjour, je voudrais un devis pour une enseigne de 10 pieds carrés en vinyle réfléchissant.',
      'fr',
    );
    expect(extractQuoteRequest([french])).toEqual({
      projectType: 'storefront-sign',
      material: 'reflective-vinyl',
      squareFootage: 10,
    });
    // Dutch "van" is "of", not a van.
    const dutch = jobRendering('een spandoek van 2 bij 1 meter in standaard vinyl', 'nl');
    expect(extractQuoteRequest([dutch])).toMatchObject({ projectType: 'banner', material: 'standard-vinyl' });
  });

  it('prices a job described in another language, framed in it', () => {
    const message =
      'Bonjour, je voudrais un devis pour une enseigne de 10 pieds carrés en vinyle réfléchissant.';
    const request = extractQuoteRequest([jobRendering(message, 'fr')]);
    const reply = replyTo(message, {
      agentType: 'quote',
      quote: calculateQuote(DEMO_PRICING, request),
      language: 'fr',
      pricesJobs: true,
    });
    expect(reply.action).toBe('present_quote');
    expect(reply.text).toMatch(/^Voici le devis/);
    expect(reply.quotedAmounts.length).toBeGreaterThan(0);
  });

  it('quotes the price a shop publishes, asked in another language', () => {
    const message = 'Bonjour, vous acceptez PayPal ? Et la livraison coûte combien ?';
    const reply = replyTo(message, { knowledge: [SHIPPING, ABOUT], language: 'fr' });
    expect(reply.text).toContain('$6.95');
    expect(reply.quotedAmounts).toContain(6.95);
    expect(reply.handoff).toBe(false);
  });
});

describe('what is asked over what is named (decision 056)', () => {
  it('reads a fit question as sizing, not as "small runs"', () => {
    const found = lookUpKnowledge('does the crew run big? im normally a small', [SIZE_GUIDE, SUSTAINABILITY]);
    expect(found).toMatchObject({ kind: 'answer', answer: { sourceId: 'k-size' } });
  });

  it('answers where things are made from the item that says so, not "made to last"', () => {
    const found = lookUpKnowledge('r they made in china or wat', [ABOUT, SUSTAINABILITY]);
    expect(found).toMatchObject({ kind: 'answer', answer: { sourceId: 'k-made' } });
  });

  it('answers a story by the one item on its topic (hemming)', () => {
    const found = lookUpKnowledge(
      "need some for my cousin's wedding but trousers are always miles too long on me, what do you do about that",
      [SIZE_GUIDE, SUSTAINABILITY, ABOUT],
    );
    expect(found).toMatchObject({ kind: 'answer', answer: { sourceId: 'k-size' } });
  });

  it('reads a logo drawn by hand as artwork, but not t-shirts printed with it', () => {
    expect(
      lookUpKnowledge('my logo is literally a drawing on a napkin lol can you work with that', [
        ARTWORK,
        ABOUT,
      ]),
    ).toMatchObject({ kind: 'answer', answer: { sourceId: 'k-art' } });
    expect(lookUpKnowledge('do u sell t-shirts or stickers with ur logo?', [ARTWORK, ABOUT])).toEqual({
      kind: 'none',
    });
  });

  it('weighs an order value in a shop question against the threshold', () => {
    const found = lookUpKnowledge('HOW MUCH IS SHIPPING IF I SPEND 90 BUCKS', [SHIPPING, ABOUT]);
    expect(
      found.kind === 'answer' ? found.answer.sourceId : found.kind === 'prices_only' ? found.sourceId : null,
    ).toBe('k-ship');
  });

  it('counts a number shared out one each', () => {
    expect(parseFollowUpQuantity('make it 3, one for each entrance')).toBe(3);
    expect(parseFollowUpQuantity('2 please, one per side')).toBe(2);
    expect(parseFollowUpQuantity('make it 3 ft wider')).toBeUndefined();
  });
});

describe('a business without job pricing (decision 056)', () => {
  it('offers a person, not a quote, for a price question its knowledge does not answer', () => {
    const message = 'do you price-match amazon?';
    const reply = replyTo(message, { knowledge: [SHIPPING, ABOUT] });
    expect(reply.action).toBe('offer_handoff');
    expect(reply.quotedAmounts).toEqual([]);
  });
});

describe('small talk and stories (decision 056)', () => {
  it('greets back when the visitor checks someone is there', () => {
    expect(detectIntents('Hello, anyone there?')).toEqual(['greeting']);
    expect(detectIntents('you there?')).toEqual(['greeting']);
    expect(detectIntents('hi! is anyone around to help?')).toEqual(['greeting']);
  });

  it('greets back with what the agent can help with, in a workspace with no knowledge', () => {
    const message = 'Hello, anyone there?';
    const reply = replyTo(message, { tone: 'casual', seed: 1 });
    expect(reply.action).toBe('greet');
    expect(reply.text).toMatch(/^Hi!/);
    expect(reply.text).toContain('check on an order');
    expect(reply.handoff).toBe(false);
  });

  it('reads "what can you actually help me with" as a question about the agent', () => {
    expect(detectIntents('so what can you actually help me with')).toContain('capabilities');
  });

  it('does not read a fault in the visitor’s old thing as a complaint', () => {
    expect(
      detectIntents('my old bag finally gave up, the handle ripped off. is the weekender ok as carry on?'),
    ).not.toContain('complaint');
    expect(detectIntents('my old jeans ripped at the knee so i need new ones')).not.toContain('complaint');
    expect(detectIntents('the handle ripped off my bag i bought last week')).toContain('complaint');
  });
});

describe('a brand named in a question in another language (decision 065)', () => {
  it.each([
    ['pagam com apple pay?', 'pt'],
    ['accepteren jullie apple pay?', 'nl'],
    ['accettate apple pay per gli ordini online?', 'it'],
    ['do you take apple pay', 'en'],
    ['apple pay ok?', 'en'],
  ] as const)('%j is read as %s', (message, language) => {
    expect(detectLanguage(message)).toBe(language);
  });
});
