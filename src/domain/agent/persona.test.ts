import { describe, expect, it } from 'vitest';
import { AGENT_TYPES } from '../agent-types';
import { DEMO_PRICING } from '../demo-pricing';
import { calculateQuote, type PricedQuote } from '../quote-engine';
import { TONE_VALUES, type Tone } from '../validation/preview-questionnaire';
import {
  askForQuoteDetails,
  endsWithHandoffOffer,
  greetingLine,
  handoffLine,
  offerQuoteEmail,
  personaLine,
  pickVariant,
  presentKnowledge,
  presentQuote,
  unknownLine,
  welcomeMessage,
} from './persona';
import { TEMPLATES, type TemplateKey, WELCOME } from './persona-templates';
import { findPrices } from './price-guard';
import { CALL_TO_ACTION, CONTRACTION, EMOJI, PREMIUM_MARKERS } from './tone-markers';

const KEYS = Object.keys(TEMPLATES.professional) as TemplateKey[];
const templatesOf = (tone: Tone) => [
  ...KEYS.flatMap((key) => TEMPLATES[tone][key]),
  ...Object.values(WELCOME[tone]),
];

function demoQuote(upsellIds: string[] = [], quantity = 1): PricedQuote {
  const result = calculateQuote(DEMO_PRICING, {
    projectType: 'vehicle-wrap',
    material: 'premium-vinyl',
    squareFootage: 150,
    quantity,
    upsellIds,
  });
  if (!result.ok) throw new Error(result.message);
  return result.quote;
}

describe('templates', () => {
  it('have every key in every tone, each with at least two variants', () => {
    for (const tone of TONE_VALUES) {
      expect(Object.keys(TEMPLATES[tone]).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) expect(TEMPLATES[tone][key].length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(WELCOME[tone]).sort()).toEqual([...AGENT_TYPES].sort());
    }
  });

  it('never state a price or any figure, and use no emoji', () => {
    for (const tone of TONE_VALUES) {
      for (const template of templatesOf(tone)) {
        expect(findPrices(template)).toEqual([]);
        expect(template).not.toMatch(/\d|\$|€|£/);
        expect(template).not.toMatch(EMOJI);
      }
    }
  });

  it('differ between tones for every key', () => {
    for (const key of KEYS) {
      const all = TONE_VALUES.flatMap((tone) => TEMPLATES[tone][key]);
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it('professional: full forms, no exclamation marks, none of the premium flourishes', () => {
    for (const template of templatesOf('professional')) {
      expect(template).not.toMatch(CONTRACTION);
      expect(template).not.toContain('!');
      expect(template).not.toMatch(PREMIUM_MARKERS);
    }
  });

  it('casual: always a contraction, friendly and emoji-free', () => {
    for (const template of templatesOf('casual')) expect(template).toMatch(CONTRACTION);
  });

  it('premium: never an exclamation mark or a contraction, always a refined turn of phrase', () => {
    for (const template of templatesOf('premium')) {
      expect(template).not.toContain('!');
      expect(template).not.toMatch(CONTRACTION);
      expect(template).toMatch(PREMIUM_MARKERS);
    }
  });

  it('urgent: always a clear call to action', () => {
    for (const template of templatesOf('urgent')) expect(template).toMatch(CALL_TO_ACTION);
  });
});

describe('pickVariant', () => {
  it('is deterministic and accepts any seed', () => {
    const variants = ['a', 'b', 'c'] as const;
    expect([0, 1, 2, 3, 4].map((s) => pickVariant(variants, s))).toEqual(['a', 'b', 'c', 'a', 'b']);
    expect(pickVariant(variants, -1)).toBe('b');
    expect(pickVariant(variants, 2.9)).toBe('c');
    expect(pickVariant(variants, Number.NaN)).toBe('a');
    expect(pickVariant(variants, Number.MAX_SAFE_INTEGER)).toBe(variants[Number.MAX_SAFE_INTEGER % 3]);
  });
});

describe('lines', () => {
  it('greets and hands off in the tone’s words', () => {
    expect(greetingLine('professional', 0)).toBe(
      'Hello, thank you for reaching out. How can I help you today?',
    );
    expect(greetingLine('casual', 0)).toBe("Hey there! What's up?");
    expect(handoffLine('professional', 0)).toBe(
      'I will bring in a team member, who will reply here shortly.',
    );
    expect(handoffLine('casual', 0)).toBe(
      "No worries, I'll bring in a team member. They'll reply right here.",
    );
    expect(unknownLine('urgent', 0)).toBe(
      'I do not have that answer. Reply "human" and I will get a team member now.',
    );
  });

  it('welcomes per agent type, with the business name', () => {
    expect(welcomeMessage('quote', 'professional', { businessName: 'Demo Wraps & Signs' })).toBe(
      'Hello, and thank you for contacting Demo Wraps & Signs. I can prepare an instant, itemised quote for your project.',
    );
    expect(welcomeMessage('shop', 'casual', { businessName: 'Acme' })).toBe(
      "Hey, welcome to Acme! I'm here to help you find stuff, check on orders and answer any questions.",
    );
    expect(welcomeMessage('social', 'professional')).toBe(
      'Hello, thank you for messaging us. I am here to answer your questions.',
    );
    const all = AGENT_TYPES.map((type) => welcomeMessage(type, 'premium', { businessName: 'X' }));
    expect(new Set(all).size).toBe(3);
  });

  it('inserts facts and details literally', () => {
    expect(presentKnowledge('professional', 0, ' Wraps last 5 years.  ')).toBe('Wraps last 5 years.');
    expect(presentKnowledge('casual', 0, 'Use $& and $1 as typed.')).toBe(
      "Here's the deal: Use $& and $1 as typed.",
    );
    expect(askForQuoteDetails('premium', 1, 'which material you would like')).toBe(
      'To tailor your quote precisely, may I ask which material you would like?',
    );
  });

  it('offers the e-mail or asks for the address', () => {
    expect(offerQuoteEmail('professional', 0, true)).toBe(
      'Would you like me to e-mail this quote to you with a secure payment link?',
    );
    expect(offerQuoteEmail('professional', 0, false)).toBe('What e-mail address should I send the quote to?');
  });

  it('recognises its own offer of a person at the end of a reply, in every tone', () => {
    for (const tone of TONE_VALUES) {
      for (const seed of [0, 1]) {
        expect(endsWithHandoffOffer(unknownLine(tone, seed))).toBe(true);
        expect(endsWithHandoffOffer(`That job is too large to quote here. ${unknownLine(tone, seed)}`)).toBe(
          true,
        );
      }
    }
    expect(endsWithHandoffOffer(greetingLine('professional', 0))).toBe(false);
    expect(endsWithHandoffOffer(`${unknownLine('casual', 0)} Anyway, here is a fact.`)).toBe(false);
  });

  it('falls back to professional for an unknown tone', () => {
    expect(personaLine('shouty' as Tone, 'greeting', 0)).toBe(greetingLine('professional', 0));
  });
});

describe('presentQuote', () => {
  it('itemises the demo quote with subtotal, tax and total', () => {
    const presented = presentQuote('professional', 0, demoQuote());
    expect(presented.text).toBe(
      [
        'Here is your itemised quote:',
        '- Premium vinyl, 150 sq ft: $2,800.00',
        '- Setup fee: $400.00',
        'Subtotal: $3,200.00',
        'Tax (8%): $256.00',
        'Total: $3,456.00',
      ].join('\n'),
    );
    expect(presented.amounts).toEqual([2800, 400, 3200, 256, 3456]);
    expect(findPrices(presented.text)).toEqual([2800, 400, 3200, 256, 3456]);
  });

  it('shows upsells and quantities', () => {
    const presented = presentQuote('casual', 1, demoQuote(['window-tinting', 'paint-protection'], 2));
    expect(presented.text).toContain("Alright, here's how it adds up:");
    expect(presented.text).toContain('- Premium vinyl, 150 sq ft each (× 2): $5,600.00');
    expect(presented.text).toContain('- Window tinting (× 2): $700.00');
    expect(presented.text).toContain('- Paint protection film (× 2): $1,000.00');
    expect(presented.text).toContain('Total: $8,316.00');
  });

  it('does not repeat a price hidden in a workspace’s label', () => {
    const quote = demoQuote(['window-tinting']);
    const tricky = {
      ...quote,
      lineItems: quote.lineItems.map((l) =>
        l.kind === 'upsell' ? { ...l, label: 'Tint (a $999 value)' } : l,
      ),
    };
    const presented = presentQuote('professional', 0, tricky);
    expect(presented.text).toContain('- Add-on: $350.00');
    expect(findPrices(presented.text).every((p) => presented.amounts.includes(p))).toBe(true);
  });
});
