import { useQuery } from '@tanstack/react-query';
import { getWidgetInstallContract } from '../../../domain/contracts/widget-install.contract';
import { apiRequest } from '../../lib/api-client';

export function useWidgetInstall(workspaceId: string | undefined) {
  return useQuery({
    queryKey: ['widget-install', workspaceId ?? ''],
    queryFn: ({ signal }) =>
      apiRequest(getWidgetInstallContract, { params: { workspaceId: workspaceId! } }, { signal }),
    enabled: Boolean(workspaceId),
  });
}
