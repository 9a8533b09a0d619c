import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import type { Logger } from '../lib/logger';

/**
 * Jobs are a definition (name + zod payload + retry policy) and a handler. Services only call
 * `send`; the runner owns pg-boss. Every app process runs the workers (DESIGN.md §1): pg-boss
 * hands each job to exactly one of them.
 */
export interface JobDefinition<S extends z.ZodType> {
  name: string;
  payload: S;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Longest wait between retries (the delay doubles up to it); default 600. */
  retryDelayMaxSeconds?: number;
  /** Cron expression for a recurring job (its payload must accept `{}`). */
  cron?: string;
  /**
   * 'short': at most one job waiting per singletonKey; a send while one waits is a no-op (a
   * cheap ON CONFLICT DO NOTHING), for timers re-armed on every event. Default 'standard'.
   */
  policy?: 'standard' | 'short';
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

type Handler<S extends z.ZodType> = (payload: z.infer<S>) => Promise<void>;

export interface JobHandler {
  job: JobDefinition<z.ZodType>;
  handle: Handler<z.ZodType>;
}

/** Pairs a job with its handler, keeping the payload type checked at the call site. */
export function handleJob<S extends z.ZodType>(job: JobDefinition<S>, handle: Handler<S>): JobHandler {
  return { job, handle: handle as Handler<z.ZodType> };
}

export interface JobRunner {
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: z.infer<S>,
    options?: { startAfterSeconds?: number; tx?: Executor; singletonKey?: string },
  ): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobRunner(options: {
  connectionString: string;
  logger: Logger;
  handlers: JobHandler[];
  /**
   * How often each queue's worker asks for a job, at least 500 (pg-boss's shortest); default
   * 1000. A worker takes one job per ask, so this also paces how fast a backlog drains.
   */
  pollIntervalMs?: number;
  /**
   * How often pg-boss counts each queue's ready jobs (its supervise, monitor and queue-cache
   * timers), at least 1; default pg-boss's 60. Tests shorten it to see a backlog drain at once.
   */
  statsIntervalSeconds?: number;
}): Promise<JobRunner> {
  const { logger } = options;
  const stats = options.statsIntervalSeconds;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: 4,
    ...(stats
      ? { superviseIntervalSeconds: stats, monitorIntervalSeconds: stats, queueCacheIntervalSeconds: stats }
      : {}),
  });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
  await boss.start();

  for (const { job, handle } of options.handlers) {
    const retry = {
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: job.retryDelayMaxSeconds ?? 600,
    };
    await boss.createQueue(job.name, { ...retry, ...(job.policy ? { policy: job.policy } : {}) });
    // createQueue leaves an existing queue as it was; a changed retry policy must still reach it.
    await boss.updateQueue(job.name, retry);
    const pollingIntervalSeconds = (options.pollIntervalMs ?? 1000) / 1000;
    // One job per fetch keeps each job's retry its own and a queue's jobs in order. A backlog the
    // queue's counts show (a ready count above one, e.g. after an outage) is fetched again at once
    // instead of one job per poll: 1,000 queued e-mails would otherwise take 17 minutes a process.
    const work = { pollingIntervalSeconds, batchSize: 1, burstWhenReadyExceeds: 1 };
    await boss.work(job.name, work, async (jobs) => {
      for (const item of jobs) {
        const payload = job.payload.parse(item.data ?? {});
        await handle(payload);
      }
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {});
  }

  return {
    async send(job, payload, sendOptions) {
      // With `tx` the job is written in the caller's transaction: it exists exactly when the
      // change that caused it commits.
      await boss.send(job.name, job.payload.parse(payload) as object, {
        startAfter: sendOptions?.startAfterSeconds,
        singletonKey: sendOptions?.singletonKey,
        db: sendOptions?.tx ? fromDrizzle(sendOptions.tx as never, sql as never) : undefined,
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 4000 });
    },
  };
}
