import { describe, expect, it } from 'vitest';
import { withTopicCarried } from './follow-up';
import { type KnowledgeHit, lookUpKnowledge } from './knowledge-answer';

/**
 * An owner's own sparse knowledge (a PDF and a scraped site, a handful of items, no warranty
 * item), the way decision 061's regression showed the demo businesses' rich knowledge hides
 * mistakes. Each kind decision 066 changed how items are chosen for is asked of it.
 */
const item = (id: string, title: string, content: string, rank = 0.5): KnowledgeHit => ({
  id,
  title,
  category: 'general',
  rank,
  content,
});

const DETAILER: KnowledgeHit[] = [
  item(
    'about',
    'About Shine Auto Spa',
    'Shine Auto Spa details cars, vans and trucks in Tulsa. We wash, polish and coat.',
  ),
  item('coating', 'Ceramic coating', 'Our ceramic coating lasts five years on any vehicle.'),
  item(
    'payment',
    'Paying for your booking',
    'We take a 20% deposit to hold your slot; the rest is paid when you collect the car. Card only.',
  ),
  item(
    'aftercare',
    'After your detail',
    'Wait three days before the first wash after a coating, and hand wash only for the first month.',
  ),
  item(
    'before',
    'Before you drop off',
    'Please remove personal items and empty the boot before you bring the car in; no need to wash it.',
  ),
  item(
    'contact',
    'Contact us',
    'Call us on (918) 555-0100 or e-mail hello@shine-demo.test, Monday to Saturday.',
  ),
  item('changes', 'Changing a booking', 'Bookings can be moved free of charge up to 24 hours before.'),
];

const BOUTIQUE: KnowledgeHit[] = [
  item('about', 'About Fern & Fable', 'A small gift and clothing shop in Boise.'),
  item('hold', 'Holding an item', 'We hold any item for 24 hours while you decide.'),
  item('shipping', 'Shipping', 'Orders ship in 2 to 3 business days and cost $5.00 to post.'),
  item(
    'tracking',
    'Tracking your parcel',
    'Once your order ships we e-mail a tracking link; click it to follow the parcel.',
  ),
  item('sizing', 'Sizing', 'Tell us your height and usual size and we suggest a fit.'),
];

const answerOf = (question: string, hits: KnowledgeHit[]) => {
  const found = lookUpKnowledge(question, hits);
  return found.kind === 'answer' ? found.answer.sourceId : found.kind;
};

describe("an owner's sparse knowledge", () => {
  it('answers paying it all before the work from the deposit item', () => {
    expect(answerOf('do i pay the whole thing before you start?', DETAILER)).toBe('payment');
  });

  it('tells washing after the work from getting ready for it', () => {
    expect(answerOf('picked the car up yesterday, when can i take it through a car wash', DETAILER)).toBe(
      'aftercare',
    );
    expect(answerOf('how soon after the coating can i wash it?', DETAILER)).toBe('aftercare');
    expect(answerOf('do i need to wash it before the appointment?', DETAILER)).toBe('before');
  });

  it('answers how long a thing lasts from the item titled with it, with no warranty item', () => {
    expect(answerOf('How long does your ceramic coating last?', DETAILER)).toBe('coating');
  });

  it('answers a number to ring from the contact item', () => {
    expect(answerOf('is there a phone number i can call someone on?', DETAILER)).toBe('contact');
  });

  it('answers a booked day moved from the item on changes, not the story around it', () => {
    expect(
      answerOf('my truck is booked in for friday. something came up. can i push it to next week?', DETAILER),
    ).toBe('changes');
  });

  it('answers keeping a piece from the item on holding, not a span of days', () => {
    expect(answerOf('how long will you keep it for me?', BOUTIQUE)).toBe('hold');
  });

  it('answers how tracking works from the item titled with it', () => {
    expect(answerOf('how do i track my parcel once it ships?', BOUTIQUE)).toBe('tracking');
  });

  it('answers a height and a usual size from the sizing item', () => {
    expect(answerOf("i'm 5ft 4 and usually a small, what would fit me?", BOUTIQUE)).toBe('sizing');
  });

  it('reads a follow-up that names only how it is paid with the thing the turn before named', () => {
    const followUp = withTopicCarried(
      'is it free or do i pay for it',
      'can i hold the green scarf until friday?',
    );
    expect(followUp).not.toBe('is it free or do i pay for it');
    expect(answerOf(followUp, BOUTIQUE)).toBe('hold');
  });
});
