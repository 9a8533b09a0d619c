import type { Behaviour, EvalConversation } from '../eval-types';
import { DEMO_STORE_CONVERSATIONS } from './demo-stores';
import { HELD_OUT_CUSTOMER_CONVERSATIONS } from './held-out-customers';
import { HELD_OUT_FRESH_CONVERSATIONS } from './held-out-fresh';
import { HELD_OUT_FRESH2_CONVERSATIONS } from './held-out-fresh2';
import { HELD_OUT_FRESH3_CONVERSATIONS } from './held-out-fresh3';
import { HELD_OUT_FRESH4_CONVERSATIONS } from './held-out-fresh4';
import { HELD_OUT_FRESH5_CONVERSATIONS } from './held-out-fresh5';
import { HELD_OUT_FRESH6_CONVERSATIONS } from './held-out-fresh6';
import { HELD_OUT_FRESH7_CONVERSATIONS } from './held-out-fresh7';
import { HELD_OUT_FRESH8_CONVERSATIONS } from './held-out-fresh8';
import { HELD_OUT_FRESH9_CONVERSATIONS } from './held-out-fresh9';
import { HELD_OUT_FRESH10_CONVERSATIONS } from './held-out-fresh10';
import { HELD_OUT_FRESH11_CONVERSATIONS } from './held-out-fresh11';
import { HELD_OUT_FRESH12_CONVERSATIONS } from './held-out-fresh12';
import { HELD_OUT_FRESH13_CONVERSATIONS } from './held-out-fresh13';
import { HELD_OUT_FRESH14_CONVERSATIONS } from './held-out-fresh14';
import { HELD_OUT_QUOTE_CONVERSATIONS } from './held-out-quote';
import { HELD_OUT_SHOP_CONVERSATIONS } from './held-out-shop';
import { HELD_OUT_SOCIAL_CONVERSATIONS } from './held-out-social';
import { QUOTE_CONVERSATIONS } from './quote';
import { SHOP_CONVERSATIONS } from './shop';
import { SOCIAL_CONVERSATIONS } from './social';
import { TRAINING_ASKED_BESIDE_CONVERSATIONS } from './training-asked-beside';
import { TRAINING_FOLLOW_UPS_AND_UNITS_CONVERSATIONS } from './training-follow-ups-and-units';
import { TRAINING_INTENT_AND_LANGUAGES_CONVERSATIONS } from './training-intent-and-languages';
import { TRAINING_LEANING_AND_ASKED_TOPICS_CONVERSATIONS } from './training-leaning-and-asked-topics';
import { TRAINING_OWN_WORDS_CONVERSATIONS } from './training-own-words';
import { TRAINING_OWN_WORDS_2_CONVERSATIONS } from './training-own-words-2';
import { TRAINING_PERSONS_AND_UNKNOWNS_CONVERSATIONS } from './training-persons-and-unknowns';
import { TRAINING_QUOTE_CONVERSATIONS } from './training-quote';
import { TRAINING_QUOTE_SIZES_CONVERSATIONS } from './training-quote-sizes';
import { TRAINING_SHOP_CONVERSATIONS } from './training-shop';
import { TRAINING_SHOP_OWNER_FACTS_CONVERSATIONS } from './training-shop-owner-facts';
import { TRAINING_SOCIAL_CONVERSATIONS } from './training-social';
import { TRAINING_STORE_CONVERSATIONS } from './training-stores';
import { TRAINING_UNSEEN_CUSTOMERS_CONVERSATIONS } from './training-unseen-customers';
import { TRAINING_UNSEEN_CUSTOMERS_2_CONVERSATIONS } from './training-unseen-customers-2';
import { TRAINING_UNSEEN_CUSTOMERS_3_CONVERSATIONS } from './training-unseen-customers-3';
import { TRAINING_UNSEEN_CUSTOMERS_4_CONVERSATIONS } from './training-unseen-customers-4';
import { TRAINING_UNSEEN_CUSTOMERS_5_CONVERSATIONS } from './training-unseen-customers-5';
import { TRAINING_UNSEEN_CUSTOMERS_6_CONVERSATIONS } from './training-unseen-customers-6';

/**
 * The first conversations written, which the built-in engine passes in full: CI holds them at
 * 100 % so a regression fails the build while the engine is still being improved on the rest.
 */
export const BASELINE_CONVERSATIONS: readonly EvalConversation[] = [
  ...SHOP_CONVERSATIONS,
  ...SOCIAL_CONVERSATIONS,
  ...QUOTE_CONVERSATIONS,
  ...DEMO_STORE_CONVERSATIONS,
];

/**
 * Baseline verdicts the built-in engine is known to miss, each a (conversation, turn, behaviour)
 * that a check added after the baseline was written catches: CI tolerates exactly these and holds
 * every other baseline verdict at 100 %. Remove an entry once the engine passes it.
 */
export const BASELINE_KNOWN_MISSES: readonly { conversation: string; turn: number; behaviour: Behaviour }[] =
  [
    // "Do you offer financing?" then "no thanks": the same "not able to answer" line twice (noRepeat).
    { conversation: 'shop/financing-declined', turn: 2, behaviour: 'noRepeat' },
  ];

/** Whether a failed verdict of a baseline conversation is one of the known misses. */
export const isKnownBaselineMiss = (failure: { conversation: string; turn: number; behaviour: Behaviour }) =>
  BASELINE_KNOWN_MISSES.some(
    (m) =>
      m.conversation === failure.conversation && m.turn === failure.turn && m.behaviour === failure.behaviour,
  );

/** Conversations the engine may be tuned against. */
export const TRAINING_CONVERSATIONS: readonly EvalConversation[] = [
  ...BASELINE_CONVERSATIONS,
  ...TRAINING_SHOP_CONVERSATIONS,
  ...TRAINING_SOCIAL_CONVERSATIONS,
  ...TRAINING_QUOTE_CONVERSATIONS,
  ...TRAINING_STORE_CONVERSATIONS,
  ...TRAINING_ASKED_BESIDE_CONVERSATIONS,
  ...TRAINING_OWN_WORDS_CONVERSATIONS,
  ...TRAINING_OWN_WORDS_2_CONVERSATIONS,
  ...TRAINING_FOLLOW_UPS_AND_UNITS_CONVERSATIONS,
  ...TRAINING_INTENT_AND_LANGUAGES_CONVERSATIONS,
  ...TRAINING_LEANING_AND_ASKED_TOPICS_CONVERSATIONS,
  ...TRAINING_PERSONS_AND_UNKNOWNS_CONVERSATIONS,
  ...TRAINING_UNSEEN_CUSTOMERS_CONVERSATIONS,
  ...TRAINING_UNSEEN_CUSTOMERS_2_CONVERSATIONS,
  ...TRAINING_UNSEEN_CUSTOMERS_3_CONVERSATIONS,
  ...TRAINING_QUOTE_SIZES_CONVERSATIONS,
  ...TRAINING_SHOP_OWNER_FACTS_CONVERSATIONS,
  ...TRAINING_UNSEEN_CUSTOMERS_4_CONVERSATIONS,
  ...TRAINING_UNSEEN_CUSTOMERS_5_CONVERSATIONS,
  ...TRAINING_UNSEEN_CUSTOMERS_6_CONVERSATIONS,
];

/**
 * The held-out sets, oldest first, each written in one sitting before a round of engine changes:
 * the report gives each its own pass rate, since a newer set is the honest figure for the changes
 * made after the older ones were known.
 */
export const HELD_OUT_SETS: readonly { name: string; conversations: readonly EvalConversation[] }[] = [
  {
    name: 'shop/social/quote',
    conversations: [
      ...HELD_OUT_SHOP_CONVERSATIONS,
      ...HELD_OUT_SOCIAL_CONVERSATIONS,
      ...HELD_OUT_QUOTE_CONVERSATIONS,
    ],
  },
  { name: 'customers', conversations: HELD_OUT_CUSTOMER_CONVERSATIONS },
  { name: 'fresh', conversations: HELD_OUT_FRESH_CONVERSATIONS },
  { name: 'fresh2', conversations: HELD_OUT_FRESH2_CONVERSATIONS },
  { name: 'fresh3', conversations: HELD_OUT_FRESH3_CONVERSATIONS },
  { name: 'fresh4', conversations: HELD_OUT_FRESH4_CONVERSATIONS },
  { name: 'fresh5', conversations: HELD_OUT_FRESH5_CONVERSATIONS },
  { name: 'fresh6', conversations: HELD_OUT_FRESH6_CONVERSATIONS },
  { name: 'fresh7', conversations: HELD_OUT_FRESH7_CONVERSATIONS },
  { name: 'fresh8', conversations: HELD_OUT_FRESH8_CONVERSATIONS },
  { name: 'fresh9', conversations: HELD_OUT_FRESH9_CONVERSATIONS },
  { name: 'fresh10', conversations: HELD_OUT_FRESH10_CONVERSATIONS },
  { name: 'fresh11', conversations: HELD_OUT_FRESH11_CONVERSATIONS },
  { name: 'fresh12', conversations: HELD_OUT_FRESH12_CONVERSATIONS },
  { name: 'fresh13', conversations: HELD_OUT_FRESH13_CONVERSATIONS },
  { name: 'fresh14', conversations: HELD_OUT_FRESH14_CONVERSATIONS },
];

/** Written before tuning and never tuned against: the honest measure (files named held-out-*.ts). */
export const HELD_OUT_CONVERSATIONS: readonly EvalConversation[] = HELD_OUT_SETS.flatMap((set) =>
  set.conversations.map((c) => ({ ...c, heldOutSet: set.name })),
);

/** Every scripted conversation, training first. */
export const EVAL_CONVERSATIONS: readonly EvalConversation[] = [
  ...TRAINING_CONVERSATIONS,
  ...HELD_OUT_CONVERSATIONS,
];
