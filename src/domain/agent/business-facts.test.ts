import { describe, expect, it } from 'vitest';
import { realContact } from '../business-identity';
import { BUSINESS_FACT_ID, businessFacts, withBusinessFacts } from './business-facts';
import { composeReply } from './compose-reply';
import { detectIntents } from './intents';
import type { KnowledgeHit } from './knowledge-answer';
import { findPrices } from './price-guard';

/** The contact details saved in Settings answer a visitor as facts of the business (decision 084). */
const item = (id: string, title: string, content: string): KnowledgeHit => ({
  id,
  title,
  category: 'faq',
  rank: 0.5,
  content,
});

// A pottery studio whose knowledge says nothing of how to reach it.
const STUDIO: KnowledgeHit[] = [
  item('about', 'About Clay & Kiln', 'Clay & Kiln runs pottery classes for beginners in Bristol.'),
  item('classes', 'Classes', 'Evening classes run for six weeks and include all clay and firing.'),
  item('missed', 'Missing a class', 'Tell us 24 hours ahead and we move you to another evening.'),
];
const CONTACT = {
  phone: '0117 496 0555',
  email: 'studio@clayandkiln.test',
  address: 'Unit 3, Gas Ferry Road, Bristol BS1 6UN',
  hours: 'Monday to Thursday 10am to 9pm',
  website: 'https://clayandkiln.test',
};

function ask(message: string, knowledge: KnowledgeHit[]) {
  return composeReply({
    agentType: 'social',
    tone: 'casual',
    seed: 2,
    message,
    intents: detectIntents(message),
    knowledge,
    quote: null,
    customerEmailKnown: false,
    quoteAlreadyCreated: false,
    pricesJobs: false,
  });
}

describe('businessFacts', () => {
  it('makes one item per detail that is set, quoting it as saved, and none for the rest', () => {
    const facts = businessFacts({ phone: CONTACT.phone, hours: CONTACT.hours });
    expect(facts.map((f) => f.id)).toEqual([`${BUSINESS_FACT_ID}phone`, `${BUSINESS_FACT_ID}hours`]);
    expect(facts[0]!.content).toContain(CONTACT.phone);
    expect(facts[1]!.content).toContain(CONTACT.hours);
    expect(businessFacts({})).toEqual([]);
  });

  it('says no placeholder: realContact leaves them out first', () => {
    expect(businessFacts(realContact({ phone: '{phone}', email: 'hello@example.com' }))).toEqual([]);
  });

  it('adds each fact once, after the retrieved items', () => {
    const facts = businessFacts(CONTACT);
    const once = withBusinessFacts(STUDIO, facts);
    expect(withBusinessFacts(once, facts)).toEqual(once);
    expect(once.slice(0, STUDIO.length)).toEqual(STUDIO);
  });
});

describe('a visitor asking how to reach the business', () => {
  const knowledge = withBusinessFacts(STUDIO, businessFacts(CONTACT));
  it.each([
    ['got a number I can ring?', CONTACT.phone],
    ['phone no?', CONTACT.phone],
    ['wheres your studio', CONTACT.address],
    ['where abouts are you based', CONTACT.address],
    ['what time do you shut on thursdays', CONTACT.hours],
    ['are you open on monday evening', CONTACT.hours],
    ['how do i get in touch by email', CONTACT.email],
    ['whats the web address', CONTACT.website],
  ])('%s → %s', (message, detail) => {
    const reply = ask(message, knowledge);
    expect(reply.action).toBe('answer');
    expect(reply.text).toContain(detail);
  });

  it('is told honestly when the detail asked was not saved', () => {
    const reply = ask(
      'got a number I can ring?',
      withBusinessFacts(STUDIO, businessFacts({ hours: CONTACT.hours })),
    );
    expect(reply.action).toBe('offer_handoff');
  });

  it("hears the owner's own knowledge item on it first", () => {
    const own = item(
      'hours',
      'Opening hours',
      'We are open Monday to Thursday, 10am until 9pm, and shut on Fridays.',
    );
    const reply = ask('when are you open?', withBusinessFacts([...STUDIO, own], businessFacts(CONTACT)));
    expect(reply.sources).toEqual(['hours']);
  });
});

describe('findPrices', () => {
  it('reads a time of day with a dot as no price', () => {
    expect(findPrices('Open 9.30am to 5.30pm, or 9.30 a.m. on Sundays.')).toEqual([]);
    expect(findPrices('Gift wrap is £3.50 and posts at 4.30 pm.')).toEqual([3.5]);
  });
});
