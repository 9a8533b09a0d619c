import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import type { RoutingAction } from '../../../domain/lead-routing';
import { PIPELINE_STAGES, type PipelineStage } from '../../../domain/pipeline';
import { conversations, customers, quotes, workspaces } from '../../db/schema/index';
import { buildConversation, buildCustomer, buildQuote, buildWorkspace } from '../../db/seed/factories';
import { listDashboardConversations, listDashboardQuotes } from './dashboard.service';

// The list searches (decision 057) against the spec's rule applied to every row here, in plain
// code: a conversation matches when its customer's name or e-mail contains the term in any case;
// a quote also when its number does. Pages are latest first (ties by id), with the total of all
// matches. Another workspace's rows share the names and must never count.

const { db, close } = getTestDb();
afterAll(close);

const deps = { db, clock: () => new Date() };
let workspaceId: string;

const FIRST = ['Olivia', 'OLIVER', 'Noah', 'Mia', 'Liv', 'Sam_1', 'Ann%e'];
const LAST = ['Smith', 'Brown', 'Olivetti', 'Jones'];
const ACTIONS: RoutingAction[] = ['standard_queue', 'priority_queue', 'urgent_response'];
const start = Date.parse('2026-03-01T00:00:00Z');
const minutes = (n: number) => new Date(start + n * 60_000);

beforeAll(async () => {
  await resetDatabase(db);
  const [workspace, other] = [buildWorkspace(), buildWorkspace()];
  await db.insert(workspaces).values([workspace, other]);
  workspaceId = workspace.id!;
  for (const ws of [workspace.id!, other.id!]) {
    const people = Array.from({ length: 40 }, (_, i) =>
      buildCustomer({
        workspaceId: ws,
        name: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
        email: i % 5 === 0 ? null : `${LAST[(i + 1) % LAST.length]!.toLowerCase()}.${i}@mail.test`,
      }),
    );
    await db.insert(customers).values(people);
    // Customers with none, one or several conversations and quotes; some of the same minute
    // (ties), some without a customer; quote numbers that contain the terms too.
    const talks = Array.from({ length: 120 }, (_, i) =>
      buildConversation({
        workspaceId: ws,
        customerId: i % 9 === 0 ? null : people[(i * 7) % 33]!.id,
        lastMessageAt: minutes(i % 50 === 3 ? 3 : i),
        routing: i % 4 === 0 ? null : { action: ACTIONS[i % 3]!, priority: 1 + (i % 5), reason: 'Test' },
      }),
    );
    await db.insert(conversations).values(talks);
    const offers = Array.from({ length: 60 }, (_, i) =>
      buildQuote({
        workspaceId: ws,
        customerId: people[(i * 11) % 37]!.id!,
        quoteNumber: i % 10 === 0 ? `Q-OLI-${ws.slice(0, 8)}-${i}` : `Q-2026-${ws.slice(0, 8)}-${1000 + i}`,
        pipelineStage: PIPELINE_STAGES[i % PIPELINE_STAGES.length],
        createdAt: minutes(i % 20 === 4 ? 4 : i),
      }),
    );
    await db.insert(quotes).values(offers);
  }
});

const contains = (value: string | null, term: string) =>
  value?.toLowerCase().includes(term.toLowerCase()) === true;
const latestFirst = <T extends { at: Date; id: string }>(a: T, b: T) =>
  b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

async function expectedConversations(term: string, priority?: RoutingAction) {
  const rows = await db
    .select({
      id: conversations.id,
      at: conversations.lastMessageAt,
      routing: conversations.routing,
      name: customers.name,
      email: customers.email,
    })
    .from(conversations)
    .leftJoin(customers, eq(customers.id, conversations.customerId))
    .where(eq(conversations.workspaceId, workspaceId));
  return rows
    .filter((c) => contains(c.name, term) || contains(c.email, term))
    .filter((c) => !priority || c.routing?.action === priority)
    .sort(latestFirst)
    .map((c) => c.id);
}

async function expectedQuotes(term: string, stage?: PipelineStage) {
  const rows = await db
    .select({
      id: quotes.id,
      at: quotes.createdAt,
      number: quotes.quoteNumber,
      stage: quotes.pipelineStage,
      name: customers.name,
      email: customers.email,
    })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(eq(quotes.workspaceId, workspaceId));
  return rows
    .filter((q) => contains(q.name, term) || contains(q.email, term) || contains(q.number, term))
    .filter((q) => !stage || q.stage === stage)
    .sort(latestFirst)
    .map((q) => q.id);
}

const TERMS = ['olivia', 'OLIV', 'liv', 'smith', 'mail.test', 'brown.1', '%', '_', 'q-oli', 'nobody'];

describe('list searches', () => {
  it('page and count conversations as the spec’s rule does, with and without the routing filter', async () => {
    for (const term of TERMS)
      for (const priority of [undefined, 'priority_queue'] as const) {
        const expected = await expectedConversations(term, priority);
        for (const page of [1, 2, 9]) {
          const list = await listDashboardConversations(deps, {
            workspaceId,
            search: term,
            priority,
            page,
            pageSize: 7,
          });
          expect({ term, priority, page, total: list.total, ids: list.items.map((i) => i.id) }).toEqual({
            term,
            priority,
            page,
            total: expected.length,
            ids: expected.slice((page - 1) * 7, page * 7),
          });
        }
      }
  });

  it('page and count quotes as the spec’s rule does (name, e-mail, number), with and without a stage', async () => {
    for (const term of TERMS)
      for (const stage of [undefined, 'engaged'] as const) {
        const expected = await expectedQuotes(term, stage);
        for (const page of [1, 2, 9]) {
          const list = await listDashboardQuotes(deps, {
            workspaceId,
            search: term,
            stage,
            page,
            pageSize: 4,
          });
          expect({ term, stage, page, total: list.total, ids: list.items.map((i) => i.id) }).toEqual({
            term,
            stage,
            page,
            total: expected.length,
            ids: expected.slice((page - 1) * 4, page * 4),
          });
        }
      }
  });

  it('return each match with its customer and the quote’s own fields', async () => {
    const [conversation] = (
      await listDashboardConversations(deps, { workspaceId, search: 'olivia', page: 1, pageSize: 1 })
    ).items;
    const [customer] = await db.select().from(customers).where(eq(customers.id, conversation!.customer!.id));
    expect(conversation!.customer).toMatchObject({ name: customer!.name, email: customer!.email });
    const [quote] = (await listDashboardQuotes(deps, { workspaceId, search: 'q-oli', page: 1, pageSize: 1 }))
      .items;
    const [stored] = await db.select().from(quotes).where(eq(quotes.id, quote!.id));
    expect(quote).toMatchObject({
      quoteNumber: stored!.quoteNumber,
      pipelineStage: stored!.pipelineStage,
      totalAmount: stored!.totalAmount,
      createdAt: stored!.createdAt.toISOString(),
      paid: false,
      customer: { id: stored!.customerId },
    });
  });
});
