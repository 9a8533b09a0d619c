import { useEffect, useState } from 'react';
import { APPROVAL_QUEUE_MESSAGES } from '../../../domain/contracts/approvals.contract';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast';
import type { WorkspaceEventsSource } from '../realtime';
import { RealtimeStatusBadge } from '../realtime';
import { ApprovalCard } from './approval-card';
import { useApprovalQueue } from './use-approval-queue';

/** The relative times' clock: once a minute is enough for 'n minutes ago'. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The answers safe mode held, oldest first, refreshed live: one workspace's (its owner) or every
 * workspace's (platform admins, each card naming its workspace).
 */
export function ApprovalsQueue({
  source,
  conversationId,
}: {
  source: WorkspaceEventsSource;
  /** Only this conversation's (its thread page). */
  conversationId?: string;
}) {
  const { query, realtime } = useApprovalQueue(source);
  const approvals = query.data?.approvals.filter(
    (approval) => !conversationId || approval.conversation.id === conversationId,
  );
  const now = useMinuteClock();
  const failed = query.isError;
  useEffect(() => {
    if (failed) toast.error(APPROVAL_QUEUE_MESSAGES.loadFailed);
  }, [failed]);

  return (
    <section aria-labelledby="approvals-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="approvals-heading" className="text-xl font-semibold">
          Answers waiting for approval
          {query.data ? (
            <span className="ml-2 text-muted-foreground">({query.data.approvals.length})</span>
          ) : null}
        </h2>
        <RealtimeStatusBadge status={realtime} />
      </div>
      {query.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only">Loading answer approvals…</span>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{APPROVAL_QUEUE_MESSAGES.loadFailed}</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : !approvals || approvals.length === 0 ? (
        <p
          className="rounded-lg border border-dashed p-8 text-center text-muted-foreground"
          data-testid="approvals-empty"
        >
          {APPROVAL_QUEUE_MESSAGES.empty}
        </p>
      ) : (
        <ul className="grid gap-4" aria-live="polite">
          {approvals.map((approval) => (
            <li key={approval.id}>
              <ApprovalCard
                approval={approval}
                showWorkspace={'allWorkspaces' in source}
                now={now}
                onConversationPage={conversationId !== undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
