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
 * Held out, tenth set: written on 27 November 2026 in one sitting, from the three demo businesses'
 * knowledge, catalogues, orders and pricing only, while the engine was being changed elsewhere by
 * people who never read it, and never to be tuned against (a failure here is fixed in the engine
 * for the kind of message, never by fitting these words). Every set before it has been seen since it
 * was written, so this one is the honest measure of the engine as it stands when it is first run.
 * Its situations are new: a food truck with paint protection film, a box truck's two sides, a gym's
 * window in metres, a dentist's sign read at night, banners that become three, a sprinter that goes
 * from premium to standard, a coupe with both add-ons, a bonnet alone, a nail salon's window in
 * centimetres, a hoarding in words, a school's twenty-foot banner, an e-mailed quote for a tow
 * truck, a deposit, a quote's validity, what a quote includes, an install moved to next week, a
 * first wash after a wrap, a leased car's wrap coming off; in the shop, a Sunday visit, a parcel to
 * Vancouver, a sale item sent back, Klarna, a newsletter and a student code together, a gift card,
 * a 42-inch chest, jeans hemmed in the store, a weekender's leather, plastic-free packaging, orders
 * delivered, being packed and cancelled; in the boutique, a Monday visit, a first styling session, a
 * held size, shipping to Texas and to Canada, Afterpay, an exchange, a height and usual size.
 * Spread over the kinds real customers send, in roughly these shares: plain facts asked casually or
 * inside long messages (a quarter), prices and quotes with corrections, mixed units and numbers in
 * words (a quarter), other languages (Spanish, French, German, Portuguese, Italian, Dutch and a mix),
 * complaints and requests for a person, small talk, questions the knowledge cannot answer, and order
 * status, shipping and returns. Written as customers write: typos, text-speak, capitals, no
 * punctuation, two questions at once, follow-ups that lean on the turn before, emoji and sarcasm.
 * A turn whose fair answer no check can express (a product's price or stock, an order's status, a
 * question two knowledge items answer equally well) is held only to what every turn is held to (no
 * invented price, no repeated reply) and to no handoff. A message in another language is held to the
 * language of the reply, not to an English sentence of the knowledge.
 * Its first run (engine untouched, on main at c7b657c): 336/356 verdicts, 63/82 conversations in
 * full; nothing was changed after it.
 */

// Quotes, worked out by the quote engine from the job as the customer finally meant it.
const FOOD_TRUCK_PPF = quoteFor('food truck full wrap 220 sq ft, premium vinyl, paint protection film', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 220,
  upsellIds: ['paint-protection'],
});
/** Two sides of 16 × 8 ft = 256 sq ft in all. */
const BOX_TRUCK_SIDES = quoteFor('box truck, both sides 16 x 8 ft (256 sq ft), standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 256,
});
/** 2.4 m × 1.2 m = 2.88 m² = 31.0 sq ft; 30.1 to 33.3 sq ft give the same total. */
const GYM_WINDOW = quoteFor('window graphic 2.4 m x 1.2 m (31 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 31,
});
/** Corrected to 2.4 m × 1.4 m = 3.36 m² = 36.2 sq ft; 33.4 to 36.6 sq ft give the same total. */
const GYM_WINDOW_CORRECTED = quoteFor('window graphic 2.4 m x 1.4 m (36.2 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 36.17,
});
/** 8 × 3 ft = 24 sq ft. */
const DENTIST_SIGN = quoteFor('sign 8 x 3 ft (24 sq ft), reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 24,
});
/** 10 × 3 ft = 30 sq ft each; one, then three. */
const MARKET_BANNER = quoteFor('banner 10 x 3 ft (30 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 30,
});
const MARKET_BANNERS_THREE = quoteFor('3 banners 10 x 3 ft (30 sq ft each), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 30,
  quantity: 3,
});
const SPRINTER_PREMIUM = quoteFor('sprinter full wrap 250 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 250,
});
const SPRINTER_STANDARD = quoteFor('sprinter full wrap 250 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 250,
});
const COUPE_BOTH_ADDONS = quoteFor(
  'coupe full wrap 160 sq ft, premium vinyl, window tinting and paint protection film',
  {
    projectType: 'vehicle-wrap',
    material: 'premium-vinyl',
    squareFootage: 160,
    upsellIds: ['window-tinting', 'paint-protection'],
  },
);
/** A bonnet of 5 × 6 ft = 30 sq ft. */
const BONNET = quoteFor('bonnet only 5 x 6 ft (30 sq ft), premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 30,
});
/** 180 × 90 cm = 1.62 m² = 17.4 sq ft; 16.7 to 20 sq ft give the same total. */
const NAIL_SALON_WINDOW = quoteFor('window graphic 180 x 90 cm (17.4 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 17.44,
});
/** "forty feet by eight" = 320 sq ft. */
const HOARDING = quoteFor('construction hoarding sign 40 x 8 ft (320 sq ft), standard vinyl', {
  projectType: 'storefront-sign',
  material: 'standard-vinyl',
  squareFootage: 320,
});
/** 20 × 4 ft = 80 sq ft. */
const SCHOOL_BANNER = quoteFor('banner 20 x 4 ft (80 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 80,
});
const TOW_TRUCK = quoteFor('tow truck partial wrap 90 sq ft, reflective vinyl', {
  projectType: 'vehicle-wrap',
  material: 'reflective-vinyl',
  squareFootage: 90,
});
const TOW_TRUCK_EMAILED = quoteFor(
  'tow truck partial wrap 90 sq ft, reflective vinyl',
  { projectType: 'vehicle-wrap', material: 'reflective-vinyl', squareFootage: 90 },
  { emailed: true },
);
/** "cent cinquante pieds carrés". */
const CAMIONNETTE = quoteFor('camionnette full wrap 150 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 150,
});
/** "hundertzwanzig Quadratfuß". */
const TRANSPORTER = quoteFor('Transporter partial wrap 120 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 120,
});

const QUOTE: EvalConversation[] = [
  // Prices and quotes, with corrections, mixed units and numbers in words.
  conversation('held-out/fresh8-food-truck-ppf', 'quote', [
    turn(
      'hey so we just bought a food truck (tacos 🌮) and want it fully wrapped in the premium stuff, my brother measured it at 220 sq ft. also add the paint protection film pls. whats the damage',
      { quote: FOOD_TRUCK_PPF, handoff: false },
    ),
    turn('and how many days will the truck be off the road for', {
      grounded: factFrom(KB.turnaround),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-box-truck-two-sides', 'quote', [
    turn('how much to do the sides of a box truck', { quoteOffered: true, handoff: false }),
    turn('both sides, each one is sixteen by eight feet. cheapest vinyl you have', {
      quote: BOX_TRUCK_SIDES,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-gym-window-metres', 'quote', [
    turn(
      'Hi there, I run a small gym and the front window gets way too much sun in the afternoon. Was thinking one of those see-through printed window graphics with our logo. The glass is 2.4m wide and 1.2m high. Could you price that up?',
      { quote: GYM_WINDOW, handoff: false },
    ),
    turn('sorry just remeasured, its 2.4 by 1.4 not 1.2', { quote: GYM_WINDOW_CORRECTED, handoff: false }),
  ]),
  conversation('held-out/fresh8-dentist-night-sign', 'quote', [
    turn(
      'dental practice here. our sign out front cant be seen after dark, patients keep driving past. need a new one 8ft x 3ft in the reflective vinyl, how much',
      { quote: DENTIST_SIGN, handoff: false },
    ),
    turn('and how many years is the reflective stuff guaranteed for', {
      grounded: factFrom(KB.warranty),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-market-banners-three', 'quote', [
    turn('price for a 10x3 ft banner standard vinyl? for a farmers market stall', {
      quote: MARKET_BANNER,
      handoff: false,
    }),
    turn('ok make it 3 of them', { quote: MARKET_BANNERS_THREE, handoff: false }),
  ]),
  conversation('held-out/fresh8-sprinter-premium-then-standard', 'quote', [
    turn('Full wrap on my Sprinter, 250 square feet, premium vinyl. Price?', {
      quote: SPRINTER_PREMIUM,
      handoff: false,
    }),
    turn('hmm thats more than i hoped. what about with the standard one instead', {
      quote: SPRINTER_STANDARD,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-coupe-both-addons', 'quote', [
    turn(
      'I want my coupe done in a satin colour change, premium vinyl, roughly 160 sqft. And while its in, tint the windows and put the paint protection film on too. Total?',
      { quote: COUPE_BOTH_ADDONS, handoff: false },
    ),
    turn('how long would i be without the car', { grounded: factFrom(KB.turnaround), handoff: false }),
  ]),
  conversation('held-out/fresh8-bonnet-only', 'quote', [
    turn('how much to just do the bonnet? not the whole car', { quoteOffered: true, handoff: false }),
    turn('its about 5 foot by 6 foot, premium please', { quote: BONNET, handoff: false }),
  ]),
  conversation('held-out/fresh8-nail-salon-centimetres', 'quote', [
    turn(
      'hiya!! 💅 nail salon owner, I want our window done with the perforated film so we still get light. its 180cm by 90cm. how much would that be',
      { quote: NAIL_SALON_WINDOW, handoff: false },
    ),
  ]),
  conversation('held-out/fresh8-hoarding-in-words', 'quote', [
    turn(
      'we need a sign for a construction site hoarding, forty feet long by eight feet tall, standard vinyl is fine. what would that cost roughly',
      { quote: HOARDING, handoff: false },
    ),
    turn('do we have to pay all of it before you start?', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-school-banner-then-size-question', 'quote', [
    turn('school fundraiser banner twenty ft by four ft standard vinyl how much', {
      quote: SCHOOL_BANNER,
      handoff: false,
    }),
    turn('wait can you even print one that big without a join in the middle', {
      grounded: factFrom(KB.signs),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-tow-truck-emailed', 'quote', [
    turn(
      'tow company, want the back half of our truck done in reflective so its visible at night on the highway. about 90 sq ft',
      { quote: TOW_TRUCK, handoff: false },
    ),
    turn('great can you email that to dispatch@roadside-tow-demo.com', {
      quote: TOW_TRUCK_EMAILED,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-van-price-no-details', 'quote', [
    turn('How much does it cost to wrap a transit van??', { quoteOffered: true, handoff: false }),
  ]),

  // Questions about the quote itself, the booking and the job after it.
  conversation('held-out/fresh8-quote-valid-deposit', 'quote', [
    turn(
      'got a quote from you guys on monday for my pickup. my boss needs to sign off first which might take a few weeks — how long is the price good for? and do i pay everything up front or what',
      { grounded: factFrom(KB.deposits), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh8-whats-in-the-setup-fee', 'quote', [
    turn('theres a $400 line on my quote, what is that for exactly?', {
      grounded: factFrom(KB.setupFee),
      noQuotePitch: true,
      handoff: false,
    }),
    turn('and tax is on top of that?', { grounded: factFrom(KB.setupFee), handoff: false }),
  ]),
  conversation('held-out/fresh8-move-install-next-week', 'quote', [
    turn(
      'Hello, my van is booked in for tomorrow at 8 but my driver is off sick. Can we push it to next week without losing the deposit?',
      { grounded: factFrom(KB.cancellations), noQuotePitch: true, handoff: false },
    ),
    turn('actually we might just cancel the whole thing, do i get the deposit back then?', {
      grounded: factFrom(KB.cancellations),
      noQuotePitch: true,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-first-wash', 'quote', [
    turn(
      'picked up my car yesterday, looks sick 🔥 when can i wash it and can i take it through the car wash at the gas station',
      {
        grounded: factFrom(KB.care),
        noQuotePitch: true,
        handoff: false,
      },
    ),
  ]),
  conversation('held-out/fresh8-leased-car-removal', 'quote', [
    turn(
      'my car is leased and goes back in 2 years. if i wrap it now will it wreck the paint when it comes off?',
      { grounded: factFrom(KB.removal), noQuotePitch: true, handoff: false },
    ),
    turn('ok and do you charge for taking it off later', { grounded: factFrom(KB.removal), handoff: false }),
  ]),
  conversation('held-out/fresh8-resprayed-bumper', 'quote', [
    turn(
      'I had the rear bumper resprayed after a fender bender last week. Is it ok to bring the car in for the wrap on Monday or should I wait?',
      { grounded: factFrom(KB.vehiclePrep), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh8-logo-is-a-jpeg', 'quote', [
    turn('all i have is our logo as a jpg off facebook is that good enough for the van', {
      grounded: factFrom(KB.artwork),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-warranty-peeling-and-hours', 'quote', [
    turn(
      'how long is the vinyl guaranteed for if it starts peeling? also what time do you close on saturdays',
      { grounded: [factFrom(KB.warranty), factFrom(KB.hours)], handoff: false },
    ),
  ]),
  conversation('held-out/fresh8-ten-vans-how-fast', 'quote', [
    turn(
      'we have ten delivery vans that all need the same branding. do you do them all at once or how does that work, we cant have them all off the road',
      { grounded: factFrom(KB.fleet), handoff: false },
    ),
  ]),

  // Other languages.
  conversation('held-out/fresh8-fr-camionnette', 'quote', [
    turn(
      'Bonjour, combien pour covering complet de ma camionnette ? Environ cent cinquante pieds carrés, vinyle standard.',
      { quote: CAMIONNETTE, language: 'fr', handoff: false },
    ),
  ]),
  conversation('held-out/fresh8-de-transporter', 'quote', [
    turn(
      'Hallo, was kostet eine Teilfolierung für meinen Transporter? ungefähr hundertzwanzig Quadratfuß, Premium-Folie.',
      {
        quote: TRANSPORTER,
        language: 'de',
        handoff: false,
      },
    ),
  ]),
  conversation('held-out/fresh8-pt-garantia', 'quote', [
    turn('Olá! Quanto tempo dura a garantia da instalação? E se aparecerem bolhas?', {
      language: 'pt',
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-nl-openingstijden', 'quote', [
    turn('Goedemiddag, zijn jullie op zaterdag open? Ik wil graag mijn bus langsbrengen.', {
      language: 'nl',
      handoff: false,
    }),
  ]),

  // Complaints, small talk and what the knowledge cannot answer.
  conversation('held-out/fresh8-bubbles-angry', 'quote', [
    turn(
      'This is ridiculous. Paid $3k for a wrap three weeks ago and there are bubbles all down the drivers door. Nobody answers the phone. I want someone to call me TODAY.',
      { handoff: true, noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh8-hi-what-do-you-do', 'quote', [
    turn('yo 👋', { smallTalk: true, handoff: false }),
    turn('what can you actually help me with', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh8-holiday-then-cheers', 'quote', [
    turn('are you open on public holidays', { grounded: factFrom(KB.hours), handoff: false }),
    turn('cheers mate 👍', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh8-insured', 'quote', [
    turn('are you insured if something happens to my car while its with you?', {
      grounded: NOT_IN_KNOWLEDGE,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-loaner-car', 'quote', [
    turn('do you give out a loaner car while mine is being wrapped? i need to get to work', {
      grounded: NOT_IN_KNOWLEDGE,
      handoff: false,
    }),
  ]),
];

const SHOP: EvalConversation[] = [
  // Plain facts, asked casually or inside long messages.
  conversation('held-out/fresh8-shop-sunday-visit', 'shop', [
    turn(
      'Visiting Portland this weekend with my husband, we love wandering around the old port, and I was hoping to pop into your shop on Sunday afternoon — what time do you shut on a Sunday and where exactly are you?',
      { grounded: shopFact(SHOP_KB.hours), handoff: false },
    ),
    turn('and is it easy to park around there', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
  ]),
  conversation('held-out/fresh8-shop-phone-number', 'shop', [
    turn('is there a number i can ring', { grounded: shopFact(SHOP_KB.hours), handoff: false }),
  ]),
  conversation('held-out/fresh8-shop-klarna', 'shop', [
    turn('can i split the payment up? like klarna or something', {
      grounded: shopFact(SHOP_KB.payment),
      handoff: false,
    }),
    turn('is there a minimum spend for that', { grounded: shopFact(SHOP_KB.payment), handoff: false }),
  ]),
  conversation('held-out/fresh8-shop-amex', 'shop', [
    turn('Do you take Amex', { grounded: shopFact(SHOP_KB.payment), handoff: false }),
  ]),
  conversation('held-out/fresh8-shop-two-codes', 'shop', [
    turn(
      'im a student AND i just signed up for the newsletter so can i use both codes together on my first order?? 🙏',
      { grounded: shopFact(SHOP_KB.discounts), handoff: false },
    ),
  ]),
  conversation('held-out/fresh8-shop-gift-card-expiry', 'shop', [
    turn('thinking of a gift card for my sister, do they run out after a year or something', {
      grounded: shopFact(SHOP_KB.discounts),
      handoff: false,
    }),
    turn('whats the smallest amount i can get one for', {
      grounded: shopFact(SHOP_KB.discounts),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-shop-42-chest', 'shop', [
    turn('my chest is 42 inches, what size hoodie should I get', {
      grounded: shopFact(SHOP_KB.sizes),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-shop-jeans-hemming', 'shop', [
    turn(
      "I'm only 5'6 so the 32 leg on the jeans will be way too long for me. do you shorten them or do i need to find a tailor",
      { grounded: shopFact(SHOP_KB.sizes), handoff: false },
    ),
  ]),
  conversation('held-out/fresh8-shop-leather-care', 'shop', [
    turn('how do I look after the leather on the weekender bag? dont want to ruin it', {
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-shop-packaging', 'shop', [
    turn('does my order come wrapped in loads of plastic? trying to cut down', {
      grounded: shopFact(SHOP_KB.sustainability),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-shop-where-made', 'shop', [
    turn('where are your clothes actually made, china?', {
      grounded: shopFact(SHOP_KB.sustainability),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-shop-what-do-you-sell-dresses', 'shop', [
    turn('do u guys sell dresses or just mens stuff', { handoff: false }),
  ]),

  // Products: prices, stock and follow-ups that lean on the turn before.
  conversation('held-out/fresh8-shop-scarf-matching', 'shop', [
    turn('how much is the cable knit scarf', { handoff: false }),
    turn('and the sweater it goes with?', { handoff: false }),
    turn('is that one in small', { handoff: false }),
  ]),
  conversation('held-out/fresh8-shop-breton-medium', 'shop', [
    turn('Breton top in a medium please, navy', { handoff: false }),
  ]),
  conversation('held-out/fresh8-shop-tote-sold-out', 'shop', [
    turn('the canvas tote - is it in stock? want the black one', { handoff: false }),
  ]),

  // Order status, shipping and returns.
  conversation('held-out/fresh8-shop-vancouver-parcel', 'shop', [
    turn('do you ship to Vancouver BC? how long and how much', {
      grounded: shopFact(SHOP_KB.shipping),
      handoff: false,
    }),
    turn('what about to my cousin in the UK', { grounded: shopFact(SHOP_KB.shipping), handoff: false }),
  ]),
  conversation('held-out/fresh8-shop-express-then', 'shop', [
    turn('if I order today when will it get here', { grounded: shopFact(SHOP_KB.shipping), handoff: false }),
    turn('what about express then, how much is that', {
      grounded: shopFact(SHOP_KB.shipping),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-shop-free-shipping-threshold', 'shop', [
    turn('whats the minimum to get free delivery', { grounded: shopFact(SHOP_KB.shipping), handoff: false }),
  ]),
  conversation('held-out/fresh8-shop-sale-refund', 'shop', [
    turn(
      'bought the chinos in the sale and they dont fit at all. can I get my money back or is it store credit only',
      { grounded: shopFact(SHOP_KB.returns), handoff: false },
    ),
  ]),
  conversation('held-out/fresh8-shop-refund-how-long', 'shop', [
    turn('sent my return back on tuesday, when do i get the refund', {
      grounded: shopFact(SHOP_KB.returns),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-shop-delivered-order', 'shop', [
    turn('hi can you check order HP-10388 please', { handoff: false }),
    turn('sam.chen@harborpine-demo.shop', { handoff: false }),
  ]),
  conversation('held-out/fresh8-shop-processing-order', 'shop', [
    turn(
      'ordered three tees this morning, order HP-10437, email alex.morgan@harborpine-demo.shop — has it gone out yet?',
      { handoff: false },
    ),
  ]),
  conversation('held-out/fresh8-shop-no-tracking-email', 'shop', [
    turn('where do i find my tracking number i never got one', {
      handoff: false,
    }),
  ]),

  // Other languages.
  conversation('held-out/fresh8-shop-es-devolucion', 'shop', [
    turn('Hola, compré una sudadera y me queda grande. ¿Puedo cambiarla por una talla más pequeña?', {
      language: 'es',
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-shop-it-spedizione', 'shop', [
    turn('Ciao! Spedite anche in Italia? Quanto costa?', { language: 'it', handoff: false }),
  ]),
  conversation('held-out/fresh8-shop-pt-tamanho', 'shop', [
    turn('Oi, qual tamanho devo pedir da jaqueta se fico entre M e G?', { language: 'pt', handoff: false }),
  ]),

  // Complaints and requests for a person.
  conversation('held-out/fresh8-shop-cancelled-angry', 'shop', [
    turn(
      'why was my order HP-10352 CANCELLED?? i never asked for that, this is the worst service, put me through to a real human now',
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh8-shop-wrong-colour-sarcastic', 'shop', [
    turn('oh great, ordered olive and got yellow. love that for me. can someone actually sort this out', {
      handoff: true,
    }),
  ]),

  // Small talk.
  conversation('held-out/fresh8-shop-good-morning', 'shop', [
    turn('Good morning!', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh8-shop-thanks-bye', 'shop', [
    turn('do you do free returns in the US', { grounded: shopFact(SHOP_KB.returns), handoff: false }),
    turn('perfect thanks so much!! ☺️', { smallTalk: true, handoff: false }),
  ]),

  // What the knowledge cannot answer.
  conversation('held-out/fresh8-shop-price-match', 'shop', [
    turn('saw the same kind of hoodie cheaper elsewhere, do you price match?', {
      grounded: NOT_IN_KNOWLEDGE,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-shop-gift-wrap', 'shop', [
    turn('can you gift wrap it and put a note in? its a birthday present', {
      grounded: NOT_IN_KNOWLEDGE,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-shop-hiring', 'shop', [
    turn('r u hiring at the portland store', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
  ]),
];

const SOCIAL: EvalConversation[] = [
  // Plain facts.
  conversation('held-out/fresh8-social-monday-visit', 'social', [
    turn('are you open mondays? wanted to come by the studio after work to try stuff on', {
      grounded: socialFact(SOCIAL_KB.hours),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-social-first-styling', 'social', [
    turn(
      "I've got a wedding in March and honestly no idea what to wear 😩 do you do those styling sessions? is it expensive and how long does it take",
      { grounded: socialFact(SOCIAL_KB.appointments), handoff: false },
    ),
    turn('ok can i get a saturday one'),
  ]),
  conversation('held-out/fresh8-social-hold-size', 'social', [
    turn('can you hold the slip dress in XS for me? payday is tomorrow lol', {
      grounded: socialFact(SOCIAL_KB.ordering),
      handoff: false,
    }),
    turn('ok send me the link then', { handoff: false }),
  ]),
  conversation('held-out/fresh8-social-where-based', 'social', [
    turn('where are you guys based?', { handoff: false }),
  ]),
  conversation('held-out/fresh8-social-height-and-size', 'social', [
    turn("i'm 5'9 and usually a size 8, not sure what that is in your sizes", {
      grounded: socialFact(SOCIAL_KB.sizing),
      handoff: false,
    }),
  ]),

  // Products and orders.
  conversation('held-out/fresh8-social-maxi-then-xl', 'social', [
    turn('the marigold maxi is so pretty how much is it', { handoff: false }),
    turn('do u have it in XL', { handoff: false }),
  ]),
  conversation('held-out/fresh8-social-order-status', 'social', [
    turn('where is my order LB-2087, email maya.lopez@luna-demo.shop', { handoff: false }),
  ]),

  // Shipping, payment and returns.
  conversation('held-out/fresh8-social-texas-shipping', 'social', [
    turn('how much is shipping to Houston and how fast does it get here', {
      grounded: socialFact(SOCIAL_KB.shipping),
      handoff: false,
    }),
    turn('what if i spend like 80 bucks', { grounded: socialFact(SOCIAL_KB.shipping), handoff: false }),
  ]),
  conversation('held-out/fresh8-social-canada', 'social', [
    turn('do you ship to Toronto?', { grounded: socialFact(SOCIAL_KB.shipping), handoff: false }),
  ]),
  conversation('held-out/fresh8-social-afterpay', 'social', [
    turn('can I pay with afterpay on the blouse', {
      grounded: socialFact(SOCIAL_KB.payment),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-social-exchange', 'social', [
    turn('the cardigan came today but its too tight in the arms, can i swap for a bigger one?', {
      grounded: socialFact(SOCIAL_KB.returns),
      handoff: false,
    }),
    turn('do i have to pay for the postage back', {
      grounded: socialFact(SOCIAL_KB.returns),
      handoff: false,
    }),
  ]),

  // Other languages.
  conversation('held-out/fresh8-social-es-envio', 'social', [
    turn('Hola guapa! Cuánto cuesta el envío y en cuántos días llega?', { language: 'es', handoff: false }),
  ]),
  conversation('held-out/fresh8-social-fr-taille', 'social', [
    turn("Coucou, la robe en lin taille comment ? Je fais du 38 d'habitude", {
      language: 'fr',
      handoff: false,
    }),
  ]),

  // Complaints, small talk and what the knowledge cannot answer.
  conversation('held-out/fresh8-social-ignored-angry', 'social', [
    turn(
      'I have messaged THREE times about my refund and nobody replies. not impressed at all. i want to talk to the owner',
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh8-social-heart-emoji', 'social', [
    turn('😍😍😍', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh8-social-what-can-you-do', 'social', [
    turn('hi! what can you help me with?', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh8-social-alterations', 'social', [
    turn('do you do alterations? the straps on my slip dress need taking up a bit', {
      grounded: NOT_IN_KNOWLEDGE,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh8-social-wholesale', 'social', [
    turn('I own a little shop in Dallas, do you sell wholesale?', {
      grounded: NOT_IN_KNOWLEDGE,
      handoff: false,
    }),
  ]),
];

export const HELD_OUT_FRESH8_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  ...QUOTE,
  ...SHOP.map((c) => inStore('shop', c)),
  ...SOCIAL.map((c) => inStore('social', c)),
]);
