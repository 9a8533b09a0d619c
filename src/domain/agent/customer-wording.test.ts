import { describe, expect, it } from 'vitest';
import { detectIntents } from './intents';
import { type KnowledgeHit, lookUpKnowledge } from './knowledge-answer';
import { detectLanguage } from './language';
import { extractQuoteRequest } from './quote-request';

/** Behaviours fixed for decision 035: customers' wording the engine misread. */

const hit = (id: string, title: string, content: string): KnowledgeHit => ({
  id,
  title,
  content,
  category: 'general',
  rank: 0.5,
});

const ABOUT = hit(
  'k-about',
  'About the shop',
  'We sell tees, jackets, knitwear and leather and canvas bags online and from our store.',
);
const CARE = hit(
  'k-care',
  'Caring for your clothes',
  'Wash cotton cold and inside out. Leather needs only a wipe with a damp cloth and a conditioner twice a year.',
);
const SHIPPING = hit(
  'k-ship',
  'Shipping and delivery',
  'Orders ship the same day. Standard delivery costs $6.95 and is free on orders over $100.',
);
const RETURNS = hit(
  'k-returns',
  'Returns and exchanges',
  'Returns are free within 30 days. Exchanges ship free as soon as we receive the return.',
);
const QUOTES = hit(
  'k-quotes',
  'Deposits and payment',
  'Quotes are valid for 30 days from the day they are sent.',
);
const ALL = [ABOUT, CARE, SHIPPING, RETURNS, QUOTES];

const lookUp = (question: string) => {
  const found = lookUpKnowledge(question, ALL);
  return found.kind === 'answer'
    ? found.answer.sourceId
    : found.kind === 'prices_only'
      ? found.sourceId
      : 'none';
};

describe('complaints said plainly', () => {
  it('reads a thing that broke, said in the past tense, and "not ok", as a complaint', () => {
    expect(detectIntents('wore the dress once and the seam ripped!! not ok')).toContain('complaint');
    expect(detectIntents('my sign fell apart in a week')).toContain('complaint');
    expect(detectIntents('what are you going to do about it')).toContain('complaint');
  });

  it('does not read "not ok" inside a question as one', () => {
    expect(detectIntents('is it not ok to wash it?')).not.toContain('complaint');
  });
});

describe('small talk', () => {
  it('reads two acknowledgement words before a thank-you as thanks', () => {
    expect(detectIntents('ok cool ty 🙏')).toEqual(['thanks']);
  });

  it('reads praise emoji about a vehicle as praise, not a price question', () => {
    const intents = detectIntents('🔥🔥🔥 that mustang wrap u posted');
    expect(intents).toContain('greeting');
    expect(intents).not.toContain('price_quote');
  });
});

describe('the visitor language', () => {
  it('is English when a foreign greeting opens an English question', () => {
    expect(detectLanguage('Bonjour, do you make banners for outdoor events?')).toBe('en');
  });

  it('is the language of a thank-you in a short message', () => {
    expect(detectLanguage('super, merci!')).toBe('fr');
    expect(detectLanguage('Hola! a qué hora abren los sábados?')).toBe('es');
  });
});

describe('customers words for the knowledge words', () => {
  it('reads "look after" as care', () => {
    expect(lookUp('how do i look after my leather bag?')).toBe('k-care');
  });

  it('reads "the minimum for" a price as the threshold the knowledge states', () => {
    expect(lookUp('whats the minimum for free shipping')).toBe('k-ship');
  });

  it('reads a quote "still good" as a quote still valid', () => {
    expect(lookUp('the quote you sent me, is it still good next month?')).toBe('k-quotes');
  });
});

describe('jobs described with typos', () => {
  it('reads a material or a product one edit away as that word', () => {
    expect(extractQuoteRequest(['hw much for windw letering, perforatd vinyl, 30 sq ft'])).toEqual({
      projectType: 'storefront-sign',
      material: 'perforated-vinyl',
      squareFootage: 30,
    });
    expect(extractQuoteRequest(['premum vinyl van 150 sq ft']).material).toBe('premium-vinyl');
  });

  it('leaves words under five letters and other words alone', () => {
    expect(extractQuoteRequest(['graphic design for my logo']).material).toBeUndefined();
    expect(extractQuoteRequest(['in a similar manner'])).toEqual({});
  });
});

describe('what a yes/no question asks about', () => {
  const HOURS = hit(
    'k-hours',
    'Opening hours',
    'The shop is open Monday to Friday 8am to 6pm. Vehicle drop-off is by appointment, and a person follows up within a day.',
  );
  const WRAPS = hit(
    'k-wraps',
    'Full and partial wraps',
    'A partial wrap covers selected panels such as the sides or the bonnet.',
  );
  const items = [HOURS, WRAPS, CARE];
  const source = (question: string) => {
    const found = lookUpKnowledge(question, items);
    return found.kind === 'answer' ? found.answer.sourceId : found.kind;
  };

  it('is not answered by an item that shares other words but not the thing asked about', () => {
    expect(source('is there parking near the shop when i drop off?')).toBe('none');
  });

  it('is not answered from a statement beside it when no item mentions the thing', () => {
    expect(source('do u do collabs / sponsorships? i have 20k followers')).toBe('none');
  });

  it('reads past a word that only describes the thing ("a cheaper option for the sides")', () => {
    expect(source('is there a cheaper option for the sides or the bonnet?')).toBe('k-wraps');
  });
});
