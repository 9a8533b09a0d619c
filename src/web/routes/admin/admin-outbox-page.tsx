import { useQuery } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { useId, useState } from 'react';
import {
  OUTBOX_STATUS_LABELS,
  type OutboxMessage,
  outboxListContract,
} from '../../../domain/contracts/outbox.contract';
import { relativeTime } from '../../../domain/relative-time';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { apiRequest } from '../../lib/api-client';
import { AdminPageHeader } from './admin-page-header';

function statusVariant(status: OutboxMessage['status']) {
  if (status === 'failed') return 'destructive' as const;
  if (status === 'sent' || status === 'delivered_local') return 'secondary' as const;
  return 'outline' as const;
}

function OutboxRow({ message, now }: { message: OutboxMessage; now: Date }) {
  return (
    <li className="border-b last:border-b-0">
      <details className="group px-4 py-3">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-sm focus-visible:outline-2 focus-visible:outline-ring">
          <span className="min-w-0 flex-1 truncate font-medium">{message.subject}</span>
          <span className="text-sm text-muted-foreground">{message.to}</span>
          <Badge variant={statusVariant(message.status)}>{OUTBOX_STATUS_LABELS[message.status]}</Badge>
          <time className="text-sm text-muted-foreground" dateTime={message.createdAt}>
            {relativeTime(new Date(message.createdAt), now)}
          </time>
        </summary>
        <div className="mt-3 space-y-2 text-sm">
          <p className="text-muted-foreground">
            From {message.from} · {message.attempts} attempt{message.attempts === 1 ? '' : 's'}
            {message.lastError ? ` · last error: ${message.lastError}` : ''}
          </p>
          <pre className="max-h-80 overflow-auto rounded-md bg-muted p-3 whitespace-pre-wrap break-words">
            {message.text}
          </pre>
        </div>
      </details>
    </li>
  );
}

/**
 * Every e-mail the product sends passes through the outbox. With no SMTP server configured this
 * is where they are delivered, so an admin can still read a reset link or a quote e-mail.
 */
export function AdminOutboxPage() {
  const [to, setTo] = useState('');
  const filterId = useId();
  const query = useQuery({
    queryKey: ['admin-outbox', to.trim().toLowerCase()],
    queryFn: ({ signal }) =>
      apiRequest(outboxListContract, { query: { limit: 100, to: to.trim() || undefined } }, { signal }),
  });
  const now = new Date();

  return (
    <>
      <AdminPageHeader
        title="E-mail Outbox"
        lead="Every e-mail the product sends, newest first. Without an SMTP server they are kept here."
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="grid w-72 max-w-full gap-1.5">
          <Label htmlFor={filterId}>Recipient</Label>
          <Input
            id={filterId}
            type="search"
            placeholder="customer@example.com"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RefreshCwIcon aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      </div>
      {query.isPending ? (
        <Spinner label="Loading e-mails..." showLabel />
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Failed to load data</AlertTitle>
          <AlertDescription>{query.error.message}</AlertDescription>
        </Alert>
      ) : query.data.messages.length === 0 ? (
        <p className="text-muted-foreground">No e-mails yet.</p>
      ) : (
        <Card>
          <ul aria-label="E-mails">
            {query.data.messages.map((message) => (
              <OutboxRow key={message.id} message={message} now={now} />
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
