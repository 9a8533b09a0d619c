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
 * Held out, ninth set: written on 27 November 2026 in one sitting, from the three demo businesses'
 * knowledge, catalogues, orders and pricing only, while the engine was being changed elsewhere by
 * people who never read it, and never to be tuned against (a failure here is fixed in the engine
 * for the kind of message, never by fitting these words). The sets before it have all been seen
 * since they were written, so this one is the honest measure of the engine as it stands.
 * Its situations are new: an ice-cream van that goes from premium to standard, a pickup's tailgate,
 * a florist's window in metres, real-estate yard signs that become four, a church bake-sale banner
 * in words, a sedan with tinting, a motorbike whose size comes later, one side of a trailer in
 * metres, a quote from last week that must last until next month, a van booked for Thursday that
 * has to move, a ceramic coating done last weekend, a plumber's nine vans, a bar's sign read at
 * night; in the shop, a visit on a Sunday, a parcel to Toronto, chinos bought in the sale, a
 * student stacking codes, a gift card for a father, a 40-inch chest, hemming, merino and
 * Peruvian factories, an order still being packed; in the boutique, a Saturday styling slot, a
 * dress over the free-shipping line, Afterpay, a held size, a stain and silent messages.
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
 * After its first run (engine untouched, on main at 946f941: 216/238 verdicts, 59/78 conversations)
 * one check was dropped, not loosened to fit: it failed a reply a good person would also give (marked
 * where it was); nothing else was changed.
 */

// Quotes, worked out by the quote engine from the job as the customer finally meant it.
const ICE_CREAM_PREMIUM = quoteFor('ice-cream van full wrap, 180 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 180,
});
const ICE_CREAM_STANDARD = quoteFor('ice-cream van full wrap, 180 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 180,
});
const PICKUP_PARTIAL = quoteFor('partial wrap of a pickup (tailgate and doors), 60 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 60,
});
/** 3 m × 1.5 m = 4.5 m² = 48.4 sq ft; 46.7 to 50 sq ft give the same total. */
const FLORIST_WINDOW = quoteFor('window graphic 3 m x 1.5 m (48.4 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 48.44,
});
/** 24 × 36 in = 6 sq ft each, first one sign and then four. */
const YARD_SIGN = quoteFor('sign 24 x 36 in (6 sq ft), reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 6,
});
const YARD_SIGNS_FOUR = quoteFor('4 signs 24 x 36 in (6 sq ft each), reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 6,
  quantity: 4,
});
/** "twelve feet by four feet" = 48 sq ft. */
const BAKE_SALE_BANNER = quoteFor('banner 12 x 4 ft (48 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 48,
});
const SEDAN_TINT = quoteFor('full sedan wrap 170 sq ft, standard vinyl, with window tinting', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 170,
  upsellIds: ['window-tinting'],
});
const MOTORBIKE = quoteFor('motorbike wrap 30 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 30,
});
/** One side, 6 m × 2.5 m = 15 m² = 161.5 sq ft; 160.1 to 164 sq ft give the same total. */
const TRAILER_SIDE = quoteFor('one side of a trailer 6 m x 2.5 m (161.5 sq ft), standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 161.5,
});
/** 6 × 2 ft = 12 sq ft each; three at first, then corrected to two. */
const SMALL_BANNERS_THREE = quoteFor('3 banners 6 x 2 ft (12 sq ft each), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 12,
  quantity: 3,
});
const SMALL_BANNERS_TWO = quoteFor('2 banners 6 x 2 ft (12 sq ft each), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 12,
  quantity: 2,
});
/** "doscientos pies cuadrados". */
const FURGONETA_PREMIUM = quoteFor('furgoneta full wrap 200 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 200,
});
/** 2 m × 1 m = 2 m² = 21.5 sq ft; 20.1 to 24 sq ft give the same total. */
const BANDEROLE = quoteFor('banner 2 m x 1 m (21.5 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 21.53,
});
/** "two hundred and twenty square feet". */
const SPRINTER_WORDS = quoteFor('sprinter full wrap 220 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 220,
});
/** 30 × 40 in = 8.3 sq ft; 8 to 10 sq ft give the same total. */
const DOOR_DECAL = quoteFor('door graphic 30 x 40 in (8.3 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 8.33,
});

const QUOTE: EvalConversation[] = [
  conversation('held-out/f7-ice-cream-van-premium-then-standard', 'quote', [
    turn(
      'hiya, we just bought an old ice cream van and want it done up proper before summer. full wrap, premium vinyl, my brother measured it at about one hundred and eighty square feet. how much we talking',
      { quote: ICE_CREAM_PREMIUM, handoff: false },
    ),
    turn('ooof ok. what would it be in the standard stuff instead', { quote: ICE_CREAM_STANDARD }),
  ]),
  conversation('held-out/f7-pickup-tailgate-partial', 'quote', [
    turn('partial on my f150 - just tailgate n both doors, like 60sqft, standard vinyl. price?', {
      quote: PICKUP_PARTIAL,
      handoff: false,
    }),
  ]),
  conversation('held-out/f7-florist-window-metres', 'quote', [
    turn(
      'Hello, I run a small florist and want a printed graphic on the front window that still lets light in. The glass is 3 metres wide and 1.5 metres high. Perforated vinyl please, what would that cost?',
      { quote: FLORIST_WINDOW },
    ),
    turn('and is the tax in that number or on top', { grounded: factFrom(KB.setupFee), noQuotePitch: true }),
  ]),
  conversation('held-out/f7-yard-signs-then-four', 'quote', [
    turn('realtor here. need a reflective sign 24 by 36 inches, how much', { quote: YARD_SIGN }),
    turn('actually make it four of them same size', { quote: YARD_SIGNS_FOUR }),
  ]),
  conversation('held-out/f7-bake-sale-banner-words', 'quote', [
    turn(
      'our church is having a bake sale in the spring and the committee voted (after a LONG debate lol) for a banner twelve feet by four feet in the standard vinyl. could you tell me the price so i can take it back to them',
      { quote: BAKE_SALE_BANNER },
    ),
  ]),
  conversation('held-out/f7-sedan-with-tint', 'quote', [
    turn('Full wrap on my sedan, 170 sq ft, standard vinyl, and add the window tinting too. Total?', {
      quote: SEDAN_TINT,
    }),
  ]),
  conversation('held-out/f7-motorbike-size-later', 'quote', [
    turn('how much to wrap a motorbike', { quoteOffered: true, handoff: false }),
    turn('its roughly 30 square feet i think, premium', { quote: MOTORBIKE }),
  ]),
  conversation('held-out/f7-trailer-one-side-metres', 'quote', [
    turn(
      'Just one side of our horse trailer, 6m long x 2.5m high, standard vinyl. The other side stays white for now. Cost?',
      { quote: TRAILER_SIDE },
    ),
  ]),
  conversation('held-out/f7-small-banners-corrected', 'quote', [
    turn('3 banners 6ft x 2ft standard vinyl for a market stall how much', { quote: SMALL_BANNERS_THREE }),
    turn('sorry my mistake only need 2', { quote: SMALL_BANNERS_TWO }),
  ]),
  conversation('held-out/f7-sprinter-in-words', 'quote', [
    turn('full wrap sprinter van two hundred and twenty square feet standard vinyl', {
      quote: SPRINTER_WORDS,
    }),
    turn('👍 cheers', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/f7-door-decal-inches', 'quote', [
    turn('need a perforated graphic for our glass shop door, 30 inches wide by 40 inches tall. $$?', {
      quote: DOOR_DECAL,
    }),
  ]),
  conversation('held-out/f7-quote-valid-next-month', 'quote', [
    turn(
      'got a quote off you guys last week for our van, about 3 grand. boss wont sign off till the new budget next month, will that price still be good then?',
      { grounded: factFrom(KB.deposits), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/f7-pay-all-upfront', 'quote', [
    turn('do i have to pay the whole thing before you start or how does it work', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/f7-move-thursday-install', 'quote', [
    turn(
      'Hi, my van is booked in for its wrap this Thursday but something came up at work. It is Monday morning now. Can I push it to next week without being charged?',
      { grounded: factFrom(KB.cancellations), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/f7-rain-after-pickup-wash', 'quote', [
    turn(
      'picked up the car friday, looks amazing!! its been raining all weekend and its filthy already 🙄 when can i take it thru the car wash at the gas station',
      { grounded: factFrom(KB.care), noQuotePitch: true },
    ),
  ]),
  conversation('held-out/f7-lifting-corner-eight-months', 'quote', [
    turn(
      'the wrap on my hood is lifting at one corner, you installed it about 8 months ago. is that something you fix?',
      { grounded: factFrom(KB.warranty), noQuotePitch: true },
    ),
  ]),
  conversation('held-out/f7-jpeg-logo', 'quote', [
    turn('all i have is our logo as a jpeg i saved off facebook, will that work for printing', {
      grounded: factFrom(KB.artwork),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/f7-ceramic-coating-last-weekend', 'quote', [
    turn(
      'quick one - we had the truck ceramic coated last weekend (expensive!!) and its booked for the wrap on wednesday. is that going to be a problem',
      { grounded: factFrom(KB.vehiclePrep), noQuotePitch: true },
    ),
  ]),
  conversation('held-out/f7-plumber-nine-vans', 'quote', [
    turn(
      'We run nine plumbing vans, all the same model. We cannot take them all off the road at once, how would you handle doing the whole fleet?',
      { grounded: factFrom(KB.fleet), handoff: false },
    ),
  ]),
  conversation('held-out/f7-bar-sign-at-night', 'quote', [
    turn('we own a bar on a dark street, can you make a sign people can actually read at night?', {
      grounded: factFrom(KB.signs),
    }),
  ]),
  conversation('held-out/f7-pickup-days-and-wash', 'quote', [
    turn('how many days will you have my pickup for a full wrap and do i need to wash it before', {
      grounded: [factFrom(KB.turnaround), factFrom(KB.vehiclePrep)],
    }),
  ]),
  conversation('held-out/f7-lease-return-removal', 'quote', [
    turn(
      'leasing company wants the car back in march in its original colour. if i get it wrapped now can you peel it off before then without wrecking the paint',
      { grounded: factFrom(KB.removal), noQuotePitch: true },
    ),
  ]),
  conversation('held-out/f7-manager-no-callback', 'quote', [
    turn(
      'This is the THIRD time I have asked. Nobody called me back about my fleet quote like you promised. I want a manager to call me today.',
      { handoff: true },
    ),
  ]),
  conversation('held-out/f7-furgoneta-es', 'quote', [
    turn(
      'Hola, ¿cuánto cuesta envolver una furgoneta completa? Son unos doscientos pies cuadrados, vinilo premium.',
      { language: 'es', quote: FURGONETA_PREMIUM },
    ),
  ]),
  conversation('held-out/f7-banderole-fr', 'quote', [
    turn('Bonjour, combien pour une banderole de 2 m sur 1 m en vinyle standard ?', {
      language: 'fr',
      quote: BANDEROLE,
    }),
  ]),
  conversation('held-out/f7-saturday-de', 'quote', [
    turn('Hallo, habt ihr auch samstags geöffnet? Ich würde gern vorbeikommen.', { language: 'de' }),
  ]),
  conversation('held-out/f7-bestelbus-nl', 'quote', [
    turn('Hoeveel kost het om mijn bestelbus helemaal te laten wrappen?', { language: 'nl' }),
  ]),
  conversation('held-out/f7-boat-not-known', 'quote', [
    turn('do you guys do boats? its a 19ft bowrider', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/f7-watch-install-and-parking', 'quote', [
    turn('is there customer parking at your place and can i hang around and watch the install?', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation('held-out/f7-what-can-you-do-quote', 'quote', [
    turn('hey 👋 what can you actually help me with here', { smallTalk: true, handoff: false }),
    turn('ok what kinda stuff do you guys make', { grounded: factFrom(KB.about) }),
  ]),
];

const SHOP: EvalConversation[] = [
  conversation('held-out/f7-sunday-visit-address', 'shop', [
    turn('im in portland this sunday, whats the store address and are u even open sundays', {
      grounded: shopFact(SHOP_KB.hours),
      handoff: false,
    }),
  ]),
  conversation('held-out/f7-phone-number', 'shop', [
    turn('is there a phone number i can call someone on, i hate typing', {
      grounded: shopFact(SHOP_KB.hours),
    }),
  ]),
  conversation('held-out/f7-ship-to-toronto', 'shop', [
    turn('do u ship to toronto?? how long does it take', { grounded: shopFact(SHOP_KB.shipping) }),
    turn('and how much is that', { grounded: shopFact(SHOP_KB.shipping) }),
  ]),
  conversation('held-out/f7-shipping-then-express', 'shop', [
    turn('how much is shipping', { grounded: shopFact(SHOP_KB.shipping) }),
    turn('what about express then', { grounded: shopFact(SHOP_KB.shipping) }),
  ]),
  conversation('held-out/f7-free-shipping-in-ramble', 'shop', [
    turn(
      'So I have a hoodie and a scarf in my basket and I was going to add the beanie too but honestly only if it gets me free delivery, what do I have to spend for that? my partner says it is 75 but I think that was another shop',
      { grounded: shopFact(SHOP_KB.shipping) },
    ),
  ]),
  conversation('held-out/f7-sale-chinos-refund', 'shop', [
    turn('bought the chinos when they were on sale and they just dont suit me. can i get my money back?', {
      grounded: shopFact(SHOP_KB.returns),
      handoff: false,
    }),
  ]),
  conversation('held-out/f7-jeans-too-tight-exchange', 'shop', [
    turn('the selvedge jeans are way too tight in a 32, i need a 34 instead. how do i swap them', {
      grounded: shopFact(SHOP_KB.returns),
    }),
    turn('and do i pay postage on the new pair', { grounded: shopFact(SHOP_KB.returns) }),
  ]),
  conversation('held-out/f7-refund-how-long', 'shop', [
    turn('sent a return back on monday, when will i actually see the refund', {
      grounded: shopFact(SHOP_KB.returns),
    }),
  ]),
  conversation('held-out/f7-amex-apple-pay', 'shop', [
    turn('do you take amex? if not apple pay?', { grounded: shopFact(SHOP_KB.payment) }),
  ]),
  conversation('held-out/f7-student-stack-codes', 'shop', [
    turn('Im a student, is there any discount for us', { grounded: shopFact(SHOP_KB.discounts) }),
    turn('can i use that AND the newsletter one together', { grounded: shopFact(SHOP_KB.discounts) }),
  ]),
  conversation('held-out/f7-gift-card-for-dad', 'shop', [
    turn(
      'my dad is impossible to buy for lol. do you do gift cards and what amounts, also do they expire because he will forget about it for a year',
      { grounded: shopFact(SHOP_KB.discounts) },
    ),
  ]),
  conversation('held-out/f7-forty-inch-chest', 'shop', [
    turn('my chest is 40 inches, what size should i get in the fleece hoodie', {
      grounded: shopFact(SHOP_KB.sizes),
    }),
  ]),
  conversation('held-out/f7-hemming-trousers', 'shop', [
    turn('im only 5 foot 6, the chinos will be too long. do you take them up?', {
      grounded: shopFact(SHOP_KB.sizes),
    }),
  ]),
  conversation('held-out/f7-where-made', 'shop', [
    turn('where are your clothes actually made? trying to avoid fast fashion', {
      grounded: shopFact(SHOP_KB.sustainability),
    }),
  ]),
  conversation('held-out/f7-plastic-packaging', 'shop', [
    turn('does it come wrapped in loads of plastic', { grounded: shopFact(SHOP_KB.sustainability) }),
  ]),
  conversation('held-out/f7-what-do-you-sell', 'shop', [
    // Check dropped after the first run: a list of the catalogue's categories answers it as well
    // as the "About" item does, and a good person might give either.
    turn('WHAT KIND OF STUFF DO YOU SELL', { handoff: false }),
  ]),
  conversation('held-out/f7-leather-care', 'shop', [
    turn('how do i look after a leather bag so it doesnt crack', { grounded: shopFact(SHOP_KB.care) }),
  ]),
  conversation('held-out/f7-track-parcel-how', 'shop', [
    turn('how do I track my parcel once it ships?', { grounded: shopFact(SHOP_KB.tracking) }),
  ]),
  conversation('held-out/f7-order-being-packed', 'shop', [
    turn('hi can you check order HP-10437 for me', { handoff: false }),
    turn('alex.morgan@harborpine-demo.shop', { handoff: false }),
  ]),
  conversation('held-out/f7-cancelled-order-why', 'shop', [
    turn(
      'order HP-10352 says cancelled?? i never cancelled it. my email is jamie.rivera@harborpine-demo.shop',
      {},
    ),
  ]),
  conversation('held-out/f7-rain-jacket-xl-stock', 'shop', [
    turn('got the harbor rain jacket in XL? in navy ideally', { handoff: false }),
  ]),
  conversation('held-out/f7-ten-days-nothing', 'shop', [
    turn(
      'this is ridiculous. ordered over a week ago, no email, no parcel, nothing. I want to talk to an actual person not a bot',
      { handoff: true },
    ),
  ]),
  conversation('held-out/f7-canada-fr', 'shop', [
    turn('Bonjour, est-ce que vous livrez au Canada ?', { language: 'fr' }),
  ]),
  conversation('held-out/f7-paypal-pt', 'shop', [turn('Oi! Vocês aceitam PayPal?', { language: 'pt' })]),
  conversation('held-out/f7-return-hoodie-it', 'shop', [
    turn('Ciao, posso restituire una felpa se la taglia è sbagliata?', { language: 'it' }),
  ]),
  conversation('held-out/f7-delivery-time-nl', 'shop', [
    turn('Hoe lang duurt de levering naar New York?', { language: 'nl' }),
  ]),
  conversation('held-out/f7-gift-wrapping', 'shop', [
    turn('do you do gift wrapping? its for my wife’s birthday', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/f7-price-match', 'shop', [
    turn('saw a similar merino sweater cheaper elsewhere, do you price match', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation('held-out/f7-dog-in-store', 'shop', [
    turn('can i bring my dog into the store', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/f7-hello-then-thanks', 'shop', [
    turn('hey there', { smallTalk: true, handoff: false }),
    turn('do you sell jeans', { handoff: false }),
    turn('ok thanks so much!!', { smallTalk: true, handoff: false }),
  ]),
];

const SOCIAL: EvalConversation[] = [
  conversation('held-out/f7-saturday-styling-slot', 'social', [
    turn('hii can i book a styling session this saturday around 11?', {
      grounded: socialFact(SOCIAL_KB.appointments),
    }),
    turn('is it free or do i pay for it', { grounded: socialFact(SOCIAL_KB.appointments) }),
  ]),
  conversation('held-out/f7-open-mondays', 'social', [
    turn('are you open on mondays', { grounded: socialFact(SOCIAL_KB.hours) }),
  ]),
  conversation('held-out/f7-ship-mexico', 'social', [
    turn('do you ship to mexico? my cousin lives in guadalajara', {
      grounded: socialFact(SOCIAL_KB.shipping),
    }),
  ]),
  conversation('held-out/f7-shipping-over-line', 'social', [
    turn('how much is shipping if i get the linen dress', { grounded: socialFact(SOCIAL_KB.shipping) }),
  ]),
  conversation('held-out/f7-send-dress-back', 'social', [
    turn('the dress doesnt fit me at all 😩 how do i send it back', {
      grounded: socialFact(SOCIAL_KB.returns),
    }),
    turn('and the refund goes to my card?', { grounded: socialFact(SOCIAL_KB.returns) }),
  ]),
  conversation('held-out/f7-afterpay', 'social', [
    turn('afterpay??', { grounded: socialFact(SOCIAL_KB.payment) }),
  ]),
  conversation('held-out/f7-how-to-order-no-cart', 'social', [
    turn('how do i even order from you, i cant find a cart anywhere', {
      grounded: socialFact(SOCIAL_KB.ordering),
    }),
    turn('how long will you keep my size for me', { grounded: socialFact(SOCIAL_KB.ordering) }),
  ]),
  conversation('held-out/f7-height-and-size', 'social', [
    turn(
      'Im 5ft 4 and normally a small but some shops I need a medium, how do your things fit? thinking of the silk blouse',
      { grounded: socialFact(SOCIAL_KB.sizing) },
    ),
  ]),
  conversation('held-out/f7-what-do-you-sell-social', 'social', [
    turn('what kinda stuff do u sell', { grounded: socialFact(SOCIAL_KB.about) }),
  ]),
  conversation('held-out/f7-order-status-lb', 'social', [
    turn('where is my order LB-2087', { handoff: false }),
    turn('maya.lopez@luna-demo.shop', { handoff: false }),
  ]),
  conversation('held-out/f7-stain-no-answer', 'social', [
    turn(
      'my dress came with a stain on the front and nobody has answered my DMs in 2 days!!! i want a refund and i want to talk to the owner',
      { handoff: true },
    ),
  ]),
  conversation('held-out/f7-linen-m-es', 'social', [
    turn('Hola! ¿Tienen el vestido de lino en talla M?', { language: 'es' }),
  ]),
  conversation('held-out/f7-rdv-samedi-fr', 'social', [
    turn('Bonjour, est-ce possible de prendre un rendez-vous avec une styliste samedi ?', { language: 'fr' }),
  ]),
  conversation('held-out/f7-paypal-mix-es', 'social', [
    turn('hi! una pregunta, ¿aceptan PayPal?', { language: 'es' }),
  ]),
  conversation('held-out/f7-alterations', 'social', [
    turn('do you do alterations if the maxi dress is too long on me', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/f7-gift-receipt', 'social', [
    turn('can you put a gift receipt in the parcel instead of the price', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/f7-love-your-stuff', 'social', [
    turn('omg i love your stuff 😍😍', { smallTalk: true, handoff: false }),
    turn('thank youuu', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/f7-cardigan-sarcasm', 'social', [
    turn('great, the cardigan i wanted is sold out in xs. again. love that for me', { handoff: false }),
  ]),
];

export const HELD_OUT_FRESH7_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  ...QUOTE,
  ...SHOP.map((c) => inStore('shop', c)),
  ...SOCIAL.map((c) => inStore('social', c)),
]);
