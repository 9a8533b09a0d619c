import { vi } from 'vitest';
import type { KnowledgeDocument, WebsiteScrape } from '../../src/domain/contracts/knowledge.contract';
import type { Database } from '../../src/server/db/client';
import type { OutboxDeps } from '../../src/server/features/email/outbox.service';
import { knowledgeJobHandlers } from '../../src/server/features/knowledge/knowledge-job-handlers';
import { type JobRunner, startJobRunner } from '../../src/server/jobs/job-runner';
import { createLogger } from '../../src/server/lib/logger';
import type { TestAccount } from './accounts';
import { buildTestApp, type TestApp } from './app';
import { testDatabaseUrl } from './db';

/** An app wired like start-server.ts for knowledge: a real pg-boss works the import and website queues. */
export interface KnowledgeApp extends TestApp {
  jobs: JobRunner;
  stop(): Promise<void>;
}

export async function startKnowledgeApp(
  db: Database,
  options: Omit<Parameters<typeof buildTestApp>[0], 'db' | 'outbox'> = {},
): Promise<KnowledgeApp> {
  const outbox: OutboxDeps = { defaultFrom: 'Test <no-reply@example.com>' };
  const t = buildTestApp({ db, outbox, ...options });
  const jobs = await startJobRunner({
    connectionString: testDatabaseUrl(),
    logger: createLogger('silent'),
    handlers: knowledgeJobHandlers(t.deps),
  });
  outbox.jobs = jobs;
  return { ...t, jobs, stop: () => jobs.stop() };
}

export function knowledgePath(account: Pick<TestAccount, 'workspaceId'>, rest = ''): string {
  return `/api/workspaces/${account.workspaceId}/knowledge${rest}`;
}

/** Uploads one file as the web app does: its bytes as the body, its name in the query. */
export function uploadFile(
  t: TestApp,
  account: TestAccount,
  name: string,
  bytes: Uint8Array,
): Promise<Response> {
  return t.request(`${knowledgePath(account, '/documents')}?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    jar: account.jar,
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
}

/** Polls the document list, as the page does, until the document's import has settled. */
export async function settledDocument(
  t: TestApp,
  account: TestAccount,
  id: string,
): Promise<KnowledgeDocument> {
  return vi.waitFor(
    async () => {
      const res = await t.request(knowledgePath(account, '/documents'), { jar: account.jar });
      const { documents } = (await res.json()) as { documents: KnowledgeDocument[] };
      const document = documents.find((d) => d.id === id);
      if (!document || document.status === 'queued' || document.status === 'parsing')
        throw new Error(`document ${id} still ${document?.status ?? 'missing'}`);
      return document;
    },
    { timeout: 25_000, interval: 200 },
  );
}

/** Polls the latest website read until it has settled. */
export async function settledScrape(t: TestApp, account: TestAccount): Promise<WebsiteScrape> {
  return vi.waitFor(
    async () => {
      const res = await t.request(knowledgePath(account, '/scrapes/latest'), { jar: account.jar });
      const { scrape } = (await res.json()) as { scrape: WebsiteScrape | null };
      if (!scrape || scrape.status === 'queued' || scrape.status === 'crawling')
        throw new Error(`website read still ${scrape?.status ?? 'missing'}`);
      return scrape;
    },
    { timeout: 25_000, interval: 200 },
  );
}
