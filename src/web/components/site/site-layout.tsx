import { Outlet } from 'react-router';
import { HydrateOnView } from '../../lib/hydrate-on-view';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main and footer shared by every public page of the main site. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* On screen from the start, but hydrated in a task after the page's (decision record 049);
          a press or click that comes first is held and replayed. */}
      <HydrateOnView id="site-header">
        <SiteHeader />
      </HydrateOnView>
      {/* The page itself hydrates in the task after the providers, the router and this frame
          (decision record 054), with the same guarantees: a press or click that comes first is
          held and replayed. */}
      <HydrateOnView id="main-content">
        <main id="main-content" className="flex-1">
          <Outlet />
        </main>
      </HydrateOnView>
      {/* Links only, which work as plain links until it is live: hydrated when it comes near the view. */}
      <HydrateOnView id="site-footer">
        <SiteFooter />
      </HydrateOnView>
    </div>
  );
}
