import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppMode } from '../../app/app-mode';
import { useConfig } from '../../app/config-provider';
import { ThemeToggle } from '../../components/site/theme-toggle';

const BACK_LINK_CLASS =
  'inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * 'Back to Home': on the main site its own landing page; on the dashboard host `/` is guarded (a
 * signed-out visitor would bounce straight back to /auth), so it is a full-page link to the main site.
 */
function BackToHomeLink() {
  const mode = useAppMode();
  const { publicUrl } = useConfig();
  const content = (
    <>
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      Back to Home
    </>
  );
  if (mode === 'dashboard') {
    return (
      <a href={`${publicUrl}/`} className={BACK_LINK_CLASS}>
        {content}
      </a>
    );
  }
  return (
    <Link to="/" className={BACK_LINK_CLASS}>
      {content}
    </Link>
  );
}

/** The centred single-card layout of /auth and /reset-password. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <div className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-4">
        <BackToHomeLink />
        <ThemeToggle />
      </div>
      <main id="main-content" className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 py-6">
        {children}
      </main>
    </div>
  );
}
