import type { Tone } from '../validation/preview-questionnaire';

/**
 * What makes a reply sound like its workspace's tone, as the persona templates are written
 * (persona-templates.ts): professional and premium use no contractions, premium no exclamation
 * marks and always a refined turn of phrase, casual always a contraction, urgent always a call to
 * action; no tone uses emoji. persona.test.ts holds every template to these markers, and the
 * agent evaluations hold every reply to them, whichever engine wrote it.
 */

export const CONTRACTION =
  /\b(?:I'm|I'll|I've|I'd|you're|you'll|you've|you'd|we're|we'll|we've|let's|here's|that's|it's|what's|there's|they'll)\b|n't\b/i;
export const EMOJI = /\p{Extended_Pictographic}/u;
export const PREMIUM_MARKERS =
  /\b(?:pleasure|delighted|pleased|may i|tailor(?:ed)?|personally|service|welcome|bespoke|allow me|should you wish|attend|with care)\b/i;
export const CALL_TO_ACTION =
  /\b(?:now|today|right away|instantly|reply|send|tell me|book|let's|say|get|check|open|keep|stay)\b/i;

/** Why a text does not sound like the tone: one short reason per broken rule; empty when it does. */
export function toneMismatches(text: string, tone: Tone): string[] {
  // Phones type curly apostrophes; a model may too ("I’ll").
  const plain = text.replace(/[’‘]/g, "'");
  const reasons: string[] = [];
  if (EMOJI.test(plain)) reasons.push('uses emoji');
  const contraction = CONTRACTION.test(plain);
  const exclamation = plain.includes('!');
  switch (tone) {
    case 'professional':
      if (contraction) reasons.push('uses a contraction');
      if (exclamation) reasons.push('uses an exclamation mark');
      if (PREMIUM_MARKERS.test(plain)) reasons.push('uses a premium flourish');
      break;
    case 'casual':
      if (!contraction) reasons.push('has no contraction');
      break;
    case 'premium':
      if (contraction) reasons.push('uses a contraction');
      if (exclamation) reasons.push('uses an exclamation mark');
      if (!PREMIUM_MARKERS.test(plain)) reasons.push('has no refined turn of phrase');
      break;
    case 'urgent':
      if (!CALL_TO_ACTION.test(plain)) reasons.push('has no call to action');
      break;
  }
  return reasons;
}

export function matchesTone(text: string, tone: Tone): boolean {
  return toneMismatches(text, tone).length === 0;
}
