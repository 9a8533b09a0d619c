import type { EvalConversation } from '../eval-types';
import { conversation, factFrom, heldOut, KB, NOT_IN_KNOWLEDGE, quoteFor, turn } from './scenario-kit';

/**
 * Held out: ShopAgent on the shop's website, as visitors really type: text-speak, capitals,
 * typos, UK and US spelling, several questions at once, complaints, other languages, and messages
 * that mention a van or a quote without asking for a price. Never tune the engine against these;
 * their pass rate is the measure of how it does on messages nobody fitted it to.
 */

const VAN_WRAP = quoteFor('van wrap, premium vinyl, 150 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 150,
});
const BANNER_2X4 = quoteFor('banner 2 x 4 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 8,
});
const WINDOW_LETTERING = quoteFor('window lettering, perforated vinyl, 30 sq ft', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 30,
});

export const HELD_OUT_SHOP_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  conversation('held-out/text-speak-hours', 'shop', [
    turn('wat time r u open 2moro', { grounded: factFrom(KB.hours), handoff: false }),
  ]),
  conversation(
    'held-out/caps-saturday',
    'shop',
    [turn('ARE YOU OPEN ON SATURDAYS??', { grounded: factFrom(KB.hours) })],
    { tone: 'professional' },
  ),
  conversation(
    'held-out/what-kinda-stuff',
    'shop',
    [turn('what kinda stuff do u guys make', { grounded: factFrom(KB.about), handoff: false })],
    { tone: 'casual' },
  ),
  conversation('held-out/colour-change-golf', 'shop', [
    turn('Can you do a colour change on my Golf? Matt black ideally', {
      grounded: factFrom(KB.wraps),
      handoff: false,
    }),
  ]),
  conversation(
    'held-out/move-install-notice',
    'shop',
    [
      turn('how much notice do you need if I want to move my install date?', {
        grounded: factFrom(KB.cancellations),
        noQuotePitch: true,
        handoff: false,
      }),
    ],
    { tone: 'professional' },
  ),
  conversation('held-out/quote-validity', 'shop', [
    turn('got my quote email yesterday, how long is the quote valid for?', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/peeling-complaint', 'shop', [
    turn('my van wrap is peeling at the edges after 3 months. not happy tbh', {
      grounded: factFrom(KB.warranty),
      noQuotePitch: true,
    }),
    turn('can someone come and look at it?', { handoff: true }),
  ]),
  conversation('held-out/angry-manager', 'shop', [
    turn(
      'This is ridiculous. Ive called 3 times about my sign and nobody calls back. I want to talk to the MANAGER',
      { handoff: true, noQuotePitch: true },
    ),
  ]),
  conversation('held-out/brush-car-wash', 'shop', [
    turn('just got my car wrapped, can i take it through the car wash? the one with brushes', {
      grounded: factFrom(KB.care),
      noQuotePitch: true,
    }),
  ]),
  conversation(
    'held-out/three-questions',
    'shop',
    [
      turn(
        'Hi, couple of questions: what file types do you take for logos, do you need a deposit, and how long does a van wrap take start to finish?',
        { grounded: [factFrom(KB.artwork), factFrom(KB.deposits), factFrom(KB.turnaround)] },
      ),
    ],
    { tone: 'professional' },
  ),
  conversation('held-out/hola-sabado', 'shop', [
    turn('Hola! a qué hora abren los sábados?', { language: 'es', handoff: false }),
  ]),
  conversation('held-out/bonjour-banners-merci', 'shop', [
    turn('Bonjour, do you make banners for outdoor events?', { grounded: factFrom(KB.signs) }),
    turn('super, merci!', { handoff: false, smallTalk: true }),
  ]),
  conversation(
    'held-out/what-can-you-do',
    'shop',
    [turn('what can you do for me?', { grounded: factFrom(KB.about), handoff: false, smallTalk: true })],
    { tone: 'professional' },
  ),
  conversation('held-out/emoji-wave-then-tint', 'shop', [
    turn('👋👋', { handoff: false, smallTalk: true }),
    turn('do u do window tint?', { grounded: factFrom(KB.addOns) }),
  ]),
  conversation('held-out/competitor-fading', 'shop', [
    turn("WrapKing did my mate's van and it's already fading lol. how long does your vinyl last?", {
      grounded: factFrom(KB.warranty),
      handoff: false,
    }),
  ]),
  conversation(
    'held-out/four-meaning-for',
    'shop',
    [
      turn('how much 4 a full wrap on my van? premium vinyl, about 150 sq ft', {
        quote: VAN_WRAP,
        quoteOffered: true,
      }),
    ],
    { tone: 'professional' },
  ),
  conversation('held-out/gift-voucher', 'shop', [
    turn('do u sell gift vouchers? want one for my dad', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
  ]),
  conversation('held-out/parking', 'shop', [
    turn('is there parking near the shop when i drop off?', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('held-out/lease-paint', 'shop', [
    turn('its a lease car, will the wrap wreck the paint when i hand it back?', {
      grounded: factFrom(KB.removal),
      noQuotePitch: true,
    }),
  ]),
  conversation(
    'held-out/ceramic-coating',
    'shop',
    [
      turn(
        'Good morning. I had a ceramic coating applied 3 days ago; is that a problem for my wrap appointment?',
        {
          grounded: factFrom(KB.vehiclePrep),
          noQuotePitch: true,
        },
      ),
    ],
    { tone: 'premium' },
  ),
  conversation('held-out/order-slang', 'shop', [
    turn('yo where my order at?? been a week, order #51877', { handoff: true }),
  ]),
  conversation(
    'held-out/cafe-long-message',
    'shop',
    [
      turn(
        "Hello, we're opening a new cafe on the 14th and need a sign for the front and maybe a banner for the opening day. Can you make signs people can read at night? And what's the widest banner you can print without a join?",
        { grounded: factFrom(KB.signs) },
      ),
      turn('ok, a 2ft x 4ft banner in standard vinyl then, how much?', {
        quote: BANNER_2X4,
        quoteOffered: true,
      }),
    ],
    { tone: 'urgent' },
  ),
  conversation('held-out/window-lettering-typos', 'shop', [
    turn('hw much for windw letering, perforatd vinyl, 30 sq ft', {
      quote: WINDOW_LETTERING,
      quoteOffered: true,
    }),
  ]),
]);
