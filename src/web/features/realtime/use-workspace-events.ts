import { useEffect, useEffectEvent, useState } from 'react';
import {
  allWorkspaceEventsContract,
  workspaceEventsContract,
} from '../../../domain/contracts/realtime.contract';
import { routePath } from '../../../domain/contracts/route-contract';
import {
  reconnectDelayMs,
  WORKSPACE_STREAM_EVENTS,
  type WorkspaceEvent,
  workspaceEventSchema,
} from '../../../domain/realtime/workspace-events';
import { whenIdle } from '../../lib/when-idle';

/** One workspace's changes, or every workspace's (platform admins). */
export type WorkspaceEventsSource = { workspaceId: string } | { allWorkspaces: true };

export type RealtimeStatus = 'connecting' | 'live' | 'reconnecting';

function streamUrl(source: WorkspaceEventsSource): string {
  return 'workspaceId' in source
    ? routePath(workspaceEventsContract.path, { workspaceId: source.workspaceId })
    : allWorkspaceEventsContract.path;
}

/**
 * Listens to a workspace's changes (`GET /api/workspaces/:id/events`, Server-Sent Events). On every
 * (re)connection `onConnect` runs, once the server is subscribed: the caller re-reads what it shows
 * (catch-up from the database; nothing is replayed). A lost stream is reopened after the spec's
 * delays, 1, 2, 5, then every 10 s, instead of the browser's own fixed retry.
 *
 * The stream is opened once the page has painted and the main thread is idle, not while the page
 * starts: its `ready` re-reads what the page shows, which would otherwise compete with the first
 * screen's own requests and rendering. Nothing is lost by waiting: that re-read catches up.
 */
export function useWorkspaceEvents(
  source: WorkspaceEventsSource | null,
  handlers: { onEvent?: (event: WorkspaceEvent) => void; onConnect?: () => void },
): RealtimeStatus {
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const onEvent = useEffectEvent((event: WorkspaceEvent) => handlers.onEvent?.(event));
  const onConnect = useEffectEvent(() => handlers.onConnect?.());
  const url = source ? streamUrl(source) : null;

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let stream: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const open = () => {
      const current = new EventSource(url);
      stream = current;
      current.addEventListener(WORKSPACE_STREAM_EVENTS.ready, () => {
        attempt = 0;
        setStatus('live');
        onConnect();
      });
      current.addEventListener(WORKSPACE_STREAM_EVENTS.change, (message) => {
        try {
          const parsed = workspaceEventSchema.safeParse(JSON.parse(String(message.data)));
          if (parsed.success) onEvent(parsed.data);
        } catch {
          // A malformed event is skipped; the next (re)connection catches up anyway.
        }
      });
      current.onerror = () => {
        current.close();
        if (stopped) return;
        setStatus('reconnecting');
        retry = setTimeout(open, reconnectDelayMs(attempt));
        attempt += 1;
      };
    };

    setStatus('connecting');
    const cancelStart = whenIdle(open);
    return () => {
      stopped = true;
      cancelStart();
      clearTimeout(retry);
      stream?.close();
    };
  }, [url]);

  return status;
}
