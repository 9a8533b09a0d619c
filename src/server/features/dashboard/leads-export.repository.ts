import { sql } from 'drizzle-orm';
import type { StoredRouting } from '../../../domain/lead-routing';
import type { PipelineStage } from '../../../domain/pipeline';
import type { Executor } from '../../db/client';
import { conversations } from '../../db/schema/conversations';
import { type CustomerMetadata, customers } from '../../db/schema/customers';
import { payments } from '../../db/schema/payments';
import { quotes } from '../../db/schema/quotes';

/**
 * Where the next page starts: the last row's first contact as Postgres's own text, to the
 * microsecond. A JavaScript Date keeps milliseconds only, and a cursor rounded down to them would
 * read the page's last lead again at the top of the next page.
 */
export interface LeadExportCursor {
  createdAt: string;
  id: string;
}

export type LeadExportDbRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  created_at: Date;
  /** created_at to the microsecond, in UTC, for the next page's cursor. */
  cursor_at: string;
  metadata: CustomerMetadata;
  last_message_at: Date | null;
  routing: StoredRouting | null;
  quotes_count: number;
  quoted_total: string;
  paid_total: string;
  pipeline_stage: PipelineStage | null;
};

/**
 * One page of a workspace's leads first seen in [start, end), in (created_at, id) order after the
 * cursor: keyset paging on customers_workspace_created_idx, so a large export is read page by page
 * and each page joins only its own customers' conversations, and quotes with their payments.
 */
export async function readLeadExportPage(
  db: Executor,
  options: { workspaceId: string; start: Date; end: Date; after: LeadExportCursor | null; limit: number },
): Promise<LeadExportDbRow[]> {
  const after = options.after
    ? sql`and (${customers.createdAt}, ${customers.id}) > (${options.after.createdAt}::timestamptz, ${options.after.id}::uuid)`
    : sql``;
  const result = await db.execute<LeadExportDbRow>(sql`
    select c.id, c.name, c.email, c.phone, c.created_at, c.metadata,
           to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
           conv.last_message_at, conv.routing,
           coalesce(q.quotes_count, 0) as quotes_count,
           coalesce(q.quoted_total, 0)::numeric(14, 2)::text as quoted_total,
           coalesce(q.paid_total, 0)::numeric(14, 2)::text as paid_total,
           q.pipeline_stage
    from (
      select ${customers.id} as id, ${customers.name} as name, ${customers.email} as email,
             ${customers.phone} as phone, ${customers.createdAt} as created_at, ${customers.metadata} as metadata
      from ${customers}
      where ${customers.workspaceId} = ${options.workspaceId}
        and ${customers.createdAt} >= ${options.start.toISOString()}::timestamptz
        and ${customers.createdAt} < ${options.end.toISOString()}::timestamptz
        ${after}
      order by ${customers.createdAt}, ${customers.id}
      limit ${options.limit}
    ) c
    left join lateral (
      select max(${conversations.lastMessageAt}) as last_message_at,
             (array_agg(${conversations.routing} order by ${conversations.createdAt} desc)
               filter (where ${conversations.routing} is not null))[1] as routing
      from ${conversations}
      where ${conversations.customerId} = c.id and ${conversations.workspaceId} = ${options.workspaceId}
    ) conv on true
    left join lateral (
      select count(*) as quotes_count, sum(${quotes.totalAmount}) as quoted_total,
             (array_agg(${quotes.pipelineStage} order by ${quotes.createdAt} desc))[1] as pipeline_stage,
             sum(${payments.amount}) as paid_total
      from ${quotes}
      -- At most one counted payment per quote (payments_quote_id_counted_key), so the join
      -- never repeats a quote in the count or the total.
      left join ${payments} on ${payments.quoteId} = ${quotes.id} and ${payments.duplicateOfPaymentId} is null
      where ${quotes.customerId} = c.id and ${quotes.workspaceId} = ${options.workspaceId}
    ) q on true
    order by c.created_at, c.id`);
  return result.rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at),
    last_message_at: row.last_message_at ? new Date(row.last_message_at) : null,
    quotes_count: Number(row.quotes_count),
  }));
}
