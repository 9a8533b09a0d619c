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
 * Held out, twelfth set: written on 28 November 2026 in one sitting, from the three demo
 * businesses' knowledge, catalogues, orders and pricing only, while the engine was being changed
 * elsewhere by people who never read it, and never to be tuned against (a failure here is fixed in
 * the engine for the kind of message, never by fitting these words). Every set before it has been
 * seen since it was written, so this one is the honest measure of the engine when it is first run.
 * Its situations are new: a mobile dog groomer's two sides in words, a golf cart from standard to
 * premium, a school bus turned camper in words, a track car's livery with film, a graduation
 * banner in yards, a van's side in metres and its rear doors in feet, a dozen street-fair banners,
 * a limousine cut down to its sides, a brewery's sign priced step by step and e-mailed, a
 * hatchback that grows and gains tint, why the material line is a round figure, installing in a
 * January freeze, when a person follows up a chat quote, a barn banner wider than one piece, a
 * rusty tailgate, a rock chip in a hood wrap, a cancellation after printing, a business with no
 * logo yet, a fleet of three models, a semi trailer, a bored customer's design time, a scratched
 * bumper, a hotel's shuttle buses, a customer's own roll of vinyl; in the shop, a sale sweater
 * exchanged, a gift returned after six weeks, when a card is charged, a gift card for a birthday
 * card, the newsletter code a second time, a 46-inch chest, jeans in a sold-out waist, merino
 * against the skin, an address change on a packed order, a delivered bag sent back, an order
 * asked with the wrong e-mail, store pickup, a call after five, jeans that bled on a couch, a
 * human asked for, a Saturday-night order, a sceptic asking the address, a wash bag in the
 * machine, a medium's chest and free hemming online; in the boutique, a Thursday visit at half
 * past five, a message at 2am, two sizes ordered to keep one, a blouse priced exactly at the free
 * shipping line, a gift to Anchorage, Venmo, a daughter at a styling session, a second styling
 * session, XXL, a laptop in the straw tote, a wool allergy, where a refund goes, a double charge,
 * buying a named dress by message, Facebook instead of Instagram, a restock alert and a sarcastic
 * late order.
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
 * Its first run (engine untouched, on main at 2c00db3): 230/251 verdicts, 56/75 conversations in
 * full; nothing was changed after it.
 */

// Quotes, worked out by the quote engine from the job as the customer finally meant it.
/** Two sides of 11 × 5 ft = 110 sq ft. */
const DOG_GROOMER_VAN = quoteFor('dog grooming van, two sides 11 x 5 ft (110 sq ft), premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 110,
});
const GOLF_CART_STANDARD = quoteFor('golf cart wrap 40 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 40,
});
const GOLF_CART_PREMIUM = quoteFor('golf cart wrap 40 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 40,
});
const SCHOOL_BUS_CAMPER = quoteFor('school bus camper full wrap 350 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 350,
});
const TRACK_CAR_LIVERY = quoteFor('track car partial wrap 80 sq ft, premium vinyl, paint protection film', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 80,
  upsellIds: ['paint-protection'],
});
/** 2 yd × 3 ft = 6 × 3 ft = 18 sq ft. */
const GRADUATION_BANNER = quoteFor('banner 2 yd x 3 ft (18 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 18,
});
/** 4 m × 1.8 m = 7.2 m² = 77.5 sq ft, plus 6 × 5 ft = 30 sq ft: 107.5 sq ft (104 to 108 give the same total). */
const VAN_SIDE_AND_DOORS = quoteFor(
  'van side 4 m x 1.8 m and rear doors 6 x 5 ft (107.5 sq ft), standard vinyl',
  {
    projectType: 'vehicle-wrap',
    material: 'standard-vinyl',
    squareFootage: 107.5,
  },
);
/** Twelve banners of 3 × 2 ft = 6 sq ft each. */
const STREET_FAIR_BANNERS = quoteFor('12 banners 3 x 2 ft (6 sq ft each), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 6,
  quantity: 12,
});
const LIMO_FULL = quoteFor('stretch limousine full wrap 320 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 320,
});
const LIMO_SIDES = quoteFor('stretch limousine, two sides 140 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 140,
});
/** 10 × 3 ft = 30 sq ft. */
const BREWERY_SIGN_REQUEST = {
  projectType: 'storefront-sign',
  material: 'premium-vinyl',
  squareFootage: 30,
} as const;
const BREWERY_SIGN = quoteFor('brewery sign 10 x 3 ft (30 sq ft), premium vinyl', BREWERY_SIGN_REQUEST);
const BREWERY_SIGN_EMAILED = quoteFor(
  'brewery sign 10 x 3 ft (30 sq ft), premium vinyl, e-mailed',
  BREWERY_SIGN_REQUEST,
  { emailed: true },
);
const HATCHBACK = quoteFor('hatchback full wrap 170 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 170,
});
const HATCHBACK_BIGGER_WITH_TINT = quoteFor('hatchback full wrap 185 sq ft, standard vinyl, window tinting', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 185,
  upsellIds: ['window-tinting'],
});

const QUOTE: EvalConversation[] = [
  conversation('held-out/fresh10-dog-groomer-sides-in-words', 'quote', [
    turn(
      'hiya we do mobile dog grooming and want our van sides done with paw prints n our logo. each side is roughly eleven feet long by five feet high, both sides. premium vinyl pls, what would that be',
      { quote: DOG_GROOMER_VAN, handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-golf-cart-standard-then-premium', 'quote', [
    turn('How much to wrap a golf cart? Its about 40 square feet, standard vinyl is fine', {
      quote: GOLF_CART_STANDARD,
      handoff: false,
    }),
    turn('and what would it be in the premium instead', { quote: GOLF_CART_PREMIUM, handoff: false }),
  ]),
  conversation('held-out/fresh10-school-bus-camper-in-words', 'quote', [
    turn(
      'so we converted an old school bus into a camper (skoolie!) and want the whole thing wrapped. we measured roughly three hundred and fifty square feet. standard vinyl. whats that gonna run us',
      { quote: SCHOOL_BUS_CAMPER, handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-track-car-livery-film', 'quote', [
    turn(
      'Looking for a livery on my track car, partial wrap about 80 sq ft in premium, plus the paint protection film because it gets hit by gravel a lot. Price?',
      { quote: TRACK_CAR_LIVERY, handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-graduation-banner-yards', 'quote', [
    turn(
      'my son graduates in june and I want a banner for the garage, 2 yards long and 3 feet high, the standard stuff. how much would that be?',
      { quote: GRADUATION_BANNER, handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-van-side-metres-doors-feet', 'quote', [
    turn(
      'only want the drivers side and the back doors of our van done, not the whole thing. the side is 4m x 1.8m and the back doors together are 6ft by 5ft. standard vinyl. total?',
      { quote: VAN_SIDE_AND_DOORS, handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-street-fair-dozen', 'quote', [
    turn(
      'we need a dozen banners for the booths at our street fair, each one 3ft by 2ft, standard vinyl. can u price that',
      { quote: STREET_FAIR_BANNERS, handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-limo-full-then-sides', 'quote', [
    turn('quote for a full wrap on a stretch limo please, 320 sq ft, premium', {
      quote: LIMO_FULL,
      handoff: false,
    }),
    turn('ouch. ok what if we only do the two sides, thats about 140 sq ft total', {
      quote: LIMO_SIDES,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh10-brewery-sign-emailed', 'quote', [
    turn('what would a sign for our brewery taproom cost', { quoteOffered: true, handoff: false }),
    turn('10 ft wide by 3 ft tall, premium vinyl', { quote: BREWERY_SIGN, handoff: false }),
    turn('nice, send that to taproom.orders@example.com so my business partner sees it', {
      quote: BREWERY_SIGN_EMAILED,
    }),
  ]),
  conversation('held-out/fresh10-hatchback-bigger-plus-tint', 'quote', [
    turn('full wrap on my hatchback, 170 sqft standard vinyl, how much', {
      quote: HATCHBACK,
      handoff: false,
    }),
    turn('hm my buddy remeasured and says its more like 185. and throw in the window tint too', {
      quote: HATCHBACK_BIGGER_WITH_TINT,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh10-why-round-material', 'quote', [
    turn(
      'question about my quote. i did the maths with your price per square foot and got a bit less than what the material line says, its always a round number. why?',
      { grounded: factFrom(KB.vinylPrices), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-january-freeze', 'quote', [
    turn(
      "it's about 10 degrees out here right now, can you even put vinyl on a truck in january or should we wait till spring?",
      { grounded: factFrom(KB.about), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-chat-quote-human-follow-up', 'quote', [
    turn(
      'I got an instant price in this chat last night for a trailer. Will an actual person get in touch about it, and when?',
      { grounded: factFrom(KB.hours), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-barn-banner-one-piece', 'quote', [
    turn(
      'we want a massive banner on the side of our barn for the pumpkin patch, 20 ft long and 8 ft tall. can you print it in one piece with no seams?',
      { grounded: factFrom(KB.signs), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-rusty-tailgate', 'quote', [
    turn('my tailgate has a few rust spots, can you just wrap right over them so nobody sees', {
      grounded: factFrom(KB.vehiclePrep),
      noQuotePitch: true,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh10-rock-chip-hood', 'quote', [
    turn(
      'a rock came off a dump truck on the interstate and tore a little hole in my hood wrap. wrap is 5 months old. is that covered under warranty?',
      { grounded: factFrom(KB.warranty), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-cancel-after-printing', 'quote', [
    turn(
      'We have to cancel the graphics for our trailer, the owner changed his mind. Your guy told me on the phone the panels were printed yesterday. Do we get the deposit back?',
      { grounded: factFrom(KB.cancellations), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-no-logo-yet', 'quote', [
    turn(
      "brand new business here, we don't have a logo or any design at all yet, just a name and some colours we like. can your people come up with something for the van?",
      { grounded: factFrom(KB.artwork), handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-fleet-three-models', 'quote', [
    turn(
      'we have 4 transits, 2 F-150s and a ram promaster that all need the same branding. do you have to measure every single one of them?',
      { grounded: factFrom(KB.fleet), handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-hi-semi-trailer-lifesaver', 'quote', [
    turn('good afternoon!', { smallTalk: true, handoff: false }),
    turn('do you do semi trailers or just cars and vans', { grounded: factFrom(KB.wraps), handoff: false }),
    turn("awesome, you're a lifesaver", { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh10-bored-design-time', 'quote', [
    turn(
      'oh great, a chatbot. wonderful. fine, how long does the design part take before you print anything',
      { grounded: factFrom(KB.turnaround), handoff: false },
    ),
  ]),
  conversation('held-out/fresh10-installer-scratched-bumper', 'quote', [
    turn(
      'Picked up my car from you today and theres a long scratch in the paint on the rear bumper that was NOT there before. Your installer must have done it with a blade. I want someone to call me about this.',
      { handoff: true, noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh10-hotel-shuttles-person', 'quote', [
    turn(
      "honestly i'd rather talk this through with a person. we run 14 shuttle buses for a hotel group and it's complicated. can someone call me",
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh10-italian-warranty', 'quote', [
    turn('Buongiorno, quanti anni di garanzia ha la pellicola premium?', { language: 'it' }),
  ]),
  conversation('held-out/fresh10-portuguese-design', 'quote', [
    turn('Olá! Vocês criam o design ou eu tenho que mandar o arquivo pronto?', { language: 'pt' }),
  ]),
  conversation('held-out/fresh10-dutch-removal', 'quote', [
    turn('Hallo, kan de folie er later weer af zonder dat de lak beschadigd raakt?', { language: 'nl' }),
  ]),
  conversation('held-out/fresh10-own-roll-of-vinyl', 'quote', [
    turn(
      'i already bought a roll of 3M vinyl online, can you install my own material and just charge me for labour?',
      { grounded: NOT_IN_KNOWLEDGE },
    ),
  ]),
];

const SHOP: EvalConversation[] = [
  inStore(
    'shop',
    conversation('held-out/fresh10-sale-sweater-exchange', 'shop', [
      turn(
        'I got the merino crew sweater when it was 20% off in your sale but its a bit big, can I swap it for the size down?',
        { grounded: shopFact(SHOP_KB.returns), handoff: false },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-gift-six-weeks-later', 'shop', [
      turn(
        'got the pine crewneck as a present about six weeks ago, never worn, tags still on. can i still return it?',
        { grounded: shopFact(SHOP_KB.returns), handoff: false },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-when-card-charged', 'shop', [
      turn('do you charge my card when I order or only when it ships? and is discover ok', {
        grounded: shopFact(SHOP_KB.payment),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-gift-card-in-birthday-card', 'shop', [
      turn('is the gift card a real card I can put inside a birthday card, or is it just an email thing?', {
        grounded: shopFact(SHOP_KB.discounts),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-newsletter-code-again', 'shop', [
      turn('I used the newsletter 10% on my first order in october, can i use it again on this one', {
        grounded: shopFact(SHOP_KB.discounts),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-chest-46', 'shop', [
      turn('my chest is 46 inches, will your XL fit me or do you go bigger', {
        grounded: shopFact(SHOP_KB.sizes),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-selvedge-32', 'shop', [
      turn('do you have the selvedge jeans in a 32 waist?', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-merino-itchy', 'shop', [
      turn('is the merino crew itchy? i have sensitive skin. what is it made of exactly', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-address-change-packed-order', 'shop', [
      turn('has my order shipped yet? HP-10437, alex.morgan@harborpine-demo.shop', { handoff: false }),
      turn("ok good. we're moving this weekend, can I still change the delivery address on it?", {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-delivered-bag-back', 'shop', [
      turn('hi, order HP-10388 for sam.chen@harborpine-demo.shop, did it get delivered?', { handoff: false }),
      turn('yep found it. the weekender is smaller than i pictured though, how do i send it back?', {
        grounded: shopFact(SHOP_KB.returns),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-order-wrong-email', 'shop', [
      turn('where is HP-10421? my email is jamie.r.1988@gmail.com', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-store-pickup', 'shop', [
      turn('can I order online and then pick it up at the wharf street store instead of having it mailed?', {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-called-after-five', 'shop', [
      turn(
        'I tried calling yesterday around 5:30 and nobody picked up?? what hours is the phone actually answered',
        {
          grounded: shopFact(SHOP_KB.hours),
          handoff: false,
        },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-jeans-bled-on-couch', 'shop', [
      turn(
        'The jeans I bought from you bled dark blue dye all over my cream couch the first time I wore them. The couch is ruined. I need someone to deal with this.',
        { handoff: true },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-human-call-back', 'shop', [
      turn("can a human call me back please, it's about an order and I don't want to explain it to a bot", {
        handoff: true,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-saturday-night-order', 'shop', [
      turn('good evening 🙂', { smallTalk: true, handoff: false }),
      turn("if i order tonight (it's saturday) when would standard delivery get to me in ohio", {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
      turn('ok great thx', { smallTalk: true, handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-sceptic-address', 'shop', [
      turn('lol does this thing actually know anything. fine, whats the address of the store', {
        grounded: shopFact(SHOP_KB.hours),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-wash-bag-machine', 'shop', [
      turn('can the waxed wash bag go in the washing machine? it got toothpaste all over the inside', {
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-medium-chest-and-hemming', 'shop', [
      turn('whats the chest measurement on a medium? and do you hem the chinos for free if i buy online', {
        grounded: shopFact(SHOP_KB.sizes),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-spanish-jacket-sizes', 'shop', [
      turn('Hola, ¿las chaquetas tallan normal o vienen pequeñas?', { language: 'es' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-german-klarna', 'shop', [
      turn('Hallo, kann ich bei euch mit Klarna in Raten zahlen?', { language: 'de' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-dutch-swap-size', 'shop', [
      turn('Hoi, kan ik mijn trui ruilen voor een andere maat?', { language: 'nl' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-french-gift-card-expiry', 'shop', [
      turn("Bonjour, est-ce que les cartes cadeaux ont une date d'expiration ?", { language: 'fr' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh10-portuguese-hoodie-size', 'shop', [
      turn('Oi, vocês têm o moletom com capuz no tamanho GG?', { language: 'pt' }),
    ]),
  ),
];

const SOCIAL: EvalConversation[] = [
  inStore(
    'social',
    conversation('held-out/fresh10-thursday-half-five', 'social', [
      turn('could i swing by the studio thursday around 5:30 after work? and whats the address again', {
        grounded: socialFact(SOCIAL_KB.hours),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-anyone-awake-2am', 'social', [
      turn('is anyone even awake lol its 2am 😅', { smallTalk: true, handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-two-sizes-keep-one', 'social', [
      turn(
        "not sure if im S or M in the aurora dress, can i order both and send back the one that doesn't fit? would that cost me anything",
        { grounded: socialFact(SOCIAL_KB.returns), handoff: false },
      ),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-blouse-on-the-line', 'social', [
      turn("shipping's free over 75 right? so if i just get the stella blouse i don't pay any shipping?", {
        grounded: socialFact(SOCIAL_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-gift-to-anchorage', 'social', [
      turn('my sister lives in anchorage alaska, can you ship the cardigan straight to her as a gift?', {
        grounded: socialFact(SOCIAL_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-venmo', 'social', [
      turn('can i just venmo you for the dress', { grounded: socialFact(SOCIAL_KB.payment), handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-daughter-at-styling', 'social', [
      turn('can my teenage daughter come along to my styling appointment and get some advice too?', {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-second-styling-session', 'social', [
      turn('I had my first styling session with you in the summer and loved it. Can I book another one?', {
        grounded: socialFact(SOCIAL_KB.appointments),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-xxl', 'social', [
      turn('do any of ur dresses come in XXL? 🥺', {
        grounded: socialFact(SOCIAL_KB.sizing),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-straw-tote-laptop', 'social', [
      turn('how much is the straw tote and would a 13 inch laptop fit in it', { handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-wool-allergy-cardigan', 'social', [
      turn("is the willow cardigan wool? i'm allergic. and do u have it in xs", { handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-refund-where', 'social', [
      turn('if i send the maxi back do i get the money back on my card or is it store credit', {
        grounded: socialFact(SOCIAL_KB.returns),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-charged-twice', 'social', [
      turn(
        'I just checked my bank app and you charged me TWICE for the slip dress. $112 two times. Please fix this now',
        { handoff: true },
      ),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-buy-aurora-sage', 'social', [
      turn('i want the aurora dress in sage, size S. how do i actually buy it, there is no cart?', {
        grounded: socialFact(SOCIAL_KB.ordering),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-facebook-instead', 'social', [
      turn("i don't have instagram, can i order through facebook messenger instead?", {
        grounded: socialFact(SOCIAL_KB.about),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-restock-alert', 'social', [
      turn('can you message me when the celeste slip dress is back in medium?', {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-sarcastic-late-order', 'social', [
      turn("love how 'we ship fast' means my dress still isn't here 🙃 LB-2087, maya.lopez@luna-demo.shop", {
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-happy-friday-saturday', 'social', [
      turn('happy friday!! ☀️', { smallTalk: true, handoff: false }),
      turn('what time do u open tmrw', { grounded: socialFact(SOCIAL_KB.hours), handoff: false }),
      turn('ty babe 💕', { smallTalk: true, handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-spanish-texas-delivery', 'social', [
      turn('Hola! Si pido hoy, ¿cuántos días tarda en llegar a Houston?', { language: 'es' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-portuguese-styling-free', 'social', [
      turn('Oi! Queria marcar uma sessão com uma estilista no sábado. É grátis?', { language: 'pt' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-french-apple-pay', 'social', [
      turn('Coucou ! Vous acceptez Apple Pay pour payer ?', { language: 'fr' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-italian-shipping-cost', 'social', [
      turn('Ciao! Quanto costa spedire un solo vestito?', { language: 'it' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-german-linen-white', 'social', [
      turn('Hallo! Gibt es das Leinenkleid auch in Weiß, Größe M?', { language: 'de' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh10-dutch-saturday-stylist', 'social', [
      turn('Hoi! Kan ik zaterdag een afspraak maken met een stylist?', { language: 'nl' }),
    ]),
  ),
];

export const HELD_OUT_FRESH10_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  ...SHOP,
  ...SOCIAL,
  ...QUOTE,
]);
