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

export function AdminSidebarNav({ expanded, onNavigate }: AdminSidebarNavProps) {
  const brand = useBrand();
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
                    'flex h-10 items-center gap-3 rounded-md text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    expanded ? 'px-3' : 'justify-center',
                    isActive ? 'bg-accent text-accent-foreground' : 'text-foreground/85',
                  )
                }
              >
                <entry.icon className="size-4 shrink-0" aria-hidden="true" />
                <span className={expanded ? 'truncate' : 'sr-only'}>{entry.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
