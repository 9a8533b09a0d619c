import { type SQL, sql } from 'drizzle-orm';
import type { RoutingAction } from '../../../domain/lead-routing';
import type { PipelineStage } from '../../../domain/pipeline';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { conversations } from '../../db/schema/conversations';
import { customers } from '../../db/schema/customers';
import { payments } from '../../db/schema/payments';
import { quotes } from '../../db/schema/quotes';

// The list searches (the spec's rule: a customer's name or e-mail contains the term, any case; for
// quotes also the quote number). Each is one statement that finds the matching customers first
// (the trigram indexes of migration 0017), takes their conversations or quotes from the customer
// index in one pass, and sorts and counts those for the page and its total (decision 057).

export interface SearchPageOptions {
  workspaceId: string;
  search: string;
  page: number;
  pageSize: number;
}

/**
 * The ids of the workspace's customers whose name or e-mail contains the term, as one array. The
 * rows are then matched with `customer_id = any(...)`: one scan of the customer index with the
 * sorted ids, which reads each index page once, where a join probes the index from its root once
 * per customer (a common first name is over a thousand customers in a large workspace).
 */
function customerIdsMatching(workspaceId: string, pattern: string): SQL {
  return sql`array(
    select ${customers.id} from ${customers}
    where ${customers.workspaceId} = ${workspaceId}
      and (${customers.name} ilike ${pattern} or ${customers.email} ilike ${pattern}))`;
}

const offsetOf = (options: SearchPageOptions) => (options.page - 1) * options.pageSize;

type Conversation = typeof conversations.$inferSelect;
type Customer = typeof customers.$inferSelect;

/**
 * A page of the conversations whose customer's name or e-mail contains the term, and their count,
 * in one statement; `conversations_customer_id_idx` holds each conversation's workspace, order and
 * id, so the matches are read from the index alone and only the page's rows are fetched.
 */
export async function searchConversationPage(
  db: Executor,
  options: SearchPageOptions & { priority?: RoutingAction },
) {
  const pattern = containsPattern(options.search);
  const priority = options.priority
    ? sql`and (${conversations.routing} ->> 'action') = ${options.priority}`
    : sql``;
  const result = await db.execute<{
    total: number;
    id: string | null;
    status: Conversation['status'];
    platform: string;
    agent_type: Conversation['agentType'];
    last_message_at: Date | string;
    created_at: Date | string;
    routing: Conversation['routing'];
    waiting_for_person: boolean;
    customer_id: string | null;
    customer_name: string | null;
    customer_email: string | null;
    customer_phone: string | null;
    customer_source: string | null;
    customer_do_not_contact: boolean | null;
    customer_metadata: Customer['metadata'] | null;
  }>(sql`
    with matched as materialized (
      select ${conversations.id} as id, ${conversations.lastMessageAt} as last_message_at
      from ${conversations}
      where ${conversations.workspaceId} = ${options.workspaceId}
        and ${conversations.customerId} = any(${customerIdsMatching(options.workspaceId, pattern)})
        ${priority}
    ), page as (
      select id, last_message_at from matched
      order by last_message_at desc, id desc
      limit ${options.pageSize} offset ${offsetOf(options)}
    )
    select (select count(*) from matched)::int as total,
           c.id, c.status, c.platform, c.agent_type, c.last_message_at, c.created_at, c.routing,
           (c.handoff_at is not null and c.held_by is null) as waiting_for_person,
           cu.id as customer_id, cu.name as customer_name, cu.email as customer_email,
           cu.phone as customer_phone, cu.source as customer_source,
           cu.do_not_contact as customer_do_not_contact, cu.metadata as customer_metadata
    -- One row with the count even when the page is past the end.
    from (select 1) one
    left join page on true
    left join ${conversations} c on c.id = page.id
    left join ${customers} cu on cu.id = c.customer_id
    order by page.last_message_at desc, page.id desc`);
  const total = Number(result.rows[0]?.total ?? 0);
  const rows = result.rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            status: row.status,
            platform: row.platform,
            agentType: row.agent_type,
            lastMessageAt: new Date(row.last_message_at),
            createdAt: new Date(row.created_at),
            routing: row.routing,
            waitingForPerson: row.waiting_for_person,
            customerId: row.customer_id,
            customerName: row.customer_name,
            customerEmail: row.customer_email,
            customerPhone: row.customer_phone,
            customerSource: row.customer_source,
            customerDoNotContact: row.customer_do_not_contact,
            customerMetadata: row.customer_metadata,
          },
        ],
  );
  return { rows, total };
}

type Quote = typeof quotes.$inferSelect;

/**
 * A page of the quotes of customers whose name or e-mail contains the term or whose number
 * contains it (of one stage), and their count, in one statement. The customers' quotes come from
 * `quotes_customer_id_idx` alone (it holds each quote's workspace, order and id), the numbers
 * from their trigram index; only the page's quotes are read.
 */
export async function searchQuotePage(db: Executor, options: SearchPageOptions & { stage?: PipelineStage }) {
  const pattern = containsPattern(options.search);
  const stage = options.stage ? sql`and ${quotes.pipelineStage} = ${options.stage}` : sql``;
  const result = await db.execute<{
    total: number;
    id: string | null;
    quote_number: string;
    status: Quote['status'];
    pipeline_stage: Quote['pipelineStage'];
    project_type: Quote['projectType'];
    description: string | null;
    total_amount: string;
    created_at: Date | string;
    valid_until: Date | string | null;
    paid: boolean;
    customer_id: string;
    customer_name: string;
    customer_email: string | null;
  }>(sql`
    with matched as materialized (
      select ${quotes.id} as id, ${quotes.createdAt} as created_at from ${quotes}
      where ${quotes.workspaceId} = ${options.workspaceId}
        and ${quotes.customerId} = any(${customerIdsMatching(options.workspaceId, pattern)})
        ${stage}
      union
      select ${quotes.id}, ${quotes.createdAt} from ${quotes}
      where ${quotes.workspaceId} = ${options.workspaceId} and ${quotes.quoteNumber} ilike ${pattern}
        ${stage}
    ), page as (
      select id, created_at from matched
      order by created_at desc, id desc
      limit ${options.pageSize} offset ${offsetOf(options)}
    )
    select (select count(*) from matched)::int as total,
           q.id, q.quote_number, q.status, q.pipeline_stage, q.project_type, q.description,
           q.total_amount, q.created_at, q.valid_until,
           exists (select 1 from ${payments} p where p.quote_id = q.id) as paid,
           cu.id as customer_id, cu.name as customer_name, cu.email as customer_email
    -- One row with the count even when the page is past the end.
    from (select 1) one
    left join page on true
    left join ${quotes} q on q.id = page.id
    left join ${customers} cu on cu.id = q.customer_id
    order by page.created_at desc, page.id desc`);
  const total = Number(result.rows[0]?.total ?? 0);
  const rows = result.rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            quoteNumber: row.quote_number,
            status: row.status,
            pipelineStage: row.pipeline_stage,
            projectType: row.project_type,
            description: row.description,
            totalAmount: row.total_amount,
            createdAt: new Date(row.created_at),
            validUntil: row.valid_until === null ? null : new Date(row.valid_until),
            paid: row.paid,
            customerId: row.customer_id,
            customerName: row.customer_name,
            customerEmail: row.customer_email,
          },
        ],
  );
  return { rows, total };
}
