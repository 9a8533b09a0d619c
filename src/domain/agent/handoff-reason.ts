import { type Intent, primaryIntent } from './intents';

/**
 * Why the agent handed a conversation to a person, in the owner's words: the inbox shows it
 * ("Waiting for a person: …") and the owner's e-mail says it. The engine's own terms (its action,
 * the intents it read) mean nothing to a shop owner.
 */
const REASONS: Partial<Record<Intent, string>> = {
  human_request: 'The visitor asked to talk to a person',
  complaint: 'The visitor is unhappy and needs a person',
  order_status: 'The visitor asked about an order',
  price_quote: 'The visitor asked for a price the agent could not give',
  booking: 'The visitor wants to book a date',
  objection: 'The visitor has doubts about the price',
};
const COULD_NOT_ANSWER = 'The agent could not answer the visitor’s question';

export function handoffReason(intents: readonly Intent[]): string {
  const primary = primaryIntent(intents);
  return (primary && REASONS[primary]) ?? COULD_NOT_ANSWER;
}

/** A complaint about an order the catalogue found (a parcel missing, the wrong item). */
export const ORDER_COMPLAINT_REASON = 'The visitor has a problem with an order';
