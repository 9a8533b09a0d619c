import { describe, expect, it } from 'vitest';
import { DEMO_KNOWLEDGE } from '../../../db/seed/demo-content';
import {
  asksForQuoteDetails,
  type KnowledgeItem,
  languageMarkers,
  quotedFacts,
  scoreGrounded,
  scoreHandoff,
  scoreLanguage,
  scoreNoInventedPrice,
  scoreNoQuotePitch,
  scoreNoRepeat,
  scoreQuote,
  scoreQuoteOffered,
  scoreSmallTalk,
  scoreTone,
  scoreTurn,
  type TurnObservation,
} from './eval-scoring';
import { factFrom, quoteFor } from './scenarios/scenario-kit';

const WARRANTY: KnowledgeItem = {
  id: 'k-warranty',
  title: 'Warranty on materials and installation',
  content:
    'Premium and reflective vinyl carry a 5-year manufacturer warranty against fading, cracking and peeling. ' +
    'Our installation is guaranteed for 1 year.',
};
const REMOVAL: KnowledgeItem = {
  id: 'k-removal',
  title: 'Can a wrap be removed?',
  content: 'Yes. Cast vinyl removes cleanly within its warranty period.',
};
const KNOWLEDGE = [WARRANTY, REMOVAL];

const VAN = quoteFor('van wrap, premium vinyl, 150 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 150,
});
const DEMO_QUOTE_TEXT = [
  'Here is your itemised quote:',
  '- Premium vinyl, 150 sq ft: $2,800.00',
  '- Setup fee: $400.00',
  'Subtotal: $3,200.00',
  'Tax (8%): $256.00',
  'Total: $3,456.00',
].join('\n');

function observed(overrides: Partial<TurnObservation> = {}): TurnObservation {
  return {
    reply: '',
    engineText: null,
    sources: [],
    allowedAmounts: [],
    handedOff: false,
    handoffEmails: 0,
    storedQuoteTotals: [],
    quoteEmails: 0,
    ...overrides,
  };
}

describe('quoteFor', () => {
  it('takes the figures from the quote engine with the demo pricing', () => {
    expect(VAN.total).toBe(3456);
    expect([...VAN.amounts].sort((a, b) => a - b)).toEqual([256, 400, 2800, 3200, 3456]);
  });

  it('refuses a job the engine cannot price, so a scenario never carries a guessed figure', () => {
    expect(() => quoteFor('gold banner', { projectType: 'banner', squareFootage: 10 })).toThrow(
      'The scenario\'s job "gold banner" cannot be priced',
    );
  });
});

describe('scoreGrounded', () => {
  const expectation = { mustContainFactFrom: WARRANTY.title };

  it('passes when the reply repeats a sentence of the item, or cites it in its sources', () => {
    const reply = 'Here is what I found: Our installation is guaranteed for 1 year.';
    expect(scoreGrounded(expectation, observed({ reply }), KNOWLEDGE)).toMatchObject({
      pass: true,
      got: 'quotes "Our installation is guaranteed for 1 year."',
    });
    expect(
      scoreGrounded(expectation, observed({ reply: 'Five years.', sources: ['k-warranty'] }), KNOWLEDGE),
    ).toMatchObject({ pass: true, got: 'cites it in sources' });
  });

  it('fails on another item’s facts, on a bare "Yes." and on an unknown title', () => {
    const other = scoreGrounded(
      expectation,
      observed({ reply: 'Cast vinyl removes cleanly within its warranty period.', sources: ['k-removal'] }),
      KNOWLEDGE,
    );
    expect(other.pass).toBe(false);
    expect(other.got).toContain('neither quoted, cited nor stated');
    expect(quotedFacts('Yes.', REMOVAL)).toEqual([]);
    expect(scoreGrounded({ mustContainFactFrom: 'Pizza' }, observed(), KNOWLEDGE)).toEqual({
      pass: false,
      expected: 'a fact from "Pizza"',
      got: 'no knowledge item has that title',
    });
  });

  it('passes a paraphrase that states the item’s key content, whatever its wording', () => {
    const paraphrase = {
      mustContainFactFrom: WARRANTY.title,
      keyContent: String.raw`\b(?:5|five)[- ]years?\b`,
    };
    expect(
      scoreGrounded(paraphrase, observed({ reply: 'Premium vinyl is covered for FIVE YEARS.' }), KNOWLEDGE),
    ).toMatchObject({ pass: true, got: 'states "FIVE YEARS"' });
    expect(scoreGrounded(paraphrase, observed({ reply: 'It lasts a long time.' }), KNOWLEDGE).pass).toBe(
      false,
    );
  });

  it('gives every demo item key content that its own text states, so quoting it always passes', () => {
    for (const item of DEMO_KNOWLEDGE) {
      const expectation = factFrom(item.title);
      const keyContent = 'keyContent' in expectation ? expectation.keyContent : undefined;
      expect([
        item.title,
        keyContent !== undefined && new RegExp(keyContent, 'iu').test(item.content),
      ]).toEqual([item.title, true]);
    }
  });

  it('reads line breaks and double spaces in the reply as single spaces', () => {
    const reply =
      'Premium and reflective vinyl carry a 5-year manufacturer\nwarranty against  fading, cracking and peeling.';
    expect(quotedFacts(reply, WARRANTY)).toHaveLength(1);
  });

  it('for a question the knowledge cannot answer, wants no quoted fact and a person offered', () => {
    const notInKnowledge = { notInKnowledge: true as const };
    expect(
      scoreGrounded(
        notInKnowledge,
        observed({ reply: 'I do not have that information. Would you like me to bring in a team member?' }),
        KNOWLEDGE,
      ).pass,
    ).toBe(true);
    expect(scoreGrounded(notInKnowledge, observed({ reply: 'Sure, we do that!' }), KNOWLEDGE)).toMatchObject({
      pass: false,
      got: 'no person offered: "Sure, we do that!"',
    });
    const made = scoreGrounded(
      notInKnowledge,
      observed({ reply: 'Cast vinyl removes cleanly within its warranty period. Ask our team.' }),
      KNOWLEDGE,
    );
    expect(made).toMatchObject({ pass: false });
    expect(made.got).toContain('quotes "Can a wrap be removed?"');
  });
});

describe('scoreQuote', () => {
  it('passes a reply stating the total and only this quote’s amounts', () => {
    expect(scoreQuote(VAN, observed({ reply: DEMO_QUOTE_TEXT }))).toEqual({
      pass: true,
      expected: 'van wrap, premium vinyl, 150 sq ft: total $3,456.00',
      got: 'states $2,800.00, $400.00, $3,200.00, $256.00, $3,456.00',
    });
  });

  it('fails a wrong total, a foreign amount, or no amount at all', () => {
    expect(scoreQuote(VAN, observed({ reply: 'Total: $3,455.99' })).pass).toBe(false);
    expect(scoreQuote(VAN, observed({ reply: `${DEMO_QUOTE_TEXT}\nRush fee: $99.00` }))).toMatchObject({
      pass: false,
      got: expect.stringContaining('(not in this quote: $99.00)'),
    });
    expect(scoreQuote(VAN, observed({ reply: 'It will be great.' }))).toMatchObject({
      pass: false,
      got: 'no prices: "It will be great."',
    });
  });

  it('for an e-mailed quote, wants it stored with that total and its e-mail queued', () => {
    const emailed = { ...VAN, emailed: true };
    const reply = 'Your quote is on its way to your inbox.';
    expect(scoreQuote(emailed, observed({ reply, storedQuoteTotals: [3456], quoteEmails: 1 })).pass).toBe(
      true,
    );
    expect(scoreQuote(emailed, observed({ reply, storedQuoteTotals: [3456], quoteEmails: 0 }))).toMatchObject(
      {
        pass: false,
        got: 'stored $3,456.00; 0 quote e-mail(s)',
      },
    );
    expect(scoreQuote(emailed, observed({ reply, storedQuoteTotals: [2484], quoteEmails: 1 })).pass).toBe(
      false,
    );
  });
});

describe('scoreQuoteOffered', () => {
  it('passes a priced quote from the engine, or a question for the details, in any tone', () => {
    expect(scoreQuoteOffered(observed({ reply: DEMO_QUOTE_TEXT, allowedAmounts: VAN.amounts })).got).toBe(
      'a priced quote',
    );
    for (const reply of [
      'Could you tell me which material you would like and roughly how many square feet it covers?',
      "Sure thing! I'll just need to know which material you would like.",
      'Tell me the size, and your quote is ready instantly.',
    ]) {
      expect([reply, asksForQuoteDetails(reply)]).toEqual([reply, true]);
      expect(scoreQuoteOffered(observed({ reply })).pass).toBe(true);
    }
  });

  it('fails a refusal and a made-up number', () => {
    expect(scoreQuoteOffered(observed({ reply: 'I cannot give prices in the chat.' })).pass).toBe(false);
    expect(scoreQuoteOffered(observed({ reply: 'About $3,000, what size is it?' }))).toMatchObject({
      pass: false,
      got: 'made-up prices $3,000.00',
    });
    // The guard's stand-in asks for the details, but the engine had guessed.
    const withheld = observed({
      reply: 'Tell me the project type, material and size, and I will prepare a quote.',
      engineText: 'About $3,000.',
    });
    expect(scoreQuoteOffered(withheld)).toMatchObject({ pass: false, got: 'made-up prices $3,000.00' });
  });
});

describe('scoreHandoff', () => {
  it('wants the conversation handed off and the team e-mailed, or neither', () => {
    expect(scoreHandoff(true, observed({ handedOff: true, handoffEmails: 1 })).pass).toBe(true);
    expect(scoreHandoff(true, observed({ handedOff: true, handoffEmails: 0 })).pass).toBe(false);
    expect(scoreHandoff(true, observed()).got).toBe('not handed off, 0 chat_handoff e-mail(s)');
    expect(scoreHandoff(false, observed()).pass).toBe(true);
    expect(scoreHandoff(false, observed({ handedOff: true, handoffEmails: 1 })).pass).toBe(false);
  });
});

describe('scoreNoInventedPrice', () => {
  it('allows only amounts the quote engine produced in the conversation', () => {
    expect(scoreNoInventedPrice(observed({ reply: DEMO_QUOTE_TEXT, allowedAmounts: VAN.amounts })).pass).toBe(
      true,
    );
    expect(scoreNoInventedPrice(observed({ reply: 'Roughly $500.' }))).toMatchObject({
      pass: false,
      got: 'invented $500.00',
    });
  });

  it('also reads the engine’s own text, which the price guard may have withheld from the visitor', () => {
    const withheld = observed({
      reply: 'I want to give you an exact figure rather than a guess.',
      engineText: 'That will be about $999.',
    });
    expect(scoreNoInventedPrice(withheld)).toMatchObject({ pass: false, got: 'invented $999.00' });
  });

  it('counts a price the workspace’s knowledge states, said of the same thing, as grounded', () => {
    const shipping = {
      id: 'k1',
      title: 'Shipping',
      content:
        'Standard delivery costs $6.95 and is free on orders over $100. Delivery to Canada takes 5 to 10 business days and costs $19.00.',
    };
    const quoted = observed({ reply: 'Standard delivery costs $6.95 and is free on orders over $100.' });
    expect(scoreNoInventedPrice(quoted, [shipping]).pass).toBe(true);
    expect(scoreNoInventedPrice(quoted).pass).toBe(false);
    // The knowledge's figure said of something else, and a figure it never states, are invented.
    expect(scoreNoInventedPrice(observed({ reply: 'A banner is $19.00.' }), [shipping])).toMatchObject({
      pass: false,
      got: 'invented $19.00',
    });
    expect(
      scoreNoInventedPrice(observed({ reply: 'Delivery to Canada costs $12.00.' }), [shipping]),
    ).toMatchObject({ pass: false, got: 'invented $12.00' });
  });
});

describe('scoreTone', () => {
  it('holds the reply to the tone’s markers', () => {
    expect(scoreTone('casual', observed({ reply: "Here's what I found." })).pass).toBe(true);
    expect(scoreTone('premium', observed({ reply: 'Great!' }))).toMatchObject({
      pass: false,
      got: 'uses an exclamation mark, has no refined turn of phrase: "Great!"',
    });
  });
});

describe('scoreNoRepeat', () => {
  it('fails the same reply twice in a row, ignoring case and spacing; passes a first turn', () => {
    const canned = 'I am not able to answer that reliably. Shall I ask a member of our team to help?';
    expect(
      scoreNoRepeat(observed({ reply: canned, previousReply: ` ${canned.toUpperCase()}\n` })),
    ).toMatchObject({ pass: false, got: expect.stringContaining('the previous reply again') });
    expect(scoreNoRepeat(observed({ reply: canned, previousReply: 'Hello! How can I help?' })).pass).toBe(
      true,
    );
    expect(scoreNoRepeat(observed({ reply: canned })).pass).toBe(true);
  });
});

describe('scoreLanguage', () => {
  it('passes an answer, or word of a person following up, written in the visitor’s language', () => {
    for (const [language, reply] of [
      ['es', 'Hola, abrimos los sábados de 9 a 13 h.'],
      ['es', 'Gracias por su mensaje: una persona de nuestro equipo le contestará pronto.'],
      ['fr', 'Bonjour, oui, nous faisons des enseignes pour magasins.'],
      ['de', 'Hallo, ein Transporter ist in 1 bis 2 Tagen foliert.'],
      ['pt', 'Olá! Sim, fazemos envelopamento de carros.'],
    ] as const) {
      expect([reply, scoreLanguage(language, observed({ reply })).pass]).toEqual([reply, true]);
    }
  });

  it('fails an English reply, even one with a borrowed word, and a reply in another language', () => {
    const english = 'I am not able to answer that reliably. Shall I ask a member of our team to help?';
    expect(scoreLanguage('es', observed({ reply: english }))).toMatchObject({
      pass: false,
      expected: 'a reply in Spanish',
      got: expect.stringContaining('not Spanish'),
    });
    expect(languageMarkers('Merci! Your banner is ready.', 'fr')).toEqual(['merci']);
    expect(scoreLanguage('fr', observed({ reply: 'Merci! Your banner is ready.' })).pass).toBe(false);
    expect(scoreLanguage('de', observed({ reply: 'Hola, abrimos los sábados.' })).pass).toBe(false);
  });
});

describe('scoreNoQuotePitch', () => {
  it('passes an answer, one that ends by offering a quote, and a quote already given repeated', () => {
    for (const reply of [
      'You can reschedule an install for free up to 48 hours before the appointment.',
      'Quotes are valid for 30 days. Anything else I can help with?',
      `${DEMO_QUOTE_TEXT}\nPlease share your e-mail address and I will send you this quote.`,
      // An answer first, then a quote offered as the next step.
      'A van is wrapped in 1 to 2 days. Would you like a quote for yours? Tell me the size and material.',
    ]) {
      expect([reply, scoreNoQuotePitch(observed({ reply })).pass]).toEqual([reply, true]);
    }
  });

  it('fails a reply that leads with a question for the size or material, or with an offer of a quote', () => {
    expect(
      scoreNoQuotePitch(
        observed({
          reply: 'I will gladly prepare a quote. Could you tell me which material you would like?',
        }),
      ),
    ).toMatchObject({ pass: false, got: expect.stringContaining('offers a quote ("prepare a quote")') });
    expect(
      scoreNoQuotePitch(
        observed({ reply: 'Thank you. Could you tell me the size and material of the job?' }),
      ),
    ).toMatchObject({ pass: false, got: expect.stringContaining("asks for the job's size or material") });
    expect(
      scoreNoQuotePitch(observed({ reply: 'Our prices are calculated for each project. What size is it?' }))
        .pass,
    ).toBe(false);
    expect(
      scoreNoQuotePitch(observed({ reply: 'Sorry to hear that. Would you like a quote for a new wrap?' })),
    ).toMatchObject({
      pass: false,
      got: expect.stringContaining('offers a quote ("Would you like a quote")'),
    });
  });
});

describe('scoreSmallTalk', () => {
  it('passes a greeting, thanks or offer of help; fails the lines for a question it cannot answer', () => {
    for (const reply of [
      "You're welcome! Anything else I can help with?",
      'Hello, and welcome. I can answer questions about our wraps and signs, or prepare a quote.',
      'De rien ! Bonne journée.',
    ])
      expect([reply, scoreSmallTalk(observed({ reply })).pass]).toEqual([reply, true]);
    for (const reply of [
      'I am not able to answer that reliably. Shall I ask a member of our team to help?',
      "I'm not sure about that. Should I get a real person to help?",
      'That is beyond what I can confirm.',
      'I do not have that information.',
      '',
    ])
      expect([reply, scoreSmallTalk(observed({ reply })).pass]).toEqual([reply, false]);
  });
});

describe('scoreTurn', () => {
  it('scores each declared behaviour once, and noInventedPrice on every turn', () => {
    const verdicts = scoreTurn(
      { grounded: { mustContainFactFrom: WARRANTY.title }, handoff: false, tone: 'professional' },
      observed({ reply: 'Here is what I found: Our installation is guaranteed for 1 year.' }),
      KNOWLEDGE,
    );
    expect(verdicts.map((v) => [v.behaviour, v.verdict.pass])).toEqual([
      ['grounded', true],
      ['handoff', true],
      ['noInventedPrice', true],
      ['tone', true],
    ]);
    expect(scoreTurn({}, observed({ reply: 'hi' }), KNOWLEDGE).map((v) => v.behaviour)).toEqual([
      'noInventedPrice',
    ]);
  });

  it('scores each of several grounded expectations, then noRepeat after the first turn, language and noQuotePitch', () => {
    const verdicts = scoreTurn(
      {
        grounded: [{ mustContainFactFrom: WARRANTY.title }, { mustContainFactFrom: REMOVAL.title }],
        language: 'fr',
        noQuotePitch: true,
        smallTalk: true,
      },
      observed({
        reply: 'Our installation is guaranteed for 1 year.',
        previousReply: 'Bonjour!',
      }),
      KNOWLEDGE,
    );
    expect(verdicts.map((v) => [v.behaviour, v.verdict.pass])).toEqual([
      ['grounded', true],
      ['grounded', false],
      ['noInventedPrice', true],
      ['noRepeat', true],
      ['language', false],
      ['noQuotePitch', true],
      ['smallTalk', true],
    ]);
  });
});
