import { describe, expect, it } from 'vitest';
import { asksUnstatedQuality } from '../catalogue/catalogue-question';
import type { CatalogueProduct } from '../catalogue/catalogue-types';
import { spelledNumbersAsDigits } from '../number-words';
import { composeReply } from './compose-reply';
import { detectIntents } from './intents';
import { type KnowledgeHit, lookUpKnowledge } from './knowledge-answer';
import { normalizeMessage } from './normalize-message';
import { extractQuoteRequest } from './quote-request';

/** Kinds of message decision 091 taught the engine, each in words other than the ones that showed them. */

const item = (title: string, content: string): KnowledgeHit => ({
  id: title,
  title,
  content,
  category: 'faq',
  rank: 1,
});
const answerOf = (question: string, hits: readonly KnowledgeHit[]) => {
  const found = lookUpKnowledge(question, hits);
  return found.kind === 'answer' ? found.answer.sourceId : found.kind;
};

describe('sizes as customers say them (decision 091)', () => {
  it('reads halves and quarters after a whole number, in words or figures', () => {
    expect(spelledNumbersAsDigits('six and a half feet')).toBe('6.5 feet');
    expect(spelledNumbersAsDigits('3 1/4 ft by 2')).toBe('3.25 ft by 2');
    expect(spelledNumbersAsDigits('1¾ m')).toBe('1.75 m');
    expect(spelledNumbersAsDigits('seven and three quarters')).toBe('7.75');
    expect(spelledNumbersAsDigits('thirty one and a quarter')).toBe('31.25');
    expect(spelledNumbersAsDigits('takes half a day')).toBe('takes half a day');
    expect(extractQuoteRequest(['sign, eight and a half feet by 2 feet, premium']).squareFootage).toBe(17);
  });

  it('counts parts named in the plural of a job word, not its "corrected" singular', () => {
    expect(
      extractQuoteRequest(['both back windows are 3 ft by 2 ft each, perforated please']).squareFootage,
    ).toBe(12);
  });

  it('changes one side of the last size when that side alone is said again', () => {
    expect(
      extractQuoteRequest(['sign 10 ft wide by 4 ft tall, premium', 'can it be 3 ft tall instead'])
        .squareFootage,
    ).toBe(30);
    expect(
      extractQuoteRequest(['banner 20 x 3, standard', 'make it 15 long, same height']).squareFootage,
    ).toBe(45);
    expect(extractQuoteRequest(['banner 20 x 3, standard', 'sorry I meant 50']).squareFootage).toBe(50);
  });

  it('does not choose an add-on the vehicle already has', () => {
    const messages = [
      'van wrap 150 sq ft premium with tint',
      'forget the tint, my windows are factory tinted',
    ];
    expect(extractQuoteRequest(messages).upsellIds).toBeUndefined();
    expect(extractQuoteRequest(['van wrap 150 sq ft premium, want the windows tinted']).upsellIds).toEqual([
      'window-tinting',
    ]);
  });
});

describe('what a message asks, beside thanks, days and who asks (decision 091)', () => {
  const reply = (message: string, language: 'es' | 'de') =>
    composeReply({
      agentType: 'quote',
      tone: 'professional',
      seed: 0,
      message,
      intents: detectIntents(message),
      knowledge: [],
      quote: null,
      customerEmailKnown: false,
      quoteAlreadyCreated: false,
      language,
    });

  it('answers the question a foreign thanks closes, and thanks back for thanks alone', () => {
    expect(reply('¿Hacen envíos a Canadá? Gracias', 'es').action).not.toBe('acknowledge');
    expect(reply('Danke schön!', 'de').action).toBe('acknowledge');
  });

  it('reads "sun", "sat" and "wed" as days only where days stand', () => {
    expect(normalizeMessage('the roof is sun damaged')).toBe('the roof is sun damaged');
    expect(normalizeMessage('the car sat outside all winter')).toBe('the car sat outside all winter');
    expect(normalizeMessage('r u open on sun')).toBe('are you open on sunday');
    expect(normalizeMessage('any slots wed or thu?')).toBe('any slots wednesday or thursday?');
  });

  it('answers the price of a topic done to the thing named, not a quote for the thing', () => {
    const removal = item('Wrap removal', 'We remove old wraps in half a day and quote removal separately.');
    const wraps = item('Vehicle wraps', 'A full wrap covers every painted panel.');
    const found = composeReply({
      agentType: 'quote',
      tone: 'professional',
      seed: 0,
      message: 'how much do you charge to peel an old wrap off a van? it is cracking everywhere',
      intents: detectIntents(
        'how much do you charge to peel an old wrap off a van? it is cracking everywhere',
      ),
      knowledge: [removal, wraps],
      quote: null,
      customerEmailKnown: false,
      quoteAlreadyCreated: false,
    });
    expect(found.sources).toEqual([removal.id]);
  });

  it("does not read the visitor's own trade, or a count in words, as what is asked", () => {
    const care = item(
      'Caring for your wrap',
      'Hand wash with mild soap; cleaning with brushes scratches it.',
    );
    const fleet = item('Fleet graphics', 'We install two vehicles a day, so every van stays on the road.');
    expect(
      answerOf("we're a window cleaning company with six vans. can you do all six in a day or two?", [
        care,
        fleet,
      ]),
    ).toBe(fleet.id);
  });
});

describe('features, fixings and flaws (decision 091)', () => {
  it('reads a feature a thing is asked to come with as no flaw', () => {
    expect(detectIntents('will the sign come with holes in the corners for screws?')).not.toContain(
      'complaint',
    );
    expect(detectIntents('the sign came with a hole in it')).toContain('complaint');
  });

  it('reads holes or rings to hang a thing by, and cable ties, as its grommets; why is not what', () => {
    const signs = item('Banners', 'Outdoor banners come hemmed with grommets every two feet.');
    const hours = item('Hours', 'We are open weekdays and the gate is locked at night.');
    expect(answerOf('do the banners have rings so we can hang them off the gate?', [signs, hours])).toBe(
      signs.id,
    );
    expect(answerOf('can I cable tie it to railings?', [signs, hours])).toBe(signs.id);
  });

  it('reads a message that never came as no grievance, and a visit never made as one', () => {
    expect(detectIntents('my confirmation email never came through, did the order go in?')).not.toContain(
      'complaint',
    );
    expect(detectIntents('the fitter never showed up this morning')).toContain('complaint');
  });
});

describe('who asks for a person (decision 091)', () => {
  it('reads a person asked to get in touch as a request for one', () => {
    expect(detectIntents('please get someone in the office to email me back')).toContain('human_request');
    expect(detectIntents('I want your team to ring me about the invoice')).toContain('human_request');
    expect(detectIntents('does someone email me the receipt?')).not.toContain('human_request');
  });
});

describe("topics in customers' names (decision 091)", () => {
  const discounts = item('Discounts', 'Newsletter subscribers get a discount code for 10% off.');
  const hours = item('Hours and address', 'The store at 4 Dock Road is open daily from 9am to 5pm.');
  const ordering = item('How to order', 'Message us the piece and size and we send you a checkout link.');
  const returns = item('Returns for a wrong size', 'Return unworn items within 30 days.');
  const care = item('Care', 'Wash dark cotton cold and inside out to keep the colour.');

  it('reads sales days and offers by their names as discounts', () => {
    expect(answerOf('got any boxing day offers?', [discounts, hours])).toBe(discounts.id);
    expect(answerOf('how do you deal with late parcels?', [discounts, hours])).not.toBe(discounts.id);
  });

  it('reads making an account or registering as part of checking out', () => {
    expect(answerOf('do I need to create an account to buy from you?', [ordering, hours])).toBe(ordering.id);
  });

  it('reads getting into a place as access, which an item must hold to answer', () => {
    expect(answerOf('is the store on Dock Road wheelchair friendly?', [hours, discounts])).toBe('none');
    expect(answerOf('can you get in touch about my order?', [hours, ordering])).not.toBe('none');
  });

  it('reads a question asking only whether the story is as it should be as about the story', () => {
    expect(
      answerOf('my navy tee looks patchy after a few washes. am I doing something wrong?', [returns, care]),
    ).toBe(care.id);
  });
});

describe('how a garment wears, which its card may not say (decision 091)', () => {
  const product = (description: string): CatalogueProduct => ({
    id: 'p',
    sku: 'P',
    name: 'Harbour Wool Coat',
    category: 'coats',
    description,
    material: null,
    care: null,
    sizes: ['M'],
    colours: ['navy'],
    priceCents: 9900,
    stockBySize: { M: 1 },
  });

  it('tells a quality the card does not state from one it does', () => {
    expect(asksUnstatedQuality('is the wool coat lined?', [product('A warm coat with deep pockets.')])).toBe(
      true,
    );
    expect(asksUnstatedQuality('is the wool coat lined?', [product('A fully lined coat.')])).toBe(false);
    expect(asksUnstatedQuality('is the wool coat navy?', [product('A coat.')])).toBe(false);
  });
});
