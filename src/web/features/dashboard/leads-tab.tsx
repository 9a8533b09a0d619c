import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { ConversationRow, LeadSort } from '../../../domain/contracts/dashboard.contract';
import type { RoutingAction } from '../../../domain/lead-routing';
import { relativeTime } from '../../../domain/relative-time';
import { ROUTING_ACTION_LABELS, ROUTING_PRIORITY_FILTERS } from '../../../domain/routing-rules';
import { conversationChannelLabel } from '../../../domain/social-channels';
import { Badge } from '../../components/ui/badge';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast';
import { LeadsExportDialog } from './leads-export-dialog';
import { Pager, SearchBox } from './list-controls';
import { RoutingRulesSection } from './routing-rules';
import { useConversationList, useDebounced, useNow } from './use-dashboard';

const PAGE_SIZE = 25;
/** The list as the tab first shows it (no search, every priority): what the home prefetches. */
export const FIRST_LEADS_PAGE = { page: 1, pageSize: PAGE_SIZE } as const;

const TEMPERATURE_STYLES = {
  hot: 'border-transparent bg-red-600 text-white',
  warm: 'border-transparent bg-amber-500 text-black',
  cold: 'border-transparent bg-sky-700 text-white',
} as const;

const ROUTING_LABELS: Record<string, string> = ROUTING_ACTION_LABELS;

function ConversationItem({ row, now }: { row: ConversationRow; now: Date }) {
  const name = row.customer?.name || 'Website Visitor';
  return (
    <li className="rounded-lg border p-4" data-testid="conversation-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={`/dashboard/conversations/${row.id}`}
            className="font-medium underline-offset-4 hover:underline focus-visible:underline"
          >
            {name}
          </Link>
          <p className="truncate text-sm text-muted-foreground">{row.customer?.email ?? 'No e-mail yet'}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {row.waitingForPerson ? (
            <Badge variant="destructive" title="Open the conversation to take it over and reply">
              Waiting for a person
            </Badge>
          ) : null}
          {row.leadTemperature ? (
            <Badge className={TEMPERATURE_STYLES[row.leadTemperature]}>
              <span className="sr-only">Lead temperature: </span>
              {row.leadTemperature}
            </Badge>
          ) : null}
          {row.customer?.doNotContact ? (
            <Badge variant="destructive" title="Opted out in GoHighLevel: no automated follow-up e-mails">
              Do not contact
            </Badge>
          ) : null}
          <Badge variant="outline">{row.status}</Badge>
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Last message</dt>
          <dd>
            <time dateTime={row.lastMessageAt}>{relativeTime(new Date(row.lastMessageAt), now)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Channel</dt>
          <dd>
            {conversationChannelLabel(row.platform)}
            {row.agentType ? ` · ${row.agentType} agent` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Routing</dt>
          <dd>
            {row.routing
              ? `${ROUTING_LABELS[row.routing.action] ?? row.routing.action} (priority ${row.routing.priority})`
              : 'Not routed'}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Engagement score</dt>
          <dd>{row.engagementScore ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Value potential</dt>
          <dd>{row.valuePotential === null ? '—' : `$${row.valuePotential.toLocaleString('en-US')}`}</dd>
        </div>
        {row.routing ? (
          <div className="sm:col-span-3">
            <dt className="sr-only">Routing reason</dt>
            <dd className="text-muted-foreground">{row.routing.reason}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** Enough rows to fill a screen below the tabs, so the rows that arrive push nothing in view down. */
const SKELETON_ROWS = ['a', 'b', 'c', 'd'] as const;

/** A conversation's row while the list loads: the same box and line heights as ConversationItem. */
function ConversationItemSkeleton() {
  const field = (
    <div className="flex flex-col">
      <Skeleton className="my-0.5 h-4 w-24" />
      <Skeleton className="my-0.5 h-4 w-32" />
    </div>
  );
  return (
    <div className="rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <Skeleton className="my-1 h-4 w-40" />
          <Skeleton className="my-0.5 h-4 w-56" />
        </div>
        <Skeleton className="h-5 w-24 rounded-full" />
      </div>
      <div className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-3">
        {field}
        {field}
        {field}
        {field}
        {field}
        <Skeleton className="my-0.5 h-4 w-3/4 sm:col-span-3" />
      </div>
    </div>
  );
}

/** Leads & Conversations: latest message first, searched and paged on the server. */
export function LeadsTab({ workspaceId, canChange }: { workspaceId: string; canChange: boolean }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [priority, setPriority] = useState<RoutingAction | ''>('');
  const [sort, setSort] = useState<LeadSort>('latest');
  const priorityId = useId();
  const sortId = useId();
  const query = useDebounced(search.trim());
  const list = useConversationList(workspaceId, {
    search: query || undefined,
    priority: priority || undefined,
    // The first page as the home prefetches it has no sort: the latest order is the default.
    sort: sort === 'hottest' ? sort : undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const now = useNow();

  useEffect(() => {
    if (list.isError) toast.error('Failed to load data', { description: list.error.message });
  }, [list.isError, list.error]);

  const data = list.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox label="Search leads" hint="Customer name or e-mail" value={search} onChange={setSearch} />
        <div className="flex flex-col gap-1">
          <Label htmlFor={priorityId}>Routing priority</Label>
          <NativeSelect
            id={priorityId}
            value={priority}
            onChange={(event) => {
              const value = ROUTING_PRIORITY_FILTERS.find((f) => f.value === event.target.value)?.value ?? '';
              setPriority(value);
              setPage(1);
            }}
          >
            <option value="">All priorities</option>
            {ROUTING_PRIORITY_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={sortId}>Order</Label>
          <NativeSelect
            id={sortId}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value === 'hottest' ? 'hottest' : 'latest');
              setPage(1);
            }}
          >
            <option value="latest">Latest message first</option>
            <option value="hottest">Hottest lead first</option>
          </NativeSelect>
        </div>
        <LeadsExportDialog workspaceId={workspaceId} />
      </div>
      {list.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {SKELETON_ROWS.map((key) => (
            <ConversationItemSkeleton key={key} />
          ))}
          <span className="sr-only">Loading conversations</span>
        </div>
      ) : list.isError && !data ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load data. Try Refresh Data.
        </p>
      ) : data && data.items.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">
          {query
            ? `No conversations found for “${query}”.`
            : priority
              ? 'No conversations routed to this queue.'
              : 'No conversations found yet.'}
        </p>
      ) : data ? (
        <>
          <ul className="flex flex-col gap-3" aria-label="Conversations" aria-busy={list.isFetching}>
            {data.items.map((row) => (
              <ConversationItem key={row.id} row={row} now={now} />
            ))}
          </ul>
          <Pager
            label="Conversation pages"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            shown={data.items.length}
            onPage={setPage}
          />
        </>
      ) : null}
      <RoutingRulesSection workspaceId={workspaceId} canEdit={canChange} />
    </div>
  );
}
