import type { EvalConversation } from '../eval-types';
import { conversation, factFrom, KB, NOT_IN_KNOWLEDGE, quoteFor, turn } from './scenario-kit';

/**
 * ShopAgent on the website, as visitors really type (text-speak, capitals, typos, UK and US
 * spelling, several questions at once, complaints, other languages, small talk, and messages that
 * mention a price, a quote or a van without asking for one). The engine may be tuned against these.
 */

const VAN_STANDARD = quoteFor('van wrap, standard vinyl, 150 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 150,
});
const BANNER_4X10 = quoteFor('banner 4 x 10 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 40,
});
const SIGN_PREMIUM = quoteFor('storefront sign 8 x 3 ft, premium vinyl', {
  projectType: 'storefront-sign',
  material: 'premium-vinyl',
  squareFootage: 24,
});
const CAR_PREMIUM = quoteFor('car wrap, premium vinyl, 200 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 200,
});
const TWO_VANS = quoteFor('2 vans, standard vinyl, 150 sq ft each', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 150,
  quantity: 2,
});

export const TRAINING_SHOP_CONVERSATIONS: readonly EvalConversation[] = [
  conversation('training/when-u-open', 'shop', [
    turn('when u open??', { grounded: factFrom(KB.hours), handoff: false }),
  ]),
  conversation(
    'training/caps-closing-time',
    'shop',
    [turn('WHAT TIME DO YOU CLOSE TODAY', { grounded: factFrom(KB.hours) })],
    { tone: 'professional' },
  ),
  conversation('training/typo-hours', 'shop', [
    turn('whats ur openign hours on weekdays', { grounded: factFrom(KB.hours) }),
  ]),
  conversation(
    'training/what-do-you-sell',
    'shop',
    [turn('so what do you guys actually sell?', { grounded: factFrom(KB.about), handoff: false })],
    { tone: 'casual' },
  ),
  conversation('training/help-me-with', 'shop', [
    turn('hi! what can u help me with?', { grounded: factFrom(KB.about), smallTalk: true, handoff: false }),
  ]),
  conversation('training/color-us-truck', 'shop', [
    turn('can u change the color of my F-150 with a wrap? want matte gray', {
      grounded: factFrom(KB.wraps),
    }),
  ]),
  conversation('training/partial-budget', 'shop', [
    turn("don't have budget for a full wrap, is there a cheaper option just for the sides?", {
      grounded: factFrom(KB.wraps),
    }),
  ]),
  conversation(
    'training/reschedule-notice',
    'shop',
    [
      turn('How much notice do I have to give to reschedule my install?', {
        grounded: factFrom(KB.cancellations),
        noQuotePitch: true,
        handoff: false,
      }),
    ],
    { tone: 'professional' },
  ),
  conversation('training/refund-after-print', 'shop', [
    turn('if i cancel after you printed it do i get my deposit back', {
      grounded: factFrom(KB.cancellations),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/quote-expiry', 'shop', [
    turn('does my quote expire? got it 2 weeks ago', { grounded: factFrom(KB.deposits), noQuotePitch: true }),
  ]),
  conversation('training/bubbles-complaint', 'shop', [
    turn("there's bubbles all over the bonnet of my wrapped car, installed last month", {
      grounded: factFrom(KB.warranty),
      noQuotePitch: true,
    }),
    turn('i want someone to sort it, please get a person', { handoff: true }),
  ]),
  conversation('training/furious-refund', 'shop', [
    turn('ABSOLUTELY FURIOUS. my banner is the wrong colour and i want my money back. get me your boss', {
      handoff: true,
      noQuotePitch: true,
    }),
  ]),
  conversation('training/pressure-washer', 'shop', [
    turn('can i use a pressure washer on the van now its wrapped?', {
      grounded: factFrom(KB.care),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/bird-poo', 'shop', [
    turn('bird pooped on my new wrap 😩 what do i do', { grounded: factFrom(KB.care), noQuotePitch: true }),
  ]),
  conversation(
    'training/two-questions-warranty-removal',
    'shop',
    [
      turn(
        'Two things: what warranty comes with standard vinyl, and can the wrap come off later without damage?',
        {
          grounded: [factFrom(KB.warranty), factFrom(KB.removal)],
        },
      ),
    ],
    { tone: 'professional' },
  ),
  conversation('training/buenos-dias', 'shop', [
    turn('Buenos días, ¿hacen letreros para tiendas?', { language: 'es', handoff: false }),
  ]),
  conversation('training/gracias', 'shop', [
    turn('do you print banners?', { grounded: factFrom(KB.signs) }),
    turn('ok gracias!', { smallTalk: true, handoff: false }),
  ]),
  conversation('training/thumbs-up', 'shop', [
    turn('How long does a storefront sign take to install?', { grounded: factFrom(KB.turnaround) }),
    turn('👍', { smallTalk: true, handoff: false }),
  ]),
  conversation('training/competitor-cheaper-elsewhere-question', 'shop', [
    turn('SignPro down the road said they use calendered vinyl. what do you print on?', {
      grounded: factFrom(KB.about),
      handoff: false,
    }),
  ]),
  conversation('training/for-a-van-standard', 'shop', [
    turn('price 4 a van wrap in standard vinyl? 150 sq ft', { quote: VAN_STANDARD, quoteOffered: true }),
  ]),
  conversation('training/two-vans', 'shop', [
    turn('we have 2 vans, standard vinyl, 150 sq ft each, how much for both?', { quote: TWO_VANS }),
  ]),
  conversation(
    'training/sign-steps-to-email',
    'shop',
    [
      turn('can I get a price for a shop sign?', { quoteOffered: true }),
      turn('premium vinyl, 8ft x 3ft', { quote: SIGN_PREMIUM }),
      turn('great, email it to priya@cornershop.example', { quote: { ...SIGN_PREMIUM, emailed: true } }),
    ],
    { tone: 'professional' },
  ),
  conversation(
    'training/banner-event',
    'shop',
    [
      turn('need a banner for our school fair, 4ft by 10ft, standard vinyl. how much??', {
        quote: BANNER_4X10,
        quoteOffered: true,
      }),
    ],
    { tone: 'urgent' },
  ),
  conversation('training/car-premium-caps', 'shop', [
    turn('HOW MUCH TO WRAP MY CAR, PREMIUM VINYL 200 SQ FT', { quote: CAR_PREMIUM, quoteOffered: true }),
  ]),
  conversation('training/careers', 'shop', [
    turn('are you hiring installers at the moment?', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
  ]),
  conversation('training/embroidery', 'shop', [
    turn('do you do embroidery on work shirts as well?', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
  ]),
  conversation('training/order-where', 'shop', [
    turn("hi, my decals haven't arrived, order 60231. can u check?", { handoff: true }),
  ]),
  conversation(
    'training/premium-prep-respray',
    'shop',
    [
      turn('Good evening. My car was resprayed two weeks ago. Can it be wrapped yet?', {
        grounded: factFrom(KB.vehiclePrep),
        noQuotePitch: true,
      }),
    ],
    { tone: 'premium' },
  ),
  conversation('training/logo-jpeg', 'shop', [
    turn('i only have my logo as a jpeg from facebook, is that ok?', { grounded: factFrom(KB.artwork) }),
  ]),
  // Questions in other languages the knowledge answers: answered, framed in the visitor's language.
  conversation('training/samedi-matin', 'shop', [
    turn('Bonjour, vous êtes ouverts le samedi matin ?', { language: 'fr', handoff: false }),
  ]),
  conversation('training/garantie-folie', 'shop', [
    turn('Gibt es eine Garantie auf die Folie?', { language: 'de', handoff: false }),
  ]),
  conversation('training/faixas-eventos', 'shop', [
    turn('Vocês fazem faixas para eventos?', { language: 'pt', handoff: false }),
  ]),
  // Comparing materials is a question about ours, not an objection.
  conversation('training/cast-or-calendered-brother', 'shop', [
    turn(
      'my brother in law reckons laminated calendered is just as good as cast. what do you guys actually use?',
      { grounded: factFrom(KB.about), noQuotePitch: true },
    ),
  ]),
  conversation('training/long-fleet-message', 'shop', [
    turn(
      "Hi there, I run a small plumbing company with 6 vans and we'd like them all to look the same. We can't have them all off the road at once though. How does that usually work with you?",
      { grounded: factFrom(KB.fleet), handoff: false },
    ),
  ]),
];
