import { vi } from 'vitest';
import type { ShopConnectionView } from '../../src/domain/contracts/shop.contract';
import { appJobHandlers } from '../../src/server/boot/app-jobs';
import type { Database } from '../../src/server/db/client';
import type { OutboxDeps } from '../../src/server/features/email/outbox.service';
import { type JobRunner, startJobRunner } from '../../src/server/jobs/job-runner';
import { createLogger } from '../../src/server/lib/logger';
import type { TestAccount } from './accounts';
import { buildTestApp, type TestApp } from './app';
import { testDatabaseUrl } from './db';

/** An app wired like start-server.ts: a real pg-boss works every queue, the shop's sync among them. */
export interface ShopApp extends TestApp {
  jobs: JobRunner;
  stop(): Promise<void>;
}

export async function startShopApp(
  db: Database,
  options: Omit<Parameters<typeof buildTestApp>[0], 'db' | 'outbox'> = {},
): Promise<ShopApp> {
  const outbox: OutboxDeps = { defaultFrom: 'Test <no-reply@example.com>' };
  const t = buildTestApp({ db, outbox, ...options });
  // Every queue of the deployment: a chat turn that captures an e-mail arms automation timers too.
  let runner: JobRunner | undefined;
  const jobs = await startJobRunner({
    connectionString: testDatabaseUrl(),
    logger: createLogger('silent'),
    handlers: appJobHandlers(t.deps, { transport: null, jobs: () => runner! }),
    pollIntervalMs: 500,
  });
  runner = jobs;
  outbox.jobs = jobs;
  return { ...t, jobs, stop: () => jobs.stop() };
}

export function shopPath(account: Pick<TestAccount, 'workspaceId'>, rest = ''): string {
  return `/api/workspaces/${account.workspaceId}/shop${rest}`;
}

/** Polls the connection, as the Products page does, until its sync has settled. */
export async function settledShop(t: TestApp, account: TestAccount): Promise<ShopConnectionView> {
  return vi.waitFor(
    async () => {
      const res = await t.request(shopPath(account), { jar: account.jar });
      const { connection } = (await res.json()) as { connection: ShopConnectionView | null };
      if (!connection || connection.status === 'importing')
        throw new Error(`shop sync still ${connection?.status ?? 'missing'}`);
      return connection;
    },
    { timeout: 25_000, interval: 200 },
  );
}
