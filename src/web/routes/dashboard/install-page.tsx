import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { widgetSnippet } from '../../../domain/widget-snippet';
import { useConfig } from '../../app/config-provider';
import { useCurrentWorkspace, useSession } from '../../app/session';
import { CopyButton } from '../../components/copy-button';
import { PageSection } from '../../components/page-section';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { AllowedDomainsEditor } from '../../features/settings/allowed-domains-editor';
import { NoWorkspace } from '../../features/settings/no-workspace';
import { useWidgetInstall } from '../../features/widget-install/use-widget-install';
import { WidgetSeenStatus } from '../../features/widget-install/widget-seen-status';
import { useDocumentMeta } from '../../lib/document-meta';

/** /install: the widget snippet, where it may run, and whether it has been seen there. */
export function InstallPage() {
  useDocumentMeta({ title: 'Install on your website' });
  const { publicUrl } = useConfig();
  const { data: session } = useSession();
  const workspace = useCurrentWorkspace();
  const install = useWidgetInstall(workspace?.id);
  const canEdit = Boolean(session?.isAdmin || workspace?.role === 'owner');
  const snippet = install.data
    ? widgetSnippet({ scriptOrigin: publicUrl, publicKey: install.data.publicKey, color: install.data.color })
    : '';

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Install on your website</h1>
        <p className="mt-1 text-muted-foreground">
          Put your agent on your own site in three steps: allow your domain, paste the snippet, check it
          works.
        </p>
      </div>
      {!workspace ? (
        <NoWorkspace />
      ) : install.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : install.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Failed to load data</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            {install.error.message}
            <Button variant="outline" size="sm" onClick={() => install.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          {!install.data.hasActiveAgent ? (
            <div
              role="note"
              className="flex items-start gap-3 rounded-lg border border-destructive/40 p-4 text-sm"
            >
              <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              <p>
                Your workspace has no active agent yet, so the chat on your site will say it is not available.{' '}
                <Link to="/onboarding" className="underline underline-offset-4">
                  Set up your agent
                </Link>
                .
              </p>
            </div>
          ) : null}
          <PageSection
            id="domains"
            title="1. Allow your website's domain"
            description="The widget only appears on these sites."
          >
            <AllowedDomainsEditor
              workspaceId={workspace.id}
              domains={install.data.allowedDomains}
              canEdit={canEdit}
            />
          </PageSection>
          <PageSection
            id="snippet"
            title="2. Paste the snippet"
            description={
              <>
                Paste it just before <code>&lt;/body&gt;</code> on every page that should show the chat.{' '}
                {install.data.color ? (
                  <>
                    The chat button follows your brand colour, also after you change it: no need to paste the
                    snippet again (<code>data-color</code> is what it shows until your colour is known).
                  </>
                ) : (
                  <>
                    Optional: <code>data-color="#e11d48"</code> for the button's colour.
                  </>
                )}
              </>
            }
          >
            <div className="flex flex-col gap-3">
              <pre
                className="overflow-x-auto rounded-md border bg-muted p-3 text-sm whitespace-pre-wrap break-all"
                data-testid="widget-snippet"
              >
                <code>{snippet}</code>
              </pre>
              <CopyButton className="self-start" label="Copy snippet" text={snippet} />
            </div>
          </PageSection>
          <PageSection
            id="check"
            title="3. Check it works"
            description="We note where your widget's chat was opened on one of your allowed domains."
          >
            <WidgetSeenStatus
              install={install.data}
              checking={install.isFetching}
              onCheckAgain={() => install.refetch()}
            />
          </PageSection>
        </>
      )}
    </div>
  );
}
