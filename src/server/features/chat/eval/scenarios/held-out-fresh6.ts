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
 * Held out, eighth set: written on 27 November 2026 in one sitting, from the three demo businesses'
 * knowledge, catalogues, orders and pricing only, while the engine was being changed elsewhere by
 * people who never read it, and never to be tuned against (a failure here is fixed in the engine
 * for the kind of message, never by fitting these words). The earlier held-out sets have since been
 * seen, so this one is the honest measure of the changes made after them.
 * Its situations are new: a move to Portland, a Klarna question for the field jacket, a weekender
 * bought last Christmas, an aunt's oversized hoodie with the tags cut off, a parcel marked delivered
 * that never came, a sister's wedding dress that arrived ripped, a coffee trailer priced in words,
 * two box trucks that gain paint protection, a dental clinic's window in metres, a school
 * fundraiser banner in feet and inches, a parking sign in centimetres, a hatchback that turns
 * premium, a sick child the day before an install, a bumper resprayed two weeks ago, a leased car.
 * Spread over the kinds real customers send, in roughly these shares: plain facts asked casually or
 * inside long messages (a quarter), prices and quotes with corrections, mixed units and numbers in
 * words (a quarter), other languages (Spanish, French, German, Portuguese, Italian, Dutch and a mix),
 * complaints and requests for a person, small talk, questions the knowledge cannot answer, and order
 * status, shipping and returns. Written as customers write: typos, text-speak, capitals, no
 * punctuation, two questions at once, follow-ups that lean on the turn before, emoji and sarcasm.
 * A turn whose fair answer no check can express (a product's price or stock, an order's status) is
 * held only to what every turn is held to (no invented price, no repeated reply) and to no handoff.
 * A message in another language is held to the language of the reply, not to an English sentence of
 * the knowledge, since a good answer in that language quotes none.
 * After its first run (engine untouched, on main at 1b743a9: 242/261 verdicts, 64/81 conversations)
 * one check was dropped, not loosened to fit: it failed a reply a good person would also give (marked
 * where it was); nothing else was changed.
 */

// Quotes, worked out by the quote engine from the job as the customer finally meant it.
/** "one hundred and twenty square feet". */
const COFFEE_TRAILER_PREMIUM = quoteFor('coffee trailer wrap 120 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 120,
});
const COFFEE_TRAILER_STANDARD = quoteFor('coffee trailer wrap 120 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 120,
});
const BOX_TRUCKS = quoteFor('2 box truck wraps, 300 sq ft each, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 300,
  quantity: 2,
});
const BOX_TRUCKS_PPF = quoteFor('2 box truck wraps, 300 sq ft each, standard vinyl, paint protection film', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 300,
  quantity: 2,
  upsellIds: ['paint-protection'],
});
/** 2.4 m × 1.2 m = 2.88 m² = 31.0 sq ft; 31 to 33 sq ft give the same total. */
const DENTAL_WINDOW = quoteFor('window graphic 2.4 m x 1.2 m (31 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 31,
});
/** 10 ft 6 in × 3 ft = 31.5 sq ft; 30 to 32 sq ft give the same total. */
const FUNDRAISER_BANNER = quoteFor('banner 10 ft 6 in x 3 ft (31.5 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 31.5,
});
/** 120 cm × 45 cm = 0.54 m² = 5.8 sq ft; 5 to 6 sq ft give the same total. */
const PARKING_SIGN = quoteFor('storefront sign 120 x 45 cm (5.8 sq ft), reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 5.81,
});
/** First said standard, then corrected to premium. */
const HATCHBACK_STANDARD = quoteFor('full wrap of a hatchback, 160 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 160,
});
const HATCHBACK_PREMIUM = quoteFor('full wrap of a hatchback, 160 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 160,
});
/** "three banners, each eight by three feet" = 24 sq ft each; then five. */
const EXPO_BANNERS_THREE = quoteFor('3 banners 8 x 3 ft (24 sq ft each), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 24,
  quantity: 3,
});
const EXPO_BANNERS_FIVE = quoteFor('5 banners 8 x 3 ft (24 sq ft each), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 24,
  quantity: 5,
});
const TRANSIT_PREMIUM = quoteFor('full wrap of a Ford Transit, 200 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 200,
});
/** 4 × 8 ft = 32 sq ft. */
const GYM_SIGN = quoteFor('storefront sign 4 x 8 ft (32 sq ft), reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 32,
});
const PLUMBER_PARTIAL_TINT = quoteFor('partial van wrap 80 sq ft, premium vinyl, window tinting', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 80,
  upsellIds: ['window-tinting'],
});
const FLORIST_VAN = quoteFor('van wrap 140 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 140,
});
/** "unos 150 pies cuadrados en vinilo premium". */
const FURGONETA = quoteFor('furgoneta, 150 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 150,
});

const SHOP_STORE: EvalConversation[] = [
  // Plain facts, asked casually or inside a long message.
  conversation('held-out/fresh6-moving-to-portland', 'shop', [
    turn(
      'hi so we just moved to portland from denver like last week, still living out of boxes haha, and my partner wants to come look at the jackets in person before buying. r u open on sundays and whats the address of the store again',
      { grounded: shopFact(SHOP_KB.hours), handoff: false },
    ),
    turn('and is there a phone number for customer care', { grounded: shopFact(SHOP_KB.hours) }),
  ]),
  conversation('held-out/fresh6-klarna-field-jacket', 'shop', [
    turn('can i pay off the quilted jacket in installments? like klarna or smth', {
      grounded: shopFact(SHOP_KB.payment),
    }),
    turn('what about amex', { grounded: shopFact(SHOP_KB.payment) }),
  ]),
  conversation('held-out/fresh6-weekender-conditioning', 'shop', [
    turn(
      'Bought the leather weekender last Christmas and it is starting to look a bit dry. How often am I supposed to condition it?',
      { grounded: shopFact(SHOP_KB.care) },
    ),
  ]),
  conversation('held-out/fresh6-wot-do-u-sell', 'shop', [
    turn('wot do u guys even sell, just clothes or bags too', { grounded: shopFact(SHOP_KB.about) }),
  ]),
  conversation('held-out/fresh6-hoodie-between-sizes', 'shop', [
    turn(
      "i'm always stuck between M and L, my chest is about 40 inches. which hoodie size should i go for, i like it a bit loose",
      { grounded: shopFact(SHOP_KB.sizes) },
    ),
  ]),
  conversation('held-out/fresh6-who-makes-it', 'shop', [
    turn('ok honest question who actually makes ur clothes, like what kind of factories', {
      grounded: shopFact(SHOP_KB.sustainability),
    }),
    turn('and do u ship in plastic bags', { grounded: shopFact(SHOP_KB.sustainability) }),
  ]),
  conversation('held-out/fresh6-newsletter-and-student', 'shop', [
    turn(
      "I just signed up to your newsletter, do I get anything for that? I'm also a student at USM if that gets me more off",
      { grounded: shopFact(SHOP_KB.discounts) },
    ),
    turn('can i use both on the same order', { grounded: shopFact(SHOP_KB.discounts) }),
  ]),
  conversation('held-out/fresh6-tall-chinos', 'shop', [
    turn('whats the leg length on the chinos? im 6 foot 2 so usually everything is too short', {
      grounded: shopFact(SHOP_KB.sizes),
    }),
  ]),
  // Products, prices and stock, which the catalogue answers (no check can hold the figure).
  conversation('held-out/fresh6-three-sage-tees', 'shop', [
    turn('how much for three of the organic tees in sage', { handoff: false }),
    turn('make it four. is shipping free then?', { grounded: shopFact(SHOP_KB.shipping) }),
  ]),
  conversation('held-out/fresh6-rust-beanie', 'shop', [
    turn('does the beanie come in like an orange-y color', { handoff: false }),
  ]),
  conversation('held-out/fresh6-xs-crewneck', 'shop', [
    turn('any XS left in the green crewneck sweatshirt??', { handoff: false }),
  ]),
  // Order status, shipping and returns.
  conversation('held-out/fresh6-processing-order', 'shop', [
    turn("where's my order? HP-10437, email is alex.morgan@harborpine-demo.shop", { handoff: false }),
    turn('ok when will it actually arrive then', { handoff: false }),
  ]),
  conversation('held-out/fresh6-toronto', 'shop', [
    turn('do you ship to toronto? how long does it take and how much', {
      grounded: shopFact(SHOP_KB.shipping),
    }),
  ]),
  conversation('held-out/fresh6-aunt-hoodie-no-tags', 'shop', [
    turn(
      'my aunt got me the fleece hoodie for my birthday (so sweet) but its enormous on me, and i already cut the tags off oops. can i still swap it for a small',
      { grounded: shopFact(SHOP_KB.returns), handoff: false },
    ),
  ]),
  conversation('held-out/fresh6-refund-timing', 'shop', [
    turn('I mailed back the field jacket last Monday. When will the refund hit my card?', {
      grounded: shopFact(SHOP_KB.returns),
    }),
  ]),
  conversation('held-out/fresh6-no-tracking-email', 'shop', [
    turn('never got any tracking email?? how am i supposed to know where my stuff is', {
      grounded: shopFact(SHOP_KB.tracking),
    }),
  ]),
  conversation('held-out/fresh6-order-at-half-one', 'shop', [
    turn('if i order at 1.30 this afternoon will it go out today', { grounded: shopFact(SHOP_KB.shipping) }),
    turn('what about express then, how fast is that', { grounded: shopFact(SHOP_KB.shipping) }),
  ]),
  conversation('held-out/fresh6-delivered-not-here', 'shop', [
    turn(
      'order HP-10388, sam.chen@harborpine-demo.shop. it says delivered three days ago but there is nothing at my door and my neighbours havent seen it',
      { grounded: NOT_IN_KNOWLEDGE },
    ),
  ]),
  // Other languages.
  conversation('held-out/fresh6-es-sudadera-grande', 'shop', [
    turn('hola! compré una sudadera y me queda grande, puedo cambiarla por una talla más pequeña?', {
      language: 'es',
    }),
  ]),
  conversation('held-out/fresh6-de-versand', 'shop', [
    turn('Hallo, liefert ihr auch nach Deutschland? Und was kostet das?', { language: 'de' }),
  ]),
  conversation('held-out/fresh6-fr-paypal', 'shop', [
    turn('Bonjour, est-ce que je peux payer avec PayPal ?', { language: 'fr' }),
  ]),
  conversation('held-out/fresh6-pt-obrigada', 'shop', [
    turn('vcs aceitam apple pay?', { handoff: false, language: 'pt' }),
    // No language check here: after the first run it failed "De nada. Posso ajudar em mais alguma
    // coisa?", a right answer in Portuguese that carries only one of the check's marker words.
    turn('obrigada pela ajuda!! 😊', { smallTalk: true }),
  ]),
  // Complaints, anger, asking for a person.
  conversation('held-out/fresh6-navy-not-olive', 'shop', [
    turn(
      'I ordered the NAVY rain jacket and you sent OLIVE. Second time this happens. I want a real person NOW',
      {
        handoff: true,
      },
    ),
  ]),
  conversation('held-out/fresh6-sarcastic-processing', 'shop', [
    turn("wow amazing service, 9 days and my order still says 'processing'. really impressed 🙄", {
      handoff: true,
    }),
  ]),
  conversation('held-out/fresh6-manager-refund', 'shop', [
    turn('Could I please speak with a manager about a refund I was promised?', { handoff: true }),
  ]),
  // Small talk.
  conversation('held-out/fresh6-heyyy', 'shop', [
    turn('heyyy 👋', { smallTalk: true, handoff: false }),
    turn('so what can u actually do', { smallTalk: true }),
  ]),
  conversation('held-out/fresh6-hem-then-thanks', 'shop', [
    turn('do u hem jeans in the store', { grounded: shopFact(SHOP_KB.sizes) }),
    turn('perfect thank u so much!!', { smallTalk: true }),
  ]),
  // Nothing in the knowledge answers these.
  conversation('held-out/fresh6-loyalty-points', 'shop', [
    turn('do you guys have a loyalty points thing or rewards card', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/fresh6-price-match', 'shop', [
    turn('if i find the same rain jacket cheaper somewhere else will u price match', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation('held-out/fresh6-parking-wharf-street', 'shop', [
    turn('is there parking anywhere near the wharf street shop or should i take the bus', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
];

const SOCIAL_STORE: EvalConversation[] = [
  conversation('held-out/fresh6-saturday-styling', 'social', [
    turn('can i book one of ur styling sessions this saturday morning? is it free', {
      grounded: socialFact(SOCIAL_KB.appointments),
    }),
    turn('how long does it last', { grounded: socialFact(SOCIAL_KB.appointments) }),
  ]),
  conversation('held-out/fresh6-studio-monday', 'social', [
    turn('r u open mondays? wanna pop by the studio after work', {
      grounded: socialFact(SOCIAL_KB.hours),
    }),
  ]),
  conversation('held-out/fresh6-buy-the-slip-dress', 'social', [
    turn('how do i actually buy the satin slip dress thru here', {
      grounded: socialFact(SOCIAL_KB.ordering),
    }),
    turn('and how long will u keep it for me', { grounded: socialFact(SOCIAL_KB.ordering) }),
  ]),
  conversation('held-out/fresh6-cardigan-shipping', 'social', [
    turn('if i just get the willow cardigan is shipping free or do i pay for it', {
      grounded: socialFact(SOCIAL_KB.shipping),
    }),
  ]),
  conversation('held-out/fresh6-afterpay', 'social', [
    turn('afterpay??', { grounded: socialFact(SOCIAL_KB.payment) }),
  ]),
  conversation(
    'held-out/fresh6-zara-small',
    'social',
    [
      turn("i'm usually a small at zara but i'm 5ft9, which size would u say for the aurora dress", {
        grounded: socialFact(SOCIAL_KB.sizing),
      }),
    ],
    { tone: 'casual' },
  ),
  conversation('held-out/fresh6-maxi-doesnt-suit', 'social', [
    turn('the maxi dress just doesnt suit me unfortunately 😕 how do i send it back', {
      grounded: socialFact(SOCIAL_KB.returns),
    }),
    turn('and when do i get my money back', { grounded: socialFact(SOCIAL_KB.returns) }),
  ]),
  conversation('held-out/fresh6-ship-to-london', 'social', [
    turn('do u ship to london 🇬🇧', { grounded: socialFact(SOCIAL_KB.shipping) }),
  ]),
  conversation('held-out/fresh6-order-lb-2087', 'social', [
    turn('hiya wheres my order LB-2087 maya.lopez@luna-demo.shop', { handoff: false }),
    turn('ok thx!', { smallTalk: true }),
  ]),
  conversation('held-out/fresh6-es-vestido-lino', 'social', [
    turn('hola! tienen el vestido de lino en talla M? y cuánto cuesta el envío a Houston?', {
      language: 'es',
    }),
  ]),
  conversation('held-out/fresh6-it-sabato', 'social', [
    turn('ciao! siete aperte il sabato? vorrei venire a provare qualcosa', { language: 'it' }),
  ]),
  conversation('held-out/fresh6-nl-retour', 'social', [
    turn('Hoi, kan ik een jurk terugsturen als hij niet goed past?', { language: 'nl' }),
  ]),
  conversation('held-out/fresh6-pt-horario-sabado', 'social', [
    turn('Oi! Qual é o horário do estúdio no sábado?', { language: 'pt' }),
  ]),
  conversation('held-out/fresh6-ripped-wedding-dress', 'social', [
    turn(
      "ordered a dress for my sister's wedding and it came RIPPED down the seam. messaged twice and nobody answers. this is unacceptable",
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh6-real-stylist', 'social', [
    turn('can i talk to an actual stylist pls not a bot', { handoff: true }),
  ]),
  conversation('held-out/fresh6-heart-eyes', 'social', [
    turn('😍😍😍', { smallTalk: true }),
    turn('ur dresses are soooo pretty omg', { smallTalk: true }),
  ]),
  conversation('held-out/fresh6-what-can-you-help-with', 'social', [
    turn('hey what can u help me with', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh6-where-dresses-made', 'social', [
    turn('where are your dresses made? trying to shop more ethically this year', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation('held-out/fresh6-gift-wrap-mom', 'social', [
    turn("do u do gift wrapping? it's for my mom's bday next week", { grounded: NOT_IN_KNOWLEDGE }),
  ]),
];

const QUOTES: EvalConversation[] = [
  // Prices and quotes: numbers in words, mixed units, corrections, follow-ups.
  conversation('held-out/fresh6-coffee-trailer-in-words', 'quote', [
    turn(
      'hey! need a price to wrap our coffee trailer, roughly one hundred and twenty square feet, premium vinyl',
      { quote: COFFEE_TRAILER_PREMIUM, quoteOffered: true },
    ),
    turn('what about with the standard stuff instead', { quote: COFFEE_TRAILER_STANDARD }),
  ]),
  conversation('held-out/fresh6-two-box-trucks', 'quote', [
    turn('2 box trucks, 300 sq ft each, standard vinyl. how much all in', { quote: BOX_TRUCKS }),
    turn('add the paint protection film on both', { quote: BOX_TRUCKS_PPF }),
  ]),
  conversation('held-out/fresh6-dental-window-metres', 'quote', [
    turn(
      "We're a dental clinic and want a perforated graphic on our front window so people can still see out. The glass is 2.4m by 1.2m. What would that cost?",
      { quote: DENTAL_WINDOW },
    ),
  ]),
  conversation('held-out/fresh6-fundraiser-banner', 'quote', [
    turn('banner for a school fundraiser, 10ft 6in by 3ft, standard vinyl please, how much', {
      quote: FUNDRAISER_BANNER,
    }),
  ]),
  conversation('held-out/fresh6-parking-sign-cm', 'quote', [
    turn('reflective sign for our parking entrance, 120cm x 45cm, whats the price', { quote: PARKING_SIGN }),
  ]),
  conversation('held-out/fresh6-hatchback-changes-mind', 'quote', [
    turn('full wrap on my hatchback, about 160 sq ft, standard vinyl. price?', { quote: HATCHBACK_STANDARD }),
    turn('sorry i meant premium not standard', { quote: HATCHBACK_PREMIUM }),
  ]),
  conversation('held-out/fresh6-expo-banners-words', 'quote', [
    turn('how much for three banners, each eight by three feet, standard vinyl', {
      quote: EXPO_BANNERS_THREE,
    }),
    turn('make it 5', { quote: EXPO_BANNERS_FIVE }),
  ]),
  conversation('held-out/fresh6-transit-no-size', 'quote', [
    turn('how much for a full wrap on a ford transit', { quoteOffered: true, handoff: false }),
    turn('no idea on the size honestly. premium tho', { quoteOffered: true }),
    turn('ok go with 200 sq ft', { quote: TRANSIT_PREMIUM }),
  ]),
  conversation('held-out/fresh6-gym-sign-no-material', 'quote', [
    turn('price for a 4x8 ft sign over our gym entrance?', { quoteOffered: true }),
    turn('reflective, it needs to show up at night', { quote: GYM_SIGN }),
  ]),
  conversation('held-out/fresh6-plumber-partial-tint', 'quote', [
    turn('partial wrap on my work van, 80 square feet, premium, and throw in window tinting. total?', {
      quote: PLUMBER_PARTIAL_TINT,
    }),
  ]),
  conversation(
    'held-out/fresh6-florist-van-emailed',
    'quote',
    [
      turn('florist here, need our delivery van wrapped, 140 sq ft in standard vinyl, what will it come to', {
        quote: FLORIST_VAN,
      }),
      turn('great can u email that to me at dana.k@petals.example', {
        quote: { ...FLORIST_VAN, emailed: true },
      }),
    ],
    { tone: 'urgent' },
  ),
  conversation('held-out/fresh6-quinceanera-spanglish', 'quote', [
    turn('hi! quería saber si hacen banners para una quinceañera, like 6 by 3 feet? cuanto cuesta', {
      quoteOffered: true,
    }),
  ]),
  // The quote itself: how long it is valid, the deposit, what it includes.
  conversation('held-out/fresh6-quote-three-weeks-old', 'quote', [
    turn('you guys quoted my van about 3 weeks ago, is that price still good or do i need a new quote', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh6-deposit-to-lock-date', 'quote', [
    turn('how much deposit do u need to lock in an install date', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
    }),
    turn('and the rest, when do i pay that', { grounded: factFrom(KB.deposits), noQuotePitch: true }),
  ]),
  conversation('held-out/fresh6-what-setup-covers', 'quote', [
    turn('what does the $400 setup fee actually cover? seems steep', {
      grounded: factFrom(KB.setupFee),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh6-tax-on-top', 'quote', [
    turn('is tax included in the quote you gave me or is it added on top', {
      grounded: factFrom(KB.setupFee),
      noQuotePitch: true,
    }),
  ]),
  // Rescheduling, preparation and care after a job.
  conversation('held-out/fresh6-sick-kid-install', 'quote', [
    turn(
      'my install is booked for tomorrow morning but my kid is sick and i cant bring the car in. can i move it without losing my deposit?',
      { grounded: factFrom(KB.cancellations), noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh6-brush-car-wash', 'quote', [
    turn('had my pickup wrapped last month, can i take it thru the automatic car wash with the brushes?', {
      grounded: factFrom(KB.care),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh6-resprayed-bumper', 'quote', [
    turn('had my rear bumper resprayed 2 weeks ago after a fender bender, can you wrap the car next week?', {
      grounded: factFrom(KB.vehiclePrep),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh6-days-off-the-road', 'quote', [
    turn('how many days will my van be off the road for a partial wrap? we only have the one', {
      grounded: factFrom(KB.turnaround),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh6-leased-car', 'quote', [
    turn('my car is leased, will the wrap come off ok when i hand it back in 2 yrs', {
      grounded: factFrom(KB.removal),
      noQuotePitch: true,
    }),
  ]),
  // Plain facts.
  conversation('held-out/fresh6-saturday-afternoon', 'quote', [
    turn('u guys open saturday afternoon? i work weekdays', { grounded: factFrom(KB.hours) }),
  ]),
  conversation('held-out/fresh6-reflective-warranty', 'quote', [
    turn('how long is the warranty on reflective vs standard vinyl', { grounded: factFrom(KB.warranty) }),
  ]),
  conversation('held-out/fresh6-canva-logo', 'quote', [
    turn('our logo was made in canva, what kind of file do you need from us', {
      grounded: factFrom(KB.artwork),
    }),
  ]),
  // Other languages.
  conversation('held-out/fresh6-es-furgoneta', 'quote', [
    turn('Hola, cuánto cuesta envolver una furgoneta completa? unos 150 pies cuadrados en vinilo premium', {
      quote: FURGONETA,
      language: 'es',
    }),
  ]),
  conversation('held-out/fresh6-fr-samedi', 'quote', [
    turn('Bonjour, vous êtes ouverts le samedi ?', { language: 'fr' }),
  ]),
  conversation('held-out/fresh6-de-garantie', 'quote', [
    turn('Guten Tag, wie lange gilt die Garantie auf die Premium-Folie?', { language: 'de' }),
  ]),
  // Complaints.
  conversation('held-out/fresh6-hood-bubbling', 'quote', [
    turn(
      'the wrap you did 2 months ago is bubbling all over the hood. ridiculous, I paid over 3 grand for this. get me someone who can fix it',
      { handoff: true, noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh6-owner-call', 'quote', [
    turn("that's the second time you've pushed back my install date. I want a call from the owner today.", {
      handoff: true,
    }),
  ]),
  // Small talk.
  conversation('held-out/fresh6-good-morning', 'quote', [
    turn('good morning!', { smallTalk: true, handoff: false }),
    turn('what kinda things can u do for a small business', { smallTalk: true }),
  ]),
  // Nothing in the knowledge answers these.
  conversation('held-out/fresh6-matte-chrome', 'quote', [
    turn('do you do matte or chrome finishes or just gloss', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/fresh6-first-responder-discount', 'quote', [
    turn('do you give any discount for veterans or first responders? my husband is a firefighter', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
];

export const HELD_OUT_FRESH6_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  ...SHOP_STORE.map((c) => inStore('shop', c)),
  ...SOCIAL_STORE.map((c) => inStore('social', c)),
  ...QUOTES,
]);
