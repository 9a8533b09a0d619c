import type { AgentType } from '../../../../../domain/agent-types';
import { DEMO_PRICING } from '../../../../../domain/demo-pricing';
import { calculateQuote, type QuoteRequest } from '../../../../../domain/quote-engine';
import { quoteAmounts } from '../../../../../domain/quote-engine-output';
import type { Tone } from '../../../../../domain/validation/preview-questionnaire';
import { DEMO_KNOWLEDGE } from '../../../../db/seed/demo-content';
import { DEMO_SHOP_KNOWLEDGE } from '../../../../db/seed/demo-shop-content';
import { DEMO_SOCIAL_KNOWLEDGE } from '../../../../db/seed/demo-social-content';
import type {
  EvalConversation,
  EvalTurn,
  EvalWorkspace,
  ExpectedQuote,
  GroundedExpectation,
  TurnExpectations,
} from '../eval-types';

/** Building blocks for scenario files, so the scripts read like conversations. */

/**
 * A fact from the demo knowledge item with this title (checked, so a renamed item fails loudly),
 * quoted, cited, or stated in the agent's own words (its key content, below).
 */
export function factFrom(title: string): GroundedExpectation {
  if (!DEMO_KNOWLEDGE.some((item) => item.title === title))
    throw new Error(`No demo knowledge item is titled "${title}"`);
  return { mustContainFactFrom: title, keyContent: KEY_CONTENT[title as KnowledgeTitle].source };
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
type KnowledgeTitle = (typeof KB)[keyof typeof KB];

/**
 * What each knowledge item says that an answer from it would state in any wording: figures,
 * names and terms specific to the item, which a reply drawing on another item would not carry.
 * Matched case-insensitively, so a good agent that paraphrases passes without quoting.
 */
const KEY_CONTENT: Record<KnowledgeTitle, RegExp> = {
  [KB.about]:
    /\b(?:designs?|prints?|installs?),? (?:prints?|installs?)|certified installers|heated install bay|cast vinyl|(?:in )?our own shop|wraps?\b[^.?!]*\b(?:signs?|signage|banners?)\b|\b(?:signs?|signage|banners?)\b[^.?!]*\bwraps?\b/,
  [KB.hours]:
    /\b8\s?(?:am|a\.m\.)|\b6\s?(?:pm|p\.m\.)|\b9\s?(?:am|a\.m\.)[^.?!]*\b1\s?(?:pm|p\.m\.)|closed (?:on )?sundays?|by appointment|monday (?:to|through|-|–) friday/,
  [KB.vinylPrices]: /\$\s?(?:12\.50|18\.50|15(?:\.00)?|22(?:\.00)?)\b/,
  [KB.setupFee]: /\$\s?400(?:\.00)?\b|setup fee|minimum order|\b8\s?%/,
  [KB.addOns]:
    /\$\s?350(?:\.00)?\b|\$\s?500(?:\.00)?\b|same appointment|add-?ons?\b|with any (?:vehicle )?wrap/,
  [KB.wraps]:
    /every painted panel|selected panels|colou?r change|change (?:its|the|your) colou?r|partial wraps? (?:covers?|is)/,
  [KB.fleet]: /identical|in batches|(?:two to three|2 to 3|2-3) vehicles|one design/,
  [KB.signs]:
    /window lettering|perforated|grommets|hemmed|reflective|(?:up to )?5\s?(?:ft|feet|foot) wide|without (?:a )?seams?/,
  [KB.warranty]: /\b(?:5|five|3|three)[- ]years?\b|\b(?:1|one)[- ]year\b|fixed free of charge|not covered/,
  [KB.deposits]:
    /\b50\s?%|half (?:up ?front|as a deposit|the (?:total|price|quote))|\b30 days|payment link|card payments?/,
  [KB.cancellations]: /\b48 hours|refunded in full|full refund|not refundable|non-?refundable/,
  [KB.artwork]: /vector|\bEPS\b|\bSVG\b|\bPDF\b|150\s?dpi|digital proof/,
  [KB.vehiclePrep]: /washed|\bwax|sealant|ceramic coating|fully cured|\b30 days|rust|chips/,
  [KB.turnaround]:
    /\b2 to 4 (?:business )?days|\b1 to 2 days|\b2 to 3 days|one visit|rush jobs? (?:are|is) possible|business days/,
  [KB.care]:
    /(?:one|1) week|mild soap|hand[- ]wash|12 inches|brush (?:car )?wash|bird droppings|tree sap|fuel spills?/,
  [KB.removal]: /removes? cleanly|half a day|resale|lease returns?|protects the paint/,
};

/** Knowledge titles of the demo shop's workspace, by a short name (`shopFact` checks each). */
export const SHOP_KB = {
  about: 'About Harbor & Pine Outfitters',
  hours: 'Opening hours, store address and how to contact us',
  shipping: 'Shipping and delivery: how long delivery will take and what it costs',
  returns: 'Returns and exchanges, for a wrong size or fit',
  payment: 'Payment methods: how you can pay',
  discounts: 'Discounts, discount codes, newsletter and gift cards',
  sizes: 'Size guide and fit',
  care: 'Caring for your clothes',
  tracking: 'Tracking an order',
  sustainability: 'Sustainability',
} as const;

/** Knowledge titles of the demo social seller's workspace, by a short name (`socialFact` checks each). */
export const SOCIAL_KB = {
  about: 'About Luna Boutique',
  hours: 'Opening hours, studio address and how to contact us',
  appointments: 'Styling appointments',
  ordering: 'Ordering by direct message',
  shipping: 'Shipping: how fast we ship and what it costs',
  returns: 'Returns and exchanges, for a wrong size or fit',
  payment: 'Payment',
  sizing: 'Sizing and fit',
} as const;

/** Marks every conversation of a held-out file (files named held-out-*.ts). */
export const heldOut = (conversations: readonly EvalConversation[]): readonly EvalConversation[] =>
  conversations.map((c) => ({ ...c, heldOut: true }));

/** A fact of the demo shop's or social seller's knowledge, by its exact title (a typo fails loudly). */
function storeFact(store: readonly { title: string }[], title: string): GroundedExpectation {
  if (!store.some((item) => item.title === title))
    throw new Error(`No store knowledge item is titled "${title}"`);
  return { mustContainFactFrom: title };
}
export const shopFact = (title: string) => storeFact(DEMO_SHOP_KNOWLEDGE, title);
export const socialFact = (title: string) => storeFact(DEMO_SOCIAL_KNOWLEDGE, title);
/** The conversation, held in one of the demo stores' workspaces. */
export const inStore = (workspace: EvalWorkspace, c: EvalConversation): EvalConversation => ({
  ...c,
  workspace,
});
