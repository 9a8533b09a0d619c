import type { SSEStreamingApi } from 'hono/streaming';
import type { AppDeps } from '../app-deps';

/**
 * Resolves when an event stream should end: its client went away, or this process is shutting
 * down (lifecycle.streamsEnd). Returning from the stream's callback then closes the response
 * properly, so the client sees the stream end rather than a connection cut mid-way.
 */
export function streamEnds(stream: SSEStreamingApi, deps: Pick<AppDeps, 'lifecycle'>): Promise<void> {
  return new Promise<void>((resolve) => {
    stream.onAbort(resolve);
    const signal = deps.lifecycle?.streamsEnd;
    if (!signal) return;
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}
