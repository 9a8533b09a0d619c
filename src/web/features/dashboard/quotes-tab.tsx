import { useEffect, useState } from 'react';
import type { QuoteRow } from '../../../domain/contracts/dashboard.contract';
import { formatUsd } from '../../../domain/money';
import { PIPELINE_STAGE_LABELS, type PipelineStage } from '../../../domain/pipeline';
import { relativeTime } from '../../../domain/relative-time';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Pager, SearchBox } from './list-controls';
import { QuoteActions } from './quote-actions';
import { useDebounced, useNow, usePipeline, useQuoteList } from './use-dashboard';

const PAGE_SIZE = 20;

/** The pipeline by stage: count and value of each; a stage filters the list below. */
function PipelineBoard({
  workspaceId,
  stage,
  onStage,
}: {
  workspaceId: string;
  stage: PipelineStage | undefined;
  onStage: (stage: PipelineStage | undefined) => void;
}) {
  const pipeline = usePipeline(workspaceId);
  if (pipeline.isPending) return <Skeleton className="h-20" />;
  if (!pipeline.data) return null;
  return (
    <section aria-labelledby="pipeline-heading">
      <h3 id="pipeline-heading" className="font-semibold">
        Pipeline
      </h3>
      {/* The columns count quotes; leads with no quote yet are counted on the Total Leads card. */}
      <p className="mb-2 text-sm text-muted-foreground" data-testid="pipeline-counts-note">
        Quotes in each stage and their totals. Closed won is the Revenue Pipeline card's approved quotes.
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {pipeline.data.stages.map((item) => (
          <li key={item.stage}>
            <button
              type="button"
              aria-pressed={stage === item.stage}
              onClick={() => onStage(stage === item.stage ? undefined : item.stage)}
              data-testid={`stage-${item.stage}`}
              className={cn(
                'w-full rounded-lg border p-3 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                stage === item.stage && 'border-primary bg-accent',
              )}
            >
              <span className="block text-sm text-muted-foreground">{PIPELINE_STAGE_LABELS[item.stage]}</span>
              <span className="block text-xl font-bold" data-testid={`stage-${item.stage}-count`}>
                {item.count}
              </span>
              <span className="sr-only">{item.count === 1 ? 'quote' : 'quotes'}</span>
              <span className="block text-xs text-muted-foreground">{formatUsd(Number(item.total))}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuoteItem({
  workspaceId,
  quote,
  now,
  canChange,
}: {
  workspaceId: string;
  quote: QuoteRow;
  now: Date;
  canChange: boolean;
}) {
  return (
    <li className="rounded-lg border p-4" data-testid="quote-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {quote.quoteNumber} · {quote.customer.name}
          </p>
          <p className="truncate text-sm text-muted-foreground">{quote.customer.email ?? 'No e-mail'}</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-semibold">{formatUsd(Number(quote.totalAmount))}</p>
          <div className="flex flex-wrap justify-end gap-1">
            <Badge variant="outline">{quote.status}</Badge>
            <Badge variant="secondary" data-testid="quote-stage">
              {PIPELINE_STAGE_LABELS[quote.pipelineStage]}
            </Badge>
            {quote.paid ? <Badge>paid</Badge> : null}
          </div>
        </div>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        {quote.projectType.replace(/-/g, ' ')} · created{' '}
        <time dateTime={quote.createdAt}>{relativeTime(new Date(quote.createdAt), now).toLowerCase()}</time>
      </p>
      {canChange ? (
        <div className="mt-3 border-t pt-3">
          <QuoteActions workspaceId={workspaceId} quote={quote} />
        </div>
      ) : null}
    </li>
  );
}

/** Quotes & Pipeline: the stages' totals, and the quotes searched and paged on the server. */
export function QuotesTab({ workspaceId, canChange }: { workspaceId: string; canChange: boolean }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [stage, setStage] = useState<PipelineStage | undefined>();
  const query = useDebounced(search.trim());
  const list = useQuoteList(workspaceId, { search: query || undefined, stage, page, pageSize: PAGE_SIZE });
  const now = useNow();

  useEffect(() => {
    if (list.isError) toast.error('Failed to load data', { description: list.error.message });
  }, [list.isError, list.error]);

  const data = list.data;
  return (
    <div className="flex flex-col gap-6">
      <PipelineBoard
        workspaceId={workspaceId}
        stage={stage}
        onStage={(next) => {
          setStage(next);
          setPage(1);
        }}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox
          label="Search quotes"
          hint="Customer name, e-mail or quote number"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {stage ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setStage(undefined);
              setPage(1);
            }}
          >
            Show all stages
          </Button>
        ) : null}
      </div>
      {list.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-28" />
          <span className="sr-only">Loading quotes</span>
        </div>
      ) : list.isError && !data ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load data. Try Refresh Data.
        </p>
      ) : data && data.items.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">
          {query || stage ? 'No quotes found.' : 'No quotes found yet.'}
        </p>
      ) : data ? (
        <>
          <ul className="flex flex-col gap-3" aria-label="Quotes" aria-busy={list.isFetching}>
            {data.items.map((quote) => (
              <QuoteItem
                key={quote.id}
                workspaceId={workspaceId}
                quote={quote}
                now={now}
                canChange={canChange}
              />
            ))}
          </ul>
          <Pager
            label="Quote pages"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            shown={data.items.length}
            onPage={setPage}
          />
        </>
      ) : null}
    </div>
  );
}
