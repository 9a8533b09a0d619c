import type { EvalConversation } from '../eval-types';
import {
  conversation,
  factFrom,
  inStore,
  KB,
  NOT_IN_KNOWLEDGE,
  SHOP_KB,
  SOCIAL_KB,
  shopFact,
  socialFact,
  turn,
} from './scenario-kit';

/**
 * Training conversations written after the fifth round's fixes, in the writer's own words and
 * before running them, to check the fixes generalise: the same kinds as training-asked-beside.ts
 * (a question beside a named product, a policy question naming one, wrong or empty parcels, a
 * promise broken, a price asked about removal or tax, a quote not wanted, a story that refers
 * back, short greetings and goodbyes), said differently. Eight failed when first run: one
 * expectation was wrong (the tee's own card answers how to wash it) and was changed; the other
 * causes were fixed in the engine, not in these words.
 */

export const TRAINING_OWN_WORDS_CONVERSATIONS: readonly EvalConversation[] = [
  inStore(
    'shop',
    conversation('training/own-switch-crewneck-colour', 'shop', [
      turn(
        'got the crewneck in forest green last week but honestly the grey looks nicer, can i switch colours?',
        { grounded: shopFact(SHOP_KB.returns), handoff: false },
      ),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/own-hem-selvedge-in-store', 'shop', [
      turn('r the selvedge jeans hemmed for free if i buy them in store', {
        grounded: shopFact(SHOP_KB.sizes),
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/own-jacket-packaging', 'shop', [
      turn('does the rain jacket come in recycled packaging or plastic bags?', {
        grounded: shopFact(SHOP_KB.sustainability),
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/own-student-discount-jacket', 'shop', [
      turn('can i use a student discount on the quilted jacket?', { grounded: shopFact(SHOP_KB.discounts) }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/own-tote-apple-pay', 'shop', [
      turn('if the tote comes back in stock how do i pay, do u take apple pay', {
        grounded: shopFact(SHOP_KB.payment),
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/own-portland-shop-where', 'shop', [
      turn('where is your shop in portland exactly?', { grounded: shopFact(SHOP_KB.hours) }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/own-empty-box', 'shop', [
      turn('package came but the box was empty?!! what is going on', { handoff: true }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/own-tee-wash-shrink', 'shop', [
      turn('how do i wash the organic tee without it shrinking', { handoff: false }),
    ]),
  ),
  inStore(
    'social',
    conversation('training/own-cardigan-keep-aside', 'social', [
      turn('love the willow cardigan 😍 could you keep an M aside for me til friday?', {
        grounded: socialFact(SOCIAL_KB.ordering),
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('training/own-styling-session-free', 'social', [
      turn('is the first styling session really free? do i need to buy anything', {
        grounded: socialFact(SOCIAL_KB.appointments),
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('training/own-slip-dress-send-back', 'social', [
      turn('can i send the satin slip dress back if it doesnt fit? wore it for an hour at home', {
        grounded: socialFact(SOCIAL_KB.returns),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('training/own-post-to-puerto-rico', 'social', [
      turn('do yall post to puerto rico', { grounded: socialFact(SOCIAL_KB.shipping) }),
    ]),
  ),
  conversation('training/own-pressure-wash-weekend', 'quote', [
    turn('wrapped the van last friday. ok to pressure wash it this weekend?', {
      grounded: factFrom(KB.care),
    }),
  ]),
  conversation('training/own-charge-old-wrap-off', 'quote', [
    turn('whats the charge for taking an old wrap off my car', { grounded: factFrom(KB.removal) }),
  ]),
  conversation('training/own-no-quote-boat-wraps', 'quote', [
    turn("don't want a quote, just want to know if you guys do boat wraps", {
      grounded: NOT_IN_KNOWLEDGE,
      noQuotePitch: true,
    }),
  ]),
  conversation('training/own-twelve-vans-two-at-a-time', 'quote', [
    turn(
      'we have 12 delivery vans and need them all looking identical but we cant have more than two off the road at a time. is that doable?',
      { grounded: factFrom(KB.fleet), noQuotePitch: true },
    ),
  ]),
  conversation('training/own-mockup-to-approve', 'quote', [
    turn('will i get a mockup to approve before you print it?', { grounded: factFrom(KB.artwork) }),
  ]),
  conversation('training/own-sign-promised-wednesday', 'quote', [
    turn('you said my sign would be up by wednesday and its friday. where is it', { handoff: true }),
  ]),
  conversation('training/own-quick-question-bye', 'quote', [
    turn('hey!! quick question', { smallTalk: true, handoff: false }),
    turn('cheers thats all, bye', { smallTalk: true, handoff: false }),
  ]),
  conversation('training/own-vat-included', 'quote', [
    turn('is vat included in your prices', { grounded: factFrom(KB.setupFee), noQuotePitch: true }),
  ]),
];
