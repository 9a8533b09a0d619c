import { PlusIcon, SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  DEFAULT_KNOWLEDGE_PAGE_SIZE,
  type KnowledgeItem,
} from '../../../domain/contracts/knowledge.contract';
import {
  ALL_CATEGORIES,
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_LIMITS,
  KNOWLEDGE_MESSAGES,
  knowledgeEmptyMessage,
} from '../../../domain/validation/knowledge';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast';
import { KnowledgeItemForm } from './knowledge-item-form';
import { CATEGORY_LABELS } from './knowledge-labels';
import { KnowledgeTable } from './knowledge-table';
import { useKnowledgeList } from './use-knowledge-items';

type Category = typeof ALL_CATEGORIES | (typeof KNOWLEDGE_CATEGORIES)[number];

/** The search waits for a pause in typing, so the server is asked once per word, not per key. */
function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The knowledge manager (spec: search, category filter, add/edit form, table, count in the
 * heading, empty state). Search and paging run on the server.
 */
export function KnowledgeManager({ workspaceId }: { workspaceId: string }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category>(ALL_CATEGORIES);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<KnowledgeItem | 'new' | null>(null);
  // The button that opened the form (Add Knowledge, a row's Edit): focus goes back there when the
  // form closes, not to the page's start.
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const openForm = (item: KnowledgeItem | 'new') => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(item);
  };
  const closeForm = () => {
    setEditing(null);
    // After the render that removes the form (a saved item's Edit button may be gone: then Add).
    requestAnimationFrame(() => {
      const back = opener.current?.isConnected ? opener.current : addButton.current;
      back?.focus();
    });
  };
  const clearFilters = () => {
    setSearch('');
    setCategory(ALL_CATEGORIES);
    setPage(1);
  };
  const query = useDebounced(search.trim());
  const list = useKnowledgeList(workspaceId, {
    search: query,
    category,
    page,
    pageSize: DEFAULT_KNOWLEDGE_PAGE_SIZE,
  });

  useEffect(() => {
    if (list.isError) toast.error(KNOWLEDGE_MESSAGES.loadFailed, { description: list.error.message });
  }, [list.isError, list.error]);

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // The last item of the last page was deleted: show the page before instead of an empty one.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > pages) setPage(pages);
  }, [data, page, pages]);
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - Math.min(1, data.items.length) : 0;
  const empty = knowledgeEmptyMessage({
    search: query,
    categoryLabel: category === ALL_CATEGORIES ? null : CATEGORY_LABELS[category],
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          Knowledge Items{data ? ` (${data.total})` : ''}
        </h2>
        <Button ref={addButton} onClick={() => openForm('new')} disabled={editing === 'new'}>
          <PlusIcon aria-hidden="true" />
          Add Knowledge
        </Button>
      </div>

      {editing ? (
        <KnowledgeItemForm
          workspaceId={workspaceId}
          item={editing === 'new' ? null : editing}
          onClose={closeForm}
        />
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={`${id}-search`}>Search</Label>
          <div className="relative">
            <SearchIcon aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted-foreground" />
            <Input
              id={`${id}-search`}
              type="search"
              className="pl-9"
              placeholder="Search titles and content…"
              maxLength={KNOWLEDGE_LIMITS.searchChars}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        <div className="grid gap-1.5 sm:w-48">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <NativeSelect
            id={`${id}-category`}
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as Category);
              setPage(1);
            }}
          >
            <option value={ALL_CATEGORIES}>All categories</option>
            {KNOWLEDGE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <Card aria-busy={list.isFetching}>
        {list.isPending ? (
          <div className="grid gap-3 p-4">
            <span className="sr-only">Loading knowledge items…</span>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-12 w-full" />
            ))}
          </div>
        ) : list.isError && !data ? (
          <Alert variant="destructive" className="border-0">
            <AlertTitle>{KNOWLEDGE_MESSAGES.loadFailed}</AlertTitle>
            <AlertDescription>
              <Button variant="link" className="h-auto p-0" onClick={() => list.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : data && data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 p-8 text-center">
            <p className="text-muted-foreground">{empty.message}</p>
            {empty.filtered ? (
              <Button variant="outline" size="sm" onClick={clearFilters}>
                Clear search and filter
              </Button>
            ) : null}
          </div>
        ) : data ? (
          <KnowledgeTable
            workspaceId={workspaceId}
            items={data.items}
            onEdit={openForm}
            onFocusLost={() => addButton.current?.focus()}
          />
        ) : null}
      </Card>

      {data && data.total > data.pageSize ? (
        <nav
          aria-label="Knowledge pages"
          className="flex flex-wrap items-center justify-between gap-3 text-sm"
        >
          <p className="text-muted-foreground" aria-live="polite">
            {first}–{last} of {data.total}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
              Previous
            </Button>
            <Button variant="outline" size="sm" onClick={() => setPage(page + 1)} disabled={page >= pages}>
              Next
            </Button>
          </div>
        </nav>
      ) : null}
    </section>
  );
}
