import { describe, expect, it } from 'vitest';
import {
  type KnowledgeHit,
  lookUpKnowledge,
  lookUpTopic,
  MAX_FACTS_LENGTH,
  queryTerms,
  questionParts,
  splitSentences,
} from './knowledge-answer';

const WARRANTY: KnowledgeHit = {
  id: 'k-warranty',
  title: 'Warranty on materials and installation',
  category: 'policies',
  rank: 0.8,
  content:
    'Premium and reflective vinyl carry a 5-year manufacturer warranty against fading, cracking and peeling; standard ' +
    'and perforated vinyl carry 3 years. Our installation is guaranteed for 1 year: lifting edges or bubbles caused ' +
    'by the install are fixed free of charge. Damage from accidents, pressure washing or solvents is not covered.',
};
const ADD_ONS: KnowledgeHit = {
  id: 'k-addons',
  title: 'Add-ons',
  category: 'pricing',
  rank: 0.9,
  content:
    'Window tinting costs $350.00 and paint protection film $500.00. Both are installed during the same appointment.',
};
const HOURS: KnowledgeHit = {
  id: 'k-hours',
  title: 'Opening hours',
  category: 'general',
  rank: 0.2,
  content: 'The shop is open Monday to Friday 8am to 6pm. Vehicle drop-off is by appointment.',
};

const PRICES: KnowledgeHit = {
  id: 'k-prices',
  title: 'Vinyl prices per square foot',
  category: 'pricing',
  rank: 0.9,
  content:
    'Material is priced per square foot: standard vinyl $12.50 per sq ft, premium vinyl $18.50 per sq ft. ' +
    'The material cost is rounded up to the next $50.',
};
const PAYMENT: KnowledgeHit = {
  id: 'k-payment',
  title: 'Deposits and payment',
  category: 'policies',
  rank: 0.6,
  content:
    'A 50% deposit confirms your install date. We accept card payments through the secure payment link in your quote e-mail.',
};
const MINIMUM: KnowledgeHit = {
  id: 'k-minimum',
  title: 'Setup fee, sales tax and minimum order',
  category: 'pricing',
  rank: 0.9,
  content: 'Sales tax of 8% is added to the subtotal (material plus setup). The minimum order is $250.00.',
};
const PREP: KnowledgeHit = {
  id: 'k-prep',
  title: 'Preparing your vehicle for installation',
  category: 'technical',
  rank: 0.3,
  content:
    'Bring the vehicle washed, with no wax applied in the last week. Paint must be fully cured. Chips must be repaired first.',
};
const TURNAROUND: KnowledgeHit = {
  id: 'k-turnaround',
  title: 'How long does a wrap take?',
  category: 'faq',
  rank: 0.7,
  content: 'Design takes 2 to 4 business days. A full car wrap is installed in 2 to 3 days.',
};
const WRAPS: KnowledgeHit = {
  id: 'k-wraps',
  title: 'Full and partial vehicle wraps',
  category: 'services',
  rank: 0.95,
  content: 'A full wrap covers every painted panel. We wrap cars, vans and trailers.',
};

describe('splitSentences', () => {
  it('splits at sentence ends but keeps amounts and decimals whole', () => {
    expect(splitSentences('Material is $2,800.00 here. Setup is extra! Really? yes.')).toEqual([
      'Material is $2,800.00 here.',
      'Setup is extra!',
      'Really? yes.',
    ]);
  });
});

describe('queryTerms', () => {
  it('drops stop words and meets word forms', () => {
    expect([...queryTerms('What is your warranty on wraps?')]).toEqual(['warranty', 'wrap']);
    expect(queryTerms('Hello, can you help?').has('help')).toBe(true);
    expect(queryTerms('what is it').size).toBe(0);
  });
});

describe('lookUpKnowledge', () => {
  it('answers from an edited item’s new text, though the item was read before', () => {
    const question = 'What warranty do I get on premium vinyl?';
    expect(lookUpKnowledge(question, [WARRANTY])).toMatchObject({ kind: 'answer' });
    const edited = { ...WARRANTY, content: 'Premium vinyl now carries a 7-year warranty.' };
    expect(lookUpKnowledge(question, [edited])).toMatchObject({
      kind: 'answer',
      answer: { sourceId: 'k-warranty', facts: 'Premium vinyl now carries a 7-year warranty.' },
    });
  });

  it('quotes the matching sentences of the best item verbatim', () => {
    // "guaranteed" is the warranty concept too (concepts.ts), so the install guarantee comes second.
    expect(lookUpKnowledge('What warranty do I get on premium vinyl?', [HOURS, WARRANTY])).toMatchObject({
      kind: 'answer',
      answer: {
        sourceId: 'k-warranty',
        facts:
          'Premium and reflective vinyl carry a 5-year manufacturer warranty against fading, cracking and peeling; ' +
          'standard and perforated vinyl carry 3 years. Our installation is guaranteed for 1 year: lifting edges or ' +
          'bubbles caused by the install are fixed free of charge.',
      },
    });
  });

  it('takes at most two sentences, in the item’s order', () => {
    const found = lookUpKnowledge('Is the installation covered, and pressure washing?', [WARRANTY]);
    expect(found).toMatchObject({
      kind: 'answer',
      answer: {
        sourceId: 'k-warranty',
        facts:
          'Our installation is guaranteed for 1 year: lifting edges or bubbles caused by the install are fixed free of charge. ' +
          'Damage from accidents, pressure washing or solvents is not covered.',
      },
    });
  });

  it('skips items that share no words and falls to the next by rank', () => {
    expect(lookUpKnowledge('When are you open on Monday?', [WARRANTY, HOURS])).toMatchObject({
      kind: 'answer',
      answer: { sourceId: 'k-hours', facts: 'The shop is open Monday to Friday 8am to 6pm.' },
    });
  });

  it('never quotes a sentence with a price', () => {
    expect(lookUpKnowledge('window tinting and paint protection film?', [ADD_ONS])).toMatchObject({
      kind: 'prices_only',
      sourceId: 'k-addons',
    });
    expect(lookUpKnowledge('Are both installed in the same appointment?', [ADD_ONS])).toMatchObject({
      kind: 'answer',
      answer: { sourceId: 'k-addons', facts: 'Both are installed during the same appointment.' },
    });
  });

  it('says plainly when nothing matches', () => {
    expect(lookUpKnowledge('Do you sell pizza?', [WARRANTY, HOURS])).toMatchObject({ kind: 'none' });
    expect(lookUpKnowledge('warranty', [])).toMatchObject({ kind: 'none' });
    expect(lookUpKnowledge('?', [WARRANTY])).toMatchObject({ kind: 'none' });
  });

  it('does not match on "the" (it is a stop word like "a")', () => {
    expect(queryTerms('What is the minimum order?')).toEqual(new Set(['minimum', 'order']));
    // Only the priced sentence is about the minimum order; "Sales tax …" merely contains "the".
    expect(lookUpKnowledge('What is the minimum order?', [MINIMUM])).toMatchObject({
      kind: 'prices_only',
      sourceId: 'k-minimum',
    });
  });

  it('answers from the item covering the question best, not the first by rank with a priced match', () => {
    // The prices item ranks first and matches "premium vinyl", but only the warranty item has "warranty".
    expect(lookUpKnowledge('What warranty do you give on premium vinyl?', [PRICES, WARRANTY])).toMatchObject({
      kind: 'answer',
      answer: { sourceId: 'k-warranty' },
    });
  });

  it('weighs a word held by few items above one most items hold', () => {
    const removal: KnowledgeHit = {
      id: 'k-removal',
      title: 'Can a wrap be removed?',
      category: 'faq',
      rank: 0.9,
      content:
        'Yes. Cast vinyl removes cleanly within its warranty period and protects the paint underneath.',
    };
    // Each item holds one of the two words; "wrap" is in two of them, "warranty" in one.
    expect(lookUpKnowledge('What is your warranty on wraps?', [WRAPS, TURNAROUND, WARRANTY])).toMatchObject({
      kind: 'answer',
      answer: { sourceId: 'k-warranty' },
    });
    // An item holding both words comes first, however common one of them is.
    expect(
      lookUpKnowledge('Does the warranty cover removing a wrap?', [WRAPS, removal, WARRANTY]),
    ).toMatchObject({
      kind: 'answer',
      answer: { sourceId: 'k-removal' },
    });
    expect(lookUpKnowledge('Can my wrap be removed?', [WRAPS, removal, TURNAROUND, WARRANTY])).toMatchObject({
      kind: 'answer',
      answer: { sourceId: 'k-removal' },
    });
    // A question mostly about something no item holds is not answered with "wrap" sentences.
    expect(lookUpKnowledge('How do I clean my wrap?', [WRAPS, removal, TURNAROUND])).toMatchObject({
      kind: 'none',
    });
  });

  it('prefers the sentence holding more of the question over a rarer word met by chance', () => {
    const about: KnowledgeHit = {
      id: 'k-about',
      title: 'About us',
      category: 'general',
      rank: 0.9,
      content: 'We design vehicle wraps, fleet graphics and signs. Everything is printed in our own shop.',
    };
    const signs: KnowledgeHit = {
      id: 'k-signs',
      title: 'Storefront signs and banners',
      category: 'services',
      rank: 0.8,
      content: 'We make storefront signs and perforated window graphics that let light in.',
    };
    const tint: KnowledgeHit = { ...ADD_ONS, content: 'Window tinting is installed in the same visit.' };
    expect(lookUpKnowledge('Do you do shop window graphics?', [tint, about, signs])).toMatchObject({
      kind: 'answer',
      answer: {
        sourceId: 'k-signs',
        facts: 'We make storefront signs and perforated window graphics that let light in.',
      },
    });
  });

  it('meets cancel and cancellation, and ignores words like "later"', () => {
    expect(queryTerms('cancellation cancelled')).toEqual(queryTerms('cancel'));
    expect(queryTerms('Can a wrap be removed later?')).toEqual(queryTerms('wrap removed'));
  });

  it('counts exactly a third of the question’s weight as enough, whatever the fractions', () => {
    const hits: KnowledgeHit[] = [
      { ...PRICES, content: `${PRICES.content} Premium vinyl is cast.` },
      WARRANTY,
      { ...HOURS, id: 'k-a', content: 'Reflective vinyl is bright. Use premium care.' },
      { ...HOURS, id: 'k-b', content: 'Vinyl shows defects.' },
      { ...HOURS, id: 'k-c', content: 'Cast vinyl lasts.' },
      { ...HOURS, id: 'k-d', content: 'Vinyl banners. The warranty is void on banners.' },
    ];
    // warranty 1/2, premium 1/3, vinyl 1/6: the warranty item holds 3 of the 5 terms and 1 of the
    // 3 the question weighs ("sunshine" and "moonlight" are in no item and weigh 1 each).
    expect(
      lookUpKnowledge('Where is the warranty on premium vinyl in sunshine and moonlight?', hits),
    ).toMatchObject({
      kind: 'answer',
      answer: { sourceId: 'k-warranty' },
    });
    // "give" and "offer" are not what a question is about.
    expect(queryTerms('What warranty do you give or offer?')).toEqual(new Set(['warranty']));
  });

  it('does not answer from an item that covers less than half of the question', () => {
    // "card payments" shares only "card" with "sell gift cards".
    expect(lookUpKnowledge('Do you sell gift cards?', [PAYMENT, HOURS])).toMatchObject({ kind: 'none' });
    expect(lookUpKnowledge('Do you take card payments?', [PAYMENT])).toMatchObject({
      kind: 'answer',
      answer: { sourceId: 'k-payment' },
    });
  });

  it('meets word forms like prepare/preparing and install/installation, but not care/car', () => {
    expect(queryTerms('prepare installation')).toEqual(queryTerms('preparing install'));
    expect(queryTerms('care')).not.toEqual(queryTerms('car'));
  });

  it('quotes an item found by its title from its opening sentences', () => {
    expect(lookUpKnowledge('How should I prepare for the install?', [TURNAROUND, WRAPS, PREP])).toMatchObject(
      {
        kind: 'answer',
        answer: {
          sourceId: 'k-prep',
          facts: 'Bring the vehicle washed, with no wax applied in the last week. Paint must be fully cured.',
        },
      },
    );
  });

  it('reads "my car" as the vehicle the knowledge speaks of', () => {
    expect(
      lookUpKnowledge('How should I prepare my car for the install?', [TURNAROUND, WRAPS, PREP]),
    ).toMatchObject({
      kind: 'answer',
      answer: {
        sourceId: 'k-prep',
        facts: 'Bring the vehicle washed, with no wax applied in the last week.',
      },
    });
  });

  it('does not take a real word for a typo of another ("safe" is not "same", "handle" not "hand")', () => {
    const addOns: KnowledgeHit = {
      ...HOURS,
      id: 'k-addons',
      title: 'Add-ons',
      content: 'Both add-ons are installed during the same appointment.',
    };
    const care: KnowledgeHit = {
      ...HOURS,
      id: 'k-care',
      title: 'How do I care for my wrap?',
      content: 'Hand wash with mild soap and avoid brush car washes.',
    };
    expect(
      lookUpKnowledge('what cleaning products are safe for my wrapped van?', [addOns, care]),
    ).toMatchObject({
      answer: { sourceId: 'k-care' },
    });
    expect(lookUpKnowledge('can you handle appointments?', [care])).toMatchObject({ kind: 'none' });
  });

  it('caps a very long sentence', () => {
    const long: KnowledgeHit = { ...HOURS, content: `Warranty ${'word '.repeat(300)}end.` };
    const found = lookUpKnowledge('warranty', [long]);
    expect(found.kind === 'answer' && found.answer.facts.length).toBeLessThanOrEqual(MAX_FACTS_LENGTH);
    expect(found.kind === 'answer' && found.answer.facts.endsWith('…')).toBe(true);
  });
});

describe('a question the priced sentences do not answer', () => {
  const hit = (id: string, title: string, content: string, rank: number): KnowledgeHit => ({
    id,
    title,
    category: 'general',
    content,
    rank,
  });
  const PRICES = hit(
    'k-prices',
    'Vinyl prices per square foot',
    'Printed vinyl costs $12.50 per sq ft in standard and $18.50 in premium.',
    0.9,
  );
  const ABOUT = hit('k-about', 'About us', 'Everything is printed in our own shop on cast vinyl.', 0.5);
  const CANCEL = hit(
    'k-cancel',
    'Cancellations',
    'Once the material is printed, the deposit is not refundable.',
    0.8,
  );

  it('is answered by the item that says it in words, the rest of the message telling items apart', () => {
    const found = lookUpKnowledge('Another shop said they use calendered vinyl. what do you print on?', [
      PRICES,
      CANCEL,
      ABOUT,
    ]);
    expect(found).toMatchObject({ kind: 'answer', answer: { sourceId: 'k-about' } });
  });

  it('still goes to the quote when it asks a price', () => {
    expect(lookUpKnowledge('what does printed vinyl cost per sq ft?', [PRICES, ABOUT])).toMatchObject({
      kind: 'prices_only',
      sourceId: 'k-prices',
    });
  });
});

describe('what is asked before what is named (issue 15)', () => {
  const SHIPPING: KnowledgeHit = {
    id: 'k-shipping',
    title: 'Shipping',
    category: 'policies',
    rank: 0.5,
    content:
      'Orders leave the same day and arrive in 2 to 4 business days. We ship within the United States only.',
  };
  const CARE: KnowledgeHit = {
    id: 'k-care',
    title: 'Caring for your clothes',
    category: 'faq',
    rank: 0.3,
    content:
      'Wash wool cold and dry it flat. Leather needs only a wipe with a damp cloth and a conditioner twice a year.',
  };
  const SHOP_ABOUT: KnowledgeHit = {
    id: 'k-about',
    title: 'About us',
    category: 'general',
    rank: 0.9,
    content: 'We sell wool knitwear, leather bags and canvas bags from our shop downtown.',
  };
  const VALUES: KnowledgeHit = {
    id: 'k-values',
    title: 'Sustainability',
    category: 'general',
    rank: 0.2,
    content: 'Our cotton is organic and our clothes are made in small runs by family-owned factories.',
  };
  const FLEET: KnowledgeHit = {
    id: 'k-fleet',
    title: 'Fleet graphics',
    category: 'services',
    rank: 0.2,
    content: 'One design is approved and installed in batches, so your fleet stays on the road.',
  };
  const ABOUT_WRAPS: KnowledgeHit = {
    id: 'k-about-wraps',
    title: 'About us',
    category: 'general',
    rank: 0.9,
    content: 'We design and install vehicle wraps, fleet graphics and shop signs for trucks and vans.',
  };

  it('reads "do you ship to <a country>" as a question about shipping, the country as where', () => {
    expect(lookUpKnowledge('do u ship to canada?', [SHIPPING, CARE])).toMatchObject({
      kind: 'answer',
      answer: { sourceId: 'k-shipping', facts: expect.stringContaining('within the United States only') },
    });
    expect(lookUpKnowledge('can you deliver to New Zealand', [SHIPPING, CARE])).toMatchObject({
      answer: { sourceId: 'k-shipping' },
    });
  });

  it('quotes where the business ships first when asked about a place', () => {
    const longer = {
      ...SHIPPING,
      content:
        'Orders placed by 2pm ship the same day. Standard delivery takes 3 to 5 business days. ' +
        'We ship to all 50 US states and to Canada.',
    };
    expect(lookUpKnowledge('can you send an order to mexico?', [longer, CARE])).toMatchObject({
      answer: { sourceId: 'k-shipping', facts: expect.stringContaining('We ship to all 50 US states') },
    });
  });

  it('keeps a place an item names, so its sentence is the one quoted', () => {
    const canada = {
      ...SHIPPING,
      content: `${SHIPPING.content} Delivery to Canada takes 5 to 10 business days.`,
    };
    expect(lookUpKnowledge('how long to canada?', [canada, CARE])).toMatchObject({
      answer: { facts: expect.stringContaining('Delivery to Canada') },
    });
  });

  it('answers how to look after a named thing from the item on care, not the one naming the thing', () => {
    expect(lookUpKnowledge('how do i look after my leather bag?', [SHOP_ABOUT, CARE])).toMatchObject({
      answer: { sourceId: 'k-care' },
    });
    expect(lookUpKnowledge('can my wool jumper go in the dryer?', [SHOP_ABOUT, CARE])).toMatchObject({
      answer: { sourceId: 'k-care' },
    });
  });

  it('reads a question about values in other words than the knowledge uses', () => {
    expect(lookUpKnowledge('are your clothes eco friendly?', [SHOP_ABOUT, VALUES])).toMatchObject({
      answer: { sourceId: 'k-values' },
    });
  });

  it('answers "do you do X?" from the item titled X, not one that lists X among the message\'s words', () => {
    expect(
      lookUpKnowledge('we use another firm for our trucks now. do you do fleets?', [ABOUT_WRAPS, FLEET]),
    ).toMatchObject({ answer: { sourceId: 'k-fleet' } });
  });

  it("answers a story whose question only refers back from the item holding the story's words", () => {
    const fleet = {
      ...FLEET,
      content:
        'Fleet programmes keep your branding identical on every vehicle, so your fleet stays on the road.',
    };
    const addOns = {
      ...ADD_ONS,
      content: 'Both add-ons are installed during the same appointment, so the vehicle is off the road once.',
    };
    const story =
      "I run a small plumbing company with 6 vans and we'd like them all to look the same. " +
      'How does that usually work with you?';
    expect(lookUpKnowledge(story, [addOns, fleet, HOURS])).toMatchObject({ answer: { sourceId: 'k-fleet' } });
  });

  it('reads a comparison by what is compared, not by its frame', () => {
    const about = { ...ABOUT_WRAPS, content: 'Everything is printed on cast vinyl in our own shop.' };
    expect(
      lookUpKnowledge('whats the difference between cast and calendered vinyl?', [about, FLEET]),
    ).toMatchObject({ answer: { sourceId: 'k-about-wraps' } });
  });

  it('marks the one item about the thing asked, and gives a priced item its priced sentences', () => {
    const found = lookUpKnowledge('how much is window tinting?', [ADD_ONS, HOURS, WARRANTY]);
    expect(found).toEqual({
      kind: 'prices_only',
      sourceId: 'k-addons',
      facts: 'Window tinting costs $350.00 and paint protection film $500.00.',
      distinctive: true,
    });
    expect(lookUpKnowledge('How much is premium vinyl?', [PRICES, WARRANTY])).toMatchObject({
      kind: 'prices_only',
      distinctive: false,
    });
  });
});

describe('a day, a destination, an address and a story beside what is asked (issue 15, round five)', () => {
  const SHIPPING: KnowledgeHit = {
    id: 'k-shipping',
    title: 'Shipping and delivery',
    category: 'policies',
    rank: 0.5,
    content: 'Orders ship the same day. We ship to every US state; delivery takes 3 to 5 business days.',
  };
  const CONTACT: KnowledgeHit = {
    id: 'k-contact',
    title: 'Opening hours and contact',
    category: 'general',
    rank: 0.5,
    content:
      'The store is open Monday to Saturday 10am to 6pm. Write to care@shop.example for anything else.',
  };
  const CARE: KnowledgeHit = {
    id: 'k-care',
    title: 'How do I care for my wrap?',
    category: 'faq',
    rank: 0.4,
    content: 'Wait one week before the first wash. Avoid brush car washes. Remove bird droppings promptly.',
  };
  const REMOVAL: KnowledgeHit = {
    id: 'k-removal',
    title: 'Can a wrap be removed?',
    category: 'faq',
    rank: 0.3,
    content: 'Cast vinyl removes cleanly and protects the paint. Professional removal takes half a day.',
  };
  const FLEET: KnowledgeHit = {
    id: 'k-fleet',
    title: 'Fleet graphics for business vehicles',
    category: 'services',
    rank: 0.3,
    content:
      'Fleet programmes keep your branding identical on every vehicle, installed in batches of two a day.',
  };
  const sourceOf = (question: string, hits: readonly KnowledgeHit[]) => {
    const found = lookUpKnowledge(question, hits);
    return found.kind === 'answer' ? found.answer.sourceId : found.kind;
  };

  it('reads a day beside a topic as when, not as the opening hours', () => {
    expect(sourceOf('is a car wash on sunday fine? wrapped it on thursday', [CONTACT, CARE])).toBe('k-care');
    expect(sourceOf('are you open on saturday?', [CONTACT, CARE])).toBe('k-contact');
  });

  it('reads where a parcel should go as a question about shipping, whatever the place', () => {
    expect(sourceOf('would it get to vermont by friday?', [SHIPPING, CONTACT])).toBe('k-shipping');
    expect(sourceOf('do you deliver to guam', [SHIPPING, CONTACT])).toBe('k-shipping');
  });

  it('does not read the words of an e-mail address as topics', () => {
    expect(sourceOf('how should I care for the wrap in winter?', [CONTACT, CARE])).toBe('k-care');
  });

  it('answers a question pointing back at a story from the item holding the story', () => {
    expect(
      sourceOf('We have 5 vans and all must look the same. How would that be scheduled?', [
        TURNAROUND,
        FLEET,
      ]),
    ).toBe('k-fleet');
  });

  it('splits "X or is there Y?" into two questions', () => {
    expect(questionParts('is the first fitting free or is there a catch?')).toEqual([
      'is the first fitting free',
      'is there a catch?',
    ]);
  });

  it('finds the one item titled with a topic the question asks, against that item alone', () => {
    expect(lookUpTopic('to peel off a faded wrap first', [CARE, REMOVAL])?.sourceId).toBe('k-removal');
    expect(lookUpTopic('a banner with grommets', [CARE, REMOVAL])).toBeNull();
  });
});

describe('what is asked picks the item (decision 061)', () => {
  const FLEET: KnowledgeHit = {
    id: 'k-fleet',
    title: 'Fleet graphics',
    category: 'services',
    rank: 0.5,
    content: 'We measure one vehicle of each model and install in batches, so your fleet stays on the road.',
  };
  const ABOUT: KnowledgeHit = {
    id: 'k-about',
    title: 'About the boutique',
    category: 'general',
    rank: 0.9,
    content: 'A small boutique of linen dresses and silk blouses, chosen in small batches.',
  };
  const VALUES: KnowledgeHit = {
    id: 'k-values',
    title: 'Sustainability',
    category: 'general',
    rank: 0.3,
    content: 'Our cotton is certified organic. Our clothes are made in small runs in Portugal.',
  };
  const SHOP_ABOUT: KnowledgeHit = {
    id: 'k-shop-about',
    title: 'About the shop',
    category: 'general',
    rank: 0.9,
    content: 'We sell organic cotton tees and tops, made to last.',
  };
  const answerOf = (question: string, hits: KnowledgeHit[]) => {
    const found = lookUpKnowledge(question, hits);
    return found.kind === 'answer' ? found.answer.sourceId : found.kind;
  };

  it('reads how long a material lasts as its warranty, not a turnaround', () => {
    expect(answerOf('how long before the premium vinyl starts to crack?', [TURNAROUND, WARRANTY])).toBe(
      'k-warranty',
    );
  });

  it('answers how long a thing lasts from the item about that thing, in knowledge with no warranty', () => {
    const COATING: KnowledgeHit = {
      id: 'k-coating',
      title: 'Ceramic coating',
      category: 'services',
      content: 'Our ceramic coating lasts five years on any wrapped vehicle.',
      rank: 0.5,
    };
    expect(answerOf('How long does your ceramic coating last?', [COATING, ABOUT])).toBe('k-coating');
  });

  it('leaves unanswered two things asked leave to do that no item holds together', () => {
    expect(answerOf('could we sit and watch while you fit it?', [FLEET, TURNAROUND])).toBe('none');
  });

  it('does not answer a topic asked with an item that holds none of it', () => {
    expect(answerOf('are the linen dresses made in italy?', [ABOUT, HOURS])).toBe('none');
    expect(answerOf('are the linen dresses made in italy?', [ABOUT, VALUES])).toBe('k-values');
  });

  it('answers the part about a topic the price list does not hold, beside a price question', () => {
    const RESCHEDULE: KnowledgeHit = {
      id: 'k-reschedule',
      title: 'Cancellations and rescheduling',
      category: 'policies',
      rank: 0.2,
      content: 'You can reschedule an install for free up to 48 hours before the appointment.',
    };
    expect(
      answerOf('got to bump my install from friday to next week. does that cost me anything?', [
        PRICES,
        RESCHEDULE,
      ]),
    ).toBe('k-reschedule');
  });

  it('reads a doubted claim as a question about the business’s values', () => {
    expect(answerOf('is the cotton truly organic or is it marketing talk', [SHOP_ABOUT, VALUES])).toBe(
      'k-values',
    );
  });
});

describe('a topic the knowledge does not hold, and one question asked two ways (decision 065)', () => {
  const hit = (id: string, title: string, content: string): KnowledgeHit => ({
    id,
    title,
    content,
    category: 'policies',
    rank: 0.5,
  });
  const hits = [
    hit('hours', 'Opening hours', 'The store is open Monday to Saturday 10am to 6pm.'),
    hit(
      'sizes',
      'Size guide',
      'Our jackets run true to size; if you are between sizes, take the larger size.',
    ),
    hit('about', 'About us', 'We sell rain jackets, knitwear and bags, made to last.'),
  ];

  it.each([
    'is there parking near the shop or should i take the bus',
    'if i find the same rain jacket cheaper somewhere else will you price match',
    'another shop has it for less, would you price-match it',
  ])('%j is not answered', (question) => {
    expect(lookUpKnowledge(question, hits).kind).toBe('none');
  });

  it('answers the question beside it that the knowledge holds', () => {
    const found = lookUpKnowledge(
      'is there parking by the store? also what time do you open on saturday',
      hits,
    );
    expect(found.kind === 'answer' && found.answer.sourceId).toBe('hours');
  });
});

describe('an order leaving the same day is a shipping question (decision 065)', () => {
  const shipping: KnowledgeHit = {
    id: 'shipping',
    title: 'Shipping',
    category: 'policies',
    rank: 0.5,
    content: 'Orders placed by 2pm on a business day ship the same day. Standard delivery takes 3 to 5 days.',
  };
  const hours: KnowledgeHit = {
    id: 'hours',
    title: 'Opening hours',
    category: 'policies',
    rank: 0.5,
    content: 'The store is open Monday to Saturday 10am to 6pm; today and every weekday.',
  };

  it.each([
    'if i order at noon will it go out today',
    'would my order be shipped tomorrow if i buy tonight',
  ])('%j is answered by the shipping item', (question) => {
    const found = lookUpKnowledge(question, [shipping, hours]);
    expect(found.kind === 'answer' && found.answer.sourceId).toBe('shipping');
  });

  it('leaves "go out for lunch today" to the hours', () => {
    const found = lookUpKnowledge('what time do you go out for lunch today', [shipping, hours]);
    expect(found.kind === 'answer' && found.answer.sourceId).toBe('hours');
  });
});
