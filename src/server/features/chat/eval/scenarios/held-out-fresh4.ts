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
 * Held out, sixth set: written on 27 November 2026 in one sitting, from the three demo businesses'
 * knowledge, catalogues and pricing only, while the engine was being changed elsewhere by people
 * who never read it, and never to be tuned against (a failure here is fixed in the engine for the
 * kind of message, never by fitting these words). Its situations are new: a ferry commuter's bag,
 * a church fundraiser banner that becomes three, a florist's window measured in metres, a banner in
 * centimetres, a sign in feet and inches, a deli's transit van priced in words, a bumper resprayed
 * two weeks ago, a logo drawn on a napkin, a husband with a pressure washer, a bridesmaid in sage,
 * a checkout link that ran out, a double charge. Written as customers write: typos, text-speak,
 * capitals, long messages with the question in the middle, two questions at once, follow-ups that
 * lean on the turn before ("make it 3", "and the S?"), corrections, a change of mind, numbers in
 * words, US and UK spelling, emoji, sarcasm, complaints, and Spanish, French, German, Portuguese,
 * Italian and Dutch (Italian and Dutch have no language check, so those turns are held only to
 * what every turn is held to, or to small talk).
 * After its first run (engine untouched, on main at 6df1514: 239/272 verdicts, 48/71 conversations)
 * one check was dropped, not loosened to fit: it failed a reply a good person would also give (marked
 * where it was); nothing else was changed, and the replies that fail a check the catalogue could
 * also answer (a product's leg length, care line or fit) were kept, since the replies given were
 * wrong or incomplete.
 */

// Quotes, worked out by the quote engine from the job as the customer finally meant it.
/** 8 ft × 3 ft = 24 sq ft. */
const FUNDRAISER_BANNER = quoteFor('banner 8 x 3 ft (24 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 24,
});
const FUNDRAISER_BANNERS_THREE = quoteFor('3 banners 8 x 3 ft (24 sq ft each), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 24,
  quantity: 3,
});
/** 2.4 m × 1.2 m = 2.88 m² = 31.0 sq ft; any fair rounding (30.1 to 33 sq ft) gives the same total. */
const FLORIST_WINDOW = quoteFor('window graphics 2.4 m x 1.2 m (31 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 31,
});
/** 300 cm × 90 cm = 2.7 m² = 29.06 sq ft (28 to 29.5 sq ft all give the same total). */
const NIGHT_BANNER_CM = quoteFor('banner 300 x 90 cm (29.06 sq ft), reflective vinyl', {
  projectType: 'banner',
  material: 'reflective-vinyl',
  squareFootage: 29.06,
});
/** 7 ft 6 in × 2 ft = 15 sq ft. */
const BARBER_SIGN = quoteFor('storefront sign 7 ft 6 in x 2 ft (15 sq ft), standard vinyl', {
  projectType: 'storefront-sign',
  material: 'standard-vinyl',
  squareFootage: 15,
});
const FRENCH_SIGN = quoteFor('storefront sign 10 sq ft, reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 10,
});
const CAMRY_STANDARD = quoteFor('car wrap 200 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 200,
});
const CAMRY_PREMIUM = quoteFor('car wrap 200 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 200,
});
const CAMRY_PREMIUM_EMAILED = quoteFor(
  'car wrap 200 sq ft, premium vinyl',
  { projectType: 'vehicle-wrap', material: 'premium-vinyl', squareFootage: 200 },
  { emailed: true },
);
const PARTIAL_STANDARD = quoteFor('partial wrap 80 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 80,
});
const PARTIAL_STANDARD_PPF = quoteFor('partial wrap 80 sq ft, standard vinyl, paint protection film', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 80,
  upsellIds: ['paint-protection'],
});
const TRANSIT_PREMIUM = quoteFor('full wrap of a transit van, 220 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 220,
});
const TRANSIT_PREMIUM_TINT = quoteFor(
  'full wrap of a transit van, 220 sq ft, premium vinyl, window tinting',
  {
    projectType: 'vehicle-wrap',
    material: 'premium-vinyl',
    squareFootage: 220,
    upsellIds: ['window-tinting'],
  },
);
const TRANSIT_PREMIUM_TINT_EMAILED = quoteFor(
  'full wrap of a transit van, 220 sq ft, premium vinyl, window tinting',
  {
    projectType: 'vehicle-wrap',
    material: 'premium-vinyl',
    squareFootage: 220,
    upsellIds: ['window-tinting'],
  },
  { emailed: true },
);
const TWO_VANS_SIDES = quoteFor('2 partial van wraps, 90 sq ft each, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 90,
  quantity: 2,
});

const SHOP_STORE: readonly EvalConversation[] = [
  conversation('held-out/fresh4-ferry-commuter-bag', 'shop', [
    turn(
      'hey so i take the ferry to work every day and my old bag finally gave up this morning, zip went AND the handle ripped off on the ramp which was a great start to my monday lol. is the leather weekender actually ok as carry on or is that just marketing talk? i fly to chicago a lot too',
      { handoff: false },
    ),
    turn('do u do gift wrapping? might get a second one for my brother', { grounded: NOT_IN_KNOWLEDGE }),
    turn('ok and if i order it today how long til it gets to burlington vermont', {
      grounded: shopFact(SHOP_KB.shipping),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh4-hoodie-forty-chest', 'shop', [
    turn('my chest is 40 inches, M or L in the fleece hoodie??', {
      grounded: shopFact(SHOP_KB.sizes),
      handoff: false,
    }),
    turn('and if i still get it wrong', { grounded: shopFact(SHOP_KB.returns) }),
  ]),
  conversation('held-out/fresh4-toronto-klarna', 'shop', [
    turn('Do you ship to Toronto? How much and how long does it take', {
      grounded: shopFact(SHOP_KB.shipping),
    }),
    turn('can i pay in bits, like klarna or something like that', {
      grounded: shopFact(SHOP_KB.payment),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh4-charged-twice', 'shop', [
    turn(
      "I've been charged TWICE for the same order and nobody picks up the phone. This is ridiculous. I want someone to sort this out today.",
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh4-envio-talla', 'shop', [
    turn('hola! cuánto cuesta el envío y cuánto tarda en llegar?', {
      grounded: shopFact(SHOP_KB.shipping),
      language: 'es',
    }),
    turn('y si no me queda bien la talla puedo cambiarla?', {
      grounded: shopFact(SHOP_KB.returns),
      language: 'es',
    }),
  ]),
  conversation('held-out/fresh4-dimanche-wharf', 'shop', [
    turn('Bonjour, votre magasin de Portland est ouvert le dimanche ?', {
      grounded: shopFact(SHOP_KB.hours),
      language: 'fr',
    }),
    turn('merci beaucoup !', { smallTalk: true, language: 'fr' }),
  ]),
  conversation('held-out/fresh4-regenjacke-waschen', 'shop', [
    turn('Hallo, wie wasche ich die Regenjacke richtig? Ich will die Membran nicht kaputt machen.', {
      language: 'de',
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh4-stack-codes', 'shop', [
    turn(
      'im a student AND i signed up for the newsletter, can i use both codes on my first order?? pls say yes 🙏',
      {
        grounded: shopFact(SHOP_KB.discounts),
        handoff: false,
      },
    ),
    turn('lol ok which one is bigger then', { grounded: shopFact(SHOP_KB.discounts) }),
  ]),
  conversation('held-out/fresh4-processing-add-beanie', 'shop', [
    turn('hi where is my order HP-10437, email alex.morgan@harborpine-demo.shop', { handoff: false }),
    turn('can u add a beanie to it before it ships', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/fresh4-short-legs-wedding', 'shop', [
    turn(
      "need chinos for my cousin's wedding in two weeks but i'm 5'6 and trousers are always miles too long on me, what do you do about that",
      { grounded: shopFact(SHOP_KB.sizes), handoff: false },
    ),
    turn('whats the leg length on the 30 waist, same?', { grounded: shopFact(SHOP_KB.sizes) }),
  ]),
  conversation('held-out/fresh4-what-kinda-stuff', 'shop', [
    turn('wat kinda stuff do u guys sell', { grounded: shopFact(SHOP_KB.about), handoff: false }),
    turn('r they made in china or wat', { grounded: shopFact(SHOP_KB.sustainability) }),
  ]),
  conversation('held-out/fresh4-tracking-sarcasm', 'shop', [
    // Its "Tracking an order" check was dropped after the first run: it failed "I can check that for
    // you. Please send me your order number and the e-mail address you ordered with", which a good
    // person would also answer and which paraphrases that item without citing it.
    turn('wow love waiting for a shipping email that never comes 🙃 how am i meant to track my stuff', {}),
  ]),
  conversation('held-out/fresh4-nephew-gift-card', 'shop', [
    turn(
      "thinking of a gift card for my nephew but he never spends anything lol, does it run out? and what's the smallest one",
      { grounded: shopFact(SHOP_KB.discounts), handoff: false },
    ),
  ]),
  conversation('held-out/fresh4-price-match', 'shop', [
    turn('Saw a merino crew basically the same as yours for less somewhere else. Do you price match?', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation('held-out/fresh4-pouring-in-portland', 'shop', [
    turn('good morning! its absolutely pouring here ☔', { smallTalk: true, handoff: false }),
    turn('so what can you actually help me with', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh4-felpa-italiano', 'shop', [
    turn('Ciao, posso restituire una felpa se la taglia è sbagliata?', {}),
  ]),
  conversation('held-out/fresh4-paypal-applepay', 'shop', [
    turn('Oi! Vocês aceitam PayPal? E Apple Pay?', { grounded: shopFact(SHOP_KB.payment), language: 'pt' }),
  ]),
  conversation('held-out/fresh4-saturday-close-phone', 'shop', [
    turn('what time does the wharf st store close on saturday and is there a number i can ring', {
      grounded: shopFact(SHOP_KB.hours),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh4-breton-changed-mind', 'shop', [
    turn('want the breton top in red... actually no, the navy one. got it in M?', { handoff: false }),
    turn('ugh fine S then. if its too snug can i swap it', { grounded: shopFact(SHOP_KB.returns) }),
  ]),
  conversation('held-out/fresh4-tee-colour-fade', 'shop', [
    turn('Does the organic tee fade? Whats the best way to wash it so the color stays', {
      grounded: shopFact(SHOP_KB.care),
    }),
  ]),
  conversation('held-out/fresh4-sale-jacket-refund', 'shop', [
    turn('bought the quilted jacket in the sale and it just doesnt suit me, can i get my money back', {
      grounded: shopFact(SHOP_KB.returns),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh4-hoodie-seams-manager', 'shop', [
    turn(
      'the seams on my hoodie came apart after TWO washes. $64 for that?? I want to talk to a manager, not a bot.',
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh4-express-three-pm', 'shop', [
    turn('if i order express at like 3pm today does it still go out today', {
      grounded: shopFact(SHOP_KB.shipping),
    }),
  ]),
  conversation('held-out/fresh4-caps-ninety-bucks', 'shop', [
    turn('HOW MUCH IS SHIPPING IF I SPEND 90 BUCKS', { grounded: shopFact(SHOP_KB.shipping) }),
    turn('and if i throw in a beanie do i get it free', { grounded: shopFact(SHOP_KB.shipping) }),
  ]),
  conversation('held-out/fresh4-weekender-zip-repair', 'shop', [
    turn('the brass zip pull came off my weekender after two years. do you do repairs?', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation('held-out/fresh4-cheers-thumbs', 'shop', [
    turn('can i pay with google pay', { grounded: shopFact(SHOP_KB.payment) }),
    turn('perfect cheers 👍', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh4-nederland-verzenden', 'shop', [
    turn('Hoi, verzenden jullie ook naar Nederland?', {}),
  ]),
];

const SOCIAL_STORE: readonly EvalConversation[] = [
  conversation(
    'held-out/fresh4-bridesmaid-sage',
    'social',
    [
      turn(
        "omg hiii 💕 i'm a bridesmaid in october and the bride wants us all in sage, does the aurora come in sage and does it run small? i'm usually a medium",
        { grounded: socialFact(SOCIAL_KB.sizing), handoff: false },
      ),
    ],
    { tone: 'casual' },
  ),
  conversation('held-out/fresh4-saturday-stylist', 'social', [
    turn('can i book a stylist this saturday around 10? how much is it', {
      grounded: socialFact(SOCIAL_KB.appointments),
    }),
    turn('actually make it 2pm instead if thats free', {}),
  ]),
  conversation('held-out/fresh4-hold-till-payday', 'social', [
    turn('if i msg u my size do u hold it for me? i get paid friday', {
      grounded: socialFact(SOCIAL_KB.ordering),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh4-sister-in-london', 'social', [
    turn('do you ship to london? my sister lives there and her bday is soon', {
      grounded: socialFact(SOCIAL_KB.shipping),
    }),
  ]),
  conversation('held-out/fresh4-afterpay-envio', 'social', [
    turn('Hola! aceptan Afterpay? y cuánto cuesta el envío?', {
      grounded: [socialFact(SOCIAL_KB.payment), socialFact(SOCIAL_KB.shipping)],
      language: 'es',
    }),
  ]),
  conversation('held-out/fresh4-coucou-styliste', 'social', [
    turn("Coucou, c'est gratuit le rendez-vous avec une styliste ?", {
      grounded: socialFact(SOCIAL_KB.appointments),
      language: 'fr',
    }),
  ]),
  conversation('held-out/fresh4-dress-for-tonight', 'social', [
    turn(
      "my dress for TONIGHT still hasn't come, you said 2 to 4 days, this is honestly the worst, get me a real person now",
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh4-slip-m-then-s', 'social', [
    turn('the celeste slip in M??', { handoff: false }),
    turn('ugh and the S?', { handoff: false }),
    turn('ok and how much is shipping', { grounded: socialFact(SOCIAL_KB.shipping) }),
  ]),
  conversation('held-out/fresh4-kleid-zurueck', 'social', [
    turn('Hallo! Kann ich das Kleid zurückschicken, wenn es nicht passt?', {
      grounded: socialFact(SOCIAL_KB.returns),
      language: 'de',
    }),
  ]),
  conversation('held-out/fresh4-sabado-abre', 'social', [
    turn('Olá, que horas vocês abrem no sábado?', { grounded: socialFact(SOCIAL_KB.hours), language: 'pt' }),
  ]),
  conversation('held-out/fresh4-sparkles', 'social', [
    turn('✨✨✨', { smallTalk: true, handoff: false }),
    turn('just love ur feed honestly', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh4-gift-cards-luna', 'social', [
    turn('do you sell gift cards? want one for my mum', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/fresh4-vestito-bianco', 'social', [
    turn('ciao! avete il vestito di lino in bianco?', {}),
    turn('grazie mille 😊', { smallTalk: true }),
  ]),
  conversation('held-out/fresh4-cardigan-money-back', 'social', [
    turn('sent the cardigan back last week, when do i see the money', {
      grounded: socialFact(SOCIAL_KB.returns),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh4-link-expired', 'social', [
    turn('the checkout link you sent says expired?? i only took like 40 mins', {
      grounded: socialFact(SOCIAL_KB.ordering),
    }),
  ]),
  conversation('held-out/fresh4-come-try-monday', 'social', [
    turn('where r u guys actually located? want to come try stuff on, r u open mondays', {
      grounded: socialFact(SOCIAL_KB.hours),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh4-dank-je-wel', 'social', [
    turn('is the medium the most popular size or do most people size up', {
      grounded: socialFact(SOCIAL_KB.sizing),
    }),
    turn('dank je wel!', { smallTalk: true }),
  ]),
];

const QUOTES: readonly EvalConversation[] = [
  conversation('held-out/fresh4-church-fundraiser-banner', 'quote', [
    turn('need a banner for our church fundraiser, 8 ft by 3 ft, standard vinyl is fine. how much?', {
      quote: FUNDRAISER_BANNER,
    }),
    turn('make it 3, one for each entrance', { quote: FUNDRAISER_BANNERS_THREE }),
  ]),
  conversation('held-out/fresh4-florist-window-metres', 'quote', [
    turn(
      "Hi, we're a florist on the high street. The front window is 2.4m wide and 1.2m tall and we'd like perforated vinyl over the whole thing so the light still comes in. Could I get a price please?",
      { quote: FLORIST_WINDOW },
    ),
  ]),
  conversation('held-out/fresh4-night-banner-cm', 'quote', [
    turn('banner 300 x 90 cm in reflective so people see it at night, price?', { quote: NIGHT_BANNER_CM }),
  ]),
  conversation('held-out/fresh4-barber-feet-inches', 'quote', [
    turn("barber shop sign, 7'6\" x 2', standard vinyl. ballpark?", { quote: BARBER_SIGN }),
  ]),
  conversation('held-out/fresh4-two-vans-words', 'quote', [
    turn(
      'two vans, both sides and the back doors, about ninety sq ft each, premium vinyl. what would that run me',
      {
        quote: TWO_VANS_SIDES,
      },
    ),
  ]),
  conversation('held-out/fresh4-quote-valid-deposit', 'quote', [
    turn(
      'you sent me a quote for my pickup last week, how long is it good for and how much deposit do you need?',
      {
        grounded: factFrom(KB.deposits),
        noQuotePitch: true,
      },
    ),
  ]),
  conversation('held-out/fresh4-move-install-tuesday', 'quote', [
    turn('can i move my install from thursday to next tuesday? something came up at work', {
      grounded: factFrom(KB.cancellations),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh4-camaro-car-wash', 'quote', [
    turn('just picked up my wrapped camaro yesterday 😍 when can i take it through the car wash', {
      grounded: factFrom(KB.care),
      noQuotePitch: true,
      handoff: false,
    }),
  ]),
  conversation(
    'held-out/fresh4-what-the-price-includes',
    'quote',
    [
      turn('Does your price include the design work or is that extra? And is tax included?', {
        grounded: factFrom(KB.setupFee),
        noQuotePitch: true,
      }),
    ],
    { tone: 'premium' },
  ),
  conversation('held-out/fresh4-bubbles-on-hood', 'quote', [
    turn(
      'The wrap you did three weeks ago has bubbles all over the hood and the edges are lifting. Not happy at all. I want someone to come and look at it.',
      { handoff: true, noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh4-camioneta-completa', 'quote', [
    turn('Hola, cuánto cuesta envolver una camioneta completa? es una van mediana', {
      quoteOffered: true,
      language: 'es',
    }),
  ]),
  conversation('held-out/fresh4-enseigne-reflechissante', 'quote', [
    turn('Bonjour, je voudrais un devis pour une enseigne de 10 pieds carrés en vinyle réfléchissant.', {
      quote: FRENCH_SIGN,
      language: 'fr',
    }),
  ]),
  conversation('held-out/fresh4-vollfolierung-dauer', 'quote', [
    turn('Hallo, wie lange dauert eine Vollfolierung für einen PKW?', {
      grounded: factFrom(KB.turnaround),
      language: 'de',
    }),
  ]),
  conversation('held-out/fresh4-leasing-remover', 'quote', [
    turn('Oi, dá para tirar o envelopamento depois? O carro é de leasing.', {
      grounded: factFrom(KB.removal),
      language: 'pt',
    }),
  ]),
  conversation('held-out/fresh4-five-box-trucks', 'quote', [
    turn(
      "we've got 5 box trucks, same logo on all of them. how does that work and how long would we be without them",
      { grounded: factFrom(KB.fleet), noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh4-standard-then-premium', 'quote', [
    turn('quote for a car wrap, 200 sq ft, standard vinyl', { quote: CAMRY_STANDARD }),
    turn('sorry i meant premium', { quote: CAMRY_PREMIUM }),
    turn('great send it to dana.kowalski@example.com', { quote: CAMRY_PREMIUM_EMAILED }),
  ]),
  conversation('held-out/fresh4-partial-or-full', 'quote', [
    turn("what's the difference between a partial and a full wrap?", {
      grounded: factFrom(KB.wraps),
      noQuotePitch: true,
    }),
    turn('ok partial then. 80 sq ft, standard', { quote: PARTIAL_STANDARD }),
    turn('actually add the paint protection film too', { quote: PARTIAL_STANDARD_PPF }),
  ]),
  conversation('held-out/fresh4-yo-what-do-you-do', 'quote', [
    turn('yo', { smallTalk: true, handoff: false }),
    turn('what do u guys even do', { grounded: factFrom(KB.about), handoff: false }),
  ]),
  conversation('held-out/fresh4-mailbox-sticker', 'quote', [
    turn('just need a tiny sticker for my mailbox, like 1 sq ft. is that even worth it for you?', {
      quoteOffered: true,
    }),
  ]),
  conversation('held-out/fresh4-napkin-logo', 'quote', [
    turn('my logo is literally a drawing on a napkin lol can you work with that', {
      grounded: factFrom(KB.artwork),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh4-bumper-respray', 'quote', [
    turn('had the bumper resprayed 2 weeks ago, can i still bring the car in for the wrap on monday?', {
      grounded: factFrom(KB.vehiclePrep),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh4-saturday-afternoon-dropoff', 'quote', [
    turn('r u open saturday afternoon? want to drop the van off', {
      grounded: factFrom(KB.hours),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh4-husband-pressure-washer', 'quote', [
    turn('does the warranty cover it if my husband went at the edges with the pressure washer 🙄', {
      grounded: factFrom(KB.warranty),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh4-cancel-before-print', 'quote', [
    turn('we have to cancel the job, nothing has been printed yet. do we get the deposit back?', {
      grounded: factFrom(KB.cancellations),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh4-call-me-please', 'quote', [
    turn("can someone just call me, i don't like typing all this out", { handoff: true }),
  ]),
  conversation('held-out/fresh4-deli-transit-words', 'quote', [
    turn('need a quote 4 a full wrap on my transit van, around two hundred and twenty sq ft, premium', {
      quote: TRANSIT_PREMIUM,
    }),
    turn('with window tint too pls', { quote: TRANSIT_PREMIUM_TINT }),
    turn('email it to ops@rivertowndeli.com', { quote: TRANSIT_PREMIUM_TINT_EMAILED }),
  ]),
  conversation('held-out/fresh4-beat-other-shop', 'quote', [
    turn('another place quoted me 2500 for wrapping my van. can you beat that?', { quoteOffered: true }),
  ]),
];

/** Shop 27, social 17, quote 27 (99 turns): the three live demos, held out together as the sixth set. */
export const HELD_OUT_FRESH4_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  ...SHOP_STORE.map((c) => inStore('shop', c)),
  ...SOCIAL_STORE.map((c) => inStore('social', c)),
  ...QUOTES,
]);
