import { lazy, Suspense } from 'react';
import { AnalyticsSkeleton } from './analytics-skeleton';

// The chart library is the largest part of this panel, and most dashboard visits never open the
// Analytics tab: its code is fetched when the tab is first shown (decision record 019).
const Panel = lazy(async () => ({ default: (await import('./analytics-panel')).AnalyticsPanel }));

/** The Analytics tab's content for one workspace (the caller picks which). */
export function AnalyticsTab({ workspaceId }: { workspaceId: string }) {
  return (
    <Suspense fallback={<AnalyticsSkeleton />}>
      <Panel workspaceId={workspaceId} />
    </Suspense>
  );
}
