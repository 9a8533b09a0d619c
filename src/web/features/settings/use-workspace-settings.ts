import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RouteContract, RouteInput } from '../../../domain/contracts/route-contract';
import {
  getSettingsContract,
  type workspaceSettingsSchema,
} from '../../../domain/contracts/workspace-settings.contract';
import { apiRequest, sendRoute } from '../../lib/api-client';
import { toast } from '../../lib/toast';

export const settingsQueryKey = (workspaceId: string) => ['workspace-settings', workspaceId] as const;

export const workspaceSettingsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: settingsQueryKey(workspaceId),
    queryFn: ({ signal }) => apiRequest(getSettingsContract, { params: { workspaceId } }, { signal }),
  });

export function useWorkspaceSettings(workspaceId: string | undefined) {
  return useQuery({ ...workspaceSettingsQuery(workspaceId ?? ''), enabled: Boolean(workspaceId) });
}

/**
 * Saves one settings section (a contract whose answer is the whole settings view): the cache takes
 * the server's answer, a toast says it worked, and a refusal shows the server's message.
 */
export function useSaveSettings<
  C extends RouteContract<z.ZodType, z.ZodType, z.ZodType, typeof workspaceSettingsSchema>,
>(contract: C, workspaceId: string, messages: { success: string; failure: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RouteInput<C>) => contract.output.parse(await sendRoute(contract, input)),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryKey(workspaceId), settings);
      // The install page reads the key and the domains too.
      void queryClient.invalidateQueries({ queryKey: ['widget-install', workspaceId] });
      // A renamed business is the workspace's name in the session.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      // Onboarding's business step shows the same name and contact details. Dropped, not marked
      // stale: a stale copy would still be shown (and its form filled from it) while the new one loads.
      queryClient.removeQueries({ queryKey: ['onboarding'] });
      toast.success(messages.success);
    },
    onError: (error) => toast.error(messages.failure, { description: error.message }),
  });
}
