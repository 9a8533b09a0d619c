import { containsAnyKeyword } from './keyword-match';
import { type LeadTemperature, leadTemperature } from './lead-profile';
import { type RoutingDecision, type StoredLeadActivity, urgencyIndicators } from './lead-routing';
import { sumDollars } from './money';
import { PRICE_KEYWORDS } from './price-keywords';

/**
 * What really happened with one lead (a customer), across their conversations and quotes: the
 * facts a lead's score moves with. The score taken when a conversation starts sees one message and
 * nothing else, so on its own every lead stayed at 10 and cold whatever followed (decision 096).
 */
export interface LeadFacts {
  /** The customer's own messages, oldest first (every conversation of theirs). */
  visitorMessages: readonly string[];
  quotes: readonly LeadQuoteFact[];
  hasEmail: boolean;
  hasPhone: boolean;
  /** A conversation of theirs was handed to a person (they asked for one, or the agent could not help). */
  askedForPerson: boolean;
}

export interface LeadQuoteFact {
  /** Decimal dollars, as stored. */
  total: string;
  /** E-mailed to the customer or sent (status sent, or later). */
  emailed: boolean;
  paid: boolean;
  /** Rejected or expired: it no longer counts towards the lead's value. */
  lost: boolean;
}

export interface LeadActivityScore {
  engagement: number;
  temperature: LeadTemperature;
  /** The sum of the quotes still open or won, in dollars; null when no quote says anything. */
  value: number | null;
  urgency: string[];
  /** Why, in the order the points were given, for the owner ("quote $8,802", "urgent: tomorrow"). */
  reasons: string[];
}

/** Points per fact; 80 or more is hot, 50 or more warm (the spec's temperature thresholds). */
export const LEAD_ACTIVITY_POINTS = {
  perMessage: 5,
  messagesCap: 20,
  priceAsked: 10,
  quoteMade: 30,
  quoteEmailed: 10,
  quotePaid: 40,
  bigQuote: 20,
  urgency: 20,
  contactGiven: 10,
  askedForPerson: 10,
  cap: 100,
} as const;

/** A quote of this many dollars or more is worth an owner's call on its own (a fleet, a full wrap). */
export const BIG_QUOTE_DOLLARS = 5000;

/** The lead's value: what its quotes still open or won add up to (lost ones are not counted). */
export function leadValue(quotes: readonly LeadQuoteFact[]): number | null {
  const counted = quotes.filter((quote) => !quote.lost);
  if (counted.length === 0) return null;
  return sumDollars(counted.map((quote) => quote.total));
}

export function scoreLeadActivity(facts: LeadFacts): LeadActivityScore {
  const p = LEAD_ACTIVITY_POINTS;
  const reasons: string[] = [];
  let score = 0;
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(reason);
  };
  const messages = facts.visitorMessages.length;
  if (messages > 0)
    add(Math.min(messages * p.perMessage, p.messagesCap), `${messages} message${messages === 1 ? '' : 's'}`);
  const text = facts.visitorMessages.join('\n');
  if (containsAnyKeyword(text, PRICE_KEYWORDS)) add(p.priceAsked, 'asked for a price');
  const urgency = urgencyIndicators(text);
  if (urgency.length > 0) add(p.urgency, `urgent: ${urgency.join(', ')}`);
  const value = leadValue(facts.quotes);
  if (facts.quotes.length > 0) add(p.quoteMade, 'quote made');
  if (facts.quotes.some((quote) => quote.emailed)) add(p.quoteEmailed, 'quote e-mailed');
  if (facts.quotes.some((quote) => quote.paid)) add(p.quotePaid, 'quote paid');
  if (value !== null && value >= BIG_QUOTE_DOLLARS) add(p.bigQuote, 'big quote');
  if (facts.hasEmail || facts.hasPhone) add(p.contactGiven, 'left an e-mail or phone');
  if (facts.askedForPerson) add(p.askedForPerson, 'asked for a person');
  const engagement = Math.min(score, p.cap);
  return { engagement, temperature: leadTemperature(engagement), value, urgency, reasons };
}

/**
 * The queue a lead is in once its activity is known: a hot lead is the priority queue's (the one
 * the dashboard calls hot), an urgent one the urgent queue's; otherwise the decision taken when its
 * conversation started stands (a saved rule's, or the spec's routing).
 */
export function routeByActivity(activity: LeadActivityScore, started: RoutingDecision): RoutingDecision {
  if (activity.temperature === 'hot')
    return { action: 'priority_queue', priority: 1, reason: `Hot lead: ${activity.reasons.join(', ')}` };
  if (activity.urgency.length > 0 && started.priority > 2)
    return {
      action: 'urgent_response',
      priority: 2,
      reason: `Urgency indicators: ${activity.urgency.join(', ')}`,
    };
  return started;
}

/** The stored form, with the moment it was scored. */
export function storedActivity(activity: LeadActivityScore, at: Date): StoredLeadActivity {
  return { ...activity, scoredAt: at.toISOString() };
}
