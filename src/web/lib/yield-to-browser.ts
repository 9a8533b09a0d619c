import { nextTask } from './deferred-hydration';

type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and continues in a new one, letting input and rendering run in between.
 * Chromium's `scheduler.yield()` continues ahead of other queued work (fetched chunks, timers),
 * so a page's start is not pushed back by what it lets through; elsewhere a message (`nextTask`).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : nextTask();
}
