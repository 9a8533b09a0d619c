import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGENT_TYPES } from '../agent-types';
import { DEMO_PRICING } from '../demo-pricing';
import { calculateQuote, type QuoteCalculation, type QuoteRequest } from '../quote-engine';
import { quoteAmounts } from '../quote-engine-output';
import { TONE_VALUES } from '../validation/preview-questionnaire';
import { type ComposeReplyInput, composeReply } from './compose-reply';
import { detectIntents, INTENTS } from './intents';
import type { KnowledgeHit } from './knowledge-answer';
import { endsWithHandoffOffer } from './persona';
import { findPrices, unapprovedPrices } from './price-guard';

const WARRANTY: KnowledgeHit = {
  id: 'k-warranty',
  title: 'Warranty',
  category: 'policies',
  rank: 0.7,
  content:
    'Premium and reflective vinyl carry a 5-year manufacturer warranty against fading, cracking and peeling. ' +
    'Damage from accidents or solvents is not covered.',
};
const PRICES: KnowledgeHit = {
  id: 'k-prices',
  title: 'Vinyl prices',
  category: 'pricing',
  rank: 0.9,
  content:
    'Premium vinyl costs $18.50 per sq ft and standard vinyl $12.50 per sq ft. A full van wrap is about $2,800.00.',
};
const ADD_ONS: KnowledgeHit = {
  id: 'k-addons',
  title: 'Add-ons: window tinting and paint protection film',
  category: 'pricing',
  rank: 0.6,
  content:
    'Window tinting costs $350.00 and paint protection film $500.00. Both are installed during the same appointment.',
};
const WRAPS: KnowledgeHit = {
  id: 'k-wraps',
  title: 'Vehicle wraps',
  category: 'services',
  rank: 0.5,
  content: 'A full wrap covers every painted panel of the vehicle. We wrap cars, vans and box trucks.',
};

const DEMO: QuoteRequest = { projectType: 'vehicle-wrap', material: 'premium-vinyl', squareFootage: 150 };
const PRICED = calculateQuote(DEMO_PRICING, DEMO);
const MISSING = calculateQuote(DEMO_PRICING, { projectType: 'banner' });

function compose(message: string, overrides: Partial<ComposeReplyInput> = {}) {
  return composeReply({
    agentType: 'quote',
    tone: 'professional',
    seed: 0,
    message,
    intents: detectIntents(message),
    knowledge: [WARRANTY, WRAPS],
    quote: null,
    customerEmailKnown: false,
    quoteAlreadyCreated: false,
    ...overrides,
  });
}

const DEMO_QUOTE_TEXT = [
  'Here is your itemised quote:',
  '- Premium vinyl, 150 sq ft: $2,800.00',
  '- Setup fee: $400.00',
  'Subtotal: $3,200.00',
  'Tax (8%): $256.00',
  'Total: $3,456.00',
].join('\n');

describe('composeReply: people', () => {
  it('hands off when a person is asked for, whatever else was asked', () => {
    expect(compose('How much? Actually let me talk to a human', { quote: PRICED })).toEqual({
      text: 'I will bring in a team member, who will reply here shortly.',
      action: 'handoff',
      sources: [],
      quotedAmounts: [],
      handoff: true,
    });
  });

  it('hands off on a yes to its own offer of a person, and only then', () => {
    expect(compose('yes please', { offeredHandoff: true })).toMatchObject({
      action: 'handoff',
      handoff: true,
      text: 'I will bring in a team member, who will reply here shortly.',
    });
    expect(
      compose('yes please', { offeredHandoff: true, quote: PRICED, customerEmailKnown: true }),
    ).toMatchObject({
      action: 'handoff',
    });
    expect(
      compose('yes please', { offeredHandoff: false, quote: PRICED, customerEmailKnown: true }),
    ).toMatchObject({
      action: 'email_quote',
    });
    // Anything but a yes is read as usual.
    expect(compose('What warranty do you give on premium vinyl?', { offeredHandoff: true }).action).toBe(
      'answer',
    );
  });

  it('hands an order question to the team', () => {
    expect(compose('Where is my order?')).toMatchObject({
      action: 'handoff',
      handoff: true,
      text: 'I cannot see order details from here, so I will bring in a team member to check your order.',
    });
  });
});

describe('composeReply: quotes', () => {
  it('asks for every detail when nothing is known yet', () => {
    const reply = compose('How much does it cost?');
    expect(reply.action).toBe('ask_quote_details');
    expect(reply.text).toBe(
      'To prepare an accurate quote, could you tell me what the project is (a vehicle wrap, a storefront sign, a banner or something else), ' +
        'which material you would like (premium, standard, perforated or reflective vinyl) and roughly how many square feet it covers (for example 150 sq ft, or 10 x 15 ft)?',
    );
    expect(reply.quotedAmounts).toEqual([]);
  });

  it('asks for exactly the missing details, in the tone', () => {
    const reply = compose('How much for a banner?', { quote: MISSING, tone: 'casual' });
    expect(reply).toMatchObject({ action: 'ask_quote_details', quotedAmounts: [] });
    expect(reply.text).toBe(
      'Happy to price that up! Could you tell me which material you would like (premium, standard, perforated or reflective vinyl) and ' +
        "roughly how many square feet it covers (for example 150 sq ft, or 10 x 15 ft)? That's all I need.",
    );
  });

  it('presents the itemised quote and asks for the e-mail', () => {
    const reply = compose('How much?', { quote: PRICED });
    expect(reply).toEqual({
      text: `${DEMO_QUOTE_TEXT}\nWhat e-mail address should I send the quote to?`,
      action: 'present_quote',
      sources: [],
      quotedAmounts: [2800, 400, 3200, 256, 3456],
      handoff: false,
    });
  });

  it('offers to e-mail it when the address is known, and says it is ready once created', () => {
    expect(compose('How much?', { quote: PRICED, customerEmailKnown: true }).text).toBe(
      `${DEMO_QUOTE_TEXT}\nWould you like me to e-mail this quote to you with a secure payment link?`,
    );
    expect(compose('What was the price again?', { quote: PRICED, quoteAlreadyCreated: true }).text).toBe(
      `${DEMO_QUOTE_TEXT}\nYour quote has already been prepared. Please let me know if you would like to change anything.`,
    );
  });

  it('presents the quote when the visitor answers the questions without a price word', () => {
    expect(compose('premium vinyl, 150 sq ft', { quote: PRICED })).toMatchObject({ action: 'present_quote' });
  });

  it('asks again about a detail the engine refused, and offers a person for what it cannot price', () => {
    const unknownUpsell = calculateQuote(DEMO_PRICING, { ...DEMO, upsellIds: ['ceramic'] });
    expect(compose('How much with ceramic?', { quote: unknownUpsell })).toEqual({
      text: 'This add-on is not available: ceramic. The add-ons on offer are window tinting and paint protection film.',
      action: 'ask_quote_details',
      sources: [],
      quotedAmounts: [],
      handoff: false,
    });
    const tooBig = calculateQuote(
      { ...DEMO_PRICING, materials: { 'premium-vinyl': 100 } },
      { ...DEMO, squareFootage: 10_000, quantity: 5 },
    );
    expect(compose('Price for the whole fleet?', { quote: tooBig })).toMatchObject({
      action: 'offer_handoff',
      handoff: false,
      text:
        'That project is larger than I can quote in the chat. A team member will prepare the quote for you personally. ' +
        'Would you like me to bring in a team member?',
    });
    const noPricing: QuoteCalculation = {
      ok: false,
      missing: [],
      message: 'This business has not set up its pricing yet.',
    };
    expect(compose('How much?', { quote: noPricing }).action).toBe('offer_handoff');
  });

  describe('a quote agent whose owner has not set prices yet', () => {
    const NO_PRICING: QuoteCalculation = {
      ok: false,
      missing: [],
      message: 'Our team prices each job themselves, so I cannot give you a figure here.',
    };
    const HOURS: KnowledgeHit = {
      id: 'k-hours',
      title: 'Shop hours',
      category: 'general',
      rank: 0.4,
      content: 'Our shop is open Monday to Friday, 8am to 5pm.',
    };
    const unpriced = { pricesJobs: false, knowledge: [WARRANTY, WRAPS, HOURS], quote: NO_PRICING };

    it('says it cannot price a job here and offers a person, not an item that shares a word', () => {
      for (const message of [
        'How much would a 3 m shopfront sign cost?',
        'yes please prepare a quote',
        'what would you charge to wrap my van',
      ]) {
        const composed = compose(message, unpriced);
        expect(composed.action, message).toBe('offer_handoff');
        expect(composed.text, message).toContain(NO_PRICING.message);
        expect(composed.sources, message).toEqual([]);
        // The reason was said: only the offer follows it, and a "yes" to it brings in a person.
        expect(composed.text, message).not.toMatch(/do not have that information|not able to answer/);
        expect(endsWithHandoffOffer(composed.text), message).toBe(true);
      }
    });

    it('answers from the knowledge without offering a quote it cannot make', () => {
      for (const tone of TONE_VALUES) {
        const composed = compose('Does the warranty cover peeling?', { ...unpriced, quote: null, tone });
        expect(composed.action).toBe('answer');
        expect(composed.text).not.toMatch(/\bquote\b|price up/i);
      }
      // With prices set, the same answer ends with the quote agent's offer.
      expect(compose('Does the warranty cover peeling?').text).toMatch(/prepare a quote/);
    });
  });

  it('e-mails the quote on a yes, or when the address arrives', () => {
    expect(compose('Yes please', { quote: PRICED, customerEmailKnown: true })).toMatchObject({
      action: 'email_quote',
      text: 'Thank you. I am sending your quote to your e-mail address now.',
      quotedAmounts: [],
    });
    expect(compose('it is sam@example.com', { quote: PRICED, customerEmailKnown: true }).action).toBe(
      'email_quote',
    );
    expect(compose('Yes, send me the quote', { quote: PRICED, customerEmailKnown: true }).action).toBe(
      'email_quote',
    );
    expect(compose('sure', { quote: PRICED })).toMatchObject({
      action: 'ask_email',
      text: 'What e-mail address should I send the quote to?',
    });
  });

  it('shows the quote it e-mails when the same message asked for the price', () => {
    const message = "I'm Tom, tom@example.com. How much for a van wrap in premium, 150 sq ft?";
    expect(compose(message, { quote: PRICED, customerEmailKnown: true })).toEqual({
      text: `${DEMO_QUOTE_TEXT}\nThank you. I am sending your quote to your e-mail address now.`,
      action: 'email_quote',
      sources: [],
      quotedAmounts: [2800, 400, 3200, 256, 3456],
      handoff: false,
    });
    // A name but no address yet: the figures, then the question for the address.
    expect(
      compose("I'm Tom from Acme. How much for a van wrap in premium, 150 sq ft?", { quote: PRICED }),
    ).toMatchObject({
      action: 'present_quote',
      text: `${DEMO_QUOTE_TEXT}\nWhat e-mail address should I send the quote to?`,
    });
  });

  it('re-prices when the message changed the job, even in a question about it', () => {
    const reflective = calculateQuote(DEMO_PRICING, { ...DEMO, material: 'reflective-vinyl' });
    const question = 'And in reflective, so it shows at night?';
    const reply = compose(question, { quote: reflective, quoteUpdated: true });
    expect(reply.action).toBe('present_quote');
    expect(reply.quotedAmounts).toContain(reflective.ok ? reflective.quote.totalAmount : -1);
    // The same question with nothing changed is answered from the knowledge.
    const signs: KnowledgeHit = {
      id: 'k-signs',
      title: 'Signs',
      category: 'services',
      rank: 0.5,
      content: 'Reflective vinyl is available for signs that must be read at night.',
    };
    expect(compose(question, { quote: reflective, knowledge: [signs, WRAPS] })).toMatchObject({
      action: 'answer',
      sources: ['k-signs'],
    });
    // A complaint that changes a number is still a complaint.
    expect(compose('this is ridiculous, I said 180', { quote: reflective, quoteUpdated: true }).action).toBe(
      'handoff',
    );
  });

  it('does not e-mail twice, nor without a priced quote', () => {
    // A second "yes, send it" once the quote is sent says so, instead of searching the knowledge for "send".
    expect(
      compose('yes send it', { quote: PRICED, customerEmailKnown: true, quoteAlreadyCreated: true }),
    ).toMatchObject({
      action: 'acknowledge',
      text: 'Your quote has already been prepared. Please let me know if you would like to change anything.',
      sources: [],
    });
    // A yes while details are missing asks for them again.
    expect(compose('yes', { quote: MISSING, customerEmailKnown: true })).toMatchObject({
      action: 'ask_quote_details',
    });
    expect(compose('yes', { quote: null, customerEmailKnown: true }).action).toBe('offer_handoff');
  });
});

describe('composeReply: knowledge', () => {
  it('quotes the matching facts and names the source', () => {
    expect(compose('What warranty do you give on premium vinyl?')).toEqual({
      text: 'Premium and reflective vinyl carry a 5-year manufacturer warranty against fading, cracking and peeling. Would you like me to prepare a quote for your project?',
      action: 'answer',
      sources: ['k-warranty'],
      quotedAmounts: [],
      handoff: false,
    });
  });

  it('says plainly when nothing matches and offers a person', () => {
    expect(compose('Do you sell pizza?')).toMatchObject({
      action: 'offer_handoff',
      text: 'I do not have that information. Would you like me to bring in a team member?',
      sources: [],
    });
  });

  it('does not turn a question about something it does not know into a quote', () => {
    // "car" makes a vehicle wrap, but the question is about parts: say so and offer a person.
    expect(compose('Do you sell car parts?', { knowledge: [] })).toMatchObject({
      action: 'offer_handoff',
      text: 'I do not have that information. Would you like me to bring in a team member?',
    });
    // Details the quote needs still start the quote, asked or not.
    expect(compose('Could you do a 3x6 ft banner in standard vinyl?', { knowledge: [] }).action).toBe(
      'ask_quote_details',
    );
    expect(compose('a van wrap', { knowledge: [] }).action).toBe('ask_quote_details');
  });

  it('answers a price many items speak of only through the quote', () => {
    // Premium vinyl is in the warranty item too: the price list is not the one item about it.
    const reply = compose('How much is premium vinyl?', { knowledge: [PRICES, WARRANTY], quote: MISSING });
    expect(reply.action).toBe('ask_quote_details');
    expect(findPrices(reply.text)).toEqual([]);
    expect(reply.quotedAmounts).toEqual([]);
  });

  it('states the price the one item about the thing asked gives, as written, then asks what the quote needs', () => {
    const reply = compose('how much is the window tint on top of a wrap?', {
      knowledge: [ADD_ONS, WARRANTY, WRAPS],
      quote: calculateQuote(DEMO_PRICING, { projectType: 'vehicle-wrap', upsellIds: ['window-tinting'] }),
    });
    expect(reply.action).toBe('answer');
    expect(reply.sources).toEqual(['k-addons']);
    expect(reply.text).toContain('Window tinting costs $350.00 and paint protection film $500.00.');
    expect(reply.quotedAmounts).toEqual([350, 500]);
    expect(reply.text).toMatch(/which material you would like/);
  });

  it('prices a described job with the quote engine, not with a price the knowledge states', () => {
    const reply = compose('how much is window tint on a van wrap, premium vinyl, 150 sq ft?', {
      knowledge: [ADD_ONS, WARRANTY, WRAPS],
      quote: calculateQuote(DEMO_PRICING, { ...DEMO, upsellIds: ['window-tinting'] }),
    });
    expect(reply.action).toBe('present_quote');
    expect(reply.quotedAmounts).toContain(350);
    expect(reply.quotedAmounts).toContain(3834);
  });

  it('lets the quote agent steer a described project towards the quote', () => {
    const reply = compose('Do you wrap vans?', {
      quote: calculateQuote(DEMO_PRICING, { projectType: 'vehicle-wrap' }),
    });
    expect(reply.text).toBe(
      'A full wrap covers every painted panel of the vehicle. We wrap cars, vans and box trucks. ' +
        'To prepare an accurate quote, could you tell me ' +
        'which material you would like (premium, standard, perforated or reflective vinyl) and roughly how many square feet it covers (for example 150 sq ft, or 10 x 15 ft)?',
    );
    const shop = compose('Do you wrap vans?', {
      agentType: 'shop',
      quote: calculateQuote(DEMO_PRICING, { projectType: 'vehicle-wrap' }),
    });
    expect(shop.text).toBe(
      'A full wrap covers every painted panel of the vehicle. We wrap cars, vans and box trucks. Is there anything else you would like to know?',
    );
  });
});

describe('composeReply: other intents', () => {
  it('answers an objection', () => {
    expect(compose('That is too expensive', { quote: PRICED, customerEmailKnown: true })).toMatchObject({
      action: 'objection',
      text: 'I understand. I can price a different material or size, or a team member can discuss options with you.',
    });
  });

  it('re-prices when the objection names what to change', () => {
    const standard = calculateQuote(DEMO_PRICING, { ...DEMO, material: 'standard-vinyl' });
    const reply = compose('Is it cheaper with standard vinyl?', { quote: standard });
    expect(reply.action).toBe('present_quote');
    expect(reply.text).toContain('- Standard vinyl, 150 sq ft: $1,900.00');
    expect(compose('Is it cheaper with standard vinyl?', { quote: MISSING }).action).toBe('objection');
  });

  it('takes a booking request and asks for dates', () => {
    expect(compose('Can I book an install next week?')).toMatchObject({
      action: 'booking',
      handoff: false,
      text: 'A team member will confirm an installation date with you. Which days suit you best?',
    });
  });

  it('thanks for contact details and greets', () => {
    expect(compose('My name is Dana')).toMatchObject({
      action: 'acknowledge_contact',
      text: 'Thank you, I have noted your details.',
    });
    // A greeting back and what the agent can help with (decision 056).
    expect(compose('Hello!', { tone: 'premium' })).toMatchObject({
      action: 'greet',
      text: 'Good day, and welcome. It would be my pleasure to prepare an instant, itemised quote for your project, answer questions about our work and bring in a team member whenever you like. How may I assist you?',
    });
  });

  it('answers thanks in the tone', () => {
    expect(compose('ok thanks', { tone: 'casual' })).toMatchObject({
      action: 'acknowledge',
      text: "You're welcome! Anything else I can do?",
    });
  });

  it('picks wording by seed, deterministically', () => {
    const a = compose('Hello', { seed: 1 });
    expect(a.text).toBe(
      'Good to hear from you. I am here to prepare an instant, itemised quote for your project, answer questions about our work and bring in a team member whenever you like. How can I help you today?',
    );
    expect(compose('Hello', { seed: 1 })).toEqual(a);
  });
});

describe('composeReply: the price guard never objects', () => {
  const MESSAGES = [
    'How much for a van wrap?',
    'premium, 150 sq ft',
    'yes please',
    'my email is sam@example.com',
    'Tell me about premium vinyl per sq ft',
    'What warranty do you give?',
    'too expensive',
    'Hello',
    'book me in',
    'pizza?',
    'I want to talk to a person',
    'thanks',
  ];
  const arbRequest = fc.record(
    {
      projectType: fc.constantFrom('vehicle-wrap', 'banner', 'custom', 'boat'),
      material: fc.constantFrom('premium-vinyl', 'standard-vinyl', 'gold'),
      squareFootage: fc.oneof(
        fc.integer({ min: -5, max: 12_000 }),
        fc.double({ min: 0, max: 500, noNaN: true }),
      ),
      quantity: fc.integer({ min: 0, max: 600 }),
      upsellIds: fc.subarray(['window-tinting', 'paint-protection', 'ceramic']),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<QuoteRequest>;

  it('every amount in the text is in quotedAmounts, and every quoted amount comes from the quote', () => {
    fc.assert(
      fc.property(
        fc.record({
          agentType: fc.constantFrom(...AGENT_TYPES),
          tone: fc.constantFrom(...TONE_VALUES),
          seed: fc.integer(),
          message: fc.constantFrom(...MESSAGES),
          extraIntents: fc.subarray([...INTENTS]),
          knowledge: fc.subarray([WARRANTY, PRICES, WRAPS]),
          request: fc.option(arbRequest),
          customerEmailKnown: fc.boolean(),
          quoteAlreadyCreated: fc.boolean(),
        }),
        ({ request, extraIntents, ...rest }) => {
          const quote = request === null ? null : calculateQuote(DEMO_PRICING, request);
          const reply = composeReply({
            ...rest,
            intents: [...new Set([...detectIntents(rest.message), ...extraIntents])],
            quote,
          });
          expect(unapprovedPrices(reply.text, reply.quotedAmounts)).toEqual([]);
          const stated = findPrices(reply.text);
          for (const amount of reply.quotedAmounts) expect(stated).toContain(amount);
          // Every amount is the quote engine's, or one a knowledge item states as written.
          const allowed = [
            ...(quote?.ok ? quoteAmounts(quote.quote) : []),
            ...rest.knowledge.flatMap((k) => findPrices(k.content)),
          ];
          for (const amount of reply.quotedAmounts) expect(allowed).toContain(amount);
          expect(reply.handoff).toBe(reply.action === 'handoff');
          expect(reply.text.trim()).not.toBe('');
        },
      ),
    );
  });
});

describe('a complaint about a fault (decision 035)', () => {
  it('says what the knowledge says of the fault, with the apology and a person', () => {
    const composed = compose('my van wrap is peeling at the edges after 3 months. not happy tbh');
    expect(composed.handoff).toBe(true);
    expect(composed.sources).toEqual(['k-warranty']);
    expect(composed.text).toContain('fading, cracking and peeling');
  });

  it('quotes nothing when the knowledge does not speak of the fault', () => {
    const composed = compose('worst service ever, my banner came with a rip in it. sort it out');
    expect(composed.handoff).toBe(true);
    expect(composed.sources).toEqual([]);
  });
});
