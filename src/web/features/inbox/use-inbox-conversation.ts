import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  closeConversationContract,
  getInboxConversationContract,
  handBackConversationContract,
  type InboxConversation,
  replyToConversationContract,
  takeOverConversationContract,
} from '../../../domain/contracts/inbox.contract';
import { apiRequest } from '../../lib/api-client';
import { useWorkspaceEvents } from '../realtime';

type Target = { workspaceId: string; conversationId: string };

export const inboxConversationKey = ({ workspaceId, conversationId }: Target) =>
  ['inbox', workspaceId, 'conversation', conversationId] as const;

/**
 * One conversation, kept live: re-read whenever the workspace's stream says one of its messages,
 * the conversation itself or its approvals changed, and on every (re)connection (catch-up).
 */
export function useInboxConversation(target: Target) {
  const queryClient = useQueryClient();
  const key = inboxConversationKey(target);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest(getInboxConversationContract, { params: target }, { signal }),
  });
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);
  const realtime = useWorkspaceEvents(
    { workspaceId: target.workspaceId },
    {
      onConnect: refresh,
      onEvent: (event) => {
        if (event.conversationId === target.conversationId) void refresh();
      },
    },
  );
  return { query, realtime };
}

export type InboxAction = 'takeover' | 'hand-back' | 'close';

const ACTION_CONTRACTS = {
  takeover: takeOverConversationContract,
  'hand-back': handBackConversationContract,
  close: closeConversationContract,
} as const;

/** Take over, hand back or close; the answer is the conversation as it now is. */
export function useInboxAction(target: Target) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: InboxAction) => apiRequest(ACTION_CONTRACTS[action], { params: target }),
    onSuccess: (conversation: InboxConversation) =>
      queryClient.setQueryData(inboxConversationKey(target), conversation),
  });
}

export function useReplyToConversation(target: Target) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest(replyToConversationContract, { params: target, body: { content } }),
    onSuccess: (conversation) => queryClient.setQueryData(inboxConversationKey(target), conversation),
  });
}
