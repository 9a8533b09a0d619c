import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import {
  type connectShopBodySchema,
  connectShopContract,
  disconnectShopContract,
  getShopConnectionContract,
  listShopProductsContract,
  syncShopContract,
} from '../../../domain/contracts/shop.contract';
import { apiRequest } from '../../lib/api-client';

/** How often a running sync is looked at again. */
const POLL_MS = 1000;

export const shopKey = (workspaceId: string) => ['shop', workspaceId] as const;

/** The connection; polled while a sync runs, and the product list read again when it ends. */
export function useShopConnection(workspaceId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...shopKey(workspaceId), 'connection'],
    queryFn: ({ signal }) => apiRequest(getShopConnectionContract, { params: { workspaceId } }, { signal }),
    refetchInterval: (q) => (q.state.data?.connection?.status === 'importing' ? POLL_MS : false),
  });
  // A sync that ends (or a connection that comes or goes) changes the products: read them again.
  // Keyed on the sync's outcome, so a sync that ended between two polls is not missed.
  const connection = query.data?.connection;
  const state = query.data ? `${connection?.status ?? 'none'}:${connection?.lastSyncAt ?? ''}` : null;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current !== null && state !== null && previous.current !== state)
      void queryClient.invalidateQueries({ queryKey: [...shopKey(workspaceId), 'products'] });
    if (state !== null) previous.current = state;
  }, [state, queryClient, workspaceId]);
  return query;
}

export function useShopProducts(workspaceId: string, syncing: boolean) {
  return useQuery({
    queryKey: [...shopKey(workspaceId), 'products'],
    queryFn: ({ signal }) => apiRequest(listShopProductsContract, { params: { workspaceId } }, { signal }),
    // While a sync runs the list fills page by page; read it as the progress moves.
    refetchInterval: syncing ? POLL_MS * 2 : false,
  });
}

function useShopMutation<T, R>(workspaceId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKey(workspaceId) }),
  });
}

export function useConnectShop(workspaceId: string) {
  return useShopMutation(workspaceId, (body: z.input<typeof connectShopBodySchema>) =>
    apiRequest(connectShopContract, { params: { workspaceId }, body }),
  );
}

export function useSyncShop(workspaceId: string) {
  return useShopMutation(workspaceId, () =>
    apiRequest(syncShopContract, { params: { workspaceId }, body: {} }),
  );
}

export function useDisconnectShop(workspaceId: string) {
  return useShopMutation(workspaceId, () => apiRequest(disconnectShopContract, { params: { workspaceId } }));
}
