import { Outlet } from 'react-router';
import { DeferredHydration, SITE_FOOTER_TURN } from '../../lib/deferred-hydration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main and footer shared by every public page of the main site. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main-content" className="flex-1">
        <Outlet />
      </main>
      {/* Links only, which work as plain links until it is live: hydrated after the page's own sections. */}
      <DeferredHydration order={SITE_FOOTER_TURN}>
        <SiteFooter />
      </DeferredHydration>
    </div>
  );
}
