import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the prerendered HTML is being hydrated (and on the server), true afterwards. The
 * payment pages are prerendered without a query string, so anything read from ?session_id or
 * ?quote_id waits for this, keeping the first client render identical to the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
