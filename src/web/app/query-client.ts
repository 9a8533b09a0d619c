import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (401, 403, 404, 429) will not change on retry; server hiccups might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

let shared: QueryClient | undefined;

/** One client per page load, so the session fetched on /auth is still known on the dashboard. */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
