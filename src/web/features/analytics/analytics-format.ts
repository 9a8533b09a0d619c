import type { AgentType } from '../../../domain/agent-types';
import { formatUsd } from '../../../domain/money';

// How the Analytics tab names things; shared by its charts and tables.

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-03-05' (a UTC day) as 'Mar 5'; read in UTC so the label is the server's day. */
export const shortDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
export const longDay = (date: string) => longDayFormat.format(new Date(`${date}T00:00:00Z`));

export const usd = (amount: string) => formatUsd(Number(amount));

const AGENT_TYPE_LABELS: Record<AgentType, string> = {
  shop: 'Shop agent',
  social: 'Social agent',
  quote: 'Quote agent',
};

export function agentLabel(agent: { name: string | null; type: AgentType | null } | null): string {
  if (!agent) return 'No agent';
  if (agent.name) return agent.name;
  return agent.type ? `${AGENT_TYPE_LABELS[agent.type]} (removed)` : 'Removed agent';
}

/** A channel as stored is a platform id ('website', 'instagram'); none means a quote without a chat. */
export function channelLabel(channel: string | null): string {
  if (channel === null) return 'No conversation';
  return channel.charAt(0).toUpperCase() + channel.slice(1).replaceAll('_', ' ');
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
