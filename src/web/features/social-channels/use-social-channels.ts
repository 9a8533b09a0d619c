import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConnectSocialPageInput,
  connectSocialPageContract,
  disconnectSocialPageContract,
  getSocialChannelsContract,
} from '../../../domain/contracts/social.contract';
import { apiRequest } from '../../lib/api-client';

const key = (workspaceId: string) => ['social-channels', workspaceId] as const;

export function useSocialChannels(workspaceId: string) {
  return useQuery({
    queryKey: key(workspaceId),
    queryFn: ({ signal }) => apiRequest(getSocialChannelsContract, { params: { workspaceId } }, { signal }),
  });
}

export function useConnectSocialPage(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectSocialPageInput) =>
      apiRequest(connectSocialPageContract, { params: { workspaceId }, body }),
    onSuccess: (view) => queryClient.setQueryData(key(workspaceId), view),
  });
}

export function useDisconnectSocialPage(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(disconnectSocialPageContract, { params: { workspaceId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(workspaceId) }),
  });
}
