import { CheckCircle2Icon, CircleDashedIcon, RefreshCwIcon } from 'lucide-react';
import type { WidgetInstallView } from '../../../domain/contracts/widget-install.contract';
import { describeSighting } from '../../../domain/widget-sighting';
import { Button } from '../../components/ui/button';

/** "Seen on shop.example.com 3 minutes ago", or "Not seen yet" with what to check. */
export function WidgetSeenStatus({
  install,
  checking,
  onCheckAgain,
}: {
  install: WidgetInstallView;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const sighting = install.sighting && {
    firstSeenAt: new Date(install.sighting.firstSeenAt),
    lastSeenAt: new Date(install.sighting.lastSeenAt),
    lastSeenHost: install.sighting.lastSeenHost,
  };
  const status = describeSighting(sighting, new Date());
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <output
          aria-live="polite"
          className="flex items-center gap-2 font-medium"
          data-testid="widget-status"
        >
          {sighting ? (
            <CheckCircle2Icon className="size-5 shrink-0 text-success" aria-hidden="true" />
          ) : (
            <CircleDashedIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          {status}
        </output>
        <Button variant="outline" onClick={onCheckAgain} disabled={checking}>
          <RefreshCwIcon aria-hidden="true" className={checking ? 'animate-spin' : undefined} />
          Check again
        </Button>
      </div>
      {sighting ? (
        <p className="text-sm text-muted-foreground">
          First seen {sighting.firstSeenAt.toLocaleString()}. Your widget is live.
        </p>
      ) : (
        <div className="text-sm">
          <p className="font-medium">How to fix it</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>
              Paste the snippet above into your site's pages, just before &lt;/body&gt;, and publish them.
            </li>
            <li>
              Make sure your site's host name is one of the allowed domains above (for example
              shop.example.com, or *.example.com for every subdomain).
            </li>
            <li>
              Open a page of your site and click the chat button once: the widget is recorded when its chat
              opens there. Then press Check again.
            </li>
            <li>
              Still not seen? If your site sends the header Referrer-Policy: no-referrer, we cannot tell where
              the chat opened; "strict-origin-when-cross-origin" (browsers' default) is enough.
            </li>
          </ol>
        </div>
      )}
    </div>
  );
}
