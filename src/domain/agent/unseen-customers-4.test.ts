import { describe, expect, it } from 'vitest';
import { readCatalogueQuestion } from '../catalogue/catalogue-question';
import type { CatalogueProduct } from '../catalogue/catalogue-types';
import { detectIntents } from './intents';
import { type KnowledgeHit, lookUpKnowledge, questionParts } from './knowledge-answer';
import { extractQuoteRequest } from './quote-request';

/** Kinds of message decision 082 taught the engine, each in words other than the ones that showed them. */

describe('small talk in more of its words (decision 082)', () => {
  it('reads an acknowledgement before thanks as thanks', () => {
    for (const message of ['right, makes sense. cheers', 'gotcha thank you', 'ah ok good to know, thx'])
      expect(detectIntents(message)).toEqual(['thanks']);
    expect(detectIntents('ok fair enough, but how long does it take?')).not.toContain('thanks');
  });

  it('reads checking that someone is there, laughed off with a remark on the hour, as a greeting', () => {
    expect(detectIntents('anybody still up haha its late')).toEqual(['greeting']);
    expect(detectIntents('is someone actually there lol its sunday')).toEqual(['greeting']);
    expect(detectIntents('anyone there lol can you wrap a boat?')).toContain('product_question');
  });
});

describe('who needs a person, and who does not (decision 082)', () => {
  it('hands over a visitor who wants someone sent to put a thing right, or asks whom to speak to', () => {
    expect(detectIntents('need somebody to come and look at the banner, it sags')).toContain('human_request');
    expect(detectIntents('the lettering is off centre. who can we talk to about it?')).toContain(
      'human_request',
    );
    expect(detectIntents('do you need someone to sign for the parcel?')).not.toContain('human_request');
  });

  it('reads damage a third thing did, in a clause of its own, as no grievance', () => {
    expect(
      detectIntents('a branch fell off the tree and tore the wrap on my door, does the warranty cover that?'),
    ).not.toContain('complaint');
    expect(detectIntents('my door wrap tore after two weeks')).toContain('complaint');
  });

  it('reads a call that found us closed, beside a question about when to call, as no grievance', () => {
    expect(detectIntents('rang at 7 this morning and no one answered. when do you open?')).not.toContain(
      'complaint',
    );
    expect(detectIntents('rang three times and no one answered')).toContain('complaint');
  });
});

describe('a quote talked about is no request for one (decision 082)', () => {
  it('does not read a quote the visitor already has as a price asked', () => {
    expect(
      detectIntents('we were given a price on the phone last week, does it include fitting?'),
    ).not.toContain('price_quote');
    expect(detectIntents('quick query about our estimate: why is the tax on the setup too?')).not.toContain(
      'price_quote',
    );
  });

  it('does not read quoting as a step of the work, or what is charged for, as a price asked', () => {
    expect(detectIntents('do you have to see the truck before you can quote it?')).not.toContain(
      'price_quote',
    );
    expect(detectIntents('would you only charge us for the install if we bring the film?')).not.toContain(
      'price_quote',
    );
    expect(detectIntents('how much to wrap the truck?')).toContain('price_quote');
  });

  it('does not read thinking it over as doubt when it is why the quote should be sent', () => {
    expect(detectIntents('e-mail it to me at ann@example.com so I can think it over')).not.toContain(
      'objection',
    );
    expect(detectIntents("thanks, I'll think it over")).toContain('objection');
  });

  it('reads a preface naming the subject as asking nothing', () => {
    expect(questionParts('Question about my invoice. The tax line looks high, why?')).toEqual([
      'The tax line looks high',
      'why?',
    ]);
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
const products = [
  product('Alpine Wool Coat', 'coats'),
  product('Storm Shell Coat', 'coats'),
  product('Canvas Crop Top', 'tops'),
];
const read = (message: string) => readCatalogueQuestion([message], products);

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

describe("a shop's policy asked beside a product is the policy's (decision 082)", () => {
  it('reads paying by an app, discounts for a kind of order and paying for shipping as policy', () => {
    expect(read('could I zelle you for the wool coat?')).toBeNull();
    expect(read('any group discount if we order six storm shell coats for the team?')).toBeNull();
    expect(read('with the storm shell coat do I pay for delivery on top of the price?')).toBeNull();
    expect(read('how much is the storm shell coat?')).toMatchObject({ kind: 'products' });
  });

  it('does not read "on top of" as a product called Top', () => {
    const found = read('is there tax on top of the price of the wool coat?');
    expect(found?.kind === 'products' && found.products.map((p) => p.name)).toEqual(['Alpine Wool Coat']);
  });

  it('reads a body measurement, and what things are made from, as the size guide and the values', () => {
    expect(read('which size coat for a 40 inch chest')).toBeNull();
    expect(read('are the coats made out of recycled bottles?')).toBeNull();
    expect(read('what are the coats made of?')).toMatchObject({ kind: 'products' });
  });

  it('reads a size asked of a range as the size guide, of one product as its card', () => {
    expect(read('do any of your coats come in 3XL?')).toBeNull();
    expect(read('does the alpine wool coat come in L?')).toMatchObject({ kind: 'products' });
  });
});

describe('sizes by their label and how things fit (decision 082)', () => {
  const hits = [
    item('About Fern Studio', 'Fern Studio sells small-batch knitwear and a few small accessories.'),
    item(
      'Returns and exchanges, for a wrong size',
      'Returns and exchanges are free within 14 days of delivery.',
    ),
    item('Sizing', 'Our knitwear runs true to size, from XS to XL.'),
  ];

  it('answers a size by its label, and fit asked two ways, from the sizing item', () => {
    expect(answerOf('is any of the knitwear made in plus sizes?', hits)).toBe('Sizing');
    expect(answerOf('do the jumpers fit small or big?', hits)).toBe('Sizing');
    expect(answerOf('i usually wear a M, will that fit?', hits)).not.toBe('About Fern Studio');
  });
});

describe('sizes of several parts, and corrections to them (decision 082)', () => {
  const size = (...messages: string[]) => extractQuoteRequest(messages).squareFootage;

  it('adds up the parts of a job each given its own size, in any units', () => {
    // 3 m x 2 m = 64.58 sq ft, plus 4 x 3 ft.
    expect(size('the roof is 3m x 2m and the hood is 4ft by 3ft, premium please')).toBe(76.58);
    expect(size('two doors are 4 x 6 ft and the tailgate is 5 x 3')).toBe(63);
  });

  it('keeps the last size when a later one corrects or offers another, or names no part', () => {
    expect(size('the side is 10 x 5, sorry, 10 x 6')).toBe(60);
    expect(size('a 3x6 banner and a 2x4 sign')).toBe(8);
  });

  it('reads one side of one part corrected, and a new estimate of the size', () => {
    expect(size('the doors are 4 x 6 ft and the roof is 5 x 5', 'roof is 4 wide not 5 actually')).toBe(44);
    expect(size('car wrap, about 160 sq ft', 'my brother says it is closer to 175')).toBe(175);
  });
});

describe('what a question is about, in other words (decision 082)', () => {
  const hits = [
    item(
      'About Bayside Boat Graphics',
      'We letter and wrap boats, jet skis and boat trailers in our own yard.',
    ),
    item(
      'Getting your hull ready',
      'The hull must be clean and dry. Blisters and rust must be repaired first, because the film shows every defect.',
    ),
    item('Deposits', 'A deposit of 30% books your slot.'),
    item(
      'Cancelling',
      'Cancel up to a week before and the deposit is refunded; after that it pays for the printed film.',
    ),
    item('Minimum job size', 'The minimum job is $150.'),
    item('Artwork', 'Images must be at least 300 dpi.'),
    item('Caring for the film', 'Rinse with fresh water and wipe off diesel spills straight away.'),
    item('Timing', 'Lettering takes 3 to 5 days and a full hull wrap 1 to 2 weeks.'),
  ];

  it('reads wrapping over a flaw as preparing the surface', () => {
    expect(answerOf('theres some rusty bits on the hull, will you put vinyl straight over them?', hits)).toBe(
      'Getting your hull ready',
    );
  });

  it('reads getting the money back as a refund, and the smallest job as the minimum', () => {
    expect(answerOf('if we call it off now can we have our deposit back?', hits)).toBe('Cancelling');
    // The minimum is a price, said as the item states it, not the artwork's "at least".
    const smallest = lookUpKnowledge('whats the smallest job you take on?', hits);
    expect(smallest.kind === 'prices_only' && smallest.sourceId).toBe('Minimum job size');
  });

  it('reads fuel run onto a thing as a spill, and a thing done before a date as the turnaround', () => {
    expect(answerOf('petrol dripped on the stern, is that bad?', hits)).toBe('Caring for the film');
    expect(answerOf('any chance of having the boat lettered by the regatta in 6 days?', hits)).toBe('Timing');
  });

  it('reads a semi trailer as a trailer', () => {
    expect(answerOf('do you letter semi trailers?', hits)).toBe('About Bayside Boat Graphics');
  });
});

describe('a particular arrangement asked that the knowledge does not hold (decision 082)', () => {
  const hits = [
    item('Opening hours', 'Our Mill Lane shop is open Monday to Saturday, 9am to 5pm.'),
    item('Delivery', 'Orders ship within 2 days and arrive in 3 to 5 working days.'),
    item('Refunds', 'Refunds go back to your card within 5 days of the return reaching us.'),
    item('About us', 'We print vinyl stickers, labels and window decals in our own workshop.'),
  ];

  it('answers none from an item that shares only the other words', () => {
    for (const question of [
      'could I collect my order from the Mill Lane shop rather than pay for delivery?',
      'will you send it to a parcel locker?',
      'i need to update my delivery address, the order went in an hour ago',
      'I paid full price on Monday and now its cheaper on your website, can you refund the difference?',
      'can I bring my own vinyl and you just print on it?',
      'do you sell the vinyl by the metre?',
      'could you post me a few samples of the matte finish first?',
    ])
      expect(answerOf(question, hits)).toBe('none');
  });

  it('still answers from an item that speaks of the arrangement', () => {
    const withCollection = [
      ...hits,
      item('Collecting your order', 'Click and collect is free: pick up your order at the Mill Lane shop.'),
    ];
    expect(
      answerOf('can i pick my order up at the shop instead of paying for delivery?', withCollection),
    ).toBe('Collecting your order');
  });
});

describe('found by the new training conversations (decision 082)', () => {
  it('reads the event a job must be ready for, and how far off it is, as when', () => {
    const hits = [
      item('Timing', 'Lettering takes 3 to 5 days and a full hull wrap 1 to 2 weeks.'),
      item('Care', 'Keep the pressure washer a foot away from the edges.'),
    ];
    expect(answerOf('can you get the boat lettered by the harbour festival? its 6 days away', hits)).toBe(
      'Timing',
    );
  });

  it('does not read a change to an order as a look-up of where it is', () => {
    expect(
      readCatalogueQuestion(['can you change the address on my order, it has not shipped yet'], products)
        ?.kind,
    ).not.toBe('order_status');
    expect(readCatalogueQuestion(['where is my order? it has not shipped yet'], products)).toMatchObject({
      kind: 'order_status',
    });
  });

  it('does not read a price drop as a price asked', () => {
    expect(
      read('the storm shell coat had a price drop the day after I got it, can I get the difference?'),
    ).toBeNull();
  });
});
