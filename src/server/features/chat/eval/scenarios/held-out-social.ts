import type { EvalConversation } from '../eval-types';
import { conversation, factFrom, heldOut, KB, NOT_IN_KNOWLEDGE, quoteFor, turn } from './scenario-kit';

/**
 * Held out: SocialAgent answering DMs and comments the way people send them: lower case,
 * text-speak, emojis, other languages, other shops named in passing, anger. Never tune the engine
 * against these; their pass rate is the measure of how it does on messages nobody fitted it to.
 */

const CAR_180 = quoteFor('car wrap, premium vinyl, 180 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 180,
});
const HOOD_DECALS = quoteFor('decals, standard vinyl, 12 sq ft', {
  projectType: 'custom',
  material: 'standard-vinyl',
  squareFootage: 12,
});

export const HELD_OUT_SOCIAL_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  conversation(
    'held-out/wat-time-close',
    'social',
    [turn('hey wat time u close 2day', { grounded: factFrom(KB.hours) })],
    { tone: 'casual' },
  ),
  conversation('held-out/open-sundays', 'social', [
    turn('r u open sundays', { grounded: factFrom(KB.hours), handoff: false }),
  ]),
  conversation('held-out/model-3-for', 'social', [
    turn('how much 4 a full wrap on my model 3? premium 180 sq ft', { quote: CAR_180, quoteOffered: true }),
  ]),
  conversation('held-out/color-yall', 'social', [
    turn('do yall do color change?? thinking satin blue', { grounded: factFrom(KB.wraps) }),
  ]),
  conversation('held-out/competitor-fleet', 'social', [
    turn('we use FleetSigns Co for our trucks rn but want a 2nd shop. do u do fleets? got 8 vans', {
      grounded: factFrom(KB.fleet),
      handoff: false,
    }),
  ]),
  conversation('held-out/angry-ripped-banner', 'social', [
    turn('worst service ever. my banner came with a rip in it and no one answers ur phone. sort it out', {
      handoff: true,
    }),
  ]),
  conversation('held-out/manager-caps', 'social', [turn('GET ME A MANAGER', { handoff: true })]),
  conversation('held-out/bonjour-enseignes', 'social', [
    turn('Bonjour, vous faites des enseignes pour magasins ?', { language: 'fr' }),
  ]),
  conversation('held-out/ola-envelopamento', 'social', [
    turn('Olá, vocês fazem envelopamento de carros?', { language: 'pt' }),
  ]),
  conversation('held-out/hallo-transporter', 'social', [
    turn('Hallo, wie lange dauert eine Folierung für einen Transporter?', { language: 'de' }),
  ]),
  conversation('held-out/fire-emoji-then-how-long', 'social', [
    turn('🔥🔥🔥 that mustang wrap u posted', { handoff: false, smallTalk: true, noQuotePitch: true }),
    turn('how long did that take?', { grounded: factFrom(KB.turnaround), noQuotePitch: true }),
  ]),
  conversation(
    'held-out/when-can-i-wash',
    'social',
    [
      turn('picked up the van yesterday, looks unreal. when can i wash it?', {
        grounded: factFrom(KB.care),
        noQuotePitch: true,
      }),
    ],
    { tone: 'casual' },
  ),
  conversation('held-out/quote-still-good', 'social', [
    turn('hey the quote u sent me, is it still good next month?', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/what-do-u-even-do', 'social', [
    turn('what do u guys even do', { grounded: factFrom(KB.about) }),
  ]),
  conversation('held-out/logo-format-ty', 'social', [
    turn('do u need my logo in a special format?', { grounded: factFrom(KB.artwork) }),
    turn('ok cool ty 🙏', { handoff: false, smallTalk: true }),
  ]),
  conversation(
    'held-out/push-install-back',
    'social',
    [
      turn('can i push my install back a week? somethin came up', {
        grounded: factFrom(KB.cancellations),
        noQuotePitch: true,
      }),
    ],
    { tone: 'professional' },
  ),
  conversation('held-out/sponsorship', 'social', [
    turn('do u do collabs / sponsorships? i have 20k followers', {
      grounded: NOT_IN_KNOWLEDGE,
      handoff: false,
    }),
  ]),
  conversation('held-out/banners-and-card', 'social', [
    turn('2 questions: do u do banners and do u take card?', {
      grounded: [factFrom(KB.signs), factFrom(KB.deposits)],
    }),
  ]),
  conversation(
    'held-out/hood-decals',
    'social',
    [
      turn('need some decals for my hood, standard vinyl, 12 sq ft. $$?', {
        quote: HOOD_DECALS,
        quoteOffered: true,
      }),
      turn('perfect, thanks!!', { handoff: false, smallTalk: true }),
    ],
    { tone: 'urgent' },
  ),
]);
