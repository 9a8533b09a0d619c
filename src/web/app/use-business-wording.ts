import { useQuery } from '@tanstack/react-query';
import type { AgentType } from '../../domain/agent-types';
import { type BusinessWording, businessWording } from '../../domain/agent-wording';
import { listAgentsContract } from '../../domain/contracts/agents.contract';
import { apiRequest } from '../lib/api-client';

/**
 * The workspace's business as its active agents tell it (agent-wording.ts), for examples and hints
 * in its own words; 'general' until the agents are read or when they cannot be.
 */
export function useBusinessWording(workspaceId: string | undefined): BusinessWording {
  return businessWording(useAgentTypes(workspaceId));
}

/** Read again when agents change (onboarding adds them): the navigation shows what they sell. */
export const AGENT_TYPES_QUERY_KEY = ['agent-types'] as const;

/**
 * The types of the workspace's working agents (not switched off), with whether they are still
 * being read or could not be: one query, shared by the navigation, Settings and the wording, so
 * each shows the same features for the workspace looked at (a platform admin's choice too).
 */
export function useWorkspaceAgentTypes(workspaceId: string | undefined): {
  types: AgentType[];
  isPending: boolean;
  isError: boolean;
} {
  const agents = useQuery({
    queryKey: [...AGENT_TYPES_QUERY_KEY, workspaceId ?? ''],
    queryFn: ({ signal }) =>
      apiRequest(listAgentsContract, { params: { workspaceId: workspaceId! } }, { signal }),
    enabled: Boolean(workspaceId),
    staleTime: 60_000,
  });
  const active = agents.data?.agents.filter((agent) => agent.status !== 'inactive') ?? [];
  return {
    types: active.map((agent) => agent.agentType),
    isPending: agents.isPending,
    isError: agents.isError,
  };
}

/** The types of the workspace's working agents; none until they are read. */
export function useAgentTypes(workspaceId: string | undefined): AgentType[] {
  return useWorkspaceAgentTypes(workspaceId).types;
}
