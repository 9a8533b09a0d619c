import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  createKnowledgeContract,
  deleteKnowledgeContract,
  type KnowledgeListQuery,
  listKnowledgeContract,
  testAgentContract,
  trainingStatusContract,
  updateKnowledgeContract,
} from '../../../domain/contracts/knowledge.contract';
import type { KnowledgeItemInput } from '../../../domain/validation/knowledge';
import { apiRequest } from '../../lib/api-client';

/** Every query of one workspace's knowledge starts with this key, so a change refreshes them all. */
export const knowledgeKey = (workspaceId: string) => ['knowledge', workspaceId] as const;

export function useKnowledgeList(workspaceId: string, query: KnowledgeListQuery) {
  return useQuery({
    queryKey: [...knowledgeKey(workspaceId), 'items', query],
    queryFn: ({ signal }) =>
      apiRequest(listKnowledgeContract, { params: { workspaceId }, query }, { signal }),
    // While the next page or search loads, the table keeps showing the last one.
    placeholderData: keepPreviousData,
  });
}

export function useTrainingStatus(workspaceId: string) {
  return useQuery({
    queryKey: [...knowledgeKey(workspaceId), 'status'],
    queryFn: ({ signal }) => apiRequest(trainingStatusContract, { params: { workspaceId } }, { signal }),
  });
}

/** Refreshes the list, the counts and anything else of the workspace's knowledge. */
export function useInvalidateKnowledge(workspaceId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: knowledgeKey(workspaceId) }),
    [queryClient, workspaceId],
  );
}

/** Adds an item, or replaces one when `id` is given. */
export function useSaveKnowledgeItem(workspaceId: string) {
  const invalidate = useInvalidateKnowledge(workspaceId);
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: KnowledgeItemInput }) =>
      id
        ? apiRequest(updateKnowledgeContract, { params: { workspaceId, itemId: id }, body: values })
        : apiRequest(createKnowledgeContract, { params: { workspaceId }, body: values }),
    onSuccess: invalidate,
  });
}

export function useDeleteKnowledgeItem(workspaceId: string) {
  const invalidate = useInvalidateKnowledge(workspaceId);
  return useMutation({
    mutationFn: (itemId: string) => apiRequest(deleteKnowledgeContract, { params: { workspaceId, itemId } }),
    onSuccess: invalidate,
  });
}

export function useTestAgent(workspaceId: string) {
  return useMutation({
    mutationFn: (input: { question: string; agentId?: string }) =>
      apiRequest(testAgentContract, { params: { workspaceId }, body: input }),
  });
}
