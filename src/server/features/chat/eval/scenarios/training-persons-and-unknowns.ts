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
 * Written for decision 065 in the writer's own words, several per kind the eighth held-out set
 * (`held-out-fresh6.ts`) showed (never its wording): a person asked for by role or by refusing a
 * machine ("a real designer", "not a chatbot"), a call asked for, sarcastic praise beside a rolled
 * eye, time gone by with nothing moving, and a parcel marked delivered that never came; questions
 * the knowledge does not answer (matching a rival's price, parking, one asked two ways with "or"),
 * told honestly and offered a person, beside ones it does answer in the same breath; and a question
 * in another language that names a brand written alike everywhere ("apple pay", "paypal"); and a
 * priced job asked again in the other material in loose words ("the basic kind instead").
 */

const STANDARD_VAN = quoteFor('van wrap 200 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 200,
});
const STANDARD_BANNER = quoteFor('banner 10 x 4 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 40,
});

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
  // What the knowledge does not hold: said so, with a person offered, never an unrelated fact.
  shop(
    conversation('training/unknown-beat-a-price', 'shop', [
      turn('saw the merino crew for less on another site, can you match their price?', {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  boutique(
    conversation('training/unknown-price-match-dress', 'social', [
      turn('do u guys price match? the linen dress is cheaper at a store near me', {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  boutique(
    conversation('training/unknown-where-to-park', 'social', [
      turn('where can i park when i come to the studio, or is it easier to get an uber', {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  conversation('training/unknown-park-the-van', 'quote', [
    turn('is there a car park at your place for when i drop the van off', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  // Asked beside a question the knowledge does answer: that one is answered.
  shop(
    conversation('training/unknown-parking-beside-hours', 'shop', [
      turn('is there any parking by the store? also what time do you close on sundays', {
        grounded: shopFact(SHOP_KB.hours),
      }),
    ]),
  ),
  boutique(
    conversation('training/unknown-price-match-beside-returns', 'social', [
      turn('do you price match? and can i exchange a dress for another size', {
        grounded: socialFact(SOCIAL_KB.returns),
      }),
    ]),
  ),
  conversation('training/unknown-parking-beside-warranty', 'quote', [
    turn('is there parking out front, and what warranty comes with the install?', {
      grounded: factFrom(KB.warranty),
    }),
  ]),
  // A brand's name in a question in another language: answered in the visitor's language.
  shop(
    conversation('training/brand-in-portuguese', 'shop', [
      turn('pagam com apple pay?', { grounded: shopFact(SHOP_KB.payment), language: 'pt' }),
    ]),
  ),
  boutique(
    conversation('training/brand-in-dutch', 'social', [
      turn('accepteren jullie apple pay?', { grounded: socialFact(SOCIAL_KB.payment), language: 'nl' }),
    ]),
  ),
  shop(
    conversation('training/brand-in-italian', 'shop', [
      turn('accettate apple pay per gli ordini online?', {
        grounded: shopFact(SHOP_KB.payment),
        language: 'it',
      }),
    ]),
  ),
  // A priced job asked again in the other material, in loose words.
  conversation('training/reprice-basic-kind', 'quote', [
    turn('price for wrapping my van, about 200 sq ft in premium vinyl'),
    turn('and if we went with the basic kind instead?', { quote: STANDARD_VAN }),
  ]),
  conversation('training/reprice-standard-instead', 'quote', [
    turn('how much is a 10 x 4 ft banner in reflective'),
    turn('ok what would it be in standard instead', { quote: STANDARD_BANNER }),
  ]),
  // An order leaving the same day is asked of the shipping, not the opening hours.
  shop(
    conversation('training/same-day-dispatch', 'shop', [
      turn('if i put an order in around 11 this morning, would it be dispatched today?', {
        grounded: shopFact(SHOP_KB.shipping),
      }),
    ]),
  ),
  boutique(
    conversation('training/sent-tomorrow', 'social', [
      turn('if i message u tonight for the green dress does it get sent out tomorrow', {
        grounded: socialFact(SOCIAL_KB.shipping),
      }),
    ]),
  ),
];
