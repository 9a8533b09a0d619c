import { Outlet } from 'react-router';
import { useNavigationFocus } from './route-focus';

/** Top of both sites: skip link, scroll handling and focus management for every page. */
export function RootLayout() {
  useNavigationFocus();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-md bg-background px-4 py-2 text-foreground shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-none focus:ring-2 focus:ring-ring"
      >
        Skip to main content
      </a>
      <Outlet />
    </>
  );
}
