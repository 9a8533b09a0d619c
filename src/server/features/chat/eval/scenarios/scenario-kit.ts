import type { AgentType } from '../../../../../domain/agent-types';
import { DEMO_PRICING } from '../../../../../domain/demo-pricing';
import { calculateQuote, type QuoteRequest } from '../../../../../domain/quote-engine';
import { quoteAmounts } from '../../../../../domain/quote-engine-output';
import type { Tone } from '../../../../../domain/validation/preview-questionnaire';
import { DEMO_KNOWLEDGE } from '../../../../db/seed/demo-content';
import type {
  EvalConversation,
  EvalTurn,
  ExpectedQuote,
  GroundedExpectation,
  TurnExpectations,
} from '../eval-types';

/** Building blocks for scenario files, so the scripts read like conversations. */

/** A fact from the demo knowledge item with this title (checked, so a renamed item fails loudly). */
export function factFrom(title: string): GroundedExpectation {
  if (!DEMO_KNOWLEDGE.some((item) => item.title === title))
    throw new Error(`No demo knowledge item is titled "${title}"`);
  return { mustContainFactFrom: title };
}

export const NOT_IN_KNOWLEDGE: GroundedExpectation = { notInKnowledge: true };

/**
 * What the quote for the described job comes to, worked out by the domain quote engine with the
 * demo workspace's pricing, never typed in by hand.
 */
export function quoteFor(
  job: string,
  request: QuoteRequest,
  options: { emailed?: boolean } = {},
): ExpectedQuote {
  const result = calculateQuote(DEMO_PRICING, request);
  if (!result.ok) throw new Error(`The scenario's job "${job}" cannot be priced: ${result.message}`);
  return {
    job,
    total: result.quote.totalAmount,
    amounts: quoteAmounts(result.quote),
    ...(options.emailed ? { emailed: true } : {}),
  };
}

export const turn = (user: string, expect: TurnExpectations = {}): EvalTurn => ({ user, expect });

/** A conversation; with a tone, every turn is also held to that tone. */
export function conversation(
  id: string,
  agentType: AgentType,
  turns: EvalTurn[],
  options: { tone?: Tone } = {},
): EvalConversation {
  const { tone } = options;
  return {
    id: `${agentType}/${id}`,
    agentType,
    ...(tone ? { tone } : {}),
    turns: tone ? turns.map((t) => ({ ...t, expect: { tone, ...t.expect } })) : turns,
  };
}

/** Knowledge titles of the demo workspace, by a short name. */
export const KB = {
  about: 'About Demo Wraps & Signs',
  hours: 'Opening hours and how to reach us',
  vinylPrices: 'Vinyl prices per square foot',
  setupFee: 'Setup fee, sales tax and minimum order',
  addOns: 'Add-ons: window tinting and paint protection film',
  wraps: 'Full and partial vehicle wraps',
  fleet: 'Fleet graphics for business vehicles',
  signs: 'Storefront signs and banners',
  warranty: 'Warranty on materials and installation',
  deposits: 'Deposits and payment',
  cancellations: 'Cancellations and rescheduling',
  artwork: 'Artwork and file formats',
  vehiclePrep: 'Preparing your vehicle for installation',
  turnaround: 'How long does a wrap take?',
  care: 'How do I care for my wrap?',
  removal: 'Can a wrap be removed?',
} as const;
