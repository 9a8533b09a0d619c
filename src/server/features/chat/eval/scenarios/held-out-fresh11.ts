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
 * Held out, thirteenth set: written on 28 November 2026 in one sitting, from the three demo
 * businesses' knowledge, catalogues, orders and pricing only, while the engine was being changed
 * elsewhere by people who never read it, and never to be tuned against (a failure here is fixed in
 * the engine for the kind of message, never by fitting these words). Every set before it has been
 * seen since it was written, so this one is the honest measure of the engine when it is first run.
 * Its situations are new: a locksmith's minivan sides, three pizza cars cut to two, a dance
 * studio's window in feet and metres, a campground's reflective sign in words and inches, a car
 * dealer's banner moved from standard to premium, a motorhome with film e-mailed, a tattoo
 * parlour's sign priced step by step, a box van's sides and back doors corrected, a sign asked in
 * German, two gym banners, a Beetle in words that gains tint, a van's sides in square metres, a
 * Thanksgiving visit, a used van under someone else's wrap, a car show in five days, fuel spilled
 * at the pump, the smallest job taken, standard vinyl cracked at two and a half years, paying the
 * balance in cash, an AI file or a PNG, a fleet of one model measured once, a dent under a wrap,
 * glass-door lettering, a crooked sign, twenty trucks for a person, vinyl sold by the roll, colour
 * swatches; in the shop, Google Pay and Venmo, a rain jacket's shipping, a tee that shrank in the
 * wash, a return from Canada, a gift card to wrap, a 44-inch chest measured over a sweater, a
 * quilted jacket's washing, recycled jackets, a delivered bag while away, a packed order needed by
 * Saturday, an order number that does not exist, a weekday visit after work, a holed sweater, a
 * sarcastic wait, a PO box, a price drop after buying, shops outside Portland, weekend shipping, a
 * beanie in orange, a hike in Scotland; in the boutique, a tote and a water bottle, a slip dress in
 * M then S, a blush blouse, Australia then Hawaii, a tote and cardigan together, an order at noon,
 * a Saturday slot at half past three, a linen dress swapped for the maxi, Klarna, a size between
 * two, a Wednesday morning visit, an order with the wrong e-mail, buttons that fell off, a dress in
 * the wrong colour, night-time messages, studio pickup, an influencer, a bridal party.
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
 * Its first run (engine untouched, on main at f8a877a): 246/268 verdicts, 58/78 conversations in
 * full; nothing was changed after it.
 */

// Quotes, worked out by the quote engine from the job as the customer finally meant it.
/** Two sides of 9 × 4 ft = 72 sq ft. */
const LOCKSMITH_MINIVAN = quoteFor('locksmith minivan, two sides 9 x 4 ft (72 sq ft), standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 72,
});
/** Three cars of 170 sq ft each, then two. */
const PIZZA_CARS_THREE = quoteFor('3 delivery cars, full wrap 170 sq ft each, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 170,
  quantity: 3,
});
const PIZZA_CARS_TWO = quoteFor('2 delivery cars, full wrap 170 sq ft each, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 170,
  quantity: 2,
});
/** 8 ft × 1.2 m (3.94 ft) = 31.5 sq ft; 30.1 to 33.3 sq ft give the same total. */
const DANCE_STUDIO_WINDOW = quoteFor('window graphic 8 ft x 1.2 m (31.5 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 31.5,
});
/** "five feet by thirty inches" = 5 × 2.5 ft = 12.5 sq ft; 11.4 to 13.6 sq ft give the same total. */
const CAMPGROUND_SIGN = quoteFor('entrance sign 5 ft x 30 in (12.5 sq ft), reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 12.5,
});
/** 20 × 3 ft = 60 sq ft, standard, then premium. */
const DEALER_BANNER_STANDARD = quoteFor('banner 20 x 3 ft (60 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 60,
});
const DEALER_BANNER_PREMIUM = quoteFor('banner 20 x 3 ft (60 sq ft), premium vinyl', {
  projectType: 'banner',
  material: 'premium-vinyl',
  squareFootage: 60,
});
const MOTORHOME = { projectType: 'vehicle-wrap', material: 'premium-vinyl', squareFootage: 350 } as const;
const MOTORHOME_PPF = quoteFor('motorhome full wrap 350 sq ft, premium vinyl, paint protection film', {
  ...MOTORHOME,
  upsellIds: ['paint-protection'],
});
const MOTORHOME_PPF_EMAILED = quoteFor(
  'motorhome full wrap 350 sq ft, premium vinyl, paint protection film, e-mailed',
  { ...MOTORHOME, upsellIds: ['paint-protection'] },
  { emailed: true },
);
/** 8 × 2 ft = 16 sq ft, the cheapest vinyl. */
const TATTOO_SIGN = quoteFor('shop sign 8 x 2 ft (16 sq ft), standard vinyl', {
  projectType: 'storefront-sign',
  material: 'standard-vinyl',
  squareFootage: 16,
});
/** Two sides of 14 × 7 ft plus back doors 7 × 7 ft = 245 sq ft; then back doors 6 × 7 ft = 238 sq ft. */
const BOX_VAN_FIRST = quoteFor('box van, sides 14 x 7 ft each + back 7 x 7 ft (245 sq ft), premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 245,
});
const BOX_VAN_CORRECTED = quoteFor(
  'box van, sides 14 x 7 ft each + back 6 x 7 ft (238 sq ft), premium vinyl',
  { projectType: 'vehicle-wrap', material: 'premium-vinyl', squareFootage: 238 },
);
/** "6 mal 3 Fuß" = 18 sq ft. */
const GERMAN_SIGN = quoteFor('sign 6 x 3 ft (18 sq ft), reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 18,
});
/** Two banners of 15 × 3 ft = 45 sq ft each. */
const GYM_BANNERS = quoteFor('2 banners 15 x 3 ft (45 sq ft each), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 45,
  quantity: 2,
});
/** "a hundred and ten square feet". */
const BEETLE = quoteFor('Beetle full wrap 110 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 110,
});
const BEETLE_TINT = quoteFor('Beetle full wrap 110 sq ft, premium vinyl, window tinting', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 110,
  upsellIds: ['window-tinting'],
});
/** 14 m² = 150.7 sq ft; 148.1 to 152 sq ft give the same total. */
const VAN_SIDES_SQUARE_METRES = quoteFor('van sides 14 m² (150.7 sq ft), standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 150.69,
});

const QUOTE: EvalConversation[] = [
  conversation('held-out/fresh11-locksmith-minivan-sides', 'quote', [
    turn(
      'hey, locksmith here. want my logo + number on both sides of the minivan, each side is 9ft x 4ft. standard vinyl. how much all in',
      { quote: LOCKSMITH_MINIVAN, handoff: false },
    ),
  ]),
  conversation('held-out/fresh11-pizza-cars-three-then-two', 'quote', [
    turn(
      'We have three delivery cars for our pizzeria and want them all wrapped the same. Roughly 170 sq ft each, standard vinyl. Price?',
      { quote: PIZZA_CARS_THREE, handoff: false },
    ),
    turn("scratch that, we're selling one of them. just 2 cars", { quote: PIZZA_CARS_TWO, handoff: false }),
  ]),
  conversation('held-out/fresh11-dance-studio-feet-and-metres', 'quote', [
    turn(
      'Hi! Our dance studio window needs a frosted-look see through graphic (perforated). its 8 feet wide and 1.2 metres tall, sorry for the mixed units lol. what would it cost?',
      { quote: DANCE_STUDIO_WINDOW, handoff: false },
    ),
  ]),
  conversation('held-out/fresh11-campground-reflective-words', 'quote', [
    turn(
      'we run a campground and people keep missing the entrance at night. need a reflective sign five feet by thirty inches. cost?',
      { quote: CAMPGROUND_SIGN, handoff: false },
    ),
  ]),
  conversation('held-out/fresh11-dealer-banner-to-premium', 'quote', [
    turn('car dealership, need a SALE banner 20ft long by 3ft high, standard vinyl', {
      quote: DEALER_BANNER_STANDARD,
      handoff: false,
    }),
    turn("actually it'll hang outside for months, better do premium", {
      quote: DEALER_BANNER_PREMIUM,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh11-motorhome-film-emailed', 'quote', [
    turn(
      'Retired couple here, we would like our motorhome wrapped in premium vinyl, about 350 square feet, and the paint protection film as well please.',
      { quote: MOTORHOME_PPF, handoff: false },
    ),
    turn(
      'Lovely. Could you send that to our email, pat.and.lou.becker@example.com, so we can think it over',
      {
        quote: MOTORHOME_PPF_EMAILED,
      },
    ),
  ]),
  conversation('held-out/fresh11-tattoo-sign-step-by-step', 'quote', [
    turn('how much 4 a sign for a tattoo shop', { quoteOffered: true, handoff: false }),
    turn('8 by 2 ft, goes above the door', { quoteOffered: true, handoff: false }),
    turn('whichever vinyl is cheapest', { quote: TATTOO_SIGN, handoff: false }),
  ]),
  conversation('held-out/fresh11-box-van-back-doors-corrected', 'quote', [
    turn(
      'box van: both sides are 14 x 7 ft and the back doors are 7 x 7. premium vinyl on all of it. what does that come to',
      { quote: BOX_VAN_FIRST, handoff: false },
    ),
    turn('sorry just measured again, back doors are 6 wide not 7. sides same', {
      quote: BOX_VAN_CORRECTED,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh11-german-reflective-sign', 'quote', [
    turn('Hallo! Was kostet ein Schild, 6 mal 3 Fuß, mit reflektierender Folie?', {
      quote: GERMAN_SIGN,
      language: 'de',
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh11-two-gym-banners', 'quote', [
    turn(
      'school PE dept here - we need a pair of matching banners for the gym walls, each one 15 feet by 3 feet, standard vinyl is fine. total?',
      { quote: GYM_BANNERS, handoff: false },
    ),
  ]),
  conversation('held-out/fresh11-beetle-words-plus-tint', 'quote', [
    turn(
      'my girlfriend wants her beetle wrapped pastel pink for her birthday 😅 its about a hundred and ten square feet, premium vinyl. how much?',
      { quote: BEETLE, handoff: false },
    ),
    turn('ooh and tint the windows too while its there', { quote: BEETLE_TINT, handoff: false }),
  ]),
  conversation('held-out/fresh11-van-sides-square-metres', 'quote', [
    turn(
      'Hello, I measured the panels of my van: the two sides together are about 14 square metres. Standard vinyl. Can you price that?',
      { quote: VAN_SIDES_SQUARE_METRES, handoff: false },
    ),
  ]),
  conversation('held-out/fresh11-thanksgiving-visit', 'quote', [
    turn('are you guys open on thanksgiving? wanted to swing by and look at options', {
      grounded: factFrom(KB.hours),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh11-used-van-old-wrap', 'quote', [
    turn(
      'just bought a used transit that still has the previous owners company wrap on it. can you take that off, and will the paint underneath be ok?',
      { grounded: factFrom(KB.removal), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh11-car-show-five-days', 'quote', [
    turn(
      'theres a car show next saturday, 5 days from now. any chance of getting my mustang wrapped before then or is that crazy',
      { grounded: factFrom(KB.turnaround), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh11-fuel-at-the-pump', 'quote', [
    turn(
      'ugh the pump clicked off late and gas ran down my wrapped door. what do i do, will it damage the vinyl?',
      { grounded: factFrom(KB.care), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh11-smallest-job', 'quote', [
    turn("what's the smallest job you'll do? is there a minimum", {
      grounded: factFrom(KB.setupFee),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh11-standard-vinyl-cracked', 'quote', [
    turn(
      'You did our trailer in standard vinyl about two and a half years ago and the graphics are starting to crack. Is that still under warranty?',
      { grounded: factFrom(KB.warranty), noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh11-balance-in-cash', 'quote', [
    turn('deposit is paid for my van wrap. when do i pay the rest, and can i pay that part in cash?', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh11-ai-or-png', 'quote', [
    turn('my designer can send the logo as an .ai file or a png. which one do u want', {
      grounded: factFrom(KB.artwork),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh11-same-model-measured-once', 'quote', [
    turn(
      'we have 6 vans, all the same 2022 model. do you need to measure every single one before you quote or just one?',
      { grounded: factFrom(KB.fleet), noQuotePitch: true, handoff: false },
    ),
  ]),
  conversation('held-out/fresh11-hello-dent-thanks', 'quote', [
    turn('good afternoon! hope your day is going well', { smallTalk: true, handoff: false }),
    turn(
      'quick one - theres a small dent and a couple of stone chips on my hood. can you just wrap over them?',
      {
        grounded: factFrom(KB.vehiclePrep),
        noQuotePitch: true,
        handoff: false,
      },
    ),
    turn('ok fair enough, thanks!', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh11-glass-door-lettering', 'quote', [
    turn('do you do lettering on a glass door? just our name and opening hours, nothing fancy', {
      grounded: factFrom(KB.signs),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh11-crooked-sign', 'quote', [
    turn(
      'Wow. The sign you installed on Monday is visibly crooked. Great work 👏 I want someone from your team out here to fix it, who do I speak to?',
      { handoff: true, noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh11-twenty-trucks-person', 'quote', [
    turn(
      'we are looking at branding 20 trucks across two depots. rather not do this with a bot, can a real person call me?',
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh11-vinyl-by-the-roll', 'quote', [
    turn('do you sell vinyl by the roll? want to try wrapping my own dirt bike', {
      grounded: NOT_IN_KNOWLEDGE,
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh11-colour-swatches', 'quote', [
    turn(
      'can I come see actual colour swatches / samples before I choose? photos on screen look so different',
      {
        grounded: NOT_IN_KNOWLEDGE,
      },
    ),
  ]),
  conversation('held-out/fresh11-italian-sign-install', 'quote', [
    turn("Buongiorno, quanto tempo ci vuole per montare un'insegna per il mio negozio?", { language: 'it' }),
  ]),
  conversation('held-out/fresh11-dutch-price-per-foot', 'quote', [
    turn('Hoi, wat kost premium folie per vierkante voet?', { language: 'nl' }),
  ]),
];

const SHOP: EvalConversation[] = [
  inStore(
    'shop',
    conversation('held-out/fresh11-google-pay-venmo', 'shop', [
      turn('hello!! first time here 👋', { smallTalk: true, handoff: false }),
      turn('do u take google pay? and venmo?', { grounded: shopFact(SHOP_KB.payment), handoff: false }),
      turn('ty!', { smallTalk: true, handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-rain-jacket-shipping', 'shop', [
      turn('if I buy the rain jacket do I have to pay shipping on top of the price', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-tee-shrank-washed', 'shop', [
      turn(
        'washed my organic tee once (cold like it says) and it shrank a size. tags are off obviously. can i still return it?',
        { grounded: shopFact(SHOP_KB.returns) },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-return-from-canada', 'shop', [
      turn("I live in Ottawa. If the hoodie doesn't fit, are returns free for me too or only in the US?", {
        grounded: shopFact(SHOP_KB.returns),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-gift-card-to-wrap', 'shop', [
      turn('can i get a physical gift card to put in a box? or is it email only', {
        grounded: shopFact(SHOP_KB.discounts),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-chest-over-sweater', 'shop', [
      turn('what size hoodie for a 44 inch chest?', { grounded: shopFact(SHOP_KB.sizes), handoff: false }),
      turn('wait no I measured over my sweater. its more like 42', {
        grounded: shopFact(SHOP_KB.sizes),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-quilted-jacket-wash', 'shop', [
      turn('how do i wash the quilted field jacket without wrecking the padding', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-recycled-jackets', 'shop', [
      turn('are your jackets made from recycled stuff or virgin plastic?', {
        grounded: shopFact(SHOP_KB.sustainability),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-delivered-while-away', 'shop', [
      turn("I'm away for work, did my order HP-10388 arrive at home yet?", { handoff: false }),
      turn('sam.chen@harborpine-demo.shop', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-packed-order-by-saturday', 'shop', [
      turn(
        'order 10437, alex.morgan@harborpine-demo.shop - has it shipped yet? i need those tees by saturday',
        { handoff: false },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-order-number-not-found', 'shop', [
      turn('can you check HP-99999 for me, email is jamie.rivera@harborpine-demo.shop', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-weekday-after-work', 'shop', [
      turn('i finish work at 6:30, is the portland store open late any weeknight?', {
        grounded: shopFact(SHOP_KB.hours),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-holed-merino', 'shop', [
      turn(
        'The merino crew sweater I bought has a hole in the sleeve after ONE wear. For $98. I would like to speak to someone about this please.',
        { handoff: true },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-sarcastic-same-day', 'shop', [
      turn('"ships the same day" lol. ordered on tuesday and nothing. amazing.', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-po-box', 'shop', [
      turn('can you deliver to a PO box?', { grounded: NOT_IN_KNOWLEDGE }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-price-drop-after-buying', 'shop', [
      turn(
        'bought the field jacket last week and now its cheaper on your site?? can i get the difference back',
        {
          grounded: NOT_IN_KNOWLEDGE,
        },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-shops-outside-portland', 'shop', [
      turn('do you have any stores in boston or is it just portland + online', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-weekend-shipping-express', 'shop', [
      turn('do you ship on weekends? and how much is express', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-beanie-orange', 'shop', [
      turn('how much is the ribbed beanie', { handoff: false }),
      turn('does it come in an orange-ish colour', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-hike-in-scotland', 'shop', [
      turn('hiking in scotland in march, is the rain jacket properly waterproof or just showerproof?', {
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-spanish-merino-wash', 'shop', [
      turn('Hola, ¿cómo tengo que lavar el suéter de merino? No quiero que encoja', { language: 'es' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-french-student-discount', 'shop', [
      turn('Bonjour ! Est-ce que vous faites une réduction pour les étudiants ?', { language: 'fr' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-german-gift-voucher', 'shop', [
      turn('Hallo, kann man bei euch einen Geschenkgutschein kaufen? Ab welchem Betrag?', { language: 'de' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-dutch-instalments', 'shop', [
      turn('Kan ik bij jullie in termijnen betalen?', { language: 'nl' }),
    ]),
  ),
  inStore(
    'shop',
    conversation('held-out/fresh11-portuguese-jeans-waist', 'shop', [
      turn('Olá! Minha cintura tem 81 cm. Que tamanho de jeans devo pedir?', { language: 'pt' }),
    ]),
  ),
];

const SOCIAL: EvalConversation[] = [
  inStore(
    'social',
    conversation('held-out/fresh11-tote-water-bottle', 'social', [
      turn('how much is the straw tote and would a big water bottle fit in it?', { handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-slip-m-then-s', 'social', [
      turn('celeste slip in M pls 🙏', { handoff: false }),
      turn('aw ok what about S then', { handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-blush-blouse', 'social', [
      turn('is the silk blouse available in blush, size small?', { handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-australia-then-hawaii', 'social', [
      turn('do u ship to australia?? 🇦🇺', { grounded: socialFact(SOCIAL_KB.shipping), handoff: false }),
      turn('ok sad. what about my sister in hawaii, how long would it take to get to her', {
        grounded: socialFact(SOCIAL_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-tote-and-cardigan-shipping', 'social', [
      turn('if i get the tote AND the cardigan do i still pay shipping', {
        grounded: socialFact(SOCIAL_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-order-at-noon', 'social', [
      turn('if i order around noon today will it go out today?', {
        grounded: socialFact(SOCIAL_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-saturday-half-three', 'social', [
      turn('can i book a styling session next saturday at 3:30?', {
        grounded: socialFact(SOCIAL_KB.appointments),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-linen-for-maxi', 'social', [
      turn(
        'got the aurora linen dress last week, still has tags, but honestly i want the marigold maxi instead. can i swap?',
        { grounded: socialFact(SOCIAL_KB.returns), handoff: false },
      ),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-klarna', 'social', [
      turn('do you take klarna?', { grounded: socialFact(SOCIAL_KB.payment), handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-between-s-and-m', 'social', [
      turn("do your things run big or small? i'm always between an S and an M", {
        grounded: socialFact(SOCIAL_KB.sizing),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-wednesday-ten-am', 'social', [
      turn('could i pop into the studio around 10am on wednesday?', {
        grounded: socialFact(SOCIAL_KB.hours),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-order-wrong-email', 'social', [
      turn('where is LB-2087? my email is maya.l@gmail.com', { handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-buttons-fell-off', 'social', [
      turn(
        'two of the pearl buttons on my willow cardigan fell off the first day 😤 i want to talk to an actual person about this',
        { handoff: true },
      ),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-wrong-colour-human', 'social', [
      turn('I ordered the linen dress in sage and got sand. Can a human please sort this out', {
        handoff: true,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-happy-monday-night-dms', 'social', [
      turn('happy monday!! ☀️', { smallTalk: true, handoff: false }),
      turn('do u answer DMs at night too? i mostly shop after the kids are in bed lol', { handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-studio-pickup', 'social', [
      turn(
        'i live 10 min from south congress, can i just pick my order up at the studio instead of paying shipping?',
        {
          grounded: NOT_IN_KNOWLEDGE,
        },
      ),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-influencer', 'social', [
      turn('hi! im a content creator (12k followers), do you do collabs or send PR packages?', {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-bridal-party', 'social', [
      turn('need 5 matching dresses for my bridesmaids, do you give a discount for a group order?', {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-spanish-afterpay', 'social', [
      turn('Hola! ¿Aceptan Afterpay para pagar en cuotas?', { language: 'es' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-french-blouse-pink', 'social', [
      turn('Coucou, le chemisier en soie existe en rose ?', { language: 'fr' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-german-hold-size', 'social', [
      turn('Hallo! Wie lange reserviert ihr meine Größe, wenn ich bestelle?', { language: 'de' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-portuguese-shipping-cost', 'social', [
      turn('Oi! Quanto custa o frete?', { language: 'pt' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-italian-straw-bag', 'social', [
      turn('Ciao! Avete ancora la borsa di paglia?', { language: 'it' }),
    ]),
  ),
  inStore(
    'social',
    conversation('held-out/fresh11-dutch-saturday-opening', 'social', [
      turn('Hoi! Hoe laat gaan jullie zaterdag open?', { language: 'nl' }),
    ]),
  ),
];

export const HELD_OUT_FRESH11_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  ...SHOP,
  ...SOCIAL,
  ...QUOTE,
]);
