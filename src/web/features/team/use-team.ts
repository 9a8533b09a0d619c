import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RouteContract, RouteInput } from '../../../domain/contracts/route-contract';
import { getTeamContract, type teamSchema } from '../../../domain/contracts/team.contract';
import { apiRequest, sendRoute } from '../../lib/api-client';
import { toast } from '../../lib/toast';

export const teamQueryKey = (workspaceId: string) => ['team', workspaceId] as const;

export function useTeam(workspaceId: string) {
  return useQuery({
    queryKey: teamQueryKey(workspaceId),
    queryFn: ({ signal }) => apiRequest(getTeamContract, { params: { workspaceId } }, { signal }),
  });
}

/** A change to the team; the server answers with the team as it now is. */
export function useTeamChange<C extends RouteContract<z.ZodType, z.ZodType, z.ZodType, typeof teamSchema>>(
  contract: C,
  workspaceId: string,
  messages: { success: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RouteInput<C>) => contract.output.parse(await sendRoute(contract, input)),
    onSuccess: (team) => {
      queryClient.setQueryData(teamQueryKey(workspaceId), team);
      // The viewer's own role may have changed.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      toast.success(messages.success);
    },
    onError: (error) => toast.error(messages.failure, { description: error.message }),
  });
}
