import { useMutation, useQuery } from '@tanstack/react-query';
import { acceptInvitationContract, lookupInvitationContract } from '../../../domain/contracts/team.contract';
import { apiRequest } from '../../lib/api-client';

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => apiRequest(lookupInvitationContract, { body: { token } }, { signal }),
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({ mutationFn: () => apiRequest(acceptInvitationContract, { body: { token } }) });
}
