import type { EvalConversation } from '../eval-types';
import { conversation, inStore, NOT_IN_KNOWLEDGE, turn } from './scenario-kit';

/**
 * Written for decision 065 in the writer's own words, several per kind the eighth held-out set
 * (`held-out-fresh6.ts`) showed (never its wording): a person asked for by role or by refusing a
 * machine ("a real designer", "not a chatbot"), a call asked for, sarcastic praise beside a rolled
 * eye, time gone by with nothing moving, and a parcel marked delivered that never came.
 */

const shop = (c: EvalConversation) => inStore('shop', c);
const boutique = (c: EvalConversation) => inStore('social', c);

export const TRAINING_PERSONS_AND_UNKNOWNS_CONVERSATIONS: readonly EvalConversation[] = [
  // A person asked for by role, by refusing a machine, or by asking for a call.
  boutique(
    conversation('training/person-real-designer', 'social', [
      turn('could i chat with a real designer about an outfit for my sisters wedding', { handoff: true }),
    ]),
  ),
  boutique(
    conversation('training/person-not-a-chatbot', 'social', [
      turn('hi, i need help with a return and i want someone who is not a chatbot', { handoff: true }),
    ]),
  ),
  shop(
    conversation('training/person-expert-on-boots', 'shop', [
      turn('is there an actual expert i can speak to about waxed jackets', { handoff: true }),
    ]),
  ),
  conversation('training/person-call-from-manager', 'quote', [
    turn('the installer left glue marks on my door. I expect a phone call from your manager', {
      handoff: true,
    }),
  ]),
  conversation('training/person-call-back-today', 'quote', [
    turn('id like a call back today please, its about the fleet job', { handoff: true }),
  ]),
  // Sarcasm and time gone by with nothing moving.
  shop(
    conversation('training/sarcasm-great-communication', 'shop', [
      turn('great communication as always, still no reply to my email from last week 🙄', { handoff: true }),
    ]),
  ),
  boutique(
    conversation('training/sarcasm-so-impressed', 'social', [
      turn('so impressed 😒 my dress was meant to ship on monday', { handoff: true }),
    ]),
  ),
  conversation('training/sarcasm-two-weeks-later', 'quote', [
    turn('two weeks later and the banner proof is still not in my inbox', { handoff: true }),
  ]),
  // A parcel marked delivered that never came is a person's problem, whatever its status says.
  shop(
    conversation('training/delivered-but-missing', 'shop', [
      turn(
        'HP-10437, alex.morgan@harborpine-demo.shop - tracking shows delivered yesterday but not a thing on my porch',
        { grounded: NOT_IN_KNOWLEDGE, handoff: true },
      ),
    ]),
  ),
];
