/** The three agents the product sells; each conversation and agent row has one. */
export const AGENT_TYPES = ['shop', 'social', 'quote'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];
