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
 * Held out, eleventh set: written on 27 November 2026 in one sitting, from the three demo
 * businesses' knowledge, catalogues, orders and pricing only, while the engine was being changed
 * elsewhere by people who never read it, and never to be tuned against (a failure here is fixed in
 * the engine for the kind of message, never by fitting these words). Every set before it has been
 * seen since it was written, so this one is the honest measure of the engine when it is first run.
 * Its situations are new: an ice-cream van's two sides in words, a pickup whose tint is dropped, a
 * bakery window in metres, a bike shop's banner that becomes two, a vet's reflective sign in feet
 * and inches, a horse trailer, a colour change with film added after, a banner priced step by step
 * and then corrected, a plumber's van quote e-mailed, a deposit on a known total, a quote kept past
 * its month, an install pushed back, an automatic car wash after a wrap, a fresh respray, a logo
 * from social media, a fleet of nine, a lease ending, peeling lettering, a veterans' discount; in the shop, a parcel to Toronto, the phone
 * line's hours, where the clothes are made, a 39-inch chest, colour-safe washing, paying later, a
 * student who also subscribed, a small gift card, refund timing, a shipped order and an order
 * number with no e-mail, free hemming, free shipping just missed, express after standard, a refund
 * asked for a third time, wholesale; in the
 * boutique, a weekday styling slot, the consultation's length, a held size, a cardigan's shipping,
 * a gift of unknown size, a return label, menswear, alterations, a late order and a stained blouse.
 * Spread over the kinds real customers send: plain facts asked casually or inside long messages,
 * prices and quotes with corrections, mixed units and numbers in words, other languages (Spanish,
 * French, German, Portuguese, Italian, Dutch), complaints and requests for a person, small talk,
 * questions the knowledge cannot answer, and order status, shipping and returns. Written as
 * customers write: typos, text-speak, capitals, no punctuation, two questions at once, follow-ups
 * that lean on the turn before, emoji and sarcasm.
 * A turn whose fair answer no check can express (a product's stock, an order's status, a question
 * two knowledge items answer equally well) is held only to what every turn is held to (no invented
 * price, no repeated reply) and to no handoff. A message in another language is held to the
 * language of the reply, not to an English sentence of the knowledge.
 * Its first run (engine untouched, on main at 035c5f9): 243/255 verdicts, 56/67 conversations in
 * full; nothing was changed after it.
 */

// Quotes, worked out by the quote engine from the job as the customer finally meant it.
/** Two sides of 14 × 6 ft = 168 sq ft. */
const ICE_CREAM_VAN = quoteFor('ice-cream van, two sides 14 x 6 ft (168 sq ft), standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 168,
});
const PICKUP_WITH_TINT = quoteFor('pickup full wrap 190 sq ft, premium vinyl, window tinting', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 190,
  upsellIds: ['window-tinting'],
});
const PICKUP_NO_TINT = quoteFor('pickup full wrap 190 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 190,
});
/** 1.5 m × 2 m = 3 m² = 32.3 sq ft; 30.1 to 33.3 sq ft give the same total. */
const BAKERY_WINDOW = quoteFor('window graphic 1.5 m x 2 m (32.3 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 32.29,
});
/** 12 × 4 ft = 48 sq ft; one, then two. */
const BIKE_BANNER = quoteFor('banner 12 x 4 ft (48 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 48,
});
const BIKE_BANNERS_TWO = quoteFor('2 banners 12 x 4 ft (48 sq ft each), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 48,
  quantity: 2,
});
/** 6 ft 6 in × 2 ft = 13 sq ft. */
const VET_SIGN = quoteFor('sign 6 ft 6 in x 2 ft (13 sq ft), reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 13,
});
/** Two sides of 12 × 5.5 ft = 132 sq ft. */
const HORSE_TRAILER = quoteFor('horse trailer, two sides 12 x 5.5 ft (132 sq ft), standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 132,
});
const COLOUR_CHANGE = quoteFor('colour change full wrap 240 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 240,
});
const COLOUR_CHANGE_PPF = quoteFor(
  'colour change full wrap 240 sq ft, premium vinyl, paint protection film',
  {
    projectType: 'vehicle-wrap',
    material: 'premium-vinyl',
    squareFootage: 240,
    upsellIds: ['paint-protection'],
  },
);
/** 10 × 4 ft = 40 sq ft, after a first 12 × 4 ft. */
const MARKET_STALL_BANNER = quoteFor('banner 10 x 4 ft (40 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 40,
});
const PLUMBER_VAN_EMAILED = quoteFor(
  'plumbing van full wrap 180 sq ft, premium vinyl, e-mailed',
  { projectType: 'vehicle-wrap', material: 'premium-vinyl', squareFootage: 180 },
  { emailed: true },
);
const TRAILER_THREE_HUNDRED = quoteFor('trailer wrap 300 sq ft, reflective vinyl', {
  projectType: 'vehicle-wrap',
  material: 'reflective-vinyl',
  squareFootage: 300,
});

const QUOTE: EvalConversation[] = [
  conversation('held-out/fresh9-ice-cream-van-in-words', 'quote', [
    turn(
      'hi!! we run an ice cream van and want the two sides done, each side is about fourteen feet long and six feet high. standard vinyl is fine, how much?',
      { quote: ICE_CREAM_VAN, handoff: false },
    ),
  ]),
  conversation('held-out/fresh9-pickup-tint-dropped', 'quote', [
    turn('price for full wrap on my pickup, 190 sqft premium + window tint', {
      quote: PICKUP_WITH_TINT,
      handoff: false,
    }),
    turn('hmm actually skip the tint, just the wrap', { quote: PICKUP_NO_TINT, handoff: false }),
  ]),
  conversation('held-out/fresh9-bakery-window-metres', 'quote', [
    turn(
      'Good morning. I own a small bakery and would like a see-through graphic on the front window, perforated vinyl. The glass is 1.5m wide and 2m tall. What would that cost?',
      { quote: BAKERY_WINDOW, handoff: false },
    ),
  ]),
  conversation('held-out/fresh9-bike-banner-make-it-two', 'quote', [
    turn('need a banner for our bike shop opening 12ft x 4ft standard vinyl', {
      quote: BIKE_BANNER,
      handoff: false,
    }),
    turn('make it 2 of them, one for each side of the building', {
      quote: BIKE_BANNERS_TWO,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh9-vet-reflective-feet-inches', 'quote', [
    turn("our vet clinic is on a dark road so we want a reflective sign, 6' 6\" wide by 2' tall. ballpark?", {
      quote: VET_SIGN,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh9-horse-trailer', 'quote', [
    turn('how much to put our stable logo on the horse trailer', { quoteOffered: true, handoff: false }),
    turn('both sides, each 12 ft by 5.5 ft, the cheapest vinyl you have', {
      quote: HORSE_TRAILER,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh9-colour-change-add-film', 'quote', [
    turn('thinking of changing my car colour to matte green, 240 sq ft premium. cost?', {
      quote: COLOUR_CHANGE,
      handoff: false,
    }),
    turn('and with the paint protection film on top of that?', {
      quote: COLOUR_CHANGE_PPF,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh9-stall-banner-step-by-step', 'quote', [
    turn('how much is a banner', { quoteOffered: true, handoff: false }),
    turn('twelve by four feet, standard', { quote: BIKE_BANNER, handoff: false }),
    turn('oops sorry i measured wrong its 10 by 4 not 12', { quote: MARKET_STALL_BANNER, handoff: false }),
  ]),
  conversation('held-out/fresh9-plumber-van-emailed', 'quote', [
    turn('Plumbing company here. Full wrap on a van, 180 sq ft, premium vinyl please.', {
      quote: quoteFor('plumbing van full wrap 180 sq ft, premium vinyl', {
        projectType: 'vehicle-wrap',
        material: 'premium-vinyl',
        squareFootage: 180,
      }),
      handoff: false,
    }),
    turn('great can you email that to dave.kowalski@example.com so my partner can see it', {
      quote: PLUMBER_VAN_EMAILED,
    }),
  ]),
  conversation('held-out/fresh9-trailer-reflective-in-words', 'quote', [
    turn(
      'trailer wrap, three hundred square feet, reflective vinyl so its visible at night. whats the damage',
      {
        quote: TRAILER_THREE_HUNDRED,
        handoff: false,
      },
    ),
  ]),
  conversation('held-out/fresh9-deposit-on-known-total', 'quote', [
    turn('my quote came to a bit over 4 grand, how much do I have to put down up front to book the date?', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh9-quote-kept-a-month', 'quote', [
    turn(
      'got a quote from you guys early last month for the box truck, we were waiting on the budget. is that price still good or do i need a new one',
      { grounded: factFrom(KB.deposits), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh9-install-pushed-back', 'quote', [
    turn(
      'Hi, my install is booked for this Friday but something came up at work. Can I move it to the week after without paying anything? Today is Tuesday.',
      { grounded: factFrom(KB.cancellations), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh9-car-wash-after-wrap', 'quote', [
    turn(
      'picked up my wrapped jeep yesterday, looks amazing!! can I run it through the automatic car wash at the gas station this weekend?',
      { grounded: factFrom(KB.care), noQuotePitch: true, handoff: false },
    ),
    turn('ok and the pressure washer at home, is that ok?', {
      grounded: factFrom(KB.care),
      noQuotePitch: true,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh9-fresh-respray', 'quote', [
    turn(
      'the body shop resprayed my rear bumper 10 days ago, can you wrap the car next week or is that too soon',
      { grounded: factFrom(KB.vehiclePrep), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh9-logo-from-social-media', 'quote', [
    turn('all i have is our logo as a screenshot from instagram, is that good enough to print from?', {
      grounded: factFrom(KB.artwork),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh9-fleet-of-nine', 'quote', [
    turn(
      'We operate 9 service vans (same model) and want the same branding on all of them. How does that work, and will all of them be off the road at once?',
      { grounded: factFrom(KB.fleet), handoff: false },
    ),
  ]),
  conversation('held-out/fresh9-lease-ending', 'quote', [
    turn('my lease ends in march, if i wrap the car now will taking it off ruin the paint', {
      grounded: factFrom(KB.removal),
      noQuotePitch: true,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh9-bubbles-manager', 'quote', [
    turn(
      'You wrapped my hood 3 weeks ago and there are BUBBLES all over it. Called twice, no answer. I want to speak to a manager today.',
      { handoff: true, noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh9-spanish-van-price', 'quote', [
    turn('Hola, ¿cuánto cuesta rotular una furgoneta entera? Gracias', { language: 'es' }),
  ]),
  conversation('held-out/fresh9-german-how-long', 'quote', [
    turn('Guten Tag, wie lange dauert es, einen Transporter komplett zu folieren?', { language: 'de' }),
  ]),
  conversation('held-out/fresh9-loaner-car', 'quote', [
    turn('do you give out a loaner car while mine is being wrapped? i need to get to work', {
      grounded: NOT_IN_KNOWLEDGE,
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh9-hello-then-thanks', 'quote', [
    turn('hey there 👋', { smallTalk: true, handoff: false }),
    turn('how long would a storefront sign take to go up once its printed', {
      grounded: factFrom(KB.turnaround),
      handoff: false,
    }),
    turn('perfect, thanks a bunch', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh9-what-is-the-400', 'quote', [
    turn('why is there a $400 line on every quote?? seems like a lot for nothing', {
      grounded: factFrom(KB.setupFee),
      noQuotePitch: true,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh9-peeling-sarcasm', 'quote', [
    turn(
      'great, the lettering on my van is already peeling after 2 months, love that for me 🙄 who do I talk to about this',
      { handoff: true, noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh9-military-discount', 'quote', [
    turn('do you guys do a military or veterans discount?', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
];

const SHOP: EvalConversation[] = [
  inStore(
    'shop',
    conversation('held-out/fresh9-parcel-to-toronto', 'shop', [
      turn('do u ship to toronto? how long n how much', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-phone-line-hours', 'shop', [
      turn("what's the customer care phone number and what hours do they pick up", {
        grounded: shopFact(SHOP_KB.hours),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-where-made', 'shop', [
      turn(
        "I've been trying to buy less fast fashion lately, my sister recommended you. where are your clothes actually made, which countries? and is the packaging plastic?",
        { grounded: shopFact(SHOP_KB.sustainability), handoff: false },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-chest-39', 'shop', [
      turn('my chest measures 39 inches, which size should i get in your tops', {
        grounded: shopFact(SHOP_KB.sizes),
        handoff: false,
      }),
      turn("and if I'm between two sizes?", { grounded: shopFact(SHOP_KB.sizes), handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-colour-safe-washing', 'shop', [
      turn('any tips for washing cotton so the colour doesnt fade? my black tees always go grey', {
        grounded: shopFact(SHOP_KB.care),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-pay-later', 'shop', [
      turn('can i split the payment up, like pay in installments?', {
        grounded: shopFact(SHOP_KB.payment),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-student-and-newsletter', 'shop', [
      turn(
        'Im a student at USM and also just signed up for the newsletter, can I use both codes on one order??',
        { grounded: shopFact(SHOP_KB.discounts), handoff: false },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-small-gift-card', 'shop', [
      turn("my nephew's birthday is next week, do you do gift cards? whats the smallest amount", {
        grounded: shopFact(SHOP_KB.discounts),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-refund-timing', 'shop', [
      turn('sent my return back on monday, how long until the money is back on my card', {
        grounded: shopFact(SHOP_KB.returns),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-shipped-order', 'shop', [
      turn('hi where is my order HP-10421, email jamie.rivera@harborpine-demo.shop', { handoff: false }),
      turn('and which carrier is it with?', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-order-number-no-email', 'shop', [
      turn('status of 10437 pls', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-check-status-here', 'shop', [
      turn("can I check on my order in this chat? I don't have the shipping email anymore", {
        grounded: shopFact(SHOP_KB.tracking),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-free-hemming', 'shop', [
      turn('the chinos are always too long on me, do you hem them? does it cost extra', {
        grounded: shopFact(SHOP_KB.sizes),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-free-shipping-missed', 'shop', [
      turn('how much do I need to spend to get free shipping', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
      turn('what about express then, is that ever free', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-sunday-visit-from-boston', 'shop', [
      turn(
        "we're driving up from boston on sunday and my wife wants to stop by the store, what time do you close that day? also whats the address",
        { grounded: shopFact(SHOP_KB.hours), handoff: false },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-what-do-you-carry', 'shop', [
      turn('what kinda stuff do you guys sell', { grounded: shopFact(SHOP_KB.about), handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-custom-embroidery', 'shop', [
      turn('can you embroider our team name on like 15 hoodies?', { grounded: NOT_IN_KNOWLEDGE }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-price-match', 'shop', [
      turn('do you price match? saw a similar rain jacket cheaper somewhere else', {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-angry-real-person', 'shop', [
      turn(
        'this is ridiculous, my parcel was supposed to be here days ago and your emails are useless. get me a REAL person',
        { handoff: true },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-french-paypal', 'shop', [
      turn('Bonjour, est-ce que vous acceptez PayPal ?', { language: 'fr', handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-italian-express', 'shop', [
      turn('Ciao! Quanto costa la spedizione espressa e quanti giorni ci vuole?', { language: 'it' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-portuguese-returns', 'shop', [
      turn('Oi, posso devolver uma camiseta que ficou pequena?', { language: 'pt' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-yo-what-can-you-do', 'shop', [
      turn('yo 😎 what can u do', { smallTalk: true, handoff: false }),
      turn('cool do you take apple pay', { grounded: shopFact(SHOP_KB.payment), handoff: false }),
      turn('cheers 🙌', { smallTalk: true, handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-exchange-colour-rambling', 'shop', [
      turn(
        "so I ordered the hoodie in oat for my boyfriend and he says it looks like porridge lol, he'd rather have navy, it still has the tags on and we got it like a week ago, can we swap it for the navy one and do we pay shipping for that? sorry for the essay",
        { grounded: shopFact(SHOP_KB.returns), handoff: false },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-refund-third-time', 'shop', [
      turn("This is the third time I'm asking where my refund is. Unacceptable. I want a manager.", {
        handoff: true,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh9-wholesale', 'shop', [
      turn('hi do you sell wholesale? i have a little gift shop in vermont', { grounded: NOT_IN_KNOWLEDGE }),
    ]),
  ),
];

const SOCIAL: EvalConversation[] = [
  inStore(
    'social',
    conversation('held-out/fresh9-weekday-styling', 'social', [
      turn('can i book a stylist on a weekday? friday afternoon would be ideal', {
        grounded: socialFact(SOCIAL_KB.appointments),
        handoff: false,
      }),
      turn('how long does it take and do I pay for it', {
        grounded: socialFact(SOCIAL_KB.appointments),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-held-size', 'social', [
      turn('if i tell u my size for the maxi dress how long will you keep it for me? paying later tonight', {
        grounded: socialFact(SOCIAL_KB.ordering),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-cardigan-shipping', 'social', [
      turn('how much is shipping? just want the cardigan', {
        grounded: socialFact(SOCIAL_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-paypal-link', 'social', [
      turn('does the checkout link take paypal or only cards', {
        grounded: socialFact(SOCIAL_KB.payment),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-gift-unknown-size', 'social', [
      turn(
        "buying a dress for my mom's birthday as a surprise so i can't ask her size 🙈 which size do most people get",
        { grounded: socialFact(SOCIAL_KB.sizing), handoff: false },
      ),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-return-label', 'social', [
      turn("the slip dress doesn't fit me, do I have to pay to send it back?", {
        grounded: socialFact(SOCIAL_KB.returns),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-open-tuesdays', 'social', [
      turn('r u open tuesdays', { grounded: socialFact(SOCIAL_KB.hours), handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-menswear', 'social', [
      turn('do you sell anything for men too or only women?', {
        grounded: socialFact(SOCIAL_KB.about),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-alterations', 'social', [
      turn('do you do alterations? the dress i got is a bit long', { grounded: NOT_IN_KNOWLEDGE }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-dutch-shipping', 'social', [
      turn('Hoi! Versturen jullie ook naar Nederland?', { language: 'nl' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-spanish-hello', 'social', [
      turn('Hola! qué tal? 😊', { language: 'es', smallTalk: true, handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-late-order-owner', 'social', [
      turn(
        'my order LB-2087 should have been here by now and NOBODY answers my DMs. honestly so disappointed. i want to talk to the owner',
        { handoff: true },
      ),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-love-your-page', 'social', [
      turn('omg love your page 😍😍', { smallTalk: true, handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-order-status', 'social', [
      turn('hii can u check LB-2087 for me, maya.lopez@luna-demo.shop', { handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh9-stained-blouse', 'social', [
      turn('the silk blouse came with a stain on the sleeve. really not happy, I paid $75 for this', {
        handoff: true,
      }),
    ]),
  ),
];

export const HELD_OUT_FRESH9_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  ...SHOP,
  ...SOCIAL,
  ...QUOTE,
]);
