import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema/agents';
import { answerApprovals } from '../../db/schema/answer-approvals';
import { authUsers } from '../../db/schema/auth';
import {
  type ConversationStatus,
  conversations,
  type MessageMetadata,
  messages,
} from '../../db/schema/conversations';
import { customers } from '../../db/schema/customers';

export interface InboxConversationRow {
  id: string;
  workspaceId: string;
  status: ConversationStatus;
  platform: string;
  agentName: string | null;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  createdAt: Date;
  lastMessageAt: Date;
  handoffAt: Date | null;
  handoffReason: string | null;
  heldById: string | null;
  heldByName: string | null;
}

export interface StoredMessage {
  id: string;
  conversationId: string;
  sender: 'user' | 'agent';
  content: string;
  metadata: MessageMetadata;
  createdAt: Date;
}

/** The conversation, only within the workspace (another workspace's id reads as not found). */
export async function findInboxConversation(
  tx: Executor,
  options: { workspaceId: string; conversationId: string; lock?: boolean },
): Promise<InboxConversationRow | null> {
  if (options.lock) {
    // Serialises team actions on one conversation (two members pressing Take over at once).
    await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(eq(conversations.id, options.conversationId), eq(conversations.workspaceId, options.workspaceId)),
      )
      .for('no key update');
  }
  const rows = await tx
    .select({
      id: conversations.id,
      workspaceId: conversations.workspaceId,
      status: conversations.status,
      platform: conversations.platform,
      agentName: agents.agentName,
      customerName: customers.name,
      customerEmail: customers.email,
      customerPhone: customers.phone,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      handoffAt: conversations.handoffAt,
      handoffReason: conversations.handoffReason,
      heldById: conversations.heldBy,
      heldByName: authUsers.name,
    })
    .from(conversations)
    .leftJoin(agents, eq(agents.id, conversations.agentId))
    .leftJoin(customers, eq(customers.id, conversations.customerId))
    .leftJoin(authUsers, eq(authUsers.id, conversations.heldBy))
    .where(
      and(eq(conversations.id, options.conversationId), eq(conversations.workspaceId, options.workspaceId)),
    );
  return rows[0] ?? null;
}

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  sender: messages.sender,
  content: messages.content,
  metadata: messages.metadata,
  createdAt: messages.createdAt,
};

/** The newest `limit` messages of the conversation, oldest first. */
export async function latestMessages(
  tx: Executor,
  options: { conversationId: string; limit: number; before?: Date },
): Promise<StoredMessage[]> {
  const rows = await tx
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, options.conversationId),
        options.before
          ? sql`${messages.createdAt} < ${options.before.toISOString()}::timestamptz`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(options.limit);
  return rows.reverse();
}

/**
 * For each moment, the newest `limit` messages of its conversation before it, oldest first: one
 * statement for a whole queue (each moment is a LATERAL lookup on the conversation's index), not
 * one round trip per moment.
 */
export async function latestMessagesBeforeEach(
  tx: Executor,
  options: { moments: { key: string; conversationId: string; before: Date }[]; limit: number },
): Promise<Map<string, StoredMessage[]>> {
  const byKey = new Map<string, StoredMessage[]>(options.moments.map((moment) => [moment.key, []]));
  if (options.moments.length === 0) return byKey;
  const moments = sql.join(
    options.moments.map(
      (moment) =>
        sql`(${moment.key}::text, ${moment.conversationId}::uuid, ${moment.before.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = await tx.execute<{
    key: string;
    id: string;
    conversation_id: string;
    sender: StoredMessage['sender'];
    content: string;
    metadata: StoredMessage['metadata'];
    created_at: string | Date;
  }>(sql`
    select moment.key, m.id, m.conversation_id, m.sender, m.content, m.metadata, m.created_at
    from (values ${moments}) as moment(key, conversation_id, before)
    cross join lateral (
      select ${messages.id} as id, ${messages.conversationId} as conversation_id,
             ${messages.sender} as sender, ${messages.content} as content,
             ${messages.metadata} as metadata, ${messages.createdAt} as created_at
      from ${messages}
      where ${messages.conversationId} = moment.conversation_id and ${messages.createdAt} < moment.before
      order by ${messages.createdAt} desc, ${messages.id} desc
      limit ${options.limit}
    ) m
    order by moment.key, m.created_at, m.id`);
  for (const row of result.rows) {
    byKey.get(row.key)?.push({
      id: row.id,
      conversationId: row.conversation_id,
      sender: row.sender,
      content: row.content,
      metadata: row.metadata,
      createdAt: new Date(row.created_at),
    });
  }
  return byKey;
}

export async function countPendingApprovals(tx: Executor, conversationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(answerApprovals)
    .where(and(eq(answerApprovals.conversationId, conversationId), eq(answerApprovals.status, 'pending')));
  return Number(row?.n ?? 0);
}

export async function setConversationHolder(
  tx: Executor,
  options: {
    conversationId: string;
    heldBy: string | null;
    handoffAt: Date | null;
    handoffReason: string | null;
    at: Date;
    status?: ConversationStatus;
  },
): Promise<void> {
  await tx
    .update(conversations)
    .set({
      heldBy: options.heldBy,
      handoffAt: options.handoffAt,
      handoffReason: options.handoffReason,
      updatedAt: options.at,
      ...(options.status ? { status: options.status } : {}),
    })
    .where(eq(conversations.id, options.conversationId));
}

export async function setConversationStatus(
  tx: Executor,
  options: { conversationId: string; status: ConversationStatus; at: Date },
): Promise<void> {
  await tx
    .update(conversations)
    .set({ status: options.status, heldBy: null, updatedAt: options.at })
    .where(eq(conversations.id, options.conversationId));
}

/** A team message (a reply or a notice), with the conversation moved on. */
export async function insertTeamMessage(
  tx: Executor,
  values: {
    workspaceId: string;
    conversationId: string;
    content: string;
    metadata: MessageMetadata;
    at: Date;
  },
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(messages)
    .values({
      workspaceId: values.workspaceId,
      conversationId: values.conversationId,
      sender: 'agent',
      content: values.content,
      metadata: values.metadata,
      createdAt: values.at,
    })
    .returning({ id: messages.id });
  await tx
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${values.at.toISOString()}::timestamptz)`,
      updatedAt: values.at,
    })
    .where(eq(conversations.id, values.conversationId));
  return row!;
}

/** The e-mail kind of a team member's replies sent to a visitor who left the chat. */
export const INBOX_REPLY_EMAIL_KIND = 'inbox_reply';

/**
 * Under the conversation's row lock (a job delivered twice waits here for the first): the
 * visitor's addresses and the team's replies they have not seen, i.e. after their last message
 * and after the last reply already e-mailed to them.
 */
export async function findUnseenReplies(tx: Executor, conversationId: string) {
  const result = await tx.execute<{
    workspace_id: string;
    customer_name: string | null;
    email: string | null;
    unverified_email: string | null;
    do_not_contact: boolean | null;
    replies: { content: string; author_name: string | null; created_at: string }[] | null;
  }>(sql`
    with c as (
      select id, workspace_id, customer_id from ${conversations} where id = ${conversationId} for no key update
    ), visitor as (
      select c.workspace_id, cu.name, cu.email, cu.unverified_email, cu.do_not_contact
      from c left join ${customers} cu on cu.id = c.customer_id
    ), seen as (
      -- The replies e-mailed before are found by their recipient (email_outbox_to_created_idx).
      select greatest(
        (select max(created_at) from ${messages} where conversation_id = ${conversationId} and sender = 'user'),
        (select max((o.metadata ->> 'last_reply_at')::timestamptz) from email_outbox o, visitor v
          where o.to_address = coalesce(v.email, v.unverified_email) and o.kind = ${INBOX_REPLY_EMAIL_KIND}
            and o.metadata ->> 'conversation_id' = ${conversationId})
      ) as at
    )
    select v.workspace_id, v.name as customer_name, v.email, v.unverified_email, v.do_not_contact,
           (select json_agg(json_build_object('content', m.content, 'author_name', m.metadata ->> 'author_name',
                   'created_at', m.created_at) order by m.created_at, m.id)
              from ${messages} m, seen
             where m.conversation_id = ${conversationId} and m.sender = 'agent'
               and m.metadata ->> 'author' = 'person'
               and m.created_at > coalesce(seen.at, '-infinity')) as replies
    from visitor v`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    workspaceId: row.workspace_id,
    customerName: row.customer_name,
    email: row.email,
    unverifiedEmail: row.unverified_email,
    doNotContact: row.do_not_contact ?? false,
    replies: (row.replies ?? []).map((r) => ({
      content: r.content,
      authorName: r.author_name,
      createdAt: new Date(r.created_at),
    })),
  };
}
