import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlertTriangleIcon, CheckCircle2Icon, ClockIcon, PauseCircleIcon } from 'lucide-react';
import { billingSummaryContract } from '../../../domain/contracts/billing.contract';
import { useConfig } from '../../app/config-provider';
import { useCurrentWorkspace } from '../../app/session';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { apiRequest } from '../../lib/api-client';
import { cn } from '../../lib/cn';

const TONES = {
  info: { icon: ClockIcon, className: 'border-brand/40' },
  success: { icon: CheckCircle2Icon, className: 'border-success/40' },
  warning: { icon: AlertTriangleIcon, className: 'border-amber-500/60' },
  danger: { icon: PauseCircleIcon, className: 'border-destructive/60' },
} as const;

/** The card's query; the dashboard home prefetches it as soon as the session is known. */
export const billingSummaryQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: ['billing', workspaceId],
    queryFn: () => apiRequest(billingSummaryContract, { params: { workspaceId } }),
    staleTime: 60_000,
  });

// The card's body is a plain padded div, not CardContent: CardContent's pt-0 (meant to follow a
// header) would win over p-6 (cn joins, it does not merge) and put the text on the top edge.

/**
 * The workspace's plan or trial, as the server decides it (days left counted from the stored end
 * on the server's clock), and the next step: subscribing happens on the main site's checkout.
 */
export function BillingCard() {
  const workspace = useCurrentWorkspace();
  const { publicUrl } = useConfig();
  const { data, isPending } = useQuery({
    ...billingSummaryQuery(workspace?.id ?? ''),
    enabled: Boolean(workspace),
  });
  // Its place is kept while it loads (every workspace but the platform demo's and older ones has a
  // plan or a trial), so the dashboard below it does not jump down when it arrives.
  if (workspace && isPending) return <BillingCardSkeleton />;
  // A workspace without any plan (the platform demo, one made before plans were sold) has nothing to show.
  if (!data || data.state === 'none') return null;
  const { notice } = data;
  const mayPay = workspace?.role === 'owner';
  const tone = TONES[notice.tone];
  return (
    <Card asChild className={cn('border-2', tone.className)}>
      <section aria-labelledby="billing-heading" data-testid="billing-card">
        <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-3">
            <tone.icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <h2 id="billing-heading" className="font-semibold">
                {notice.title}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{notice.message}</p>
            </div>
          </div>
          {notice.actionPath && notice.actionLabel && !mayPay ? (
            // Checkout is for owners (the server refuses anyone else): say who can, not a button.
            <p className="shrink-0 text-sm text-muted-foreground" data-testid="billing-owners-only">
              Only the workspace's owners can choose a plan.
            </p>
          ) : notice.actionPath && notice.actionLabel ? (
            <Button asChild variant={notice.tone === 'danger' ? 'default' : 'outline'} className="shrink-0">
              <a href={`${publicUrl}${notice.actionPath}`}>{notice.actionLabel}</a>
            </Button>
          ) : null}
        </div>
      </section>
    </Card>
  );
}

/** The card's size while it loads: the border, an icon, a title line, a message line and a button. */
function BillingCardSkeleton() {
  return (
    <Card className="border-2" aria-busy="true" data-testid="billing-card-loading">
      <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-1 gap-3">
          <Skeleton className="mt-0.5 size-5 shrink-0 rounded-full" />
          <div className="flex w-full max-w-md flex-col">
            <Skeleton className="my-1 h-4 w-40" />
            <Skeleton className="mt-2 h-4 w-full" />
            <span className="sr-only">Loading your plan</span>
          </div>
        </div>
        <Skeleton className="h-10 w-32 shrink-0" />
      </div>
    </Card>
  );
}
