import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  adminWorkspacesContract,
  meContract,
  type SessionInfo,
  type WorkspaceSummary,
} from '../../domain/contracts/account.contract';
import { ApiError } from '../lib/api';
import { apiRequest } from '../lib/api-client';
import { chosenWorkspaceId, useChosenWorkspaceId } from './chosen-workspace';
import { EARLY_SESSION_PATH, takeEarlySession } from './dashboard-home';

export type { SessionInfo };
export type SessionUser = NonNullable<SessionInfo['user']>;

export const SESSION_QUERY_KEY = ['me'] as const;

const SIGNED_OUT: SessionInfo = {
  user: null,
  isAdmin: false,
  onboardingCompleted: false,
  workspaceIds: [],
  workspaces: [],
};

async function loadSession(): Promise<SessionInfo> {
  try {
    // The dashboard home's first read was started with the page (main.tsx), before this code loaded.
    const early = meContract.path === EARLY_SESSION_PATH ? takeEarlySession() : undefined;
    if (early) return meContract.output.parse(await early);
    return await apiRequest(meContract, {});
  } catch (error) {
    // A 401 is simply "not signed in"; anything else is a real failure worth surfacing.
    if (error instanceof ApiError && error.status === 401) return SIGNED_OUT;
    throw error;
  }
}

const SESSION_STALE_MS = 60_000;

/**
 * Starts /api/me into the shared cache before any component asks, so the dashboard's first
 * screen does not wait for its code to load and render before the session request even starts.
 */
export function prefetchSession(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: loadSession,
    staleTime: SESSION_STALE_MS,
  });
}

/**
 * The signed-in user, shared through React Query under ['me'] (one request however many
 * components ask). Only pages that need it call this, so the marketing pages make no request.
 */
export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: loadSession, staleTime: SESSION_STALE_MS });
}

/** Refetches /api/me (after sign-in, sign-up or sign-out) and resolves with the fresh value. */
export function useRefreshSession(): () => Promise<SessionInfo> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    return queryClient.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: loadSession, staleTime: 0 });
  }, [queryClient]);
}

/** Marks the session as signed out at once, so guards redirect without waiting for a refetch. */
export function useClearSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData(SESSION_QUERY_KEY, SIGNED_OUT);
  }, [queryClient]);
}

/** Every workspace, for a platform admin's switcher (only asked for when `enabled`). */
export function useAdminWorkspaces(enabled: boolean) {
  return useQuery({
    queryKey: ['admin-workspaces'],
    queryFn: ({ signal }) => apiRequest(adminWorkspacesContract, { query: {} }, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * The chosen workspace when it is one of the viewer's own; `needsList` when the choice (a platform
 * admin's) can only be made from the list of every workspace.
 */
function ownWorkspaceChoice(data: SessionInfo | undefined, chosenId: string | null) {
  const own = data?.workspaces ?? [];
  const ownChoice = own.find((w) => w.id === chosenId);
  const needsList = Boolean(data?.isAdmin) && !ownChoice && (chosenId !== null || own.length === 0);
  return { ownChoice, needsList };
}

/**
 * The id useCurrentWorkspace will return, from the cached session outside React, when it needs no
 * list of every workspace (else undefined): what the dashboard home prefetches for.
 */
export function currentWorkspaceIdFromCache(queryClient: QueryClient): string | undefined {
  const data = queryClient.getQueryData<SessionInfo>(SESSION_QUERY_KEY);
  if (!data?.user) return undefined;
  const { ownChoice, needsList } = ownWorkspaceChoice(data, chosenWorkspaceId());
  return ownChoice?.id ?? (needsList ? undefined : data.workspaces[0]?.id);
}

/**
 * The workspace the dashboard shows: the one chosen in the switcher (any workspace for a platform
 * admin, who acts with an owner's rights there), else the viewer's first (the one made for them
 * at sign-up, or the one they were invited to). Undefined while loading or for a user with none.
 */
export function useCurrentWorkspace(): WorkspaceSummary | undefined {
  const { data } = useSession();
  const chosenId = useChosenWorkspaceId();
  const own = data?.workspaces ?? [];
  const { ownChoice, needsList } = ownWorkspaceChoice(data, chosenId);
  const all = useAdminWorkspaces(needsList);
  if (ownChoice) return ownChoice;
  if (needsList) {
    if (all.isPending) return undefined;
    const list = all.data?.workspaces ?? [];
    const other = list.find((w) => w.id === chosenId) ?? (own.length === 0 ? list[0] : undefined);
    if (other) return { id: other.id, name: other.name, role: 'owner' };
  }
  return own[0];
}
