import { ArrowLeftIcon, MailIcon, PanelLeftIcon } from 'lucide-react';
import { useRef } from 'react';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../app/session';
import { WorkspaceSwitcher } from '../../app/workspace-switcher';
import { ThemeToggle } from '../../components/site/theme-toggle';
import { Button } from '../../components/ui/button';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../components/ui/dialog';
import { LogoutButton } from '../../features/auth/logout-button';
import { cn } from '../../lib/cn';
import { AdminSidebarNav } from './admin-sidebar';
import { useSidebarState } from './use-sidebar-state';

/**
 * Shared frame of the /admin pages: collapsible sidebar (16rem / 3rem, 18rem sheet on mobile), the
 * workspace switcher, and the platform's outbox for platform admins.
 */
export function AdminLayout() {
  const sidebar = useSidebarState();
  const session = useSession();
  const expanded = sidebar.isMobile ? sidebar.openMobile : sidebar.open;
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <div className="flex min-h-dvh">
      {sidebar.isMobile ? (
        <Dialog open={sidebar.openMobile} onOpenChange={sidebar.setOpenMobile}>
          <SheetContent
            side="left"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              toggleRef.current?.focus();
            }}
          >
            <DialogTitle className="sr-only">Admin navigation</DialogTitle>
            <DialogDescription className="sr-only">Pages of the admin area</DialogDescription>
            <AdminSidebarNav expanded onNavigate={() => sidebar.setOpenMobile(false)} />
          </SheetContent>
        </Dialog>
      ) : (
        <aside
          id="admin-sidebar"
          data-state={sidebar.open ? 'expanded' : 'collapsed'}
          className={cn(
            'sticky top-0 h-dvh shrink-0 overflow-x-hidden overflow-y-auto border-r bg-card p-2 transition-[width] duration-200',
            sidebar.open ? 'w-64' : 'w-12',
          )}
        >
          <AdminSidebarNav expanded={sidebar.open} />
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-4">
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            onClick={sidebar.toggle}
            aria-label="Toggle sidebar"
            aria-expanded={expanded}
            aria-controls={sidebar.isMobile ? undefined : 'admin-sidebar'}
            aria-keyshortcuts="Control+B Meta+B"
            title="Toggle sidebar (Ctrl/Cmd+B)"
          >
            <PanelLeftIcon aria-hidden="true" />
          </Button>
          <span className="truncate text-sm font-medium text-muted-foreground">Admin</span>
          <WorkspaceSwitcher className="min-w-0" />
          <div className="ml-auto flex items-center gap-1">
            {session.data?.isAdmin ? (
              <Button asChild variant="ghost" size="sm">
                <Link to="/admin/outbox">
                  <MailIcon aria-hidden="true" />
                  <span className="hidden sm:inline">E-mail outbox</span>
                  <span className="sr-only sm:hidden">E-mail outbox</span>
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="ghost" size="sm">
              <Link to="/">
                <ArrowLeftIcon aria-hidden="true" />
                <span className="hidden sm:inline">Client dashboard</span>
                <span className="sr-only sm:hidden">Client dashboard</span>
              </Link>
            </Button>
            <ThemeToggle />
            <LogoutButton />
          </div>
        </header>
        <main id="main-content" className="flex-1 px-4 py-6 sm:px-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
