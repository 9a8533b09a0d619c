import type { AgentType } from './agent-types';
import { hasPlaceholderToken } from './business-identity';

// Rules of the AI Agent Setup step (onboarding) and of an agent's operation mode (dashboard §4).

export const AGENT_NAME_MAX_LENGTH = 60;
export const WELCOME_MESSAGE_MAX_LENGTH = 300;

/**
 * The greeting a customer reads first in the widget, as the owner saved it; the agent type's
 * standard one when they saved none, or when what is stored carries a `{phone}`-style token
 * (saved before the contract refused them): a customer never reads a placeholder.
 */
export function greetingOf(saved: string | null | undefined, standard: string): string {
  const text = saved?.trim() ?? '';
  return text === '' || hasPlaceholderToken(text) ? standard : text;
}

export const AGENT_TYPE_DETAILS: Record<AgentType, { product: string; description: string }> = {
  shop: {
    product: 'ShopAgent',
    description: 'Answers shoppers about products, orders, shipping and returns, and recovers carts.',
  },
  social: {
    product: 'SocialAgent',
    description: 'Replies to direct messages on your social pages.',
  },
  quote: {
    product: 'QuoteAgent',
    description: 'Answers questions on your website and prices projects with instant quotes.',
  },
};

export const OPERATION_MODE_DETAILS = {
  live: { label: 'Live', description: 'Replies go to customers straight away.' },
  safe: { label: 'Safe', description: 'Replies can wait for your approval before they are sent.' },
} as const;

/** Spec (dashboard §4): require approval applies only in safe mode, so a live agent never waits. */
export function effectiveRequireApproval(operationMode: 'live' | 'safe', requireApproval: boolean): boolean {
  return operationMode === 'safe' && requireApproval;
}

/** A name the owner can keep: the business's name and the product, e.g. "Ace Wraps QuoteAgent". */
export function defaultAgentName(agentType: AgentType, businessName?: string | null): string {
  const product = AGENT_TYPE_DETAILS[agentType].product;
  const business = businessName?.trim();
  if (!business) return product;
  const name = `${business} ${product}`;
  return name.length <= AGENT_NAME_MAX_LENGTH ? name : product;
}

export interface ExistingAgent {
  id: string;
  agentType: AgentType;
  status: 'active' | 'busy' | 'inactive';
}

export interface AgentSetupPlan<T extends { agentType: AgentType }> {
  /** Chosen types that already have an agent: that agent is updated (and made active). */
  update: Array<{ id: string; agent: T }>;
  insert: T[];
  /** Agents of types no longer chosen: kept with their history, but switched off. */
  deactivate: string[];
}

/**
 * Which rows the setup writes: one agent per chosen type, reusing the workspace's oldest agent of
 * that type (so saving the step again, or reviewing it later, never makes a second one), and
 * switching off agents of types the owner no longer wants. `existing` is oldest first.
 */
export function planAgentSetup<T extends { agentType: AgentType }>(
  existing: readonly ExistingAgent[],
  chosen: readonly T[],
): AgentSetupPlan<T> {
  const plan: AgentSetupPlan<T> = { update: [], insert: [], deactivate: [] };
  const reused = new Set<string>();
  for (const agent of chosen) {
    const match = existing.find((e) => e.agentType === agent.agentType && !reused.has(e.id));
    if (match) {
      reused.add(match.id);
      plan.update.push({ id: match.id, agent });
    } else {
      plan.insert.push(agent);
    }
  }
  plan.deactivate = existing.filter((e) => !reused.has(e.id) && e.status !== 'inactive').map((e) => e.id);
  return plan;
}
