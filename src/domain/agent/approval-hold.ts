import { AWAITING_APPROVAL_TEXT } from '../chat';
import { detectIntents, type Intent } from './intents';
import { findPrices } from './price-guard';

/**
 * Safe mode holds answers for a team member's approval because they state facts or prices the
 * business vouches for (spec dashboard: operation modes). A reply to small talk ("good evening",
 * "thanks", an emoji) states neither, so it is sent as it is: holding "Hello!" for approval only
 * makes the chat feel dead.
 */

/** Messages that are only pleasantries. */
const SMALL_TALK: ReadonlySet<Intent> = new Set(['greeting', 'thanks', 'capabilities']);

export interface HoldCandidate {
  /** The visitor's message. */
  message: string;
  /** The reply the engine wrote. */
  text: string;
  sources: readonly string[];
  quotedAmounts: readonly number[];
}

/** True when the reply must wait for approval: anything but a fact- and price-free answer to small talk. */
export function mustHoldForApproval(candidate: HoldCandidate): boolean {
  const intents = detectIntents(candidate.message);
  // "What can you do for me?" is also a question, about the agent itself.
  const asked = intents.includes('capabilities') ? intents.filter((i) => i !== 'product_question') : intents;
  const smallTalk = asked.length > 0 && asked.every((intent) => SMALL_TALK.has(intent));
  const statesNothing =
    candidate.sources.length === 0 &&
    candidate.quotedAmounts.length === 0 &&
    findPrices(candidate.text).length === 0 &&
    !/\d/.test(candidate.text);
  return !(smallTalk && statesNothing);
}

/** Shown while a price answer waits for approval. */
export const AWAITING_QUOTE_APPROVAL_TEXT =
  'Thanks! A team member is checking the figures and will confirm your quote shortly. It will appear here as soon as it is ready.';

/** What the visitor sees while the answer waits: about the quote when a price was asked. */
export function holdingLine(message: string, quotedAmounts: readonly number[] = []): string {
  const asksPrice = quotedAmounts.length > 0 || detectIntents(message).includes('price_quote');
  return asksPrice ? AWAITING_QUOTE_APPROVAL_TEXT : AWAITING_APPROVAL_TEXT;
}
