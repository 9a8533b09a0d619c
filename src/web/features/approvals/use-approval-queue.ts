import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  decideApprovalContract,
  listAllApprovalsContract,
  listWorkspaceApprovalsContract,
} from '../../../domain/contracts/approvals.contract';
import type { ApproveAnswerInput } from '../../../domain/contracts/chat.contract';
import { eventEntity } from '../../../domain/realtime/workspace-events';
import { apiRequest } from '../../lib/api-client';
import { useWorkspaceEvents, type WorkspaceEventsSource } from '../realtime';

export const approvalsKey = ['approvals'] as const;

const queueKey = (source: WorkspaceEventsSource) =>
  [...approvalsKey, 'workspaceId' in source ? source.workspaceId : 'all'] as const;

/** The answers waiting for review, as last read (shared by the queue and the pending counts). */
function useApprovalQueueQuery(source: WorkspaceEventsSource | null) {
  return useQuery({
    queryKey: queueKey(source ?? { allWorkspaces: true }),
    queryFn: ({ signal }) =>
      source && 'workspaceId' in source
        ? apiRequest(
            listWorkspaceApprovalsContract,
            { params: { workspaceId: source.workspaceId } },
            { signal },
          )
        : apiRequest(listAllApprovalsContract, {}, { signal }),
    enabled: Boolean(source),
  });
}

/**
 * The answers waiting for review, kept live: re-read when an approval is created or decided (here
 * or by another reviewer), and on every (re)connection of the event stream (catch-up).
 */
export function useApprovalQueue(source: WorkspaceEventsSource) {
  const queryClient = useQueryClient();
  const key = queueKey(source);
  const query = useApprovalQueueQuery(source);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);
  const realtime = useWorkspaceEvents(source, {
    onConnect: refresh,
    onEvent: (event) => {
      if (eventEntity(event.kind) === 'approval') void refresh();
    },
  });
  return { query, realtime };
}

/**
 * How many answers wait for review (the sidebar's and the Approvals tab's count). It opens no
 * stream of its own: the page's live stream (the admin dashboard's, the open queue's) re-reads
 * the queue when an approval changes, and this count follows; elsewhere it is read on arrival.
 */
export function usePendingApprovalCount(source: WorkspaceEventsSource | null): number | null {
  const query = useApprovalQueueQuery(source);
  return query.data ? query.data.approvals.length : null;
}

export type Decision = Omit<ApproveAnswerInput, 'approvalId'>;

/** Approve (as is or edited, with notes) or reject one held answer of its workspace. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      workspaceId,
      approvalId,
      decision,
    }: {
      workspaceId: string;
      approvalId: string;
      decision: Decision;
    }) => apiRequest(decideApprovalContract, { params: { workspaceId, approvalId }, body: decision }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalsKey }),
  });
}
