import { describe, expect, it } from 'vitest';
import { DEMO_PRICING } from '../demo-pricing';
import { calculateQuote } from '../quote-engine';
import { type ComposeReplyInput, composeReply } from './compose-reply';
import { detectIntents } from './intents';
import { type KnowledgeHit, lookUpKnowledge } from './knowledge-answer';
import { detectLanguage } from './language';
import { isShouting, normalizeMessage } from './normalize-message';
import { extractQuoteRequest } from './quote-request';
import { parseQuantity } from './quote-request-numbers';

/** A small workspace of another trade than the demo's, so nothing is tuned to the demo texts. */
const hit = (id: string, title: string, category: string, content: string, rank = 0.5): KnowledgeHit => ({
  id,
  title,
  category,
  content,
  rank,
});
const HOURS = hit(
  'k-hours',
  'Opening hours',
  'general',
  'We are open Tuesday to Saturday from 10am to 7pm. On Sundays and Mondays the studio is closed.',
);
const ABOUT = hit(
  'k-about',
  'About Riverside Print Studio',
  'general',
  'Riverside Print Studio prints custom t-shirts, hoodies, tote bags and embroidered caps for teams and events. Every order is printed in-house.',
);
const COLOURS = hit(
  'k-colours',
  'Colour matching',
  'technical',
  'We match any Pantone colour on cotton and polyester. A printed sample can be posted before the full run.',
);
const CARE = hit(
  'k-care',
  'Washing printed garments',
  'faq',
  'Wash printed garments inside out at thirty degrees and do not tumble dry. Never iron directly on the print.',
);
const GUARANTEE = hit(
  'k-guarantee',
  'Guarantee on prints',
  'policies',
  'Prints are guaranteed against cracking and fading for a year of normal washing.',
);
const KNOWLEDGE = [HOURS, ABOUT, COLOURS, CARE, GUARANTEE];
const findPricesIn = (text: string) => text.match(/\$\s?\d/g) ?? [];

function compose(message: string, overrides: Partial<ComposeReplyInput> = {}) {
  return composeReply({
    agentType: 'quote',
    tone: 'professional',
    seed: 0,
    message,
    intents: detectIntents(message),
    knowledge: KNOWLEDGE,
    quote: null,
    customerEmailKnown: false,
    quoteAlreadyCreated: false,
    ...overrides,
  });
}

const sourceOf = (message: string) => {
  const found = lookUpKnowledge(message, KNOWLEDGE);
  return found.kind === 'answer' ? found.answer.sourceId : found.kind;
};

describe('normalizeMessage', () => {
  it.each([
    ['wat time r u open', 'what time are you open'],
    ['thx m8, cya', 'thanks m8, cya'],
    ['do u do hoodies 4 a football team?', 'do you do hoodies for a football team?'],
    ['need 2 know ur hrs', 'need to know your hours'],
    ['i need 4 vans done', 'i need 4 vans done'],
    ['I’m here', "I'm here"],
  ])('%j → %j', (message, plain) => {
    expect(normalizeMessage(message)).toBe(plain);
  });

  it('tells shouting from a capitalised sentence', () => {
    expect(isShouting('WHY HAS NOBODY CALLED ME BACK')).toBe(true);
    expect(isShouting('Do you print on NASA-style fabric?')).toBe(false);
  });
});

describe('knowledge found however it is asked', () => {
  it.each([
    ['wat time r u open on sat', 'k-hours'],
    ['WHEN ARE YOU OPEN', 'k-hours'],
    ['can you match my team color exactly?', 'k-colours'],
    ['how should i wash the printed stuff after', 'k-care'],
    ['is there a guarentee on the prints', 'k-guarantee'],
    [
      'Hiya! We ordered from another place last year and it was a mess. Anyway. Can you do colour matching to our club green?',
      'k-colours',
    ],
  ])('%j is answered from %s', (message, source) => {
    expect(sourceOf(message)).toBe(source);
  });

  it('still finds nothing for what the knowledge does not hold', () => {
    expect(sourceOf('Do you sell gift vouchers?')).toBe('none');
  });

  it('answers in a sentence of its own and a next step, not a pasted citation', () => {
    const reply = compose('hey wat r ur opening hrs');
    expect(reply.action).toBe('answer');
    expect(reply.text).toContain('We are open Tuesday to Saturday from 10am to 7pm.');
    expect(reply.text).not.toMatch(/according to our information/i);
    expect(reply.text).toMatch(/\?$/);
  });
});

describe('intent confusion', () => {
  it.each([
    'how much notice do I need to move my print date',
    'how long is the quote valid for?',
    'is the quote you sent still good next month',
    'whats the $400 setup fee on my quote actually for',
    'what does the deposit cover?',
    'why is there a design charge on the invoice',
  ])('%j is not a price question', (message) => {
    expect(detectIntents(message)).not.toContain('price_quote');
  });

  it('keeps asking what a fee costs a price question', () => {
    expect(detectIntents('what is the fee for a rush job?')).toContain('price_quote');
    expect(detectIntents('how much is the setup fee for a banner?')).toContain('price_quote');
  });

  it('keeps a real price question next to one of those', () => {
    expect(detectIntents('how long is the quote valid, and how much is a van wrap?')).toContain(
      'price_quote',
    );
  });

  it('mentions another company without objecting, unless it is about the price', () => {
    expect(detectIntents('another company did my van last year, can you add a logo?')).not.toContain(
      'objection',
    );
    expect(detectIntents('another company quoted me less for the same van')).toContain('objection');
  });

  it('does not pitch a quote for a question about a vehicle that was already done', () => {
    const reply = compose('just picked up my van after the wrap, how soon can I wash it');
    expect(reply.action).not.toBe('ask_quote_details');
  });
});

describe('numbers', () => {
  it('reads "4" before an article as "for", not as a count', () => {
    expect(parseQuantity('how much 4 a full wrap')).toBeUndefined();
    expect(parseQuantity('price 2 my van wrap?')).toBeUndefined();
    expect(parseQuantity('4 vans please')).toBe(4);
  });

  it('prices the quantity meant', () => {
    const request = extractQuoteRequest(['how much 4 a full wrap in premium, 150 sq ft']);
    expect(request.quantity).toBeUndefined();
    const quote = calculateQuote(DEMO_PRICING, { ...request, projectType: 'vehicle-wrap' });
    const single = calculateQuote(DEMO_PRICING, {
      projectType: 'vehicle-wrap',
      material: 'premium-vinyl',
      squareFootage: 150,
    });
    expect(quote.ok && single.ok && quote.quote.totalAmount).toBe(single.ok && single.quote.totalAmount);
  });
});

describe('complaints and anger', () => {
  it.each([
    'This is ridiculous, my order was supposed to be ready on Monday',
    'the print on my hoodies is peeling already',
    'you guys ruined my jacket',
    'I am so frustrated, nobody called me back',
    'WHERE ARE MY SHIRTS!!! I PAID TWO WEEKS AGO',
    'get me your manager',
  ])('%j gets an apology and a person, never a pitch', (message) => {
    const reply = compose(message, { quote: calculateQuote(DEMO_PRICING, { projectType: 'vehicle-wrap' }) });
    expect(reply.handoff).toBe(true);
    expect(reply.action).toBe('handoff');
    expect(reply.quotedAmounts).toEqual([]);
    expect(reply.text).not.toMatch(/quote/i);
  });

  it('asks a question about damage without a grievance: answered, not escalated', () => {
    expect(detectIntents('does the guarantee cover cracking?')).not.toContain('complaint');
  });
});

describe('small talk and languages', () => {
  it.each([
    ['hola', 'es'],
    ['merci beaucoup', 'fr'],
    ['Guten Abend', 'de'],
    ['obrigada', 'pt'],
    ['grazie mille', 'it'],
    ['necesito camisetas para mi equipo de fútbol', 'es'],
    ['je voudrais des sweats pour mon association', 'fr'],
    ['do you print on hoodies', 'en'],
    ['wat kinda stuff do u make', 'en'],
    ['🙂', 'en'],
  ])('%j is written in %s', (message, language) => {
    expect(detectLanguage(message)).toBe(language);
  });

  it('greets back in the visitor’s language and says what it can do', () => {
    const reply = compose('hola!', { language: 'es', agentType: 'shop' });
    expect(reply.action).toBe('greet');
    expect(reply.text).toMatch(/^Hola/);
    expect(reply.text).toContain('pedido');
    expect(reply.handoff).toBe(false);
  });

  it('thanks back in French and promises a person for a question it cannot answer in it', () => {
    expect(compose('merci', { language: 'fr' }).text).toMatch(/^Avec plaisir/);
    const question = compose('vous faites des casquettes brodées ?', { language: 'fr' });
    expect(question.handoff).toBe(true);
    expect(question.text).toMatch(/équipe/);
  });

  it('answers a question in another language from the knowledge, framed in that language, without a handoff', () => {
    const hours = compose('¿Abren los domingos?', { language: 'es', agentType: 'shop' });
    expect(hours.action).toBe('answer');
    expect(hours.handoff).toBe(false);
    expect(hours.sources).toEqual(['k-hours']);
    expect(hours.text).toMatch(/^Esto es lo que dice/);
    expect(hours.text).toContain('On Sundays and Mondays the studio is closed.');
    expect(hours.text).toMatch(/en español\.$/);
    const care = compose('Wie soll ich die bedruckten Shirts waschen?', {
      language: 'de',
      agentType: 'shop',
    });
    expect(care.sources).toEqual(['k-care']);
    expect(care.text).toMatch(/^Das steht/);
  });

  it('hands a price question in another language to a person who writes in it: only the quote engine prices', () => {
    const price = compose('Wie viel kostet ein Banner?', { language: 'de', agentType: 'quote' });
    expect(price.handoff).toBe(true);
    expect(findPricesIn(price.text)).toEqual([]);
  });

  it('answers an emoji and "what can you do for me?" instead of "I do not know"', () => {
    expect(compose('👍').action).toBe('acknowledge');
    expect(compose('👋').action).toBe('greet');
    const what = compose('what can you do for me?');
    expect(what.action).toBe('greet');
    expect(what.text).toContain('quote');
    const stuff = compose('what kinda stuff do you make');
    expect(stuff.text).toContain('custom t-shirts, hoodies');
    expect(stuff.sources).toEqual(['k-about']);
  });
});
