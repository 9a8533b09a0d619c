import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { analytics } from '../../src/server/db/schema/analytics';
import { authUsers } from '../../src/server/db/schema/auth';
import { conversations, messages } from '../../src/server/db/schema/conversations';
import { customers } from '../../src/server/db/schema/customers';
import { emailOutbox } from '../../src/server/db/schema/email-outbox';
import { quotes } from '../../src/server/db/schema/quotes';
import { type WorkspaceSettings, workspaceMembers, workspaces } from '../../src/server/db/schema/workspaces';
import {
  buildConversation,
  buildCustomer,
  buildMessage,
  buildQuote,
  buildWorkspace,
  type NewConversation,
  type NewCustomer,
  type NewQuote,
  type NewWorkspace,
} from '../../src/server/db/seed/factories';
import { sendAutomationEmailFunction } from '../../src/server/features/automations/automations.functions';
import { automationJobHandlers } from '../../src/server/features/automations/automations.service';
import { deliverEmailJob, deliverQueuedEmail, type OutboxDeps } from '../../src/server/features/email';
import { inboxJobHandlers } from '../../src/server/features/inbox';
import { handleJob, type JobRunner, startJobRunner } from '../../src/server/jobs/job-runner';
import { createLogger } from '../../src/server/lib/logger';
import { buildTestApp, type TestApp } from './app';
import { testDatabaseUrl } from './db';

/** Shared by the database tests of follow-up e-mails and the quote e-mail (nothing in the app imports this). */

export const UPSELLS: NonNullable<WorkspaceSettings['pricing']>['upsells'] = [
  { id: 'window-tinting', label: 'Window tinting', price: 350 },
  { id: 'paint-protection', label: 'Paint protection', price: 500 },
];

/**
 * An app wired like start-server.ts: the outbox's job runner is a real pg-boss on the test
 * database, working the e-mail and follow-up queues with this app's deps.
 */
export interface AutomationApp extends TestApp {
  jobs: JobRunner;
  stop(): Promise<void>;
}

export async function startAutomationApp(
  db: Database,
  options: { env?: Record<string, string>; functions?: Parameters<typeof buildTestApp>[0]['functions'] } = {},
): Promise<AutomationApp> {
  const outbox: OutboxDeps = { defaultFrom: 'Sales Agent Suite <no-reply@mail.example.com>' };
  const t = buildTestApp({
    db,
    outbox,
    env: options.env,
    functions: options.functions ?? [sendAutomationEmailFunction],
  });
  const logger = createLogger('silent');
  const jobs = await startJobRunner({
    connectionString: testDatabaseUrl(),
    logger,
    handlers: [
      handleJob(deliverEmailJob, (p) =>
        deliverQueuedEmail({ db, transport: null, logger, clock: () => new Date() }, p.outboxId),
      ),
      ...automationJobHandlers(t.deps),
      ...inboxJobHandlers(t.deps),
    ],
  });
  outbox.jobs = jobs;
  return { ...t, jobs, stop: () => jobs.stop() };
}

/** Drops the follow-up timers armed so far, for a test that then checks which ones the next step arms. */
export async function clearAutomationJobs(db: Database): Promise<void> {
  // Before any runner started on this database there is no pg-boss schema, and nothing to clear.
  await db.execute(
    sql.raw(
      `do $$ begin if to_regclass('pgboss.job') is not null then delete from pgboss.job where name like 'automation-%'; end if; end $$`,
    ),
  );
}

export interface WaitingJob {
  data: Record<string, unknown>;
  singletonKey: string | null;
  /** Seconds from now until the job may start. */
  inSeconds: number;
}

/** Jobs of one queue that wait to run (state created). */
export async function waitingJobs(db: Database, name: string): Promise<WaitingJob[]> {
  const result = await db.execute<{
    data: Record<string, unknown>;
    singleton_key: string | null;
    in_seconds: number;
  }>(
    sql`select data, singleton_key, extract(epoch from start_after - now())::int as in_seconds
        from pgboss.job where name = ${name} and state = 'created' order by created_on`,
  );
  return result.rows.map((row) => ({
    data: row.data,
    singletonKey: row.singleton_key,
    inSeconds: row.in_seconds,
  }));
}

/** The contact details of seedQuote's business (what its customers' e-mails must show). */
export const SEEDED_BUSINESS = {
  name: 'Corner Wraps',
  contact: {
    phone: '+1 (555) 010-2030',
    email: 'hello@cornerwraps.test',
    website: 'https://cornerwraps.test',
  },
} as const;

/**
 * A workspace (the business SEEDED_BUSINESS, with its contact details set) with a customer (with
 * an e-mail) and a pending quote (the spec's 3456.00 demo quote).
 */
export async function seedQuote(
  db: Database,
  options: {
    workspace?: Partial<NewWorkspace>;
    customer?: Partial<NewCustomer>;
    quote?: Partial<NewQuote>;
  } = {},
) {
  const workspace = buildWorkspace({
    brandKey: 'weprintwraps',
    name: SEEDED_BUSINESS.name,
    settings: {
      contact: { ...SEEDED_BUSINESS.contact },
      pricing: {
        currency: 'usd',
        taxRate: 0.08,
        setupFee: 400,
        minimumOrder: 0,
        materialRoundingUsd: 1,
        materials: {},
        upsells: UPSELLS,
      },
    },
    ...options.workspace,
  });
  await db.insert(workspaces).values(workspace).onConflictDoNothing();
  const customer = buildCustomer({ workspaceId: workspace.id!, name: 'Jo Driver', ...options.customer });
  await db.insert(customers).values(customer);
  const quote = buildQuote({ workspaceId: workspace.id!, customerId: customer.id!, ...options.quote });
  await db.insert(quotes).values(quote);
  return {
    workspaceId: workspace.id!,
    customer: { ...customer, id: customer.id! },
    quote: { ...quote, id: quote.id!, quoteNumber: quote.quoteNumber },
  };
}

/**
 * A conversation of `contents.length` messages, alternating visitor and agent (visitor first),
 * the last one `minutesAgo` minutes before `now`, one minute apart.
 */
export async function seedConversation(
  db: Database,
  options: {
    workspaceId: string;
    customerId: string | null;
    contents: readonly string[];
    minutesAgo: number;
    now?: Date;
    conversation?: Partial<NewConversation>;
  },
) {
  const now = options.now ?? new Date();
  const at = (index: number) =>
    new Date(now.getTime() - (options.minutesAgo + options.contents.length - 1 - index) * 60_000);
  const conversation = buildConversation({
    workspaceId: options.workspaceId,
    customerId: options.customerId,
    agentType: 'shop',
    lastMessageAt: at(options.contents.length - 1),
    ...options.conversation,
  });
  await db.insert(conversations).values(conversation);
  if (options.contents.length > 0) {
    await db.insert(messages).values(
      options.contents.map((content, index) =>
        buildMessage({
          workspaceId: options.workspaceId,
          conversationId: conversation.id!,
          sender: index % 2 === 0 ? 'user' : 'agent',
          content,
          createdAt: at(index),
        }),
      ),
    );
  }
  return { ...conversation, id: conversation.id! };
}

export async function eventsOf(db: Database, eventType: string) {
  return (await db.select().from(analytics)).filter((row) => row.eventType === eventType);
}

/** Polls until `check` holds (a worker acting on its own); fails after a generous deadline. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the worker');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Signs a new member up (their own workspace is created with the account); cookies land in `jar`.
 * With `verified` they then open the link of their verification e-mail, as its owner would.
 */
export async function signUp(t: TestApp, db: Database, email: string, options: { verified?: boolean } = {}) {
  const jar = new Map<string, string>();
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    jar,
    json: { email, password: 'long-enough-1', name: 'Member' },
  });
  expect(res.status).toBe(200);
  if (options.verified) await verifyEmail(t, db, { email, jar });
  const [membership] = await db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .innerJoin(authUsers, eq(authUsers.id, workspaceMembers.userId))
    .where(eq(authUsers.email, email));
  return { jar, workspaceId: membership!.workspaceId };
}

/** Opens the link of the verification e-mail queued for `email`. */
export async function verifyEmail(
  t: TestApp,
  db: Database,
  options: { email: string; jar: Map<string, string> },
) {
  const [mail] = await db
    .select({ textBody: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, options.email), eq(emailOutbox.kind, 'verify_email')));
  const link = new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]);
  const res = await t.request(`${link.pathname}${link.search}`, { jar: options.jar });
  // The link sends the browser on to the dashboard; a bad token would send it there with ?error=.
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).not.toContain('error');
}
