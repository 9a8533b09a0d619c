import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { isPrerenderedPath } from '../../domain/prerender';
import { PublicSiteRouteTable } from './public-site-matches';

// The public site's build (site-main.tsx) runs on Preact and is proven only on the prerendered
// pages. Going anywhere else is a full page load, so that page gets the React app as before.

function anchorOf(event: MouseEvent): HTMLAnchorElement | null {
  const target = event.target as Element | null;
  return target?.closest?.('a[href]') ?? null;
}

/**
 * A click on a link to one of our pages that is not prerendered is left to the browser: the
 * listener runs before the link's own (capture phase, on the document) and keeps the router from
 * taking it, so the current page stays on screen until the next one arrives.
 */
export function leaveForOtherPages(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = anchorOf(event);
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || isPrerenderedPath(url.pathname)) return;
      event.stopPropagation();
    },
    true,
  );
}

/** Navigations made in code (not by a link) to a page that is not prerendered: load it in full. */
function FullPageLoad() {
  useLayoutEffect(() => {
    window.location.reload();
  }, []);
  return null;
}

/** The main site's routes, for the prerendered pages only. */
export function PublicSiteRoutes() {
  const location = useLocation();
  // The page this document was served for is always rendered (the not-found page is served for
  // any unknown path); only later navigations leave.
  if (location.key !== 'default' && !isPrerenderedPath(location.pathname)) return <FullPageLoad />;
  return <PublicSiteRouteTable />;
}
