import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { AutomationEmailType } from '../../../domain/automations';
import { deployAgentContract } from '../../../domain/contracts/agent-deploy.contract';
import { type UpdateAgentBody, updateAgentContract } from '../../../domain/contracts/agents.contract';
import { automationImpactContract } from '../../../domain/contracts/automation-impact.contract';
import {
  changeQuoteStatusContract,
  conversationListContract,
  dashboardAgentsContract,
  dashboardSummaryContract,
  type LeadSort,
  listAutomationsContract,
  moveQuoteStageContract,
  pipelineContract,
  quoteListContract,
  quotePaymentLinkContract,
  resendQuoteEmailContract,
  type SETTABLE_QUOTE_STATUSES,
  sendAutomationEmailCall,
  switchAutomationContract,
} from '../../../domain/contracts/dashboard.contract';
import type { RoutingAction } from '../../../domain/lead-routing';
import type { PipelineStage } from '../../../domain/pipeline';
import { apiRequest } from '../../lib/api-client';
import { workspaceDataKey } from '../../lib/workspace-data-key';

/** Every dashboard query of a workspace starts with this key: Refresh Data re-reads them all. */
/** Every dashboard query of one workspace sits under this prefix (see workspace-data-key.ts). */
export const dashboardKey = workspaceDataKey;

export interface ListParams {
  search?: string;
  page: number;
  pageSize: number;
}

/** The cards' query, also prefetched by the dashboard home as soon as the session is known. */
export const dashboardSummaryQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...dashboardKey(workspaceId), 'summary'],
    queryFn: ({ signal }) => apiRequest(dashboardSummaryContract, { params: { workspaceId } }, { signal }),
  });

export function useDashboardSummary(workspaceId: string) {
  return useQuery(dashboardSummaryQuery(workspaceId));
}

type ConversationListParams = ListParams & { priority?: RoutingAction; sort?: LeadSort };

/** A page of the conversation list; the home prefetches the first one (see prefetch-home.ts). */
export const conversationListQuery = (workspaceId: string, query: ConversationListParams) =>
  queryOptions({
    queryKey: [...dashboardKey(workspaceId), 'conversations', query],
    queryFn: ({ signal }) =>
      apiRequest(conversationListContract, { params: { workspaceId }, query }, { signal }),
  });

export function useConversationList(workspaceId: string, query: ConversationListParams) {
  return useQuery({ ...conversationListQuery(workspaceId, query), placeholderData: keepPreviousData });
}

export function useQuoteList(workspaceId: string, query: ListParams & { stage?: PipelineStage }) {
  return useQuery({
    queryKey: [...dashboardKey(workspaceId), 'quotes', query],
    queryFn: ({ signal }) => apiRequest(quoteListContract, { params: { workspaceId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePipeline(workspaceId: string) {
  return useQuery({
    queryKey: [...dashboardKey(workspaceId), 'pipeline'],
    queryFn: ({ signal }) => apiRequest(pipelineContract, { params: { workspaceId } }, { signal }),
  });
}

export const dashboardAgentsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...dashboardKey(workspaceId), 'agents'],
    queryFn: ({ signal }) => apiRequest(dashboardAgentsContract, { params: { workspaceId } }, { signal }),
  });

export function useDashboardAgents(workspaceId: string) {
  return useQuery(dashboardAgentsQuery(workspaceId));
}

export function useAutomations(workspaceId: string) {
  return useQuery({
    queryKey: [...dashboardKey(workspaceId), 'automations'],
    queryFn: ({ signal }) => apiRequest(listAutomationsContract, { params: { workspaceId } }, { signal }),
  });
}

/** Smart Automations' figures; under the dashboard key, so live events and Refresh re-read them. */
export function useAutomationImpact(workspaceId: string) {
  return useQuery({
    queryKey: [...dashboardKey(workspaceId), 'automation-impact'],
    queryFn: ({ signal }) => apiRequest(automationImpactContract, { params: { workspaceId } }, { signal }),
  });
}

export function useRefreshDashboard(workspaceId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: dashboardKey(workspaceId) }),
    [queryClient, workspaceId],
  );
}

/** A change to a quote moves cards, lists and the pipeline at once: all are re-read. */
export function useQuoteActions(workspaceId: string) {
  const refresh = useRefreshDashboard(workspaceId);
  const moveStage = useMutation({
    mutationFn: (input: { quoteId: string; stage: PipelineStage }) =>
      apiRequest(moveQuoteStageContract, {
        params: { workspaceId, quoteId: input.quoteId },
        body: { stage: input.stage },
      }),
    onSuccess: refresh,
  });
  const changeStatus = useMutation({
    mutationFn: (input: { quoteId: string; status: (typeof SETTABLE_QUOTE_STATUSES)[number] }) =>
      apiRequest(changeQuoteStatusContract, {
        params: { workspaceId, quoteId: input.quoteId },
        body: { status: input.status },
      }),
    onSuccess: refresh,
  });
  const resend = useMutation({
    mutationFn: (quoteId: string) =>
      apiRequest(resendQuoteEmailContract, { params: { workspaceId, quoteId } }),
    onSuccess: refresh,
  });
  const paymentLink = useMutation({
    mutationFn: (quoteId: string) =>
      apiRequest(quotePaymentLinkContract, { params: { workspaceId, quoteId } }),
  });
  return { moveStage, changeStatus, resend, paymentLink };
}

/** Deploy Live Agent: the owner's preview becomes the active agent; the lists are re-read. */
export function useDeployAgent(workspaceId: string) {
  const refresh = useRefreshDashboard(workspaceId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(deployAgentContract, { params: { workspaceId }, body: {} }),
    onSuccess: () => {
      void refresh();
      // The CRM card names the live agent (its own query, outside the dashboard's key).
      void queryClient.invalidateQueries({ queryKey: ['crm', workspaceId] });
    },
  });
}

/**
 * The owner's changes to one agent (name, greeting, pause, live or safe mode and approval); the
 * agents list is re-read with the server's answer.
 */
export function useUpdateAgent(workspaceId: string) {
  const refresh = useRefreshDashboard(workspaceId);
  return useMutation({
    mutationFn: (input: { agentId: string } & UpdateAgentBody) => {
      const { agentId, ...body } = input;
      return apiRequest(updateAgentContract, { params: { workspaceId, agentId }, body });
    },
    onSuccess: refresh,
  });
}

export function useSwitchAutomation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { type: AutomationEmailType; enabled: boolean }) =>
      apiRequest(switchAutomationContract, {
        params: { workspaceId, type: input.type },
        body: { enabled: input.enabled },
      }),
    onSuccess: (data) => queryClient.setQueryData([...dashboardKey(workspaceId), 'automations'], data),
  });
}

export function useTestSend(workspaceId: string) {
  const refresh = useRefreshDashboard(workspaceId);
  return useMutation({
    mutationFn: (body: Parameters<typeof apiRequest<typeof sendAutomationEmailCall>>[1]['body']) =>
      apiRequest(sendAutomationEmailCall, { body }),
    onSuccess: refresh,
  });
}

/** The search waits for a pause in typing, so the server is asked once per word, not per key. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The current time, advanced every 30 s, so relative times ("5 minutes ago") stay true. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
