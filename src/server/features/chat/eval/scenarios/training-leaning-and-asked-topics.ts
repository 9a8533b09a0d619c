import type { EvalConversation } from '../eval-types';
import {
  conversation,
  factFrom,
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
 * Written for decision 061 in the writer's own words, several per kind the seventh held-out set
 * (`held-out-fresh5.ts`) showed (never its wording): a follow-up that leans on the turn before
 * without naming its topic ("and the quicker one?", "sundays then?"), and one that names its own
 * ("and do you take PayPal?"); whether a claim holds, where things are made and how long a
 * material lasts, each answered by the item on it rather than a product card or the "About" text,
 * or honestly not at all; moving an install, a job ready by a date and something the knowledge
 * does not cover in a quote shop; how long a job takes asked in Spanish and French; and sizes in
 * feet written in Spanish, German, Italian and Portuguese.
 */

const REFLECTIVE_SIGN = quoteFor('storefront sign 4 x 2 ft, reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 8,
});
const STANDARD_BANNER = quoteFor('banner 8 x 3 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 24,
});
const PREMIUM_BANNER = quoteFor('banner 6 x 2 ft, premium vinyl', {
  projectType: 'banner',
  material: 'premium-vinyl',
  squareFootage: 12,
});
const PREMIUM_FAIXA = quoteFor('banner 9 x 3 ft, premium vinyl', {
  projectType: 'banner',
  material: 'premium-vinyl',
  squareFootage: 27,
});

const shop = (c: EvalConversation) => inStore('shop', c);
const boutique = (c: EvalConversation) => inStore('social', c);

export const TRAINING_LEANING_AND_ASKED_TOPICS_CONVERSATIONS: readonly EvalConversation[] = [
  // Follow-ups that lean on the previous turn's topic.
  shop(
    conversation('training/leaning-quicker-delivery', 'shop', [
      turn('how long does delivery usually take to oregon?', { grounded: shopFact(SHOP_KB.shipping) }),
      turn('and the quicker one, whats that cost', { grounded: shopFact(SHOP_KB.shipping) }),
    ]),
  ),
  shop(
    conversation('training/leaning-sundays-then', 'shop', [
      turn('what time does the portland store open on saturdays', { grounded: shopFact(SHOP_KB.hours) }),
      turn('sundays then?', { grounded: shopFact(SHOP_KB.hours) }),
    ]),
  ),
  boutique(
    conversation('training/leaning-how-quick-to-tampa', 'social', [
      turn('do you guys ship to puerto rico', { grounded: socialFact(SOCIAL_KB.shipping) }),
      turn('fine, what about sending it to my mom in tampa, how long would that take', {
        grounded: socialFact(SOCIAL_KB.shipping),
      }),
    ]),
  ),
  boutique(
    conversation('training/leaning-own-topic-kept', 'social', [
      turn('do you deliver to hawaii?', { grounded: socialFact(SOCIAL_KB.shipping) }),
      turn('and do you take paypal?', { grounded: socialFact(SOCIAL_KB.payment) }),
    ]),
  ),
  shop(
    conversation('training/leaning-spread-the-cost', 'shop', [
      turn('can i check out with google pay', { grounded: shopFact(SHOP_KB.payment) }),
      turn('and could i spread the cost over a few months', { grounded: shopFact(SHOP_KB.payment) }),
    ]),
  ),
  conversation('training/leaning-what-about-the-van', 'quote', [
    turn('roughly how long does a full car wrap take start to finish?', {
      grounded: factFrom(KB.turnaround),
    }),
    turn('and for a van then?', { grounded: factFrom(KB.turnaround) }),
  ]),
  // What is asked picks the item: a claim, where things are made, how long a material lasts.
  shop(
    conversation('training/asked-recycled-claim', 'shop', [
      turn('are the rain jackets really recycled or is that just a label', {
        grounded: shopFact(SHOP_KB.sustainability),
      }),
    ]),
  ),
  shop(
    conversation('training/asked-where-chinos-made', 'shop', [
      turn('where do the chinos get made', { grounded: shopFact(SHOP_KB.sustainability) }),
    ]),
  ),
  boutique(
    conversation('training/asked-origin-not-known', 'social', [
      turn('are the linen dresses made locally or in overseas factories?', {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  conversation('training/asked-vinyl-cracking', 'quote', [
    turn('will standard vinyl crack after a couple of winters outside?', { grounded: factFrom(KB.warranty) }),
  ]),
  conversation('training/asked-how-long-a-wrap-lasts', 'quote', [
    turn('realistically how long will a wrap last on a work truck that sits outside all year', {
      grounded: factFrom(KB.warranty),
    }),
  ]),
  // A quote shop's questions that are not a job to price.
  conversation('training/quote-shop-bump-install', 'quote', [
    turn('can we bump the install to the following tuesday? is there a charge for that', {
      grounded: factFrom(KB.cancellations),
    }),
  ]),
  conversation('training/quote-shop-ready-within-a-week', 'quote', [
    turn('trade show coming up, could you get the banner printed within a week?', {
      grounded: factFrom(KB.turnaround),
    }),
  ]),
  conversation('training/quote-shop-sit-and-wait', 'quote', [
    turn('could we sit and wait in your lobby while you put the tint on?', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('training/quote-shop-spanish-how-long', 'quote', [
    turn('¿Cuánto tiempo tardan en instalar un letrero para la tienda?', {
      grounded: factFrom(KB.turnaround),
      language: 'es',
    }),
  ]),
  conversation('training/quote-shop-french-how-long', 'quote', [
    turn('Bonjour, combien de temps faut-il pour poser une enseigne ?', {
      grounded: factFrom(KB.turnaround),
      language: 'fr',
    }),
  ]),
  // Sizes in feet written in other languages.
  conversation('training/feet-spanish-sign', 'quote', [
    turn('¿Cuánto cuesta un letrero de 4 pies por 2 pies en vinilo reflectante?', {
      quote: REFLECTIVE_SIGN,
      language: 'es',
    }),
  ]),
  conversation('training/feet-german-banner', 'quote', [
    turn('Was kostet ein Banner, 8 Fuß mal 3 Fuß, in Standard-Vinyl?', {
      quote: STANDARD_BANNER,
      language: 'de',
    }),
  ]),
  conversation('training/feet-italian-banner', 'quote', [
    turn('Quanto costa uno striscione di 6 piedi per 2 piedi in vinile premium?', {
      quote: PREMIUM_BANNER,
      language: 'it',
    }),
  ]),
  conversation('training/feet-portuguese-banner', 'quote', [
    turn('Quanto custa uma faixa de 9 pés por 3 pés em vinil premium?', {
      quote: PREMIUM_FAIXA,
      language: 'pt',
    }),
  ]),
];
