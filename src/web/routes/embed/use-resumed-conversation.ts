import { useEffect, useState } from 'react';
import {
  type ResumedConversation,
  resumeConversationContract,
  resumedConversationSchema,
} from '../../../domain/contracts/chat-resume.contract';
import type { OpenConversation } from '../../features/live-chat/resumed-chat-state';
import { ApiError, postJson } from '../../lib/api';
import { forgetConversation, readStoredConversation } from './stored-conversation';

export type ResumeState =
  | { status: 'loading' }
  /** Nothing to take up (nothing kept, ended, unknown, or the request failed): a new chat. */
  | { status: 'none' }
  | { status: 'open'; conversation: OpenConversation; token: string };

/**
 * The conversation this browser kept for the workspace's widget, read back from the server.
 * An ended or unknown one is forgotten and the chat starts afresh, without an error: the visitor
 * asked for nothing. A failed request also starts afresh but keeps the entry for the next page.
 */
export function useResumedConversation(workspaceKey: string): ResumeState {
  const [kept] = useState(() => readStoredConversation(workspaceKey));
  const [state, setState] = useState<ResumeState>(kept ? { status: 'loading' } : { status: 'none' });

  useEffect(() => {
    if (!kept) return;
    const controller = new AbortController();
    postJson<ResumedConversation>(
      resumeConversationContract.path,
      { workspaceKey, conversationId: kept.conversationId, token: kept.token },
      { signal: controller.signal },
    )
      .then((json) => resumedConversationSchema.parse(json))
      .then(
        (resumed) => {
          if (resumed.status === 'open')
            setState({ status: 'open', conversation: resumed, token: kept.token });
          else {
            forgetConversation(workspaceKey);
            setState({ status: 'none' });
          }
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 404) forgetConversation(workspaceKey);
          setState({ status: 'none' });
        },
      );
    return () => controller.abort();
  }, [kept, workspaceKey]);

  return state;
}
