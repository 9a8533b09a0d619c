import { describe, expect, it } from 'vitest';
import { readCatalogueQuestion } from '../catalogue/catalogue-question';
import type { CatalogueProduct } from '../catalogue/catalogue-types';
import { withTopicCarried } from './follow-up';
import {
  type KnowledgeHit,
  lookUpKnowledge,
  lookUpOverview,
  queryTerms,
  splitSentences,
} from './knowledge-answer';
import { onlySmallTalk } from './language';
import { presentKnowledge, yesOpeningFits } from './persona';
import { extractQuoteRequest } from './quote-request';

/** Kinds of message decision 081 taught the engine, each in words of its own. */

const item = (title: string, content: string, id = title): KnowledgeHit => ({
  id,
  title,
  content,
  category: 'faq',
  rank: 1,
});

describe("a document's title and headings are no part of a fact (decision 081)", () => {
  it('leaves a heading line out of the sentences under it', () => {
    expect(
      splitSentences(
        'Northside Bakery - price list and orders\nWe bake to order from Tuesday. Collect by noon.',
      ),
    ).toEqual(['We bake to order from Tuesday.', 'Collect by noon.']);
    expect(
      splitSentences('We close at five.\nDelivery area\nWe deliver within ten miles of the shop.'),
    ).toEqual(['We close at five.', 'We deliver within ten miles of the shop.']);
  });

  it('keeps lines of a list, a lead-in and lines holding figures', () => {
    expect(splitSentences('We make:\nWedding cakes\nBirthday cakes\nCupcakes')).toEqual([
      'We make:\nWedding cakes\nBirthday cakes\nCupcakes',
    ]);
    expect(splitSentences('Mon to Fri 9am to 5pm\nSaturday by appointment.')).toEqual([
      'Mon to Fri 9am to 5pm\nSaturday by appointment.',
    ]);
  });

  it('answers from an uploaded item without its title line, stored with or without the break', () => {
    const question = 'when are you open?';
    for (const content of [
      'Harbour Kites - visitor information\nOur opening hours are 10am to 4pm, Wednesday to Sunday.',
      'Harbour Kites - visitor information Our opening hours are 10am to 4pm, Wednesday to Sunday.',
    ]) {
      const found = lookUpKnowledge(question, [
        item('Harbour Kites - visitor information', content),
        item('Kite repairs', 'We repair torn sails within a week.'),
      ]);
      expect(found.kind === 'answer' && found.answer.facts).toBe(
        'Our opening hours are 10am to 4pm, Wednesday to Sunday.',
      );
    }
  });

  it("reads a section item's own heading out of its opening sentence", () => {
    const found = lookUpOverview([
      item('Kite guide.pdf: About us', 'About us\nWe are a family kite shop on the seafront since 1998.'),
    ]);
    expect(found?.facts).toBe('We are a family kite shop on the seafront since 1998.');
  });

  it('keeps a title that is the opening of the sentence itself', () => {
    expect(lookUpOverview([item('About', 'About half our kites are made in our own workshop.')])?.facts).toBe(
      'About half our kites are made in our own workshop.',
    );
  });
});

describe('a "Yes" opening only before a request or a yes/no question it does not contradict (decision 081)', () => {
  const facts = 'We open at nine on weekdays.';
  it.each([
    ['what time do you open on weekdays?', false],
    ['When do you open', false],
    ['could you tell me when you open?', true],
    ['hi! do you open on weekdays?', true],
    ['tell me about your weekday hours please', true],
    ['are you open on weekdays or only at weekends?', false],
  ])('%j → %s', (message, fits) => {
    expect(yesOpeningFits(message, facts)).toBe(fits);
  });

  it('drops the "Yes" before facts that say no, even to a yes/no question', () => {
    expect(yesOpeningFits('do you deliver to Spain?', 'We deliver within the UK only.')).toBe(false);
  });

  it('leaves the rest of the variant and the other variants as they are', () => {
    // The professional tone's second variant opens with "Yes, happy to explain.".
    expect(presentKnowledge('professional', 1, facts, 'what time do you open?')).toBe(
      `Happy to explain. ${facts}`,
    );
    expect(presentKnowledge('professional', 1, facts, 'can you explain your weekday hours?')).toBe(
      `Yes, happy to explain. ${facts}`,
    );
    expect(presentKnowledge('professional', 0, facts, 'what time do you open?')).toBe(facts);
  });
});

describe('"how are you" after a greeting in another language is small talk (decision 081)', () => {
  it.each([
    ['¡Buenas! ¿Cómo estás?', 'es'],
    ['Salut, comment ça va ?', 'fr'],
    ['Moin, alles klar?', 'de'],
    ['Oi, tudo bom?', 'pt'],
    ['Buongiorno, come va?', 'it'],
    ['Hallo, hoe is het?', 'nl'],
  ] as const)('%j', (message, language) => {
    expect(onlySmallTalk(message, language)).toBe(true);
  });

  it.each([
    ['Hola, ¿qué tal el envío a Madrid?', 'es'],
    ['Salut, vous livrez en Belgique ?', 'fr'],
  ] as const)('%j asks something', (message, language) => {
    expect(onlySmallTalk(message, language)).toBe(false);
  });
});

describe('size advice in other words (decision 081)', () => {
  it('reads falling between two sizes as the size guide reads it', () => {
    expect(queryTerms('what if i am in between two sizes')).toEqual(queryTerms('if you are between sizes'));
    expect([...queryTerms('im between a medium and a large')]).toContain('inbetween');
  });

  it('reads what most people choose as what is popular', () => {
    for (const message of [
      'what size do most customers order',
      'which colour do most people go for',
      'whats your best seller',
    ])
      expect([...queryTerms(message)]).toContain('popular');
  });
});

describe('"do you sell X" asks whether X is offered (decision 081)', () => {
  it('leaves selling on ("resale") to the messages that speak of it', () => {
    expect([...queryTerms('do you stock anything for kids')]).not.toContain('resale');
    expect([...queryTerms('will it hurt the resale value if i sell the car')]).toContain('resale');
  });
});

describe('"how long does it take" after a question on a service (decision 081)', () => {
  it('carries the service into both questions of the follow-up', () => {
    const carried = withTopicCarried(
      'how long does it take and is it free',
      'could i book a fitting for my wedding dress?',
    );
    expect(carried).toMatch(/^how long does it take \(.*fit.*\) and is it free \(.*fit/);
  });
});

const product = (name: string, category: string): CatalogueProduct => ({
  id: name,
  sku: name.slice(0, 3).toUpperCase(),
  name,
  category,
  description: '',
  material: null,
  care: null,
  sizes: ['S', 'M', 'L'],
  colours: ['navy'],
  priceCents: 5900,
  stockBySize: { S: 1, M: 1, L: 1 },
});
const catalogue = [product('Harbour Work Trousers', 'Trousers'), product('Dune Fleece', 'Fleeces')];

describe('a service or an exchange asked about a product (decision 081)', () => {
  it('reads the price of a service done to a product as the service price, not the product card', () => {
    for (const message of [
      'the work trousers are too long for me, can you shorten them? is that extra',
      'can you take up the trousers, does it cost anything',
    ])
      expect(readCatalogueQuestion([message], catalogue)).toBeNull();
    expect(readCatalogueQuestion(['i like the work trousers, how much are they?'], catalogue)?.kind).toBe(
      'products',
    );
  });

  it('reads a thing the visitor still holds as an exchange, not an order look-up', () => {
    expect(
      readCatalogueQuestion(
        ['I bought the fleece last week, it still has the label on, can I swap it for a large?'],
        catalogue,
      ),
    ).toBeNull();
    expect(
      readCatalogueQuestion(['I ordered a fleece on monday and it is still not here'], catalogue)?.kind,
    ).toBe('order_status');
    expect(readCatalogueQuestion(['ordered the fleece 2 weeks ago, still waiting'], catalogue)?.kind).toBe(
      'order_status',
    );
  });
});

describe('size advice beside a product, and a session by any name (decision 081)', () => {
  it('reads "what size X would fit" and a size the visitor does not know as size advice', () => {
    expect(readCatalogueQuestion(['what size fleece would suit a 40 inch chest?'], catalogue)).toBeNull();
    expect(
      readCatalogueQuestion(
        ["it's for my dad and i don't know his size, which do most people buy"],
        catalogue,
      ),
    ).toBeNull();
    expect(readCatalogueQuestion(['what size fleeces do you have in stock'], catalogue)?.kind).toBe(
      'products',
    );
  });

  it('reads a session, a consultation and an appointment as one thing', () => {
    expect(queryTerms('a fitting session')).toEqual(queryTerms('a fitting appointment'));
    expect(queryTerms('book a consultation')).toEqual(queryTerms('book a session'));
  });
});

describe("an FAQ's own questions are no facts (decision 081)", () => {
  const faq = item(
    'Kite school - FAQ',
    'Kite school - FAQ\nHow long is a lesson? A first lesson lasts two hours on the beach. Wetsuits are included.\nDo I need to book? Lessons are booked a week ahead by phone.',
  );
  const other = item('Kite repairs', 'We repair torn sails within a week.');

  it('quotes the answer under the question asked, not the question', () => {
    const found = lookUpKnowledge('how long are your lessons?', [faq, other]);
    expect(found.kind === 'answer' && found.answer.facts).toBe(
      'A first lesson lasts two hours on the beach. Wetsuits are included.',
    );
  });

  it("finds an answer by its question's words", () => {
    const found = lookUpKnowledge('do i have to book ahead?', [faq, other]);
    expect(found.kind === 'answer' && found.answer.facts).toContain('Lessons are booked a week ahead');
    expect(found.kind === 'answer' && found.answer.facts).not.toContain('?');
  });
});

describe('a size said straight before the parts it goes on (decision 081)', () => {
  it('counts every part, without "each"', () => {
    expect(
      extractQuoteRequest(['trailer lettering 12 by 4 on both sides, premium vinyl']).squareFootage,
    ).toBe(96);
    expect(extractQuoteRequest(['rear door decals, 3x5 on both rear doors']).squareFootage).toBe(30);
  });

  it('keeps one size when it is said to be all the parts together', () => {
    expect(extractQuoteRequest(['12 by 4 across both sides altogether, premium vinyl']).squareFootage).toBe(
      48,
    );
  });

  it('counts every part when the size is said apart from them (decision 087)', () => {
    expect(extractQuoteRequest(['both sides of the van, 12 by 4']).squareFootage).toBe(96);
  });
});
