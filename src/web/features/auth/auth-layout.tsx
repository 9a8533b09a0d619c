import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeToggle } from '../../components/site/theme-toggle';

/** The centred single-card layout of /auth and /reset-password. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <div className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-4">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
        <ThemeToggle />
      </div>
      <main id="main-content" className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 py-6">
        {children}
      </main>
    </div>
  );
}
