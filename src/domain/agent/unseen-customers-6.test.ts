import { describe, expect, it } from 'vitest';
import {
  asksUnstatedClaim,
  readCatalogueQuestion,
  statesClaim,
  unstatedClaim,
} from '../catalogue/catalogue-question';
import type { CatalogueProduct } from '../catalogue/catalogue-types';
import { jobRendering } from './foreign-words';
import { detectIntents } from './intents';
import { type KnowledgeHit, lookUpKnowledge } from './knowledge-answer';
import { extractQuoteRequest } from './quote-request';

/** Kinds of message decision 092 taught the engine, each in words other than the ones that showed them. */

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
const product = (name: string, description: string, material: string | null = null): CatalogueProduct => ({
  id: name,
  sku: name.slice(0, 3).toUpperCase(),
  name,
  category: 'coats',
  description,
  material,
  care: 'Dry clean only.',
  sizes: ['S', 'M', 'L'],
  colours: ['navy', 'camel'],
  priceCents: 14900,
  stockBySize: { S: 1, M: 2, L: 0 },
});

describe('a wish for a day or a season (decision 092)', () => {
  it('greets, alone or to the team, and in pairs', () => {
    expect(detectIntents('happy new year everyone!')).toContain('greeting');
    expect(detectIntents('merry xmas to the whole crew 🎅')).toContain('greeting');
    expect(detectIntents('happy easter and happy holidays')).toContain('greeting');
    expect(detectIntents('happy 4th!!')).toContain('greeting');
  });
  it('is no greeting where "happy" says something else or a question follows', () => {
    expect(detectIntents('happy to pay more for express')).not.toContain('greeting');
    expect(detectIntents('happy with the sign, thanks')).not.toContain('greeting');
    expect(detectIntents('happy halloween, do you have costumes?')).not.toContain('greeting');
  });
});

describe('asking which person to turn to (decision 092)', () => {
  it('asks for a person', () => {
    expect(detectIntents('who would be the right person to contact about a sponsorship?')).toContain(
      'human_request',
    );
    expect(detectIntents("who's the best contact for wholesale")).toContain('human_request');
    expect(detectIntents('could you point me to the right person for press enquiries')).toContain(
      'human_request',
    );
  });
  it('is no request for a person when a thing is asked', () => {
    expect(detectIntents('who is the best installer for boats?')).not.toContain('human_request');
    expect(detectIntents('which one is best for winter?')).not.toContain('human_request');
  });
});

describe('a claim about a product its card does not make (decision 092)', () => {
  const coat = product('Harbour Wool Coat', 'A warm wool coat with horn buttons.', '80% wool, 20% nylon');
  it('finds the words of a yes-or-no question the card does not hold', () => {
    expect(unstatedClaim('is the harbour wool coat water repellent?', [coat])).toEqual(
      expect.arrayContaining(['water', 'repellent']),
    );
    expect(asksUnstatedClaim('are the horn buttons on the wool coat real horn or plastic?', [coat])).toBe(
      true,
    );
    expect(asksUnstatedClaim('does the harbour coat lose its shape?', [coat])).toBe(true);
  });
  it('leaves what the card says, colours, sizes and questions put to the shop', () => {
    expect(asksUnstatedClaim('is the harbour wool coat warm?', [coat])).toBe(false);
    expect(asksUnstatedClaim('is the harbour wool coat dry cleanable?', [coat])).toBe(false);
    expect(asksUnstatedClaim('does the wool coat come in camel?', [coat])).toBe(false);
    expect(asksUnstatedClaim('does the harbour coat come in black?', [coat])).toBe(false);
    expect(asksUnstatedClaim('will you hold the wool coat for me till friday?', [coat])).toBe(false);
    expect(asksUnstatedClaim('how warm is the harbour wool coat?', [coat])).toBe(false);
  });
  it('is stated by an answer only if the answer holds a word of the claim', () => {
    expect(statesClaim('Every order ships in recycled packaging.', ['recycled', 'packaging'])).toBe(true);
    expect(statesClaim('We sell everyday wear made to last.', ['pill'])).toBe(false);
  });
});

describe('a unit corrected without its numbers (decision 092)', () => {
  const banner = 'banner 5 by 2, standard vinyl';
  it('reads the last size again in the unit meant', () => {
    expect(extractQuoteRequest([banner, 'oops those were metres'])).toMatchObject({ squareFootage: 107.64 });
    expect(extractQuoteRequest([banner, 'yards, not feet, sorry'])).toMatchObject({ squareFootage: 90 });
    expect(
      extractQuoteRequest(['banner 5 m x 2 m, standard vinyl', 'i meant to say feet not metres']),
    ).toMatchObject({ squareFootage: 10 });
  });
  it('leaves the size when a unit is only asked about or the size was not in the unit said', () => {
    expect(extractQuoteRequest(['banner 5 m x 2 m, standard vinyl', 'do you work in feet?'])).toMatchObject({
      squareFootage: 107.64,
    });
    expect(extractQuoteRequest(['banner 5 m x 2 m, standard vinyl', 'i meant cm not inches'])).toMatchObject({
      squareFootage: 107.64,
    });
  });
});

describe('who does the work, a colour to match, a service no item holds (decision 092)', () => {
  const about = item(
    'About Signs & Co',
    'Signs & Co designs and installs shop signs. All printing happens in our own workshop in Leeds.',
  );
  const fleet = item(
    'Fleet livery',
    'Fleet programmes keep your company branding identical on every van, matching from the first to the last.',
  );
  const wraps = item('Boat and car wraps', 'We wrap boats, cars and vans in cast vinyl.');
  it('meets "send it out to another company" with the item on printing in house', () => {
    expect(answerOf('do you send the printing out to another company?', [fleet, about])).toBe(about.id);
    expect(answerOf('is it all made in-house?', [fleet, about])).toBe(about.id);
  });
  it('does not answer a colour to match from an item on looking alike', () => {
    expect(answerOf('could you match our company colour exactly?', [fleet, about])).not.toBe(fleet.id);
    expect(answerOf('can you match our exact paint colour?', [fleet, about])).not.toBe(fleet.id);
    expect(answerOf('it has to be pantone 286, can you do that?', [fleet, about])).not.toBe(fleet.id);
  });
  it('does not answer a service by its verb from an item holding only the words beside it', () => {
    expect(answerOf('do you laminate signs you installed?', [about])).not.toBe(about.id);
    expect(answerOf('can you wrap my boat?', [wraps, about])).toBe(wraps.id);
  });
});

describe('things set aside and a shop window in another language (decision 092)', () => {
  const coats = [
    product('Harbour Wool Coat', 'A warm wool coat.'),
    product('Pier Rain Coat', 'A light rain coat.'),
  ];
  it('names no product set aside', () => {
    expect(readCatalogueQuestion(['apart from coats, what do you sell?'], coats)).toEqual({
      kind: 'overview',
    });
    expect(readCatalogueQuestion(['what do you sell?'], coats)).toEqual({ kind: 'overview' });
  });
  it('reads a German or Dutch participle and a shop window by its own word', () => {
    expect(jobRendering('geperforeerd vinyl', 'nl')).toBe('perforated vinyl');
    expect(jobRendering('escaparate', 'es')).toBe('shop window');
    expect(
      extractQuoteRequest([jobRendering('una vetrina di 2 per 1 metri in vinile perforato', 'it')]),
    ).toMatchObject({ projectType: 'storefront-sign', material: 'perforated-vinyl', squareFootage: 21.53 });
  });
});
