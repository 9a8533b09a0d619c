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
 * Written for decision 082 in the writer's own words, one or more per kind the held-out sets
 * `held-out-fresh10.ts` and `held-out-fresh11.ts` showed (never their wording): small talk in more
 * of its words; a person wanted to come and put a thing right; damage a third thing did, and a call
 * that found the business closed, which are no grievance; a quote the visitor already has, quoting
 * as a step of the work, and "so I can think it over"; a shop's policy asked beside a product;
 * sizes by their label and body measurements; parts of a job sized one by one, one part corrected,
 * a new estimate of the size; what a question is about in other words (wrapping over a flaw, the
 * deposit back, the smallest job, a trailer's trade name, a fuel spill, a date to be ready by);
 * and particular arrangements the knowledge does not hold.
 */

/** Roof 2.5 m × 1.5 m (40.36 sq ft) and bonnet 5 × 4 ft (20 sq ft) = 60.36 sq ft. */
const ROOF_AND_BONNET = quoteFor('roof 2.5 m x 1.5 m + bonnet 5 x 4 ft (60.36 sq ft), premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 60.36,
});
/** Two sides of 12 × 6 ft each and a tailgate of 5 × 4 ft = 164 sq ft. */
const SIDES_AND_TAILGATE = quoteFor(
  'van sides 2 x 12 x 6 ft + tailgate 5 x 4 ft (164 sq ft), standard vinyl',
  {
    projectType: 'vehicle-wrap',
    material: 'standard-vinyl',
    squareFootage: 164,
  },
);
/** The tailgate corrected to 5 × 6 ft: 144 + 30 = 174 sq ft. */
const SIDES_AND_TALLER_TAILGATE = quoteFor(
  'van sides 2 x 12 x 6 ft + tailgate 5 x 6 ft (174 sq ft), standard vinyl',
  { projectType: 'vehicle-wrap', material: 'standard-vinyl', squareFootage: 174 },
);
const HATCHBACK_170 = quoteFor('hatchback full wrap, 170 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 170,
});
const HATCHBACK_190 = quoteFor('hatchback full wrap, 190 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 190,
});
const VAN_150_PREMIUM = quoteFor('van wrap, 150 sq ft, premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 150,
});
const VAN_150_PREMIUM_EMAILED = quoteFor(
  'van wrap, 150 sq ft, premium vinyl, e-mailed',
  { projectType: 'vehicle-wrap', material: 'premium-vinyl', squareFootage: 150 },
  { emailed: true },
);

const shop = (c: EvalConversation) => inStore('shop', c);
const boutique = (c: EvalConversation) => inStore('social', c);

export const TRAINING_UNSEEN_CUSTOMERS_4_CONVERSATIONS: readonly EvalConversation[] = [
  // Small talk: checking someone is up, laughed off; an acknowledgement before thanks.
  boutique(
    conversation('training/unseen-4-anybody-up-late', 'social', [
      turn('anybody still up haha its late', { smallTalk: true, handoff: false }),
    ]),
  ),
  conversation('training/unseen-4-makes-sense-cheers', 'quote', [
    turn('how long before I can wash the van after the wrap goes on?', {
      grounded: factFrom(KB.care),
      handoff: false,
    }),
    turn('right, that makes sense. cheers!', { smallTalk: true, handoff: false }),
  ]),
  // A person wanted to come and put a thing right.
  conversation('training/unseen-4-sagging-banner-send-someone', 'quote', [
    turn(
      'The banner you put up on our fence is sagging in the middle already. I need somebody to come and sort it, who can I talk to?',
      { handoff: true },
    ),
  ]),
  // Damage a third thing did, asked about: no grievance.
  conversation('training/unseen-4-trolley-tore-door', 'quote', [
    turn(
      'a shopping trolley rolled into my van and tore the vinyl on the side door. does the warranty cover that?',
      {
        grounded: factFrom(KB.warranty),
        handoff: false,
      },
    ),
  ]),
  // A call that found the business closed, and when to call.
  conversation('training/unseen-4-rang-early-when-open', 'quote', [
    turn('rang you at 7 this morning and no one answered. when do you open?', {
      grounded: factFrom(KB.hours),
      handoff: false,
    }),
  ]),
  // A quote already had, and quoting as a step of the work.
  conversation('training/unseen-4-sent-a-quote-follow-up', 'quote', [
    turn(
      'we were sent a quote yesterday for the box truck. does somebody ring us about it or do we ring you?',
      {
        grounded: factFrom(KB.hours),
        noQuotePitch: true,
        handoff: false,
      },
    ),
  ]),
  conversation('training/unseen-4-price-fleet-one-of-each', 'quote', [
    turn('before you can price the fleet, will you have to look at each truck or will one of each type do?', {
      grounded: factFrom(KB.fleet),
      noQuotePitch: true,
      handoff: false,
    }),
  ]),
  // "So I can think it over" is why the quote should be sent.
  conversation('training/unseen-4-email-it-think-it-over', 'quote', [
    turn('van wrap in premium vinyl, 150 sq ft please', { quote: VAN_150_PREMIUM, handoff: false }),
    turn('great, can you email it to me at dana.reyes@example.com so I can think it over', {
      quote: VAN_150_PREMIUM_EMAILED,
      handoff: false,
    }),
  ]),
  // A shop's policy asked beside a product.
  shop(
    conversation('training/unseen-4-zelle-for-jacket', 'shop', [
      turn('can I zelle you for the quilted jacket?', {
        grounded: shopFact(SHOP_KB.payment),
        handoff: false,
      }),
    ]),
  ),
  shop(
    conversation('training/unseen-4-delivery-on-top-rain-jacket', 'shop', [
      turn('do I pay for delivery on top of the price of the rain jacket?', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  shop(
    conversation('training/unseen-4-tee-for-40-inch-chest', 'shop', [
      turn('which size tee for a 40 inch chest', { grounded: shopFact(SHOP_KB.sizes), handoff: false }),
    ]),
  ),
  shop(
    conversation('training/unseen-4-hoodies-recycled-bottles', 'shop', [
      turn('are the hoodies made out of recycled bottles or new polyester?', {
        grounded: shopFact(SHOP_KB.sustainability),
        handoff: false,
      }),
    ]),
  ),
  boutique(
    conversation('training/unseen-4-blouses-in-petite', 'social', [
      turn('do any of your blouses come in petite?', {
        grounded: socialFact(SOCIAL_KB.sizing),
        handoff: false,
      }),
    ]),
  ),
  boutique(
    conversation('training/unseen-4-fit-small-or-big', 'social', [
      turn('does your stuff come up small or big? im usually a medium', {
        grounded: socialFact(SOCIAL_KB.sizing),
        handoff: false,
      }),
    ]),
  ),
  // Parts of a job sized one by one, one part corrected, a new estimate.
  conversation('training/unseen-4-roof-and-bonnet', 'quote', [
    turn('the roof is 2.5m x 1.5m and the bonnet is 5ft by 4ft, premium vinyl. how much?', {
      quote: ROOF_AND_BONNET,
      handoff: false,
    }),
  ]),
  conversation('training/unseen-4-tailgate-corrected', 'quote', [
    turn('van: the two sides are 12 x 6 ft and the tailgate is 5 x 4, standard vinyl', {
      quote: SIDES_AND_TAILGATE,
      handoff: false,
    }),
    turn('oh wait the tailgate is 6 high not 4, rest is right', {
      quote: SIDES_AND_TALLER_TAILGATE,
      handoff: false,
    }),
  ]),
  conversation('training/unseen-4-closer-to-190', 'quote', [
    turn('full wrap on my hatchback, standard vinyl, about 170 sq ft', {
      quote: HATCHBACK_170,
      handoff: false,
    }),
    turn('my husband measured it again, he reckons closer to 190', { quote: HATCHBACK_190, handoff: false }),
  ]),
  // What a question is about, in other words.
  conversation('training/unseen-4-vinyl-over-chipped-paint', 'quote', [
    turn('can you put the vinyl straight over some chipped paint on the bonnet?', {
      grounded: factFrom(KB.vehiclePrep),
      handoff: false,
    }),
  ]),
  conversation('training/unseen-4-called-off-deposit-back', 'quote', [
    turn(
      'we called off the lettering job this morning, the print had not started. will we see our deposit back?',
      {
        grounded: factFrom(KB.cancellations),
        handoff: false,
      },
    ),
  ]),
  conversation('training/unseen-4-tiniest-order', 'quote', [
    turn("what's the tiniest order you take on?", { grounded: factFrom(KB.setupFee), handoff: false }),
  ]),
  conversation('training/unseen-4-eighteen-wheelers', 'quote', [
    turn('do you wrap 18 wheelers?', { grounded: factFrom(KB.wraps), handoff: false }),
  ]),
  conversation('training/unseen-4-trade-show-deadline', 'quote', [
    turn('could you have my van lettered by the trade show? its 8 days away', {
      grounded: factFrom(KB.turnaround),
      handoff: false,
    }),
  ]),
  // Particular arrangements the knowledge does not hold.
  shop(
    conversation('training/unseen-4-collect-from-store', 'shop', [
      turn('could I collect my order from your store myself rather than pay postage?', {
        grounded: NOT_IN_KNOWLEDGE,
        handoff: false,
      }),
    ]),
  ),
  boutique(
    conversation('training/unseen-4-update-address', 'social', [
      turn('i put the wrong address on my order an hour ago, can i update my shipping address?', {
        grounded: NOT_IN_KNOWLEDGE,
        handoff: false,
      }),
    ]),
  ),
  shop(
    conversation('training/unseen-4-parcel-locker', 'shop', [
      turn('will you ship to a parcel locker?', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
    ]),
  ),
  shop(
    conversation('training/unseen-4-difference-refunded', 'shop', [
      turn('the hoodie had a price drop two days after I bought it. can you refund the difference?', {
        grounded: NOT_IN_KNOWLEDGE,
        handoff: false,
      }),
    ]),
  ),
  conversation('training/unseen-4-supply-own-film', 'quote', [
    turn('can we supply our own film and have you just put it on?', {
      grounded: NOT_IN_KNOWLEDGE,
      handoff: false,
    }),
  ]),
  conversation('training/unseen-4-mail-a-sample', 'quote', [
    turn('could you mail me a sample of the reflective so I can see it in daylight?', {
      grounded: NOT_IN_KNOWLEDGE,
      handoff: false,
    }),
  ]),
];
