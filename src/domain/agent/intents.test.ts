import { describe, expect, it } from 'vitest';
import { detectIntents, INTENT_PRECEDENCE, INTENTS, type Intent, primaryIntent } from './intents';

const has = (text: string, intent: Intent) => detectIntents(text).includes(intent);

function expectIntent(intent: Intent, yes: readonly string[], no: readonly string[]) {
  describe(intent, () => {
    it.each(yes)(`%j is ${intent}`, (text) => {
      expect(detectIntents(text)).toContain(intent);
    });
    it.each(no)(`%j is not ${intent}`, (text) => {
      expect(detectIntents(text)).not.toContain(intent);
    });
  });
}

expectIntent(
  'greeting',
  [
    'Hi',
    'hello!',
    'Hey there, quick question',
    'Good morning',
    'Howdy',
    'hi, how are you?',
    'Nice to meet you',
  ],
  ['This is Mike', 'high quality vinyl', 'They said hello to my brother', 'whichever'],
);

expectIntent(
  'product_question',
  [
    'Do you wrap boats?',
    'What warranty do you give on premium vinyl',
    'how long does a full wrap take',
    'Can you remove an old wrap?',
    'I need a storefront sign',
    'We are looking for fleet graphics',
    'Tell me about your artwork requirements',
    "I'd like to place an order",
    'Looking for a banner',
  ],
  ['Hello?', 'hi, how are you?', 'Thanks', 'Great, thank you.', 'my email is sam@example.com'],
);

expectIntent(
  'price_quote',
  [
    'How much for a van wrap?',
    'What would it cost?',
    'Can I get a quote',
    'what are your rates',
    'Is there a setup fee?',
    'What is the total cost?',
    'Our budget is tight',
    'Can you send me a quotation',
  ],
  ['I feel great', 'Can you generate a design?', 'What colours do you have?', 'coffee?'],
);

expectIntent(
  'contact_given',
  [
    'my email is sam@example.com',
    'Sam@Example.com',
    'My name is Dana Smith',
    "I'm Carlos",
    'Call me on 555-123-4567',
    'I work at Acme Plumbing LLC',
    '+1 (555) 123-4567',
  ],
  ["I'm looking for a quote", 'I am not sure', 'this is urgent', 'Order 12345', '150 sq ft'],
);

expectIntent(
  'human_request',
  [
    'Can I talk to a person?',
    'I want to speak with a human',
    'let me speak to your manager',
    'connect me with a real person please',
    'Can I chat with someone?',
    'I need a human',
    'human',
    'Representative please',
    'Is there someone real I can talk to?',
    'Please call me',
    'call me back tomorrow',
    'Call me at 555-123-4567',
    'Can someone call me?',
    'Give me a call',
    'Why can’t I talk to a human?',
    'transfer me to an agent',
    'charged twice again. can a human look at this please',
    'could a member of staff check my order',
  ],
  [
    'That is humane',
    'I need someone to wrap my van',
    'no need for a human, thanks',
    "I don't want to talk to a person",
    "I don't need a human",
    'You can call me Dave',
    'Are you a real person?',
    'Humans are great',
    'The agent was helpful',
    'can a person wear the linen dress to a wedding?',
  ],
);

expectIntent(
  'order_status',
  [
    'Where is my order?',
    "where's my banner",
    'Order status please',
    'What is the status of my order',
    'Can I track my order',
    'Do you have a tracking number?',
    'My order number is 12345',
    'order #4411',
    'my order has not arrived yet',
    'We paid on order 1234, where is it?',
  ],
  ['I want to order a banner', 'In order to book, what do I need?', 'Can I place an order?'],
);

expectIntent(
  'booking',
  [
    'Can I book an install?',
    'I want to schedule an appointment',
    'What install dates do you have?',
    'When can you install it?',
    'Do you have availability next week?',
    'I need to reschedule',
    'Where do I drop off the van?',
  ],
  [
    'I saw you on Facebook',
    'I read it in a book',
    "I don't want to book yet",
    'bookmark this',
    // A cancellation is a policy question for the knowledge base, not a request for dates.
    'Can I cancel my appointment?',
    'What happens if I cancel the booking?',
  ],
);

expectIntent(
  'objection',
  [
    'That is too expensive',
    'way too much for me',
    "that's pricey",
    'Can you do it cheaper?',
    'Your competitor quoted less',
    'I got a better price from another shop',
    "I'm not sure",
    'Let me think about it',
    "I'll sleep on it",
    'I am thinking about it',
    'Not interested',
    'That is over my budget',
    "I can't afford that",
    'I was hoping for a discount',
  ],
  [
    'That is not too expensive',
    'Sounds fair',
    'Great, let’s do it',
    'How much is it?',
    'Is it expensive?',
    // A question about a policy, answered from the knowledge or by a person.
    'Any discounts?',
    'do u do student discount or nah',
  ],
);

expectIntent(
  'confirm',
  [
    'yes',
    'Yes please!',
    'sure, send it',
    'ok',
    'Please email me the quote',
    'send it over',
    'go ahead',
    'ok sounds good',
    "okay, let's do it",
    'sure, go for it',
    'sounds great',
  ],
  ['yesterday', 'okay but what about tint?', "don't send it yet", 'No thanks', 'ok thanks'],
);

expectIntent(
  'thanks',
  ['thanks', 'Thank you so much!', 'ok thanks', 'great, thanks a lot', 'cheers', 'much appreciated'],
  [
    'thanks, but how much is a wrap with tint and paint protection?',
    'No thanks to your competitor',
    'Thanksgiving sign',
  ],
);

describe('detectIntents', () => {
  it('finds several intents in one message, in precedence order', () => {
    expect(detectIntents('Hi! How much for a van wrap?')).toEqual([
      'price_quote',
      'product_question',
      'greeting',
    ]);
    expect(detectIntents('Too expensive. Can I speak to a manager?')).toEqual([
      'human_request',
      'objection',
      'price_quote',
      'product_question',
    ]);
  });

  it('finds nothing in empty or meaningless text', () => {
    expect(detectIntents('')).toEqual([]);
    expect(detectIntents('   ')).toEqual([]);
    expect(detectIntents('asdf')).toEqual([]);
  });

  it('reads curly apostrophes and accents', () => {
    expect(has('I don’t need a human', 'human_request')).toBe(false);
    expect(has('Café sign, how much?', 'price_quote')).toBe(true);
  });
});

describe('primaryIntent', () => {
  it('follows the documented precedence', () => {
    expect(INTENT_PRECEDENCE).toEqual(INTENTS);
    expect(primaryIntent(['greeting', 'price_quote'])).toBe('price_quote');
    expect(primaryIntent(['price_quote', 'objection'])).toBe('objection');
    expect(primaryIntent(['booking', 'price_quote'])).toBe('price_quote');
    expect(primaryIntent(['product_question', 'human_request'])).toBe('human_request');
    expect(primaryIntent(['contact_given', 'confirm'])).toBe('contact_given');
    expect(primaryIntent(['thanks', 'greeting'])).toBe('greeting');
    expect(primaryIntent([])).toBeNull();
  });

  it.each([
    ['Hello', 'greeting'],
    ['How much is a full wrap?', 'price_quote'],
    ['That is too expensive, any discount?', 'objection'],
    ['Where is my order? I want a human', 'human_request'],
    ['sam@example.com', 'contact_given'],
    ['Can I book an install for Friday?', 'booking'],
    ['Do you do boats?', 'product_question'],
    ['Can I cancel my appointment?', 'product_question'],
    ['do you have any discount codes?', 'product_question'],
  ] as const)('%j → %s', (text, intent) => {
    expect(primaryIntent(detectIntents(text))).toBe(intent);
  });
});

describe('an order that is not placed yet, and goods that came damaged (issue 15)', () => {
  it.each([
    'if i order the scarf today, when will it ship?',
    'once we order, how do we track the parcel?',
    'before I order, whats the tracking number format like?',
  ])('%j speaks of an order not yet placed: no order look-up', (text) => {
    expect(detectIntents(text)).not.toContain('order_status');
  });

  it.each([
    'where is my order?',
    'can you check if my order has shipped',
    'when will my order arrive?',
  ])('%j asks about a real order', (text) => {
    expect(detectIntents(text)).toContain('order_status');
  });

  it.each([
    'the parcel arrived crushed and the mug inside is in pieces',
    'my scarf came with a stain across the front',
    'honestly so dissapointed with this',
    'third email this week and no one replies. what is going on',
  ])('%j is a complaint', (text) => {
    expect(detectIntents(text)).toContain('complaint');
  });

  it.each([
    'im curious what your bestseller is',
    'it arrived yesterday, thanks so much!',
  ])('%j is not a complaint', (text) => {
    expect(detectIntents(text)).not.toContain('complaint');
  });
});

describe('wrong or missing goods, broken promises, short greetings and goodbyes (issue 15, round five)', () => {
  it.each([
    'you sent me a red one, i asked for blue',
    "that's not what i ordered at all",
    'the tracking page says it was delivered but nothing ever came',
    'the box was completely empty',
    'second time i am asking about this',
    'you promised the banner would be ready by thursday',
    'the sleeve is already fraying after one wash',
    'the buttons fell off 😡',
  ])('%j is a complaint', (text) => {
    expect(detectIntents(text)).toContain('complaint');
  });

  it.each([
    'the rival shop took ages 🙄 how quick are you?',
    'you said earlier that it is waterproof, right?',
  ])('%j is not a complaint', (text) => {
    expect(detectIntents(text)).not.toContain('complaint');
  });

  it.each([
    ['afternoon!', 'greeting'],
    ['evening, got a minute?', 'greeting'],
    ['lovely, that is everything, have a nice day', 'thanks'],
    ['nice one cheers', 'thanks'],
    ['ok bye!', 'thanks'],
  ] as const)('%j → %s', (text, intent) => {
    expect(primaryIntent(detectIntents(text))).toBe(intent);
  });

  it('reads a quote the visitor says they do not need as no price question', () => {
    expect(detectIntents('not after a quote today, i only want to know how long a wrap lasts')).not.toContain(
      'price_quote',
    );
    expect(detectIntents('no budget yet but is it expensive?')).toContain('price_quote');
  });
});

describe('a person asked for by role or by refusing a machine, a call, and sarcasm (issue 15, decision 065)', () => {
  it.each([
    'could i chat with a real designer about my order',
    'is there an actual expert i can speak to about waxed jackets',
    'i have a question about returns and i want someone who is not a bot',
    'I expect a phone call from your manager',
    'id like a call back today please',
  ])('%j asks for a person', (text) => {
    expect(primaryIntent(detectIntents(text))).toBe('human_request');
  });

  it.each([
    'i want a real leather bag',
    'do you guys have a real shop i could pop into?',
    'can i get a real quote for a van',
    'do you need a call to book an install',
  ])('%j asks for no person', (text) => {
    expect(detectIntents(text)).not.toContain('human_request');
  });

  it.each([
    'great communication as always, still no reply to my email 🙄',
    'really impressed 😒 my dress was meant to ship monday',
    'nine days and my parcel still shows processing',
  ])('%j is a complaint', (text) => {
    expect(detectIntents(text)).toContain('complaint');
  });

  it('reads a rolled eye without praise of the service as no complaint', () => {
    expect(detectIntents('love the colour 🙄 jk how much is it')).not.toContain('complaint');
  });
});
