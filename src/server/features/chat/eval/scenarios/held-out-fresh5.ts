import type { EvalConversation } from '../eval-types';
import {
  conversation,
  factFrom,
  heldOut,
  inStore,
  KB,
  NOT_IN_KNOWLEDGE,
  quoteFor,
  SHOP_KB,
  SOCIAL_KB,
  shopFact,
  socialFact,
  turn,
} from './scenario-kit';

/**
 * Held out, seventh set: written on 27 November 2026 in one sitting, from the three demo
 * businesses' knowledge, catalogues and pricing only, while the engine was being changed elsewhere
 * by people who never read it, and never to be tuned against (a failure here is fixed in the engine
 * for the kind of message, never by fitting these words). The earlier held-out sets have since been
 * seen, so this one is the honest measure of the changes made after them.
 * Its situations are new: a wedding in Maine and a soaked hike, a Labrador at the store door, a
 * sale-price chino, a gift card for a brother, a pickup tailgate that becomes premium, a yoga
 * studio's window in metres, a taco truck priced in words, a plumbing fleet of seven, a ceramic
 * coating put on three days ago, a logo saved from a social page, a peeling door edge, a proof that
 * never came, a grand opening in ten days, a package that never arrived, a customer in Mexico.
 * Spread over the kinds real customers send, in roughly these shares: plain facts asked casually or
 * inside long messages (a quarter), prices and quotes with corrections, mixed units and numbers in
 * words (a quarter), other languages (Spanish, French, German, Portuguese, Italian, Dutch and a mix;
 * Italian and Dutch have no language check, so those turns are held to the fact or to small talk),
 * complaints and requests for a person, small talk, questions the knowledge cannot answer, and order
 * status, shipping and returns. Written as customers write: typos, text-speak, capitals, no
 * punctuation, two questions at once, follow-ups that lean on the turn before, emoji and sarcasm.
 * A turn whose fair answer no check can express (a product's price or stock, an order's status) is
 * held only to what every turn is held to (no invented price, no repeated reply) and to no handoff.
 * After its first run (engine untouched, on main at 02a1dfd: 248/273 verdicts, 54/77 conversations)
 * one check was dropped, not loosened to fit: it failed a reply a good person would also give (marked
 * where it was); nothing else was changed.
 */

// Quotes, worked out by the quote engine from the job as the customer finally meant it.
const TAILGATE_STANDARD = quoteFor('partial wrap of a pickup, 60 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 60,
});
const TAILGATE_PREMIUM = quoteFor('partial wrap of a pickup, 60 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 60,
});
/** Twelve by four feet = 48 sq ft. */
const MARKET_BANNER = quoteFor('banner 12 x 4 ft (48 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 48,
});
const MARKET_BANNERS_TWO = quoteFor('2 banners 12 x 4 ft (48 sq ft each), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 48,
  quantity: 2,
});
/** 1.8 m × 0.9 m = 1.62 m² = 17.4 sq ft; 17 or 18 sq ft give the same total. */
const YOGA_WINDOW = quoteFor('window graphics 1.8 m x 0.9 m (17.4 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 17.44,
});
/** 6 ft 3 in × 1 ft 8 in = 10.4 sq ft; 10 or 11 sq ft give the same total. */
const BAKERY_SIGN = quoteFor('storefront sign 6 ft 3 in x 1 ft 8 in (10.4 sq ft), reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 10.42,
});
/** 150 cm × 60 cm = 0.9 m² = 9.7 sq ft; 9 to 12 sq ft give the same total. */
const SALON_SIGN_CM = quoteFor('storefront sign 150 x 60 cm (9.7 sq ft), standard vinyl', {
  projectType: 'storefront-sign',
  material: 'standard-vinyl',
  squareFootage: 9.69,
});
const SPRINTER_STANDARD = quoteFor('full wrap of a van, 180 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 180,
});
const SPRINTER_STANDARD_TINT = quoteFor('full wrap of a van, 180 sq ft, standard vinyl, window tinting', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 180,
  upsellIds: ['window-tinting'],
});
/** "two hundred and forty square feet". */
const TACO_TRUCK = quoteFor('truck wrap 240 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 240,
});
/** First said 3 by 6 ft = 18 sq ft, then corrected to 3 by 8 ft = 24 sq ft. */
const RAFFLE_BANNER_SIX = quoteFor('banner 3 x 6 ft (18 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 18,
});
const RAFFLE_BANNER = quoteFor('banner 3 x 8 ft (24 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 24,
});
/** Four banners of 2 × 6 ft = 12 sq ft each. */
const RUN_BANNERS = quoteFor('4 banners 2 x 6 ft (12 sq ft each), reflective vinyl', {
  projectType: 'banner',
  material: 'reflective-vinyl',
  squareFootage: 12,
  quantity: 4,
});
const MINI_COLOUR_CHANGE = quoteFor('colour change wrap of a Mini, 170 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 170,
});
const MINI_COLOUR_CHANGE_PPF = quoteFor(
  'colour change wrap of a Mini, 170 sq ft, premium vinyl, paint protection film',
  {
    projectType: 'vehicle-wrap',
    material: 'premium-vinyl',
    squareFootage: 170,
    upsellIds: ['paint-protection'],
  },
);
/** 10 × 3 ft = 30 sq ft, asked in Spanish. */
const BANNER_ES = quoteFor('banner 10 x 3 ft (30 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 30,
});
const DOOR_DECALS_EMAILED = quoteFor(
  'door graphics 2 panels, 20 sq ft in all, standard vinyl',
  { projectType: 'vehicle-wrap', material: 'standard-vinyl', squareFootage: 20 },
  { emailed: true },
);
const DOOR_DECALS = quoteFor('door graphics 2 panels, 20 sq ft in all, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 20,
});

const SHOP_STORE: EvalConversation[] = [
  // Plain facts, asked casually or inside a long message.
  conversation('held-out/fresh5-wedding-in-maine-rain-jacket', 'shop', [
    turn(
      'so im heading up to maine for my cousins wedding in 2 weeks and my old rain jacket literally died on a hike last weekend, got totally soaked lol. anyway if i order today how long does it take to get to ohio and do u charge for shipping?? also is the yellow one like bright yellow or more mustard',
      { grounded: shopFact(SHOP_KB.shipping), handoff: false },
    ),
    turn('ok and if i pay for the fast one', { grounded: shopFact(SHOP_KB.shipping) }),
  ]),
  conversation('held-out/fresh5-where-is-the-store', 'shop', [
    turn('where r u guys actually located, is there a real store', {
      grounded: shopFact(SHOP_KB.hours),
    }),
    turn('open sundays?', { grounded: shopFact(SHOP_KB.hours) }),
  ]),
  conversation('held-out/fresh5-organic-or-marketing', 'shop', [
    turn('is the cotton actually organic or is that just marketing speak', {
      grounded: shopFact(SHOP_KB.sustainability),
    }),
    turn('and where are the clothes made', { grounded: shopFact(SHOP_KB.sustainability) }),
  ]),
  conversation('held-out/fresh5-merino-in-the-dryer', 'shop', [
    turn(
      'My husband keeps throwing my knitwear in the dryer. Before I buy the merino crew, what is the right way to wash merino so it does not shrink?',
      { grounded: shopFact(SHOP_KB.care) },
    ),
  ]),
  conversation('held-out/fresh5-hem-my-jeans', 'shop', [
    turn("im 5'6 and the selvedge jeans look long, can you shorten them?", {
      grounded: shopFact(SHOP_KB.sizes),
    }),
  ]),
  conversation('held-out/fresh5-student-and-newsletter', 'shop', [
    turn('STUDENT DISCOUNT???', { grounded: shopFact(SHOP_KB.discounts) }),
    turn('can i stack it with the newsletter 10% one', { grounded: shopFact(SHOP_KB.discounts) }),
  ]),
  conversation('held-out/fresh5-gift-card-for-brother', 'shop', [
    turn(
      "my brother is impossible to buy for, he's picky about fit. do you do gift cards and do they expire? he wont use it till spring probably",
      { grounded: shopFact(SHOP_KB.discounts) },
    ),
  ]),
  conversation('held-out/fresh5-chest-in-centimetres', 'shop', [
    turn('my chest is about 107 cm, which size tee would that be in your sizes', {
      grounded: shopFact(SHOP_KB.sizes),
    }),
  ]),
  conversation('held-out/fresh5-apple-pay-and-split', 'shop', [
    turn('do u take apple pay', { grounded: shopFact(SHOP_KB.payment) }),
    turn('and can i split it up, the weekender is a lot at once', {
      grounded: shopFact(SHOP_KB.payment),
    }),
  ]),
  // Order status, shipping and returns.
  conversation('held-out/fresh5-wheres-my-stuff', 'shop', [
    // Dropped after the first run, not loosened: it held the reply to the tracking item, and the
    // reply asked for the order number and e-mail address, which is what a good person would do.
    turn('where is my stuff i ordered days ago'),
    turn('its HP-10421 and the email is jamie.rivera@harborpine-demo.shop', { handoff: false }),
  ]),
  conversation('held-out/fresh5-processing-this-morning', 'shop', [
    turn('hi i placed order HP-10437 this morning (alex.morgan@harborpine-demo.shop) has it gone out yet', {
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh5-chinos-too-tight', 'shop', [
    turn(
      'bought the chinos in a 32 and they are way too tight around the waist. how do i send them back, is it free?',
      {
        grounded: shopFact(SHOP_KB.returns),
        handoff: false,
      },
    ),
    turn('can i swap for a 34 instead of a refund', { grounded: shopFact(SHOP_KB.returns) }),
  ]),
  conversation('held-out/fresh5-sale-price-refund', 'shop', [
    turn('I got the crewneck in the sale and changed my mind, can I get my money back', {
      grounded: shopFact(SHOP_KB.returns),
    }),
  ]),
  conversation('held-out/fresh5-refund-how-long', 'shop', [
    turn('mailed my return back monday. how long till the refund hits my card', {
      grounded: shopFact(SHOP_KB.returns),
    }),
  ]),
  conversation('held-out/fresh5-free-shipping-threshold', 'shop', [
    turn('whats the minimum for free shipping', { grounded: shopFact(SHOP_KB.shipping) }),
    turn('ok so a tee and a beanie wouldnt make it. how much is shipping then', {
      grounded: shopFact(SHOP_KB.shipping),
    }),
  ]),
  // Questions the knowledge cannot answer.
  conversation('held-out/fresh5-labrador-at-the-door', 'shop', [
    turn('is ur store dog friendly? my lab comes everywhere w me 🐶', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/fresh5-holiday-jobs', 'shop', [
    turn('are you hiring for the holidays? i used to work retail', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/fresh5-parking-on-wharf', 'shop', [
    turn('Is there anywhere to park near the Portland shop? Last time I circled for 20 minutes.', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  // Complaints and asking for a person.
  conversation('held-out/fresh5-zipper-broke', 'shop', [
    turn(
      'the zipper on my rain jacket broke after ONE WEEK. $129 for this?? unbelievable. i want to speak to a manager',
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh5-charged-no-email', 'shop', [
    turn(
      'I was charged but never got a confirmation email. Second time this has happened with you guys. Can a human look at this please',
      { handoff: true },
    ),
  ]),
  // Small talk.
  conversation('held-out/fresh5-wave-then-what-can-you-do', 'shop', [
    turn('hey 👋', { smallTalk: true, handoff: false }),
    turn('what can u do', { smallTalk: true, handoff: false }),
    turn('how much is the beanie', { handoff: false }),
    turn('perfect thank you!!', { smallTalk: true, handoff: false }),
  ]),
  // Other languages.
  conversation('held-out/fresh5-envio-a-canada', 'shop', [
    turn('Hola, ¿cuánto cuesta el envío a Canadá y cuánto tarda?', {
      grounded: shopFact(SHOP_KB.shipping),
      language: 'es',
    }),
  ]),
  conversation('held-out/fresh5-paypal-auf-deutsch', 'shop', [
    turn('Hallo! Kann ich bei euch mit PayPal bezahlen?', {
      grounded: shopFact(SHOP_KB.payment),
      language: 'de',
    }),
  ]),
  conversation('held-out/fresh5-retours-gratuits', 'shop', [
    turn('Bonjour, est-ce que les retours sont gratuits ? Le pull est trop grand.', {
      grounded: shopFact(SHOP_KB.returns),
      language: 'fr',
    }),
  ]),
  conversation('held-out/fresh5-envio-para-o-brasil', 'shop', [
    turn('Oi! Vocês entregam no Brasil?', { grounded: shopFact(SHOP_KB.shipping), language: 'pt' }),
  ]),
  conversation('held-out/fresh5-winkel-openingstijden', 'shop', [
    turn('Hoi, wat zijn de openingstijden van de winkel in Portland?', {
      grounded: shopFact(SHOP_KB.hours),
    }),
    turn('Grazie mille! 🙏', { smallTalk: true }),
  ]),
  conversation('held-out/fresh5-about-kinda-stuff', 'shop', [
    turn('what kinda stuff do u guys sell, just clothes?', { grounded: shopFact(SHOP_KB.about) }),
    turn('do you have an app for iphone', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
];

const SOCIAL_STORE: EvalConversation[] = [
  conversation('held-out/fresh5-wat-time-saturday', 'social', [
    turn('wat time u open sat', { grounded: socialFact(SOCIAL_KB.hours) }),
    turn('and monday?', { grounded: socialFact(SOCIAL_KB.hours) }),
  ]),
  conversation('held-out/fresh5-styling-free', 'social', [
    turn(
      'i keep seeing ur styling appointment thing on insta, is it actually free or is there a catch? thinking this saturday around 10',
      { grounded: socialFact(SOCIAL_KB.appointments), handoff: false },
    ),
  ]),
  conversation('held-out/fresh5-how-to-buy-by-dm', 'social', [
    turn('how do i actually buy the aurora dress in white size S?? do i just dm u', {
      grounded: socialFact(SOCIAL_KB.ordering),
    }),
    turn('how long do u hold it', { grounded: socialFact(SOCIAL_KB.ordering) }),
  ]),
  conversation('held-out/fresh5-canada-flag', 'social', [
    turn('do u ship to canada 🇨🇦', { grounded: socialFact(SOCIAL_KB.shipping) }),
    turn('ugh ok. and to my sister in dallas, how long', { grounded: socialFact(SOCIAL_KB.shipping) }),
  ]),
  conversation('held-out/fresh5-blouse-and-tote-shipping', 'social', [
    turn('If I get the Stella blouse and the straw tote, is shipping free?', {
      grounded: socialFact(SOCIAL_KB.shipping),
    }),
  ]),
  conversation('held-out/fresh5-dress-too-big', 'social', [
    turn('the maxi came today and its HUGE on me 😩 can i swap it for a smaller one', {
      grounded: socialFact(SOCIAL_KB.returns),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh5-afterpay', 'social', [
    turn('afterpay??', { grounded: socialFact(SOCIAL_KB.payment) }),
  ]),
  conversation('held-out/fresh5-five-four-usually-six', 'social', [
    turn("im 5'4 and usually a US 6, what size should i get in the cardigan", {
      grounded: socialFact(SOCIAL_KB.sizing),
    }),
  ]),
  conversation('held-out/fresh5-alterations', 'social', [
    turn('do you guys do alterations? the slip dress is a bit long for me', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation('held-out/fresh5-made-where', 'social', [
    turn('are your dresses made in the usa? trying to shop local this year', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation('held-out/fresh5-package-never-came', 'social', [
    turn(
      'my package NEVER came and nobody answers my messages. honestly so done with this. i want to talk to an actual human',
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh5-love-your-page', 'social', [
    turn('omg obsessed with ur page 😍😍', { smallTalk: true, handoff: false }),
    turn('whats ur return policy btw', { grounded: socialFact(SOCIAL_KB.returns) }),
    turn('thx babe xx', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh5-envios-a-mexico', 'social', [
    turn('Hola! Hacen envíos a México? Me encanta el vestido Marigold', {
      grounded: socialFact(SOCIAL_KB.shipping),
      language: 'es',
    }),
  ]),
  conversation('held-out/fresh5-horario-sabado-pt', 'social', [
    turn('Oi, qual o horário de vocês no sábado?', {
      grounded: socialFact(SOCIAL_KB.hours),
      language: 'pt',
    }),
  ]),
  conversation('held-out/fresh5-robe-trop-petite', 'social', [
    turn("Coucou ! J'ai reçu la robe mais elle est trop petite, je peux l'échanger ?", {
      grounded: socialFact(SOCIAL_KB.returns),
      language: 'fr',
    }),
  ]),
  conversation('held-out/fresh5-what-do-you-even-sell', 'social', [
    turn('hi! what can you help me with', { smallTalk: true }),
    turn('where is the studio', { grounded: socialFact(SOCIAL_KB.hours) }),
  ]),
  conversation('held-out/fresh5-gift-card-luna', 'social', [
    turn('do you sell gift cards? its my moms bday next week', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/fresh5-manager-please', 'social', [
    turn('Can I speak with the owner please, it is about a wholesale order for my shop', {
      handoff: true,
    }),
  ]),
];

const QUOTES: EvalConversation[] = [
  // Prices and quotes: corrections, mixed units, numbers in words.
  conversation('held-out/fresh5-tailgate-changes-mind', 'quote', [
    turn('how much for a partial wrap on my pickup, tailgate and both doors, about 60 sq ft in standard', {
      quote: TAILGATE_STANDARD,
    }),
    turn('hmm actually do it in premium', { quote: TAILGATE_PREMIUM }),
  ]),
  conversation('held-out/fresh5-farmers-market-banner', 'quote', [
    turn('need a banner for the farmers market, twelve by four feet, standard vinyl. price?', {
      quote: MARKET_BANNER,
    }),
    turn('make it two', { quote: MARKET_BANNERS_TWO }),
  ]),
  conversation('held-out/fresh5-yoga-window-metres', 'quote', [
    turn(
      'Hi, I run a small yoga studio and want graphics on the front window that still let light through. The glass is 1.8m wide and 0.9m tall. What would that cost?',
      { quote: YOGA_WINDOW },
    ),
  ]),
  conversation('held-out/fresh5-bakery-sign-feet-inches', 'quote', [
    turn('bakery sign, 6ft 3in by 1ft 8in, reflective so ppl see it at night. how much', {
      quote: BAKERY_SIGN,
    }),
  ]),
  conversation('held-out/fresh5-salon-sign-cm', 'quote', [
    turn('quote for a sign 150cm x 60cm standard vinyl please', { quote: SALON_SIGN_CM }),
  ]),
  conversation('held-out/fresh5-sprinter-then-tint', 'quote', [
    turn('how much to wrap my sprinter', { quoteOffered: true }),
    turn('its about 180 square feet, standard is fine', { quote: SPRINTER_STANDARD }),
    turn('add the window tint too', { quote: SPRINTER_STANDARD_TINT }),
  ]),
  conversation('held-out/fresh5-taco-truck-in-words', 'quote', [
    turn(
      'my taco truck needs a full wrap, the guy who measured said two hundred and forty square feet. premium vinyl. whats the damage',
      { quote: TACO_TRUCK },
    ),
  ]),
  conversation('held-out/fresh5-raffle-banner-correction', 'quote', [
    turn('raffle banner 3 by 6 ft standard', { quote: RAFFLE_BANNER_SIX }),
    turn('sorry typo, 3 by 8 ft', { quote: RAFFLE_BANNER }),
  ]),
  conversation('held-out/fresh5-fun-run-four-banners', 'quote', [
    turn('We need four banners for a charity fun run, each 2ft x 6ft, reflective vinyl. Total?', {
      quote: RUN_BANNERS,
    }),
  ]),
  conversation('held-out/fresh5-mini-colour-change', 'quote', [
    turn('Looking for a colour change on my Mini, roughly 170 sq ft in premium. What would that come to?', {
      quote: MINI_COLOUR_CHANGE,
    }),
    turn('and with the paint protection film on top?', { quote: MINI_COLOUR_CHANGE_PPF }),
  ]),
  conversation('held-out/fresh5-door-logos-emailed', 'quote', [
    turn('logos on both front doors of my work car, 20 sq ft total, standard vinyl', {
      quote: DOOR_DECALS,
    }),
    turn('great can you email that to me, dana.okafor@example.com', { quote: DOOR_DECALS_EMAILED }),
  ]),
  // Questions about the quote itself, rescheduling and care after a job.
  conversation('held-out/fresh5-quote-valid-and-deposit', 'quote', [
    turn('got my quote yesterday. how long is it good for and do i have to pay it all upfront?', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh5-whats-in-the-setup-fee', 'quote', [
    turn('whats the $400 setup fee on my quote actually for', {
      grounded: factFrom(KB.setupFee),
      noQuotePitch: true,
    }),
    turn('and is tax included in the total or on top', { grounded: factFrom(KB.setupFee) }),
  ]),
  conversation('held-out/fresh5-move-thursday-install', 'quote', [
    turn(
      'something came up at work, need to push my van install from thursday to next week. how much notice do you need and will it cost me',
      { grounded: factFrom(KB.cancellations), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh5-first-wash-after-wrap', 'quote', [
    turn(
      'picked up the van yesterday, looks amazing!! when can i wash it and can i take it through the car wash',
      {
        grounded: factFrom(KB.care),
        noQuotePitch: true,
      },
    ),
  ]),
  conversation('held-out/fresh5-lease-return', 'quote', [
    turn('my car is leased, if i wrap it will it wreck the paint when i give it back in 2 yrs', {
      grounded: factFrom(KB.removal),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh5-ceramic-three-days-ago', 'quote', [
    turn('I had a ceramic coating put on three days ago, is that a problem for the wrap on Saturday?', {
      grounded: factFrom(KB.vehiclePrep),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh5-logo-from-social-page', 'quote', [
    turn('all i have is my logo saved off our facebook page as a jpg, is that ok for printing', {
      grounded: factFrom(KB.artwork),
    }),
  ]),
  conversation('held-out/fresh5-reflective-fade', 'quote', [
    turn('how long before the reflective vinyl starts fading? its going on a sign facing south', {
      grounded: factFrom(KB.warranty),
    }),
  ]),
  conversation('held-out/fresh5-grand-opening-ten-days', 'quote', [
    turn('grand opening is in 10 days, can you get a storefront sign done by then??', {
      grounded: factFrom(KB.turnaround),
    }),
  ]),
  conversation('held-out/fresh5-seven-plumbing-vans', 'quote', [
    turn(
      'We have seven plumbing vans, all getting the same design. Do they all have to come off the road at the same time? We cant afford that.',
      { grounded: factFrom(KB.fleet), noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh5-r-u-open-saturdays', 'quote', [
    turn('r u guys open saturdays', { grounded: factFrom(KB.hours) }),
  ]),
  conversation('held-out/fresh5-watch-the-install', 'quote', [
    turn('can i stay and watch while you guys install it? im kinda a car nerd', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation('held-out/fresh5-veteran-discount', 'quote', [
    turn('do you have a military or veteran discount', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  // Complaints and asking for a person.
  conversation('held-out/fresh5-peeling-door-edge', 'quote', [
    turn(
      'my wrap is peeling at the door edge after 2 months. this is ridiculous for what i paid, i want someone to call me TODAY',
      { handoff: true, noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh5-proof-never-came', 'quote', [
    turn(
      "Been waiting three days for my design proof and nobody replies to my emails. Who do I talk to? I'd like a manager.",
      { handoff: true, noQuotePitch: true },
    ),
  ]),
  // Other languages and small talk.
  conversation('held-out/fresh5-banner-en-espanol', 'quote', [
    turn('Hola, ¿cuánto cuesta una pancarta de 10 pies por 3 pies en vinilo estándar?', {
      quote: BANNER_ES,
      language: 'es',
    }),
  ]),
  conversation('held-out/fresh5-samedi-ouvert', 'quote', [
    turn('Bonjour, vous êtes ouverts le samedi ?', { grounded: factFrom(KB.hours), language: 'fr' }),
  ]),
  conversation('held-out/fresh5-transporter-dauer', 'quote', [
    turn('Wie lange dauert es, einen Transporter zu folieren?', {
      grounded: factFrom(KB.turnaround),
      language: 'de',
    }),
  ]),
  conversation('held-out/fresh5-sinal-pt', 'quote', [
    turn('Olá! Preciso pagar um sinal para marcar a instalação?', {
      grounded: factFrom(KB.deposits),
      language: 'pt',
    }),
  ]),
  conversation('held-out/fresh5-insegna-italiano', 'quote', [
    turn('Ciao! Quanto tempo ci vuole per montare un’insegna per il negozio?', {
      grounded: factFrom(KB.turnaround),
    }),
  ]),
  conversation('held-out/fresh5-bedankt-emoji', 'quote', [
    turn('good morning!! ☀️', { smallTalk: true, handoff: false }),
    turn('what kind of work do you do', { grounded: factFrom(KB.about) }),
    turn('Bedankt! 👍', { smallTalk: true, handoff: false }),
  ]),
];

/** Held out, seventh set (fresh5): reported on its own line, never tuned against. */
export const HELD_OUT_FRESH5_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  ...SHOP_STORE.map((c) => inStore('shop', c)),
  ...SOCIAL_STORE.map((c) => inStore('social', c)),
  ...QUOTES,
]);
