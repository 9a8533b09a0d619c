import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabaseUrl } from '../../../test/helpers/db';
import { createLogger } from '../lib/logger';
import { defineJob, handleJob, type JobRunner, startJobRunner } from './job-runner';

/**
 * A backlog drains without waiting a poll per job. The worker polls every 3 s here, so one job
 * per poll would handle about 7 of the 40 in the 20 s the test allows; with the queue's counts
 * refreshed every second, the worker fetches again at once while jobs are ready. Each job still
 * runs once, in the order it was sent (one worker, one job per fetch).
 */

const JOBS = 40;
const POLL_MS = 3_000;
const BUDGET_MS = 20_000;

const runners: JobRunner[] = [];
afterAll(async () => {
  for (const runner of runners) await runner.stop();
});

describe('job runner', () => {
  it('drains a backlog at once rather than one job per poll, each job once and in order', async () => {
    const job = defineJob({
      name: `backlog-${Date.now()}`,
      payload: z.object({ n: z.number().int() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
    });
    const handled: number[] = [];
    const runner = await startJobRunner({
      connectionString: testDatabaseUrl(),
      logger: createLogger('silent'),
      handlers: [handleJob(job, async ({ n }) => void handled.push(n))],
      pollIntervalMs: POLL_MS,
      statsIntervalSeconds: 1,
    });
    runners.push(runner);
    for (let n = 0; n < JOBS; n += 1) await runner.send(job, { n });

    const deadline = Date.now() + BUDGET_MS;
    while (handled.length < JOBS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));

    expect(handled).toHaveLength(JOBS);
    expect(handled).toEqual(Array.from({ length: JOBS }, (_, n) => n));
  }, 40_000);
});
