import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  allWorkspaceEventsContract,
  workspaceEventsContract,
} from '../../../domain/contracts/realtime.contract';
import { WORKSPACE_HEARTBEAT_MS, WORKSPACE_STREAM_EVENTS } from '../../../domain/realtime/workspace-events';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { route } from '../../http/contract-routes';
import { streamEnds } from '../../http/stream-end';
import type { WorkspaceScope } from '../../realtime/realtime';
import { realtimeOf } from '../../realtime/realtime-of';

/**
 * A dashboard's stream: subscribed before `ready` is sent, so a client that catches up (re-reads)
 * on `ready` misses nothing between its read and the first event. A `resync` (this process lost
 * its LISTEN connection for a moment) is passed on as a second `ready`: the client reads again.
 */
function workspaceStream(deps: AppDeps, c: Context<AppEnv>, scope: WorkspaceScope) {
  const realtime = realtimeOf(deps);
  return streamSSE(c, async (stream) => {
    const unsubscribe = await realtime.subscribeWorkspace(scope, (event) => {
      const write =
        event.kind === 'resync'
          ? stream.writeSSE({ event: WORKSPACE_STREAM_EVENTS.ready, data: '{}' })
          : stream.writeSSE({ event: WORKSPACE_STREAM_EVENTS.change, data: JSON.stringify(event) });
      write.catch(() => {});
    });
    await stream.writeSSE({ event: WORKSPACE_STREAM_EVENTS.ready, data: '{}' });
    const heartbeat = setInterval(
      () => void stream.write(': heartbeat\n\n').catch(() => {}),
      WORKSPACE_HEARTBEAT_MS,
    );
    await streamEnds(stream, deps);
    clearInterval(heartbeat);
    unsubscribe();
  });
}

export const realtimeRoutes = [
  route(workspaceEventsContract, async ({ deps, c, params }) =>
    workspaceStream(deps, c, { workspaceId: params.workspaceId }),
  ),
  route(allWorkspaceEventsContract, async ({ deps, c }) => workspaceStream(deps, c, { allWorkspaces: true })),
];
