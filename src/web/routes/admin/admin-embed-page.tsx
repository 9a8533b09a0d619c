import { useMutation } from '@tanstack/react-query';
import { BookOpenIcon, FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { createDemoQuoteContract } from '../../../domain/contracts/admin-demo-quote.contract';
import { DASHBOARD_DEMO_QUOTE } from '../../../domain/demo-quotes';
import { formatUsd } from '../../../domain/money';
import { widgetSnippet } from '../../../domain/widget-snippet';
import { useConfig } from '../../app/config-provider';
import { useCurrentWorkspace, useSession } from '../../app/session';
import { CopyButton } from '../../components/copy-button';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useWorkspaceSettings } from '../../features/settings/use-workspace-settings';
import { WidgetPositionForm } from '../../features/settings/widget-position-form';
import { useWidgetInstall } from '../../features/widget-install/use-widget-install';
import { apiRequest } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { AdminPageHeader } from './admin-page-header';

const SAMPLE = [
  ['Subtotal', DASHBOARD_DEMO_QUOTE.subtotal],
  ['Tax', DASHBOARD_DEMO_QUOTE.tax_amount],
  ['Total', DASHBOARD_DEMO_QUOTE.total_amount],
] as const;

/**
 * The same snippet as /install: no data-agent, so the workspace's own (oldest active) agent
 * answers whichever agents it has; a fixed type here gave a shop-only workspace a chat that
 * could not start.
 */
function EmbedCode() {
  const { publicUrl } = useConfig();
  const workspace = useCurrentWorkspace();
  const install = useWidgetInstall(workspace?.id);
  if (!workspace) return <p className="text-sm text-muted-foreground">No workspace to embed.</p>;
  if (install.isPending) return <Skeleton className="h-16" />;
  if (install.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load data</AlertTitle>
        <AlertDescription>{install.error.message}</AlertDescription>
      </Alert>
    );
  const snippet = widgetSnippet({
    scriptOrigin: publicUrl,
    publicKey: install.data.publicKey,
    color: install.data.color,
  });
  return (
    <div className="flex flex-col gap-3">
      {install.data.hasActiveAgent ? null : (
        <p role="note" className="rounded-md border border-destructive/40 p-3 text-sm">
          Your workspace has no active agent yet, so the chat on your site will say it is not available.{' '}
          <Link to="/onboarding" className="underline underline-offset-4">
            Set up your agent
          </Link>
          .
        </p>
      )}
      <pre
        className="overflow-x-auto rounded-md border bg-muted p-3 text-sm whitespace-pre-wrap break-all"
        data-testid="widget-snippet"
      >
        <code>{snippet}</code>
      </pre>
      <CopyButton text={snippet} className="self-start" />
      <p className="text-sm text-muted-foreground">
        For {workspace.name}. The widget shows only on the workspace's allowed domains (
        <Link to="/install" className="underline underline-offset-4">
          Install on your website
        </Link>
        ).
      </p>
    </div>
  );
}

/** The launcher's corner, with loading and error states of the settings it belongs to. */
function WidgetPosition() {
  const workspace = useCurrentWorkspace();
  const isAdmin = Boolean(useSession().data?.isAdmin);
  const settings = useWorkspaceSettings(workspace?.id);
  if (!workspace) return <p className="text-sm text-muted-foreground">No workspace to embed.</p>;
  if (settings.isPending) return <Skeleton className="h-24" />;
  if (settings.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load data</AlertTitle>
        <AlertDescription>{settings.error.message}</AlertDescription>
      </Alert>
    );
  return <WidgetPositionForm settings={settings.data} canEdit={isAdmin || workspace.role === 'owner'} />;
}

/** /admin/embed: the widget's embed code and position, a demo quote to try it with, and its docs. */
export function AdminEmbedPage() {
  const { publicUrl } = useConfig();
  // The demo quote goes into the platform's demo workspace: platform admins only.
  const isAdmin = Boolean(useSession().data?.isAdmin);
  const demoQuote = useMutation({
    mutationFn: () => apiRequest(createDemoQuoteContract, {}),
    onSuccess: (quote) =>
      toast.success('Demo Quote Created!', {
        description: `Quote ${quote.quote_number} for ${formatUsd(DASHBOARD_DEMO_QUOTE.total_amount)}.`,
      }),
    onError: (error) => toast.error('Failed to create demo quote', { description: error.message }),
  });

  return (
    <>
      <AdminPageHeader
        title="Quote Widget"
        lead={`The embed code for your agent's chat on your own website${isAdmin ? ', and a demo quote to try it with' : ''}.`}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Embed code</CardTitle>
            <CardDescription>
              Paste it before &lt;/body&gt; on the pages that should show your agent.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <EmbedCode />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Widget position</CardTitle>
            <CardDescription>Bottom right or bottom left of your pages.</CardDescription>
          </CardHeader>
          <CardContent>
            <WidgetPosition />
          </CardContent>
        </Card>
        {isAdmin ? (
          <Card>
            <CardHeader>
              <CardTitle>Demo quote</CardTitle>
              <CardDescription>
                Creates a real pending quote in the demo workspace, with you as its customer.
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                {SAMPLE.map(([label, amount]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="text-right tabular-nums">{formatUsd(amount)}</dd>
                  </div>
                ))}
              </dl>
              <Button
                className="self-start"
                onClick={() => demoQuote.mutate()}
                disabled={demoQuote.isPending}
              >
                <FileTextIcon aria-hidden="true" />
                {demoQuote.isPending ? 'Creating...' : 'Generate Demo Quote'}
              </Button>
              {demoQuote.data ? (
                <output className="text-sm">Created quote {demoQuote.data.quote_number}.</output>
              ) : null}
            </CardContent>
          </Card>
        ) : null}
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Documentation</CardTitle>
            <CardDescription>Installation, options and the functions API of the widget.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <a href={`${publicUrl}/docs#widget`}>
                <BookOpenIcon aria-hidden="true" />
                Widget documentation
              </a>
            </Button>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
