import { Skeleton } from '../../components/ui/skeleton';

/** The panel's shape while its code or its data loads. */
export function AnalyticsSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-20" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
      <span className="sr-only">Loading analytics</span>
    </div>
  );
}
