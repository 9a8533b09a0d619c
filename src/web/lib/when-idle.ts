/**
 * Runs `task` when the main thread is next idle (at the latest after `timeoutMs`), for work a
 * first screen does not need, such as opening a live-updates stream. Called from an effect, that
 * is after the screen has painted. Returns a cancel function. Without requestIdleCallback
 * (Safari) it runs in a task of its own.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
