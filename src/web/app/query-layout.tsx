import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import { sharedQueryClient } from './query-client';

/**
 * Provides React Query to the routes that use it (auth and the dashboard). It is a lazy route of
 * its own so the public pages, which do not use it, do not download it.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={sharedQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}

/** The same provider around one page of the main site (which has no data router layouts). */
export function withQueryClient(Page: ComponentType): ComponentType {
  return function PageWithQueryClient() {
    return (
      <QueryClientProvider client={sharedQueryClient()}>
        <Page />
      </QueryClientProvider>
    );
  };
}
