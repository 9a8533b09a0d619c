import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAgentsContract, setUpAgentsContract } from '../../../domain/contracts/agents.contract';
import { billingSummaryContract } from '../../../domain/contracts/billing.contract';
import {
  completeOnboardingContract,
  getOnboardingContract,
  getPreviewTakeoverContract,
  type OnboardingState,
  saveBusinessInfoContract,
  saveOnboardingStepContract,
  takeOverPreviewContract,
} from '../../../domain/contracts/onboarding.contract';
import type { RouteInput } from '../../../domain/contracts/route-contract';
import {
  getSettingsContract,
  putBrandingContract,
  putFeaturesContract,
} from '../../../domain/contracts/workspace-settings.contract';
import { SESSION_QUERY_KEY } from '../../app/session';
import { AGENT_TYPES_QUERY_KEY } from '../../app/use-business-wording';
import { apiRequest } from '../../lib/api-client';

// The onboarding's server state: its own routes, and the settings and agents routes its steps save
// through. Every mutation puts the server's answer into the cache, so a step shown again (Back, or
// a reload) shows what was saved.

export const onboardingKeys = {
  state: ['onboarding'] as const,
  settings: (workspaceId: string) => ['workspace-settings', workspaceId] as const,
  agents: (workspaceId: string) => ['agents', workspaceId] as const,
  preview: (workspaceId: string) => ['preview-takeover', workspaceId] as const,
};

export function useOnboardingState() {
  return useQuery({
    queryKey: onboardingKeys.state,
    queryFn: () => apiRequest(getOnboardingContract, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useWorkspaceSettings(workspaceId: string) {
  return useQuery({
    queryKey: onboardingKeys.settings(workspaceId),
    queryFn: () => apiRequest(getSettingsContract, { params: { workspaceId } }),
    enabled: workspaceId !== '',
  });
}

export function useAgents(workspaceId: string) {
  return useQuery({
    queryKey: onboardingKeys.agents(workspaceId),
    queryFn: () => apiRequest(listAgentsContract, { params: { workspaceId } }),
    enabled: workspaceId !== '',
  });
}

/**
 * The plan the workspace bought or chose for its trial (null: none), which the AI Agent Setup step
 * offers first. Same query as the dashboard's billing card, so either fills the other's cache.
 */
export function useWorkspacePlan(workspaceId: string) {
  return useQuery({
    queryKey: ['billing', workspaceId],
    queryFn: () => apiRequest(billingSummaryContract, { params: { workspaceId } }),
    staleTime: 60_000,
    enabled: workspaceId !== '',
    select: (summary) => summary.plan?.id ?? null,
  });
}

export function usePreviewTakeover(workspaceId: string) {
  return useQuery({
    queryKey: onboardingKeys.preview(workspaceId),
    queryFn: () => apiRequest(getPreviewTakeoverContract, { params: { workspaceId } }),
    enabled: workspaceId !== '',
  });
}

function useSetOnboardingState() {
  const queryClient = useQueryClient();
  return (state: OnboardingState) => queryClient.setQueryData(onboardingKeys.state, state);
}

export function useSaveStep() {
  const setState = useSetOnboardingState();
  return useMutation({
    mutationFn: (step: number) => apiRequest(saveOnboardingStepContract, { body: { step } }),
    onSuccess: setState,
  });
}

export function useSaveBusinessInfo(workspaceId: string) {
  const queryClient = useQueryClient();
  const setState = useSetOnboardingState();
  return useMutation({
    mutationFn: (body: RouteInput<typeof saveBusinessInfoContract>['body']) =>
      apiRequest(saveBusinessInfoContract, { params: { workspaceId }, body }),
    onSuccess: async (state) => {
      setState(state);
      // The workspace's name (session) and contact details (settings) changed with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: onboardingKeys.settings(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}

export function useSaveBranding(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteInput<typeof putBrandingContract>['body']) =>
      apiRequest(putBrandingContract, { params: { workspaceId }, body }),
    onSuccess: (settings) => queryClient.setQueryData(onboardingKeys.settings(workspaceId), settings),
  });
}

export function useSaveFeatures(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteInput<typeof putFeaturesContract>['body']) =>
      apiRequest(putFeaturesContract, { params: { workspaceId }, body }),
    onSuccess: (settings) => queryClient.setQueryData(onboardingKeys.settings(workspaceId), settings),
  });
}

export function useSetUpAgents(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteInput<typeof setUpAgentsContract>['body']) =>
      apiRequest(setUpAgentsContract, { params: { workspaceId }, body }),
    onSuccess: async (agents) => {
      queryClient.setQueryData(onboardingKeys.agents(workspaceId), agents);
      // The tone is a workspace setting.
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.settings(workspaceId) });
    },
  });
}

export function useTakeOverPreview(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(takeOverPreviewContract, { params: { workspaceId } }),
    onSuccess: async (takeover) => {
      queryClient.setQueryData(onboardingKeys.preview(workspaceId), takeover);
      // It may have added an agent, and set the tone.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: onboardingKeys.agents(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: onboardingKeys.settings(workspaceId) }),
      ]);
    },
  });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  const setState = useSetOnboardingState();
  return useMutation({
    mutationFn: () => apiRequest(completeOnboardingContract, {}),
    onSuccess: async (state) => {
      setState(state);
      // Sign-in now leads to the dashboard; the session says so. The agents onboarding made decide
      // the navigation (a shop's Products page), read before them.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: AGENT_TYPES_QUERY_KEY }),
      ]);
    },
  });
}
