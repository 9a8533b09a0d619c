import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { HydrateOnView } from '../../lib/hydrate-on-view';
import { Button } from '../ui/button';
import { BrandLogo } from './brand-logo';
import { DashboardLinks, SiteNavLinks } from './site-nav-links';
import { ThemeToggle } from './theme-toggle';

// The mobile menu (a Radix dialog) is fetched on first open, keeping it out of the landing bundle.
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <header
      id="site-header"
      className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLogo className="min-w-0" />
        {/* The wide screen's links, hidden on a phone: each group hydrates when shown, in a task
            of its own (decision record 054); until then they work as plain links. */}
        <HydrateOnView id="site-nav">
          <nav id="site-nav" aria-label="Main" className="hidden items-center gap-3 lg:flex">
            <SiteNavLinks />
          </nav>
        </HydrateOnView>
        <div className="hidden items-center gap-2 lg:flex">
          <ThemeToggle />
          <HydrateOnView id="site-dashboard-links">
            <DashboardLinks id="site-dashboard-links" />
          </HydrateOnView>
        </div>
        <div className="flex items-center gap-1 lg:hidden">
          <ThemeToggle />
          <Button
            ref={menuButtonRef}
            variant="ghost"
            size="icon"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => setMenuLoaded(true)}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon aria-hidden="true" />
          </Button>
          {menuLoaded ? (
            <Suspense fallback={null}>
              <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusRef={menuButtonRef} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
