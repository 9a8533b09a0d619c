import { NavLink, Outlet } from 'react-router';
import { canOpenAdminArea } from '../../app/guards';
import { useCurrentWorkspace, useSession } from '../../app/session';
import { useAgentTypes } from '../../app/use-business-wording';
import { WorkspaceSwitcher } from '../../app/workspace-switcher';
import { BrandLogo } from '../../components/site/brand-logo';
import { ThemeToggle } from '../../components/site/theme-toggle';
import { LogoutButton } from '../../features/auth/logout-button';
import { cn } from '../../lib/cn';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'bg-accent text-accent-foreground' : 'text-foreground/85',
  );

/**
 * Top navigation of the signed-in client area: Dashboard, Knowledge Base, Products (a workspace
 * with a shop agent), Install (the widget), Social (Messenger and Instagram; a workspace with a
 * social agent), Settings, Admin (platform admins and workspace owners), Logout.
 */
export function ClientLayout() {
  const { data } = useSession();
  const workspace = useCurrentWorkspace();
  // Each owner sees the features of the agents they have: Products with a shop agent, Social
  // (Messenger and Instagram) with a social agent.
  const agentTypes = useAgentTypes(workspace?.id);
  const sellsProducts = agentTypes.includes('shop');
  const answersSocial = agentTypes.includes('social');

  return (
    <div className="flex min-h-dvh flex-col">
      {/* Sticky from the small breakpoint up: on a phone the menu wraps to a second row, and a
          header that tall kept on screen would take a fifth of it. */}
      <header className="z-40 border-b bg-background/95 backdrop-blur sm:sticky sm:top-0">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <BrandLogo to="/" className="min-w-0" />
          <nav
            aria-label="Dashboard"
            className="order-last flex w-full flex-wrap items-center gap-1 sm:order-none sm:w-auto"
          >
            <NavLink to="/" end className={navLinkClass}>
              Dashboard
            </NavLink>
            <NavLink to="/knowledge" className={navLinkClass}>
              Knowledge Base
            </NavLink>
            {sellsProducts ? (
              <NavLink to="/products" className={navLinkClass}>
                Products
              </NavLink>
            ) : null}
            <NavLink to="/install" className={navLinkClass}>
              Install
            </NavLink>
            {answersSocial ? (
              <NavLink to="/social" className={navLinkClass}>
                Social
              </NavLink>
            ) : null}
            <NavLink to="/settings" className={navLinkClass}>
              Settings
            </NavLink>
            {data && canOpenAdminArea(data) ? (
              <NavLink to="/admin" className={navLinkClass}>
                Admin
              </NavLink>
            ) : null}
          </nav>
          <div className="flex items-center gap-1">
            <WorkspaceSwitcher />
            <ThemeToggle />
            <LogoutButton />
          </div>
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
