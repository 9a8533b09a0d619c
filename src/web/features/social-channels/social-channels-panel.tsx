import { useState } from 'react';
import type { SocialChannelsView } from '../../../domain/contracts/social.contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageSection } from '../../components/page-section';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast';
import { ConnectPageForm } from './connect-page-form';
import { useDisconnectSocialPage, useSocialChannels } from './use-social-channels';

/**
 * The Social channels page's body: the connected Page and Instagram account with their state, the
 * Meta app's webhook settings, and connecting or disconnecting (owners; the server enforces it).
 */
export function SocialChannelsPanel({ workspaceId, canChange }: { workspaceId: string; canChange: boolean }) {
  const query = useSocialChannels(workspaceId);
  if (query.isPending)
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">Loading social channels</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-32" />
      </div>
    );
  if (query.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load social channels</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-2">
          {query.error.message}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  const view = query.data;
  if (!view.configured)
    return (
      <Alert data-testid="social-not-configured">
        <AlertTitle>Not set up on this server</AlertTitle>
        <AlertDescription>
          Messenger and Instagram cannot be connected here yet. Until they can, your agent answers on your
          website only.
        </AlertDescription>
      </Alert>
    );
  return (
    <div className="flex flex-col gap-6">
      <ChannelSection view={view} workspaceId={workspaceId} canChange={canChange} />
      <HowItWorksSection />
    </div>
  );
}

function ChannelSection({
  view,
  workspaceId,
  canChange,
}: {
  view: SocialChannelsView;
  workspaceId: string;
  canChange: boolean;
}) {
  const channel = view.channel;
  return (
    <PageSection
      id="facebook-page"
      title="Facebook Page and Instagram"
      description="Your SocialAgent answers the direct messages of this Page (Messenger) and of the Instagram professional account linked to it."
    >
      {channel ? (
        <div className="flex flex-col gap-4" data-testid="social-channel">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="text-muted-foreground">Page</dt>
            <dd className="break-words font-medium" data-testid="social-page-name">
              {channel.pageName} <span className="text-muted-foreground">({channel.pageId})</span>
            </dd>
            <dt className="text-muted-foreground">Instagram</dt>
            <dd data-testid="social-instagram">
              {channel.instagram
                ? `@${channel.instagram.username ?? channel.instagram.id}`
                : 'No Instagram professional account is linked to this Page.'}
            </dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <Badge
                variant={channel.status === 'connected' ? 'default' : 'destructive'}
                data-testid="social-status"
              >
                {channel.status === 'connected' ? 'Connected' : 'Needs reconnecting'}
              </Badge>
            </dd>
          </dl>
          {channel.status === 'needs_reconnect' ? (
            <Alert variant="destructive">
              <AlertTitle>Messages are not being answered</AlertTitle>
              <AlertDescription>{channel.statusReason}</AlertDescription>
            </Alert>
          ) : null}
          {canChange ? (
            <>
              {channel.status === 'needs_reconnect' ? (
                <ConnectPageForm workspaceId={workspaceId} reconnect />
              ) : null}
              <DisconnectButton workspaceId={workspaceId} pageName={channel.pageName} />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">
              Only the workspace owner can connect or disconnect.
            </p>
          )}
        </div>
      ) : canChange ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm" data-testid="social-empty">
            No Page is connected yet.
          </p>
          <ConnectPageForm workspaceId={workspaceId} reconnect={false} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="social-empty">
          No Page is connected yet. Only the workspace owner can connect one.
        </p>
      )}
    </PageSection>
  );
}

function DisconnectButton({ workspaceId, pageName }: { workspaceId: string; pageName: string }) {
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnectSocialPage(workspaceId);
  return (
    <div>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Disconnect
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${pageName}?`}
        description="Its stored token is deleted and new messages on Messenger and Instagram are no longer answered. The conversations so far stay in your inbox."
        confirmLabel="Disconnect"
        pending={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Page disconnected');
            },
            onError: (error) => toast.error('Disconnecting failed', { description: error.message }),
          })
        }
      />
    </div>
  );
}

/**
 * What connecting does, in the owner's terms. The webhook (its URL, the verify token) is the
 * platform's Meta app's, set once by whoever runs the server (docs/deploy.md); connecting a Page
 * subscribes that app to the Page's messages, so there is nothing for the owner to set in Meta.
 */
function HowItWorksSection() {
  return (
    <PageSection
      id="social-how"
      title="How it works"
      description="What your agent does once your Page is connected."
    >
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm" data-testid="social-how-it-works">
        <li>
          Messages to your Facebook Page, and to the Instagram account linked to it, reach your agent as soon
          as the Page is connected: there is nothing to set up in Meta.
        </li>
        <li>
          It answers as your Page, from your knowledge and prices; in safe mode its answers wait for your
          approval first. Conversations show in your inbox, where you can reply yourself.
        </li>
        <li>
          Meta lets a Page answer within 24 hours of the customer&apos;s last message. After that, reply from
          your Page&apos;s own inbox in Meta Business Suite.
        </li>
      </ul>
    </PageSection>
  );
}
