import { describe, expect, it } from 'vitest';
import {
  asksForQuoteDetails,
  type KnowledgeItem,
  quotedFacts,
  scoreGrounded,
  scoreHandoff,
  scoreNoInventedPrice,
  scoreQuote,
  scoreQuoteOffered,
  scoreTone,
  scoreTurn,
  type TurnObservation,
} from './eval-scoring';
import { quoteFor } from './scenarios/scenario-kit';

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
    expect(other.got).toContain('neither quoted nor cited');
    expect(quotedFacts('Yes.', REMOVAL)).toEqual([]);
    expect(scoreGrounded({ mustContainFactFrom: 'Pizza' }, observed(), KNOWLEDGE)).toEqual({
      pass: false,
      expected: 'a fact from "Pizza"',
      got: 'no knowledge item has that title',
    });
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
});
