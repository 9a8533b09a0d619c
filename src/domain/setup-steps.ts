import type { AgentType } from './agent-types';

// What a workspace still lacks before its agents can do their work, read from its data (never
// assumed from the plan): the dashboard home lists these until none is left.

export type SetupStepId = 'finish-onboarding' | 'add-agent' | 'set-prices';

export interface SetupFacts {
  /** The owner's onboarding is marked complete. */
  onboardingCompleted: boolean;
  /** The workspace's agents; one switched off ('inactive') answers nobody. */
  agents: ReadonlyArray<{ agentType: AgentType; status: 'active' | 'busy' | 'inactive' }>;
  /** The workspace has its pricing rules (Settings, Pricing); null pricing is none. */
  pricingSet: boolean;
}

export interface SetupStepText {
  title: string;
  text: string;
  linkLabel: string;
  /** A dashboard path. */
  to: string;
}

export const SETUP_STEPS: Record<SetupStepId, SetupStepText> = {
  'finish-onboarding': {
    title: 'Finish onboarding',
    text: 'Tell us about your business, choose your agents and teach them what your website says. It takes a few minutes.',
    linkLabel: 'Continue onboarding',
    to: '/onboarding',
  },
  'add-agent': {
    title: 'No agent yet',
    text: 'Nothing answers your visitors until you set up an agent (onboarding, AI Agent Setup).',
    linkLabel: 'Set up an agent',
    to: '/onboarding',
  },
  'set-prices': {
    title: 'Set your prices',
    text: 'Your QuoteAgent prices every job from the prices you set in Settings, Pricing. Until then, it passes price questions to you instead of quoting.',
    linkLabel: 'Set your prices',
    // The section's anchor on the settings page, which scrolls to it.
    to: '/settings#pricing',
  },
};

/** The agents that answer: set up and not switched off. */
export function workingAgentTypes(facts: Pick<SetupFacts, 'agents'>): AgentType[] {
  return facts.agents.filter((agent) => agent.status !== 'inactive').map((agent) => agent.agentType);
}

/** A working QuoteAgent quotes only from the workspace's own prices, and there are none yet. */
export function needsPrices(facts: Pick<SetupFacts, 'agents' | 'pricingSet'>): boolean {
  return !facts.pricingSet && workingAgentTypes(facts).includes('quote');
}

/** The steps still to do, in the order the owner should take them. */
export function pendingSetupSteps(facts: SetupFacts): SetupStepId[] {
  const steps: SetupStepId[] = [];
  if (!facts.onboardingCompleted) steps.push('finish-onboarding');
  if (workingAgentTypes(facts).length === 0) steps.push('add-agent');
  if (needsPrices(facts)) steps.push('set-prices');
  return steps;
}
