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
 * Held out, fifth set: written on 27 November 2026 in one sitting, from the three demo businesses'
 * knowledge, catalogues and pricing only, before the engine changes that follow it, and never to
 * be tuned against (a failure here is fixed in the engine for the kind of message, never by
 * fitting these words). Its situations are new: a farmers' market stall, a bakery sign measured
 * in metres, a banner in feet and inches, a customer who switches vinyl halfway, a lease return,
 * a student with two codes, a husband's 40th, a wedding in June, a snapped strap. Written as
 * customers write: typos, text-speak, capitals, rambling messages with the question in the
 * middle, two questions at once, follow-ups that lean on the turn before, corrections, numbers in
 * words, US and UK spelling, emoji, sarcasm, and Spanish, French, German, Portuguese and Italian
 * (Italian has no language check, so those turns are held only to what every turn is held to).
 * After its first run (engine untouched) two checks were dropped, not loosened to fit: each failed
 * a reply a good person would also give (marked where they were); nothing else was changed.
 */

// Quotes, worked out by the quote engine from the job as the customer finally meant it.
const MARKET_BANNERS_THREE = quoteFor('3 banners 4 x 10 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 40,
  quantity: 3,
});
const MARKET_BANNERS_TWO = quoteFor('2 banners 4 x 10 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 40,
  quantity: 2,
});
/** 3 m × 1 m is 32.29 sq ft; any fair rounding of it gives the same total (material rounds up to $50). */
const BAKERY_SIGN_METRIC = quoteFor('storefront sign 3 m x 1 m (32.29 sq ft), reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 32.29,
});
/** 2 ft 6 in × 8 ft = 20 sq ft. */
const GARAGE_BANNER = quoteFor('banner 2 ft 6 in x 8 ft (20 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 20,
});
const GARAGE_BANNERS_TWO = quoteFor('2 banners 2 ft 6 in x 8 ft (20 sq ft each), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 20,
  quantity: 2,
});
const SPRINTER_STANDARD = quoteFor('sprinter full wrap, standard vinyl, 250 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 250,
});
const SPRINTER_PREMIUM = quoteFor('sprinter full wrap, premium vinyl, 250 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 250,
});
const MINI_PREMIUM = quoteFor('car wrap, premium vinyl, 180 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 180,
});
const VAN_SIDES = quoteFor('partial van wrap, premium vinyl, 90 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 90,
});
const VAN_SIDES_TINT = quoteFor('partial van wrap, premium vinyl, 90 sq ft, window tinting', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 90,
  upsellIds: ['window-tinting'],
});
const VAN_SIDES_TINT_EMAILED = quoteFor(
  'partial van wrap, premium vinyl, 90 sq ft, window tinting',
  {
    projectType: 'vehicle-wrap',
    material: 'premium-vinyl',
    squareFootage: 90,
    upsellIds: ['window-tinting'],
  },
  { emailed: true },
);
const SHOP_WINDOW_PERFORATED = quoteFor('window graphics, perforated vinyl, 20 sq ft', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 20,
});
const PICKUP_REFLECTIVE_PPF = quoteFor('pickup wrap, reflective vinyl, 200 sq ft, paint protection film', {
  projectType: 'vehicle-wrap',
  material: 'reflective-vinyl',
  squareFootage: 200,
  upsellIds: ['paint-protection'],
});

const SHOP_STORE: readonly EvalConversation[] = [
  conversation('held-out/fresh3-yellow-rain-jacket', 'shop', [
    turn('do u have the rain jacket in XL? want the yellow one', { handoff: false }),
    turn('ugh ok. what about a large then, and is it actually waterproof or just "water resistant" lol', {
      handoff: false,
    }),
    turn('fine ill take the L. if its too tight across the shoulders can i swap it for something else', {
      grounded: shopFact(SHOP_KB.returns),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh3-vancouver', 'shop', [
    turn("I'm in Vancouver BC - do you ship up here, and roughly how long does it take to arrive?", {
      grounded: shopFact(SHOP_KB.shipping),
    }),
  ]),
  conversation('held-out/fresh3-free-shipping-gap', 'shop', [
    turn('got the crewneck in my basket, how much do i have to spend before postage is free', {
      grounded: shopFact(SHOP_KB.shipping),
    }),
  ]),
  conversation('held-out/fresh3-cutoff-then-express', 'shop', [
    turn('whats the cut off time for same day dispatch', { grounded: shopFact(SHOP_KB.shipping) }),
    turn('and express, how much is that one', { grounded: shopFact(SHOP_KB.shipping) }),
  ]),
  conversation('held-out/fresh3-two-codes', 'shop', [
    turn('im a student AND i signed up to the newsletter, can i stack both codes and get like 25% off?? 🙏', {
      grounded: shopFact(SHOP_KB.discounts),
    }),
  ]),
  conversation('held-out/fresh3-gift-card-expiry', 'shop', [
    turn(
      'thinking of getting my sister a gift card since i never know her size. does it run out after a year like at most places?',
      { grounded: shopFact(SHOP_KB.discounts) },
    ),
  ]),
  conversation('held-out/fresh3-gift-wrap-note', 'shop', [
    turn('can you gift wrap the order and put a little handwritten note in it?', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation('held-out/fresh3-initials-weekender', 'shop', [
    turn(
      'Hi, its my husbands 40th in a few weeks and I love the leather weekender. Can you emboss his initials on it?',
      { grounded: NOT_IN_KNOWLEDGE },
    ),
  ]),
  conversation('held-out/fresh3-order-then-email', 'shop', [
    turn('where is my order?? HP-10437', { handoff: false }),
    turn('alex.morgan@harborpine-demo.shop', { handoff: false }),
  ]),
  // No grounded check: the sweater's own care line ("hand wash cold or use the wool cycle") answers
  // it fully, and a store fact can only be judged by the general care item's words or citation.
  conversation('held-out/fresh3-merino-machine', 'shop', [
    turn(
      'can the merino jumper go in the washing machine?? my husband shrinks literally everything he touches',
    ),
  ]),
  conversation('held-out/fresh3-between-sizes', 'shop', [
    turn(
      "I'm usually somewhere between a medium and a large, 40 inch chest. which should I get in the hoodie?",
      {
        grounded: shopFact(SHOP_KB.sizes),
      },
    ),
  ]),
  conversation('held-out/fresh3-jeans-waist', 'shop', [
    turn('how do the jeans sizes work, is the 32 the waist or the length? im a 31 waist', {
      grounded: shopFact(SHOP_KB.sizes),
    }),
  ]),
  conversation('held-out/fresh3-refund-manager', 'shop', [
    turn(
      'sent my return back TWO WEEKS ago and still no refund. this is ridiculous. i want to speak to a manager',
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh3-sale-jacket-refund', 'shop', [
    turn('bought the quilted jacket when it was on sale. if i dont like it can i get my money back?', {
      grounded: shopFact(SHOP_KB.returns),
    }),
  ]),
  conversation('held-out/fresh3-caps-return-by-post', 'shop', [
    turn('CAN I SEND BACK SOMETHING I BOUGHT ONLINE, IS THERE A RETURN LABEL OR DO I PAY', {
      grounded: shopFact(SHOP_KB.returns),
    }),
  ]),
  conversation('held-out/fresh3-sudadera-grande', 'shop', [
    turn('hola! compré una sudadera y me queda grande, ¿puedo cambiarla por una talla más pequeña?', {
      language: 'es',
    }),
  ]),
  conversation('held-out/fresh3-dimanche-portland', 'shop', [
    turn('bonsoir, le magasin de Portland est ouvert le dimanche ?', { language: 'fr' }),
  ]),
  conversation('held-out/fresh3-feito-onde', 'shop', [
    turn('Oi! As roupas de vocês são feitas onde? Li alguma coisa sobre Portugal', { language: 'pt' }),
  ]),
  conversation('held-out/fresh3-insta-hello-then-range', 'shop', [
    turn('omg hi 😊 just found you on insta, love the vibe', { smallTalk: true }),
    turn('what do you actually sell besides tees?', { grounded: shopFact(SHOP_KB.about) }),
  ]),
  conversation('held-out/fresh3-afterpay-instead', 'shop', [
    turn('do u take afterpay? or something like it where i can pay in bits', {
      grounded: shopFact(SHOP_KB.payment),
    }),
  ]),
  conversation('held-out/fresh3-aunt-saturday', 'shop', [
    turn(
      'so i was up in portland last weekend visiting my aunt and we walked past your place on wharf st but it was shut because we were there super early, anyway what time do you open on a saturday because were going back this weekend, also my aunt says hi lol',
      { grounded: shopFact(SHOP_KB.hours) },
    ),
  ]),
  conversation('held-out/fresh3-nach-deutschland', 'shop', [
    turn('Hallo! Versendet ihr auch nach Deutschland? Die Regenjacke gefällt mir sehr.', { language: 'de' }),
  ]),
  conversation('held-out/fresh3-no-email-and-refund-time', 'shop', [
    turn(
      'never got a tracking email for my order, and also how long does a refund take once you get stuff back',
      // Asking for the order number and e-mail is itself the tracking item's answer, in any words;
      // only the refund half is judged.
      { grounded: shopFact(SHOP_KB.returns) },
    ),
  ]),
  conversation('held-out/fresh3-speedy-sarcasm', 'shop', [
    turn('3 to 5 business days, wow, real speedy 🙄 is there any way i get it by tuesday', {
      grounded: shopFact(SHOP_KB.shipping),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh3-grazie', 'shop', [
    turn('grazie mille, siete gentilissimi 🙂', { smallTalk: true }),
  ]),
  conversation('held-out/fresh3-hiring', 'shop', [
    turn('random question but are you hiring at all? would love a weekend job', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation(
    'held-out/fresh3-casual-breton-correction',
    'shop',
    [
      turn('yo is the breton top in stock in a medium', { handoff: false }),
      turn('sorry i meant small not medium', { handoff: false }),
      turn('sweet. is the packaging plastic free btw', { grounded: shopFact(SHOP_KB.sustainability) }),
    ],
    { tone: 'casual' },
  ),
];

const SOCIAL_STORE: readonly EvalConversation[] = [
  conversation('held-out/fresh3-june-wedding', 'social', [
    turn('hiii i need something for a summer wedding in june, what dresses do u have??', { handoff: false }),
    turn('ooh how much is the satin one', { handoff: false }),
    turn('and if i order it today when would it get to dallas', { grounded: socialFact(SOCIAL_KB.shipping) }),
  ]),
  conversation('held-out/fresh3-hold-till-friday', 'social', [
    turn('can u hold a small in the sage aurora for me till friday? get paid thursday 😅', {
      grounded: socialFact(SOCIAL_KB.ordering),
    }),
  ]),
  conversation('held-out/fresh3-stylist-saturday-morning', 'social', [
    turn('id love to book one of those styling sessions, do they cost anything? saturday morning ideally', {
      grounded: socialFact(SOCIAL_KB.appointments),
    }),
  ]),
  conversation('held-out/fresh3-monday-off', 'social', [
    turn('r u open on mondays? thats my day off', { grounded: socialFact(SOCIAL_KB.hours) }),
  ]),
  conversation('held-out/fresh3-split-payment', 'social', [
    turn('is there a way to split the payment up? like klarna or whatever', {
      grounded: socialFact(SOCIAL_KB.payment),
    }),
  ]),
  conversation('held-out/fresh3-envio-mexico', 'social', [
    turn('¿Hacen envíos a México? Me encantó el vestido de flores 😍', { language: 'es' }),
  ]),
  conversation('held-out/fresh3-five-foot-two', 'social', [
    turn("i'm 5 ft 2 and usually a size 6 in most shops, what size would i be in your stuff", {
      grounded: socialFact(SOCIAL_KB.sizing),
    }),
  ]),
  conversation('held-out/fresh3-snapped-strap', 'social', [
    turn(
      'wore the slip dress ONCE and the strap snapped. I want my money back and honestly I am really annoyed about it',
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh3-not-a-bot', 'social', [
    turn('hello? can i talk to an actual person please not a bot', { handoff: true }),
  ]),
  conversation('held-out/fresh3-student-discount-luna', 'social', [
    turn('do u guys do a student discount??', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/fresh3-hem-the-maxi', 'social', [
    turn("if i buy the maxi can you take the hem up for me? i'm tiny", { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/fresh3-coucou-echange', 'social', [
    turn('Coucou ! Est-ce que je peux échanger une robe si la taille ne me va pas ?', { language: 'fr' }),
  ]),
  conversation('held-out/fresh3-heart-eyes-then-postage', 'social', [
    turn('😍😍😍', { smallTalk: true }),
    turn('ok but fr how much is shipping', { grounded: socialFact(SOCIAL_KB.shipping) }),
  ]),
  conversation('held-out/fresh3-blouse-and-cardigan', 'social', [
    turn('if i get the silk blouse and the cardigan together do i still pay for shipping', {
      grounded: socialFact(SOCIAL_KB.shipping),
    }),
  ]),
  conversation(
    'held-out/fresh3-business-dinner',
    'social',
    [
      turn("Good afternoon. I'm looking for a silk blouse for a business dinner; do you have one in ivory?", {
        handoff: false,
      }),
      turn('Lovely. And should it not suit, what is your returns policy?', {
        grounded: socialFact(SOCIAL_KB.returns),
      }),
    ],
    { tone: 'premium' },
  ),
  conversation('held-out/fresh3-sabado-studio', 'social', [
    turn('Boa tarde! Vocês abrem no sábado? Queria passar no estúdio', { language: 'pt' }),
  ]),
];

const QUOTES: readonly EvalConversation[] = [
  conversation('held-out/fresh3-market-stall-words', 'quote', [
    turn(
      'need three banners for our farmers market stall, each one four foot by ten foot, whatever the cheapest vinyl is',
      { quote: MARKET_BANNERS_THREE },
    ),
    turn('sorry i meant 2 not 3, the third one we already have', { quote: MARKET_BANNERS_TWO }),
  ]),
  conversation('held-out/fresh3-bakery-metres', 'quote', [
    turn(
      'hi, opening a bakery in the spring. the sign over the door would be 3m x 1m and reflective so it shows up at night. how much would that be?',
      { quote: BAKERY_SIGN_METRIC },
    ),
  ]),
  conversation('held-out/fresh3-garage-sale-feet-inches', 'quote', [
    turn('price for a banner 2ft 6in by 8ft, standard vinyl is fine', { quote: GARAGE_BANNER }),
    turn('actually make it two of them, one for each end of the street', { quote: GARAGE_BANNERS_TWO }),
  ]),
  conversation('held-out/fresh3-sprinter-switch', 'quote', [
    turn('full wrap on my sprinter, the guy at the dealer reckoned about 250 sq ft. standard vinyl please', {
      quote: SPRINTER_STANDARD,
    }),
    turn('actually no lets do premium, that one lasts longer right?', {
      quote: SPRINTER_PREMIUM,
      grounded: factFrom(KB.warranty),
    }),
  ]),
  conversation('held-out/fresh3-mini-no-idea', 'quote', [
    turn('how much do u guys charge to wrap a car lol', { quoteOffered: true }),
    turn('its a mini cooper. no clue about square feet sorry', { quoteOffered: true }),
    turn('ok lets say 180 sq ft then, premium', { quote: MINI_PREMIUM }),
  ]),
  conversation('held-out/fresh3-van-sides-tint-email', 'quote', [
    turn('price for a partial wrap, just the sides of my van, 90 sq ft, premium vinyl', { quote: VAN_SIDES }),
    turn('and what if i add the tinting', { quote: VAN_SIDES_TINT }),
    turn('perfect, email it over to r.okafor@example.com', { quote: VAN_SIDES_TINT_EMAILED }),
  ]),
  conversation('held-out/fresh3-quote-shelf-life', 'quote', [
    turn(
      'got a quote from you guys last week for the box truck, how long is it good for before the price changes?',
      { grounded: factFrom(KB.deposits), noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh3-sick-kid-reschedule', 'quote', [
    turn("my install is thursday but my kid's sick, can i move it without paying anything extra", {
      grounded: factFrom(KB.cancellations),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh3-brush-car-wash', 'quote', [
    turn(
      'just picked up the truck with its new wrap 🔥 can i run it thru the car wash with the big brushes or will that wreck it',
      { grounded: factFrom(KB.care), noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh3-hood-bubbling-angry', 'quote', [
    turn(
      'THREE WEEKS. the wrap on my hood is bubbling all over and i paid nearly 4 grand for this. i want someone to call me TODAY',
      { handoff: true, noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh3-samstag', 'quote', [
    turn('Hallo, habt ihr am Samstag geöffnet? Ich würde gern vorbeikommen.', { language: 'de' }),
    turn('Super, danke!', { smallTalk: true, language: 'de' }),
  ]),
  conversation('held-out/fresh3-banner-metros', 'quote', [
    turn('Olá! Quanto custa um banner de 2 por 3 metros?', { quoteOffered: true, language: 'pt' }),
  ]),
  conversation('held-out/fresh3-wave-then-jpg-logo', 'quote', [
    turn('hey there 👋', { smallTalk: true }),
    turn('i only have our logo as a jpg i saved off facebook, is that going to be ok for the van?', {
      grounded: factFrom(KB.artwork),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh3-fresh-respray', 'quote', [
    turn(
      'had the bumper resprayed last week after a fender bender, can you guys wrap the car this saturday?',
      {
        grounded: factFrom(KB.vehiclePrep),
        noQuotePitch: true,
      },
    ),
  ]),
  conversation('held-out/fresh3-deposit-and-cards', 'quote', [
    turn('do i have to pay the whole thing upfront or is there a deposit? and do you take cards', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh3-little-league', 'quote', [
    turn('random one but do you sponsor local teams at all? my sons little league is looking for sponsors', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation('held-out/fresh3-insegne-ciao', 'quote', [
    turn('Ciao! Fate anche insegne per negozi? Sto aprendo una gelateria'),
  ]),
  conversation('held-out/fresh3-jardineria-flota', 'quote', [
    turn(
      'Buenas tardes, tengo cinco camionetas para mi empresa de jardinería. ¿Hacen descuento si las rotulamos todas?',
      { language: 'es' },
    ),
  ]),
  conversation(
    'held-out/fresh3-opening-in-five-days',
    'quote',
    [
      turn(
        'need window graphics on my new shop asap, we open in 5 days. can you actually get it done in time?',
        {
          grounded: factFrom(KB.turnaround),
        },
      ),
      turn('its 20 sq ft of the see-through perforated stuff', { quote: SHOP_WINDOW_PERFORATED }),
    ],
    { tone: 'urgent' },
  ),
  conversation('held-out/fresh3-tiny-magnet-sarcasm', 'quote', [
    turn("lol so if i want one tiny sign, like 1 ft by 2 ft, you're going to charge me hundreds? be honest", {
      quoteOffered: true,
    }),
  ]),
  conversation('held-out/fresh3-lease-return', 'quote', [
    turn('my lease is up in march. when the wrap comes off does it take the paint with it??', {
      grounded: factFrom(KB.removal),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh3-pickup-then-person', 'quote', [
    turn('what would a pickup wrap cost in reflective, 200 sq ft, plus the paint protection film', {
      quote: PICKUP_REFLECTIVE_PPF,
    }),
    turn('ok. can a real person call me to talk through the design before i commit', { handoff: true }),
  ]),
];

/** Shop 27, social 16, quote 22 (87 turns): the three live demos, held out together as the fifth set. */
export const HELD_OUT_FRESH3_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  ...SHOP_STORE.map((c) => inStore('shop', c)),
  ...SOCIAL_STORE.map((c) => inStore('social', c)),
  ...QUOTES,
]);
