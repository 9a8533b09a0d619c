import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConfig } from '../../app/config-provider';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentMeta } from '../../lib/document-meta';

/** /dashboard on the main site: the dashboard lives on its own host. */
export function DashboardRedirectPage() {
  const { dashboardUrl } = useConfig();
  const { search, hash } = useLocation();
  // The query and fragment travel along (e.g. /dashboard?tab=quotes opens that tab there).
  const target = `${dashboardUrl}/dashboard${search}${hash}`;
  // Same origin would mean the config points back at this site: redirecting would loop forever.
  const canRedirect = new URL(target, window.location.href).href !== window.location.href;
  useDocumentMeta({ title: 'Redirecting to the dashboard' });

  useEffect(() => {
    if (canRedirect) window.location.replace(target);
  }, [canRedirect, target]);

  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-xl font-semibold">Redirecting to the dashboard…</h1>
      {canRedirect ? <Spinner label="Redirecting" /> : null}
      <p className="text-muted-foreground">
        If nothing happens,{' '}
        <a className="underline underline-offset-4" href={target}>
          open the dashboard
        </a>
        .
      </p>
    </main>
  );
}
