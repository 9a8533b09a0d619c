import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmtp, type ReceivedMail, startFakeSmtp } from '../../../test/fakes/smtp-fake';
import { getTestDb, resetDatabase, testDatabaseUrl } from '../../../test/helpers/db';
import { createSmtpTransport, deliverEmailJob, deliverQueuedEmail, queueEmail } from '../features/email';
import { handleJob, type JobRunner, startJobRunner } from '../jobs/job-runner';
import { createLogger } from '../lib/logger';
import { type ChaosOutcome, reportChaos } from './chaos-report';

/**
 * The SMTP server goes away (connection refused) while the product keeps queueing mail, then comes
 * back on the same address. Two delivery workers (as two app processes would run) share the queue.
 * Afterwards every queued message must have reached SMTP exactly once, each recipient's mail in the
 * order it was created, and the backlog must clear promptly: the retry delay is capped at 60 s, so
 * the budget is that cap plus slack, not the minutes an uncapped backoff would leave.
 */

const RECIPIENTS = 4;
const BEFORE = 2; // per recipient, while SMTP is up
const DURING = 6; // per recipient, while SMTP is down
const AFTER = 2; // per recipient, right after it returns (they must not overtake the backlog)
const RECOVERY_BUDGET_MS = 90_000;

const logger = createLogger('silent');
const { db, pool, close } = getTestDb();
const received: ReceivedMail[] = [];
let smtp: FakeSmtp | undefined;
const runners: JobRunner[] = [];

beforeAll(async () => {
  await resetDatabase(db);
  smtp = await startFakeSmtp();
  const transport = createSmtpTransport(smtp.url);
  for (let i = 0; i < 2; i += 1) {
    runners.push(
      await startJobRunner({
        connectionString: testDatabaseUrl(),
        logger,
        handlers: [
          handleJob(deliverEmailJob, (p) =>
            deliverQueuedEmail({ db, transport, logger, clock: () => new Date() }, p.outboxId),
          ),
        ],
      }),
    );
  }
}, 60_000);

afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await smtp?.close();
  await close();
});

const outbox = () => ({ defaultFrom: 'Shop <shop@example.com>', jobs: runners[0]! });
const until = async (condition: () => boolean | Promise<boolean>, budgetMs: number) => {
  const deadline = Date.now() + budgetMs;
  while (!(await condition()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return condition();
};

/** Queues one message per recipient, each in its own transaction, as separate requests would. */
async function queueRound(label: string) {
  await Promise.all(
    Array.from({ length: RECIPIENTS }, (_, r) =>
      db.transaction((tx) =>
        queueEmail(outbox(), tx, {
          kind: 'chaos',
          to: `customer${r}@example.com`,
          subject: `chaos ${label} r${r}`,
          text: `message ${label} for recipient ${r}`,
        }),
      ),
    ),
  );
  // Apart in time, so creation order per recipient is well defined.
  await new Promise((r) => setTimeout(r, 20));
}

describe('SMTP down for a while, then back', () => {
  it('delivers every queued e-mail exactly once, in order of creation per recipient', async () => {
    const port = smtp!.port;
    const collect = () => received.push(...smtp!.messages.splice(0));
    for (let n = 0; n < BEFORE; n += 1) await queueRound(`before-${n}`);
    expect(await until(() => smtp!.messages.length === RECIPIENTS * BEFORE, 30_000)).toBe(true);
    collect();

    await smtp!.close();
    for (let n = 0; n < DURING; n += 1) await queueRound(`during-${n}`);
    // Every worker has met the outage: messages are back in the queue with a refused attempt.
    const failedAttempts = async () =>
      Number(
        (
          await pool.query<{ n: string }>(
            "select count(*) as n from email_outbox where status = 'queued' and attempts > 0",
          )
        ).rows[0]!.n,
      );
    expect(await until(async () => (await failedAttempts()) >= 2, 30_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 3_000));

    smtp = await startFakeSmtp({ port });
    const back = Date.now();
    for (let n = 0; n < AFTER; n += 1) await queueRound(`after-${n}`);
    const total = RECIPIENTS * (BEFORE + DURING + AFTER);
    const drained = await until(() => received.length + smtp!.messages.length >= total, RECOVERY_BUDGET_MS);
    const recoveryMs = Date.now() - back;
    // A moment more, so a duplicate sent late would still be counted.
    await new Promise((r) => setTimeout(r, 1_500));
    collect();

    const rows = await pool.query<{ to_address: string; subject: string; status: string }>(
      "select to_address, subject, status from email_outbox where kind = 'chaos' order by created_at, id",
    );
    const times = new Map<string, number>();
    for (const mail of received) times.set(mail.subject, (times.get(mail.subject) ?? 0) + 1);
    const lost = rows.rows.filter((row) => !times.has(row.subject));
    const duplicated = rows.rows.filter((row) => (times.get(row.subject) ?? 0) > 1);
    const outOfOrder: string[] = [];
    for (let r = 0; r < RECIPIENTS; r += 1) {
      const to = `customer${r}@example.com`;
      const created = rows.rows.filter((row) => row.to_address === to).map((row) => row.subject);
      const arrived = received.filter((mail) => mail.to.includes(to)).map((mail) => mail.subject);
      if (arrived.join('\n') !== created.join('\n')) outOfOrder.push(to);
    }
    const outcome: ChaosOutcome = {
      scenario: 'SMTP down, then back',
      requests: total,
      accepted: rows.rows.length,
      stored: rows.rows.length - lost.length - duplicated.length,
      lost: lost.length,
      duplicated: duplicated.length,
      recoveryMs,
      notes: `e-mails; recovery = SMTP back to backlog sent; out of order: ${outOfOrder.length} recipients`,
    };
    reportChaos(outcome);

    expect(drained).toBe(true);
    expect(rows.rows).toHaveLength(total);
    expect(rows.rows.filter((row) => row.status !== 'sent')).toEqual([]);
    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(outOfOrder).toEqual([]);
  }, 180_000);
});
