import { Outlet, ScrollRestoration } from 'react-router';
import { useRouteFocus } from './route-focus';

/** Top of both routers: scroll restoration and focus management for every page. */
export function RootLayout() {
  useRouteFocus();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-md bg-background px-4 py-2 text-foreground shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-none focus:ring-2 focus:ring-ring"
      >
        Skip to main content
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
