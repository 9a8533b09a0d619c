import type { AgentType } from './agent-types';
import type { CataloguePlanId } from './plans';

// Which agent the AI Agent Setup step offers first to a workspace that has none yet: the one its
// plan pays for (bought or chosen for the trial), else the one its industry calls for. The owner
// can still tick any other; this only decides what a Continue without changes sets up.

/** The agent each plan of the catalogue sells (the larger tiers sell their plan's agent). */
export const PLAN_AGENT_TYPES: Readonly<Record<CataloguePlanId, AgentType>> = {
  shopagent: 'shop',
  'shopagent-pro': 'shop',
  'shopagent-enterprise': 'shop',
  socialagent: 'social',
  'socialagent-manager': 'social',
  quoteagent: 'quote',
};

/**
 * Words that say how a business sells: by the job (priced per project: a QuoteAgent), by the item
 * (a shop: a ShopAgent), or in conversation on social pages (bookings, visits: a SocialAgent). Each
 * matches at the start of a word ("sign" matches "signage", not "design"); one ending in "$" only
 * as a whole word ("spa", not "space").
 */
const INDUSTRY_WORDS: Readonly<Record<AgentType, readonly string[]>> = {
  quote: [
    'wrap',
    'sign',
    'print',
    'banner',
    'decal',
    'graphic',
    'contract',
    'construct',
    'roof',
    'landscap',
    'renovat',
    'remodel',
    'install',
    'repair',
    'plumb',
    'electric',
    'hvac',
    'paint',
    'fenc',
    'floor',
    'clean',
    'home service',
    'moving$',
    'removal',
    'detailing',
    'automotive',
    'event',
    'catering',
    'manufactur',
    'fabricat',
  ],
  shop: [
    'retail',
    'e-commerce',
    'ecommerce',
    'shop',
    'store',
    'boutique',
    'plant',
    'garden',
    'nurser',
    'florist',
    'flower',
    'fashion',
    'apparel',
    'clothing',
    'jewel',
    'gift',
    'books',
    'bookshop',
    'cosmetic',
    'skincare',
    'homeware',
    'furniture',
    'toys$',
    'pet$',
    'pets$',
    'wine',
    'coffee',
  ],
  social: [
    'restaurant',
    'cafe',
    'café',
    'bar$',
    'bars$',
    'salon',
    'barber',
    'beauty',
    'spa$',
    'spas$',
    'fitness',
    'gym',
    'yoga',
    'wellness',
    'creator',
    'influencer',
    'coach',
    'tattoo',
    'photograph',
  ],
};

const WORD_CHAR = '[\\p{L}\\p{N}]';

const INDUSTRY_PATTERNS: ReadonlyArray<{ type: AgentType; pattern: RegExp }> = Object.entries(
  INDUSTRY_WORDS,
).flatMap(([type, words]) =>
  words.map((word) => {
    const whole = word.endsWith('$');
    // The words are plain letters, spaces and hyphens: nothing to escape.
    const text = whole ? word.slice(0, -1) : word;
    const pattern = new RegExp(`(?<!${WORD_CHAR})${text}${whole ? `(?!${WORD_CHAR})` : ''}`, 'u');
    return { type: type as AgentType, pattern };
  }),
);

/**
 * The agent an industry calls for, or null when its words say nothing. The word found first in
 * the text decides (not the order of the lists), so "Print shop" is a QuoteAgent business and
 * "Gift shop" a ShopAgent one.
 */
export function agentTypeForIndustry(industry: string): AgentType | null {
  const text = industry.toLowerCase();
  let best: { type: AgentType; at: number } | null = null;
  for (const { type, pattern } of INDUSTRY_PATTERNS) {
    const at = text.search(pattern);
    if (at !== -1 && (best === null || at < best.at)) best = { type, at };
  }
  return best?.type ?? null;
}

/** Without a plan or a telling industry: the ShopAgent, the plan most businesses start with. */
export const FALLBACK_AGENT_TYPE: AgentType = 'shop';

/** The plan decides (what was paid for, or picked for the trial); without one, the industry. */
export function suggestedAgentType(facts: { planId: CataloguePlanId | null; industry: string }): AgentType {
  if (facts.planId) return PLAN_AGENT_TYPES[facts.planId];
  return agentTypeForIndustry(facts.industry) ?? FALLBACK_AGENT_TYPE;
}
