import type { EvalConversation } from '../eval-types';
import {
  conversation,
  factFrom,
  inStore,
  KB,
  SHOP_KB,
  SOCIAL_KB,
  shopFact,
  socialFact,
  turn,
} from './scenario-kit';

/**
 * A second set in the writer's own words, written after training-own-words.ts passed and run
 * before any change: 4 of 10 passed. Fixed since by their causes (another size as an exchange, "be
 * here by" as shipping, "fairly" as values, "extra" and "come" as frame words); waxing after a
 * wrap still fails, as the care item does not say.
 */

export const TRAINING_OWN_WORDS_2_CONVERSATIONS: readonly EvalConversation[] = [
  inStore(
    'shop',
    conversation('training/own2-hoodie-next-size-down', 'shop', [
      turn('the hoodie i ordered is too big, can i get the next size down instead?', {
        grounded: shopFact(SHOP_KB.returns),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/own2-student-code-sweater', 'shop', [
      turn('any chance of a discount code for the merino sweater? im a student', {
        grounded: shopFact(SHOP_KB.discounts),
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/own2-jacket-fair-factory', 'shop', [
      turn('is the rain jacket made in a factory that treats people fairly?', {
        grounded: shopFact(SHOP_KB.sustainability),
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/own2-chinos-by-the-weekend', 'shop', [
      turn('if i order the chinos now, could they be here by the weekend?', {
        grounded: shopFact(SHOP_KB.shipping),
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/own2-beanie-hole', 'shop', [
      turn('i received the beanie with a hole in it, what can you do?', { handoff: true }),
    ]),
  ),
  inStore(
    'social',
    conversation('training/own2-reserve-blouse-payday', 'social', [
      turn('can u reserve the stella blouse in medium for me? payday is friday', {
        grounded: socialFact(SOCIAL_KB.ordering),
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('training/own2-dress-and-tote-free-shipping', 'social', [
      turn('does the linen dress come with free shipping if i add the tote?', {
        grounded: socialFact(SOCIAL_KB.shipping),
      }),
    ]),
  ),
  conversation('training/own2-wax-after-wrap', 'quote', [
    turn('how soon after the wrap can i wax the car?', { grounded: factFrom(KB.care) }),
  ]),
  conversation('training/own2-cancel-day-before-fee', 'quote', [
    turn('is there an extra fee if i cancel my install the day before?', {
      grounded: factFrom(KB.cancellations),
    }),
  ]),
  conversation('training/own2-three-trucks-weekends', 'quote', [
    turn(
      'got 3 trucks, they need to look identical, and one can only be off the road on weekends. how do you usually handle that?',
      { grounded: factFrom(KB.fleet), noQuotePitch: true },
    ),
  ]),
];
