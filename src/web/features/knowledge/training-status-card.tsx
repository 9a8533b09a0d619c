import { relativeTime } from '../../../domain/relative-time';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { TestAgentBox } from './test-agent-box';
import { useTrainingStatus } from './use-knowledge-items';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Training Status: what the agents answer from (items trained = all items), and a test question. */
export function TrainingStatusCard({ workspaceId }: { workspaceId: string }) {
  const status = useTrainingStatus(workspaceId);
  const data = status.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle size="base">Training Status</CardTitle>
        <CardDescription>What your agents answer from.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load the training status: {status.error.message}
          </p>
        ) : data ? (
          <dl className="grid grid-cols-2 gap-3">
            <Figure label="Items trained" value={data.items} />
            <Figure label="Documents" value={data.documents} />
            <Figure label="Website pages" value={data.pages} />
            <Figure
              label="Last update"
              value={data.lastUpdatedAt ? relativeTime(new Date(data.lastUpdatedAt), new Date()) : 'Never'}
            />
          </dl>
        ) : null}
        {data ? <TestAgentBox workspaceId={workspaceId} agents={data.agents} /> : null}
      </CardContent>
    </Card>
  );
}
