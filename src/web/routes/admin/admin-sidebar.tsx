import {
  BookOpenIcon,
  CodeIcon,
  FileTextIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MessageSquareIcon,
  StarIcon,
  ZapIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { useBrand } from '../../app/brand-provider';
import { useCurrentWorkspace, useSession } from '../../app/session';
import { usePendingApprovalCount } from '../../features/approvals';
import { cn } from '../../lib/cn';

type Entry = { to: string; label: string; icon: LucideIcon; end?: boolean };

export const ADMIN_NAV: Entry[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboardIcon, end: true },
  { to: '/admin/conversations', label: 'Conversations', icon: MessageSquareIcon },
  { to: '/admin/quotes', label: 'Quotes', icon: FileTextIcon },
  { to: '/admin/automations', label: 'Smart Automations', icon: ZapIcon },
  { to: '/admin/knowledge', label: 'Knowledge Base', icon: BookOpenIcon },
  { to: '/admin/reviews', label: 'Reviews', icon: StarIcon },
  { to: '/admin/embed', label: 'Quote Widget', icon: CodeIcon },
];

type AdminSidebarNavProps = {
  /** false = collapsed to icons (3rem). Labels stay available to screen readers. */
  expanded: boolean;
  onNavigate?: () => void;
};

/** The answers waiting for review: every workspace's for a platform admin, else the workspace's. */
function usePendingApprovals(): number | null {
  const isAdmin = Boolean(useSession().data?.isAdmin);
  const workspace = useCurrentWorkspace();
  return usePendingApprovalCount(
    isAdmin ? { allWorkspaces: true } : workspace ? { workspaceId: workspace.id } : null,
  );
}

export function AdminSidebarNav({ expanded, onNavigate }: AdminSidebarNavProps) {
  const brand = useBrand();
  // Shown on the Dashboard entry, whose Approvals tab holds them.
  const pending = usePendingApprovals();
  return (
    <div className="flex h-full flex-col gap-4">
      <div className={cn('flex h-10 items-center gap-2 font-bold', expanded ? 'px-2' : 'justify-center')}>
        <span
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground"
          aria-hidden="true"
        >
          {brand.name.charAt(0)}
        </span>
        {expanded ? (
          <span className="truncate">{brand.name}</span>
        ) : (
          <span className="sr-only">{brand.name}</span>
        )}
      </div>
      <nav aria-label="Admin">
        <ul className="flex flex-col gap-1">
          {ADMIN_NAV.map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end={entry.end}
                onClick={onNavigate}
                title={expanded ? undefined : entry.label}
                className={({ isActive }) =>
                  cn(
                    'relative flex h-10 items-center gap-3 rounded-md text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    expanded ? 'px-3' : 'justify-center',
                    isActive ? 'bg-accent text-accent-foreground' : 'text-foreground/85',
                  )
                }
              >
                <entry.icon className="size-4 shrink-0" aria-hidden="true" />
                <span className={expanded ? 'truncate' : 'sr-only'}>{entry.label}</span>
                {entry.to === '/admin' && pending ? (
                  <span
                    className={cn(
                      'rounded-full bg-destructive text-xs font-semibold text-white tabular-nums',
                      expanded
                        ? 'ml-auto px-1.5'
                        : 'absolute top-1.5 right-1.5 size-2 overflow-hidden text-transparent',
                    )}
                    data-testid="sidebar-pending-approvals"
                  >
                    {pending}
                    <span className="sr-only"> answers waiting for approval</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
