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
 * Held out, fourteenth set: written on 28 November 2026 in one sitting, from the three demo
 * businesses' knowledge, catalogues, orders and pricing only, while the engine was being changed
 * elsewhere by people who never read it, and never to be tuned against (a failure here is fixed in
 * the engine for the kind of message, never by fitting these words). Every set before it has been
 * seen since it was written, so this one is the honest measure of the engine when it is first run.
 * Its situations are new: an electrician's pickup doors, a charity run's finish-line banner cut
 * shorter, a pharmacy's two windows, a tow truck's doors in centimetres, a party bus e-mailed, a
 * banner asked in French in metres, a whole car asked in Portuguese, a soccer team's banner priced
 * in two steps, a laundromat's sign in words moved to reflective, an SUV whose tint is dropped, a
 * sign in inches, eight sponsor banners in words, a sarcastic roof wrap; a Sunday drop-off, a
 * wrapped van someone backs into, a partner who wants to cancel, a phone photo of an old sign, a
 * van off the road for a partial wrap, winter road salt, what taking off a sun-worn wrap costs, four
 * cars in one day, a banner tied to a chain-link fence, a hello with two questions and thanks,
 * paint scratched while a wrap came off, a three-storey building, a fridge, a reward for
 * referrals; in the shop, two tees and a beanie under free shipping, the same-day cut-off from
 * California, slow standard delivery, Black Friday, a 37-inch chest, a tall man's chinos, a hoodie
 * gone grey, a tracking e-mail that never came, an independent shop, an order asked in three
 * turns, a cancelled order asked about, snaps that pop open, express paid and late, a compliment,
 * wheelchair access, a Breton top in medium, chinos swapped for a larger waist, a student paying
 * with PayPal; in the boutique, a Friday visit after work, two friends styled together, ordering
 * without an account, a cousin in Germany, a tote's shipping alone, a maxi worn once, a gift five
 * weeks early, XL, a see-through linen dress, pop-up markets, a slip dress's colours, a cardigan
 * in XS then in pink, an order asked by number, a torn seam, a jeweller, a compliment on the reels,
 * shipping with Afterpay, PayPal without a card, a Saturday after a game.
 * Spread over the kinds real customers send: plain facts asked casually or inside long messages,
 * prices and quotes with corrections, mixed units and numbers in words, other languages (Spanish,
 * French, German, Portuguese, Italian, Dutch), complaints and requests for a person, small talk,
 * questions the knowledge cannot answer, and order status, shipping and returns. Written as
 * customers write: typos, text-speak, capitals, no punctuation, two questions at once, follow-ups
 * that lean on the turn before, emoji and sarcasm.
 * A turn whose fair answer no check can express (a product's price, stock or make, an order's
 * status, a question two knowledge items answer equally well) is held only to what every turn is
 * held to (no invented price, no repeated reply) and to no handoff. A message in another language
 * is held to the language of the reply, not to an English sentence of the knowledge.
 * Its first run (engine untouched, on main at 3f98656): 238/259 verdicts, 59/77 conversations in
 * full; nothing was changed after it.
 */

// Quotes, worked out by the quote engine from the job as the customer finally meant it.
/** One pickup, both front doors of 4 × 3.5 ft = 28 sq ft. */
const ELECTRICIAN_DOORS = quoteFor('pickup, two front doors 4 x 3.5 ft (28 sq ft), standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 28,
});
/** 30 × 4 ft = 120 sq ft, then 25 × 4 ft = 100 sq ft. */
const FINISH_BANNER_LONG = quoteFor('finish-line banner 30 x 4 ft (120 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 120,
});
const FINISH_BANNER_SHORT = quoteFor('finish-line banner 25 x 4 ft (100 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 100,
});
/** Two windows of 6 × 5 ft = 30 sq ft each. */
const PHARMACY_WINDOWS = quoteFor('2 windows 6 x 5 ft (30 sq ft each), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 30,
  quantity: 2,
});
/** One truck, two doors of 120 × 90 cm = 2.16 m² = 23.25 sq ft; 20.01 to 24 sq ft give the same total. */
const TOW_TRUCK_DOORS = quoteFor('tow truck, two doors 120 x 90 cm (23.25 sq ft), standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 23.25,
});
const PARTY_BUS = { projectType: 'vehicle-wrap', material: 'premium-vinyl', squareFootage: 400 } as const;
const PARTY_BUS_QUOTE = quoteFor('party bus full wrap 400 sq ft, premium vinyl', PARTY_BUS);
const PARTY_BUS_EMAILED = quoteFor('party bus full wrap 400 sq ft, premium vinyl, e-mailed', PARTY_BUS, {
  emailed: true,
});
/** "3 mètres sur 1 mètre" = 3 m² = 32.29 sq ft; 32.01 to 36 sq ft give the same total. */
const FRENCH_BANNER = quoteFor('banner 3 x 1 m (32.29 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 32.29,
});
/** "uns 160 pés quadrados". */
const PORTUGUESE_CAR = quoteFor('car full wrap 160 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 160,
});
/** "ten feet by three" = 30 sq ft, material given on the second turn. */
const SOCCER_BANNER = quoteFor('banner 10 x 3 ft (30 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 30,
});
/** "twelve feet by two and a half feet" = 30 sq ft, premium, then reflective. */
const LAUNDROMAT_PREMIUM = quoteFor('sign 12 x 2.5 ft (30 sq ft), premium vinyl', {
  projectType: 'storefront-sign',
  material: 'premium-vinyl',
  squareFootage: 30,
});
const LAUNDROMAT_REFLECTIVE = quoteFor('sign 12 x 2.5 ft (30 sq ft), reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 30,
});
const SUV = { projectType: 'vehicle-wrap', material: 'premium-vinyl', squareFootage: 250 } as const;
const SUV_BOTH_ADD_ONS = quoteFor('SUV full wrap 250 sq ft, premium vinyl, window tinting and film', {
  ...SUV,
  upsellIds: ['window-tinting', 'paint-protection'],
});
const SUV_FILM_ONLY = quoteFor('SUV full wrap 250 sq ft, premium vinyl, paint protection film', {
  ...SUV,
  upsellIds: ['paint-protection'],
});
/** 96 × 30 in = 8 × 2.5 ft = 20 sq ft. */
const SIGN_IN_INCHES = quoteFor('sign 96 x 30 in (20 sq ft), standard vinyl', {
  projectType: 'storefront-sign',
  material: 'standard-vinyl',
  squareFootage: 20,
});
/** "eight", each 8 × 3 ft = 24 sq ft. */
const SPONSOR_BANNERS = quoteFor('8 banners 8 x 3 ft (24 sq ft each), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 24,
  quantity: 8,
});
const CIVIC_ROOF = quoteFor('car roof 25 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 25,
});

const QUOTE: EvalConversation[] = [
  conversation('held-out/fresh12-electrician-pickup-doors', 'quote', [
    turn(
      "electrician here. want the company logo and phone # on both front doors of my F-150, each door's roughly 4ft x 3.5ft. standard vinyl. whats the damage",
      { quote: ELECTRICIAN_DOORS, handoff: false },
    ),
  ]),
  conversation('held-out/fresh12-finish-banner-shortened', 'quote', [
    turn(
      "Hi, we're organising a charity 10k in the spring and need a finish line banner, 30 feet long by 4 feet tall, standard vinyl. How much would that be?",
      { quote: FINISH_BANNER_LONG, handoff: false },
    ),
    turn('Oh wait, the arch it hangs from is only 25 ft across. Make it 25 long, same height', {
      quote: FINISH_BANNER_SHORT,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh12-pharmacy-two-windows', 'quote', [
    turn(
      'We have a pharmacy with 2 front windows, each 6 ft wide x 5 ft high. Want graphics on both but staff still need to see out, so the perforated kind. Price for both?',
      { quote: PHARMACY_WINDOWS, handoff: false },
    ),
  ]),
  conversation('held-out/fresh12-tow-truck-doors-cm', 'quote', [
    turn(
      'towing company. need our name + 24hr number on both doors of the truck. each door is about 120 cm by 90 cm. standard vinyl pls, how much',
      { quote: TOW_TRUCK_DOORS, handoff: false },
    ),
  ]),
  conversation('held-out/fresh12-party-bus-emailed', 'quote', [
    turn(
      'We run a party bus business and want the whole bus wrapped, neon and all. Its about 400 sq ft, premium vinyl. What are we looking at?',
      { quote: PARTY_BUS_QUOTE, handoff: false },
    ),
    turn('ok can you email that to bookings@nightride-party.com so my business partner sees it too', {
      quote: PARTY_BUS_EMAILED,
    }),
  ]),
  conversation('held-out/fresh12-french-banner-metres', 'quote', [
    turn('Bonjour, combien coûte une banderole de 3 mètres sur 1 mètre en vinyle standard ? Merci', {
      quote: FRENCH_BANNER,
      language: 'fr',
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh12-portuguese-whole-car', 'quote', [
    turn('Olá! Quanto custa envelopar o carro inteiro? Tem uns 160 pés quadrados, quero vinil premium.', {
      quote: PORTUGUESE_CAR,
      language: 'pt',
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh12-soccer-banner-two-steps', 'quote', [
    turn("how much for a banner for my daughter's soccer team? like ten feet by three", {
      quoteOffered: true,
      handoff: false,
    }),
    turn('standard, it only has to last the season', { quote: SOCCER_BANNER, handoff: false }),
  ]),
  conversation('held-out/fresh12-laundromat-words-to-reflective', 'quote', [
    turn(
      'need a new sign for my laundromat. twelve feet by two and a half feet, premium vinyl. how much would that run me',
      { quote: LAUNDROMAT_PREMIUM, handoff: false },
    ),
    turn("hmm we're open till midnight tho. what would it be in the reflective stuff instead", {
      quote: LAUNDROMAT_REFLECTIVE,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh12-suv-tint-dropped', 'quote', [
    turn(
      'Full wrap on my Kia Telluride in satin grey, about 250 sq ft, premium vinyl. Add the window tint AND the paint protection film please. Total?',
      { quote: SUV_BOTH_ADD_ONS, handoff: false },
    ),
    turn('actually skip the tint, the windows came tinted from the dealer', {
      quote: SUV_FILM_ONLY,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh12-sign-in-inches', 'quote', [
    turn('storefront sign 96 inches by 30 inches, standard vinyl. ballpark?', {
      quote: SIGN_IN_INCHES,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh12-eight-sponsor-banners', 'quote', [
    turn(
      'Youth baseball league here. We need eight sponsor banners for the outfield fence, every one 8ft x 3ft, standard vinyl. What would all eight cost?',
      { quote: SPONSOR_BANNERS, handoff: false },
    ),
  ]),
  conversation('held-out/fresh12-sarcastic-civic-roof', 'quote', [
    turn(
      'let me guess, an arm and a leg? just want the roof of my civic done in gloss black, maybe 25 sq ft. premium vinyl',
      { quote: CIVIC_ROOF, handoff: false },
    ),
  ]),
  conversation('held-out/fresh12-sunday-drop-off', 'quote', [
    turn('can i drop my van off sunday evening so you can start on it first thing monday?', {
      grounded: factFrom(KB.hours),
      noQuotePitch: true,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh12-backed-into-wrapped-van', 'quote', [
    turn(
      'Some guy reversed into my van in a parking lot and the wrap on the back door is torn. Does your warranty cover that?',
      { grounded: factFrom(KB.warranty), noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh12-partner-cancels', 'quote', [
    turn(
      "we paid the deposit for our shop sign yesterday but my business partner wants to pull out. pretty sure nothing's been printed yet. do we get the money back??",
      { grounded: factFrom(KB.cancellations), noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh12-phone-photo-old-sign', 'quote', [
    turn(
      "all we've got of our logo is a pic of the old sign I took on my phone. can you print from that or nah",
      { grounded: factFrom(KB.artwork), handoff: false },
    ),
  ]),
  conversation('held-out/fresh12-van-off-the-road', 'quote', [
    turn(
      "I'm a dog walker and my van is basically my office. If I get a partial wrap, how many days will I be without it?",
      { grounded: factFrom(KB.turnaround), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh12-winter-road-salt', 'quote', [
    turn(
      'winter here = salt all over the roads. how should i be washing my wrapped truck, is the pressure washer at the self serve bay ok?',
      { grounded: factFrom(KB.care), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh12-sun-worn-wrap-removal', 'quote', [
    turn('what do u charge to take off an old wrap? mine is all sun faded and cracking', {
      grounded: factFrom(KB.removal),
    }),
  ]),
  conversation('held-out/fresh12-four-cars-one-day', 'quote', [
    turn(
      "We're a cleaning company with 4 cars, all the same model. Could you do all four in one day? We can't have them off the road all week.",
      { grounded: factFrom(KB.fleet), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh12-banner-on-chain-link', 'quote', [
    turn('does the banner come with holes in it or something so i can zip tie it to a chain link fence', {
      grounded: factFrom(KB.signs),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh12-hello-two-questions-thanks', 'quote', [
    turn('hey there 👋', { smallTalk: true, handoff: false }),
    turn('how long does a full car wrap take? and does the car need to be washed before i drop it off', {
      grounded: [factFrom(KB.turnaround), factFrom(KB.vehiclePrep)],
      handoff: false,
    }),
    turn('perfect, cheers', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh12-paint-scratched-manager', 'quote', [
    turn(
      'Your installer scratched my paint taking the old wrap off yesterday. Not happy at all. I want the manager to call me today.',
      { handoff: true, noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh12-three-storey-building', 'quote', [
    turn(
      "We'd like graphics on the whole outside wall of our building, it's three storeys. Who can I talk to about something that size?",
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh12-fridge-wrap', 'quote', [
    turn('can you wrap a fridge in matte black? serious question lol', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/fresh12-referral-reward', 'quote', [
    turn(
      'do you give anything back for referrals? ive sent my brother in law and two mates your way this year',
      { grounded: NOT_IN_KNOWLEDGE },
    ),
  ]),
  conversation('held-out/fresh12-spanish-premium-warranty', 'quote', [
    turn('Hola, ¿cuántos años de garantía tiene el vinilo premium?', { language: 'es' }),
  ]),
];

const SHOP: EvalConversation[] = [
  inStore(
    'shop',
    conversation('held-out/fresh12-two-tees-and-beanie-shipping', 'shop', [
      turn('if i get 2 of the organic tees and the ribbed beanie is shipping free or do i pay', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-same-day-from-california', 'shop', [
      turn("I'm in California. What's the latest I can order for it to ship the same day, in my time?", {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-slow-standard-sarcasm', 'shop', [
      turn('3-5 business days for standard?? what year is it 🙄 is there anything faster', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-black-friday', 'shop', [
      turn('any black friday deals going on?? 👀', { grounded: shopFact(SHOP_KB.discounts), handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-37-inch-chest-hoodie', 'shop', [
      turn('chest is 37 in. S or M in the fleece hoodie?', {
        grounded: shopFact(SHOP_KB.sizes),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-tall-chinos', 'shop', [
      turn("I'm 6'4 with long legs. what leg length do the chinos come in?", {
        grounded: shopFact(SHOP_KB.sizes),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-hoodie-gone-grey', 'shop', [
      turn(
        'my charcoal hoodie has gone kinda grey and washed out after a few washes. am i doing something wrong?',
        {
          grounded: shopFact(SHOP_KB.care),
          handoff: false,
        },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-no-tracking-email', 'shop', [
      turn('never got any tracking email for my order. how am i supposed to know where it is', {
        grounded: shopFact(SHOP_KB.tracking),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-independent-or-chain', 'shop', [
      turn('are you guys a big chain or an independent shop? trying to support small businesses this year', {
        grounded: shopFact(SHOP_KB.about),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-order-in-three-turns', 'shop', [
      turn('has my order shipped yet', { handoff: false }),
      turn('its HP10421', { handoff: false }),
      turn('jamie.rivera@harborpine-demo.shop', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-cancelled-order-asked', 'shop', [
      turn('did my sweater order go through? HP-10352, jamie.rivera@harborpine-demo.shop', {
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-snaps-popping', 'shop', [
      turn(
        'The snaps on my quilted field jacket keep popping open and one has come off completely. Not impressed for the price. I would like a person to sort this out.',
        { handoff: true },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-express-paid-late', 'shop', [
      turn(
        'I paid $18 for express and it took 6 days to arrive. I want the shipping refunded, please have someone from your team contact me.',
        { handoff: true },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-hoodie-compliment', 'shop', [
      turn('just wanted to say the hoodie is amazing, wearing it rn 😍', { smallTalk: true, handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-wheelchair-access', 'shop', [
      turn(
        'is the portland store wheelchair accessible? lots of the old wharf buildings have a step at the door',
        { grounded: NOT_IN_KNOWLEDGE },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-breton-medium-navy', 'shop', [
      turn('how much is the breton top', { handoff: false }),
      turn('got it in medium? navy stripe', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-chinos-larger-waist', 'shop', [
      turn(
        'ordered the chinos in a 30 and theyre too tight. can i swap them for a 32? tags still on, only tried them on',
        { grounded: shopFact(SHOP_KB.returns), handoff: false },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-student-paypal', 'shop', [
      turn("what's the student discount and can i pay with paypal", {
        grounded: [shopFact(SHOP_KB.discounts), shopFact(SHOP_KB.payment)],
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-spanish-express', 'shop', [
      turn('Hola, ¿cuánto cuesta el envío exprés y cuánto tarda?', { language: 'es' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-french-merino-chest-cm', 'shop', [
      turn('Bonjour, mon tour de poitrine fait 100 cm. Quelle taille pour le pull en mérinos ?', {
        language: 'fr',
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-german-return-window', 'shop', [
      turn('Hallo, wie lange habe ich Zeit, etwas zurückzuschicken?', { language: 'de' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-portuguese-store-address', 'shop', [
      turn('Oi! Qual é o endereço da loja em Portland?', { language: 'pt' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-italian-yellow-rain-jacket', 'shop', [
      turn("Ciao, la giacca antipioggia c'è in giallo taglia M?", { language: 'it' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh12-dutch-canvas-tote', 'shop', [
      turn('Hoi, is de canvas tas nog op voorraad?', { language: 'nl' }),
    ]),
  ),
];

const SOCIAL: EvalConversation[] = [
  inStore(
    'social',
    conversation('held-out/fresh12-friday-after-work', 'social', [
      turn('can i swing by the studio friday after work? like 6:30ish', {
        grounded: socialFact(SOCIAL_KB.hours),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-friends-styled-together', 'social', [
      turn('can me and my best friend book a styling appt together?? we are both free tuesday afternoons', {
        grounded: socialFact(SOCIAL_KB.appointments),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-order-without-account', 'social', [
      turn("do i need to make an account somewhere to order? i can't find a cart on your page", {
        grounded: socialFact(SOCIAL_KB.ordering),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-cousin-in-germany', 'social', [
      turn('my cousin lives in berlin and loves your stuff, can you ship to germany?', {
        grounded: socialFact(SOCIAL_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-tote-shipping-alone', 'social', [
      turn('how much is shipping if i only get the straw tote', {
        grounded: socialFact(SOCIAL_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-maxi-worn-once', 'social', [
      turn(
        "wore the marigold maxi once to a dinner and realised it's just not me. tags are still on tho, can i return it?",
        { grounded: socialFact(SOCIAL_KB.returns), handoff: false },
      ),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-gift-five-weeks-early', 'social', [
      turn(
        "getting the silk blouse for my sister's birthday but it's 5 weeks away. if it doesn't fit her can she still exchange it then?",
        { grounded: socialFact(SOCIAL_KB.returns), handoff: false },
      ),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-sizes-up-to-xl', 'social', [
      turn("what sizes do you carry? i'm usually an XL and boutiques never have it 😩", {
        grounded: socialFact(SOCIAL_KB.sizing),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-see-through-linen', 'social', [
      turn('is the aurora linen dress see-through? like do i need a slip under the white one', {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-pop-up-markets', 'social', [
      turn('do you ever do pop ups at the markets around austin?', {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-slip-price-colours', 'social', [
      turn('how much is the celeste slip and what colours does it come in', { handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-cardigan-xs-then-pink', 'social', [
      turn('is the willow cardigan in cream available in xs', { handoff: false }),
      turn('ugh ok what about the dusty pink one', { handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-order-by-number', 'social', [
      turn('hiii did my dress ship yet?? LB-2087', { handoff: false }),
      turn('maya.lopez@luna-demo.shop', { handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-torn-seam-owner', 'social', [
      turn(
        'The side seam of my maxi dress ripped open the first time I wore it. I would like to speak to the owner please, not a bot.',
        { handoff: true },
      ),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-jeweller', 'social', [
      turn(
        'Hi! I make handmade jewellery and would love to sell some pieces in your boutique. Who could I talk to about that?',
        { handoff: true },
      ),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-reels-compliment', 'social', [
      turn('omg your reels are so cute 😍', { smallTalk: true, handoff: false }),
      turn("what's ur best seller?", { handoff: false }),
      turn('love it thank u xx', { smallTalk: true, handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-shipping-and-afterpay', 'social', [
      turn('how much is shipping and do u take afterpay', {
        grounded: [socialFact(SOCIAL_KB.shipping), socialFact(SOCIAL_KB.payment)],
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-paypal-no-card', 'social', [
      turn("does the checkout link take paypal? i don't have a credit card", {
        grounded: socialFact(SOCIAL_KB.payment),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-saturday-after-game', 'social', [
      turn("what time do you close on saturdays? want to come in after my son's game, probably around 3", {
        grounded: socialFact(SOCIAL_KB.hours),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-spanish-shipping-miami', 'social', [
      turn('Hola! ¿Cuánto tarda el envío a Miami?', { language: 'es' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-french-open-monday', 'social', [
      turn('Bonjour, vous êtes ouverts le lundi ?', { language: 'fr' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-german-exchange-dress', 'social', [
      turn('Hallo! Kann ich das Kleid umtauschen, wenn es nicht passt?', { language: 'de' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-portuguese-popular-size', 'social', [
      turn('Oi! Qual é o tamanho mais vendido de vocês?', { language: 'pt' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-italian-linen-price', 'social', [
      turn('Ciao! Quanto costa il vestito di lino?', { language: 'it' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh12-dutch-paypal', 'social', [
      turn('Hoi, kan ik met PayPal betalen?', { language: 'nl' }),
    ]),
  ),
];

export const HELD_OUT_FRESH12_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  ...SHOP,
  ...SOCIAL,
  ...QUOTE,
]);
