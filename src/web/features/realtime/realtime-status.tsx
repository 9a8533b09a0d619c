import type { RealtimeStatus } from './use-workspace-events';

const LABELS: Record<RealtimeStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

/** A small dot and word saying whether the page is receiving changes as they happen. */
export function RealtimeStatusBadge({ status }: { status: RealtimeStatus }) {
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs text-muted-foreground"
      data-testid="realtime-status"
    >
      <span
        aria-hidden="true"
        className={
          status === 'live'
            ? 'size-2 rounded-full bg-emerald-500'
            : 'size-2 animate-pulse rounded-full bg-amber-500'
        }
      />
      {LABELS[status]}
    </span>
  );
}
