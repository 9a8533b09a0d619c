import { useState } from 'react';
import type { ShopConnectionView } from '../../../domain/contracts/shop.contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast';
import { ShopConnectForm } from './shop-connect-form';
import { useDisconnectShop, useShopConnection, useSyncShop } from './use-shop';

const STATUS_LABEL: Record<ShopConnectionView['status'], string> = {
  importing: 'Syncing',
  ready: 'Connected',
  error: 'Sync failed',
};

/** Where the owner makes the key: WooCommerce's own menu path, as the store's admin shows it. */
export function ShopKeyHelp() {
  return (
    <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
      <li>In WordPress, open WooCommerce → Settings → Advanced → REST API and press “Add key”.</li>
      <li>
        Choose “Read/Write” (read is enough to import; write lets us register webhooks so changes arrive at
        once).
      </li>
      <li>Paste your store’s address, the consumer key and the consumer secret here.</li>
    </ol>
  );
}

function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : 'never';
}

function SyncStatus({ connection }: { connection: ShopConnectionView }) {
  if (connection.status === 'importing') {
    const { pagesRead, pagesTotal } = connection.progress;
    return (
      <div className="flex flex-col gap-2" aria-live="polite">
        <p className="text-sm">
          Importing products{pagesTotal ? `: page ${pagesRead} of ${pagesTotal}` : '…'}
        </p>
        <Progress value={pagesRead} max={Math.max(pagesTotal, 1)} label="Product import progress" />
      </div>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="shop-sync-summary">
      <dt className="text-muted-foreground">Last sync</dt>
      <dd>{when(connection.lastSyncAt)}</dd>
      <dt className="text-muted-foreground">Products</dt>
      <dd data-testid="shop-products-synced">{connection.productsSynced}</dd>
      <dt className="text-muted-foreground">Recent orders</dt>
      <dd>{connection.ordersSynced}</dd>
      <dt className="text-muted-foreground">Live updates</dt>
      <dd>{connection.webhooks.registered ? 'On (the store sends its changes)' : 'Off'}</dd>
    </dl>
  );
}

/** Disconnected here, but the store still holds our webhooks: where the owner deletes them. */
function WebhooksLeft({ page }: { page: string }) {
  return (
    <Alert data-testid="shop-webhooks-left">
      <AlertTitle>Your store’s webhooks could not be removed</AlertTitle>
      <AlertDescription>
        <p>
          The store is disconnected here, but it did not let us delete the webhooks we added to it, so it will
          keep trying to send us its changes. Delete them in WordPress: WooCommerce → Settings → Advanced →
          Webhooks (the ones named “Sales agent: …”).
        </p>
        <a href={page} target="_blank" rel="noreferrer" className="underline underline-offset-4">
          Open your store’s webhooks
        </a>
      </AlertDescription>
    </Alert>
  );
}

/**
 * The store connection: connect (owner), its sync's progress and outcome, Sync now and
 * Disconnect (with confirmation: it removes the store's products and orders from the agent).
 */
export function ShopConnectionCard({ workspaceId, canChange }: { workspaceId: string; canChange: boolean }) {
  const { data, isPending, error } = useShopConnection(workspaceId);
  const sync = useSyncShop(workspaceId);
  const disconnect = useDisconnectShop(workspaceId);
  const [confirming, setConfirming] = useState(false);
  // The store's own webhooks list, when disconnecting could not delete ours there.
  const [webhooksLeftAt, setWebhooksLeftAt] = useState<string | null>(null);

  if (isPending)
    return (
      <Card>
        <CardContent className="flex flex-col gap-3 pt-6">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-full" />
        </CardContent>
      </Card>
    );
  if (error)
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load your store connection</AlertTitle>
        <AlertDescription>{error.message}</AlertDescription>
      </Alert>
    );
  const connection = data.connection;
  return (
    <Card asChild>
      <section aria-labelledby="shop-connection-heading" data-testid="shop-connection">
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <CardTitle id="shop-connection-heading">WooCommerce store</CardTitle>
            <CardDescription className="mt-1 break-words">
              {connection
                ? connection.storeUrl
                : 'Connect your WooCommerce store so the shop agent answers from your real products and orders.'}
            </CardDescription>
          </div>
          {connection ? (
            <Badge
              variant={connection.status === 'error' ? 'destructive' : 'default'}
              className="order-first self-start sm:order-none"
              data-testid="shop-status"
            >
              {STATUS_LABEL[connection.status]}
            </Badge>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {!connection && webhooksLeftAt ? <WebhooksLeft page={webhooksLeftAt} /> : null}
          {!connection ? (
            canChange ? (
              <>
                <ShopKeyHelp />
                <ShopConnectForm workspaceId={workspaceId} />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">Only the workspace owner can connect a store.</p>
            )
          ) : (
            <>
              <SyncStatus connection={connection} />
              {connection.error ? (
                <Alert variant="destructive">
                  <AlertTitle>The last sync failed</AlertTitle>
                  <AlertDescription>{connection.error}</AlertDescription>
                </Alert>
              ) : null}
              {connection.webhooks.error ? (
                <p className="text-sm text-muted-foreground">{connection.webhooks.error}</p>
              ) : null}
              {canChange ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    onClick={() =>
                      sync.mutate(undefined, {
                        onError: (e) => toast.error('Sync failed to start', { description: e.message }),
                      })
                    }
                    disabled={sync.isPending || connection.status === 'importing'}
                  >
                    Sync now
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(true)}>
                    Disconnect
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </CardContent>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Disconnect your store?"
          description="The stored key is deleted, and the products and orders imported from your store are removed: the shop agent stops answering about them at once. In your store, only the webhooks we added (which sent us its changes) are deleted."
          confirmLabel="Disconnect store"
          pending={disconnect.isPending}
          onConfirm={() =>
            disconnect.mutate(undefined, {
              onSuccess: (result) => {
                setConfirming(false);
                setWebhooksLeftAt(result.storeWebhooks === 'left' ? result.webhooksPage : null);
                toast.success('Store disconnected');
              },
              onError: (e) => toast.error('Could not disconnect', { description: e.message }),
            })
          }
        />
      </section>
    </Card>
  );
}
