import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSmtp, startFakeSmtp } from '../../../../test/fakes/smtp-fake';
import { getTestDb, resetDatabase, testDatabaseUrl } from '../../../../test/helpers/db';
import { emailOutbox } from '../../db/schema/email-outbox';
import { handleJob, type JobRunner, startJobRunner } from '../../jobs/job-runner';
import { createLogger } from '../../lib/logger';
import { deliverEmailJob } from './email.jobs';
import { createSmtpTransport } from './mail-transport';
import { deliverQueuedEmail, queueEmail, REDACTED_LINK, requeueStrandedEmails } from './outbox.service';

const { db, close } = getTestDb();
const logger = createLogger('silent');
let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
  await close();
});
beforeEach(async () => {
  await resetDatabase(db);
  smtp.messages.length = 0;
  smtp.setFailing(false);
});

const message = { kind: 'test', to: 'Customer@Example.com', subject: 'Your quote', text: 'Total: $3,456.00' };
const outbox = { defaultFrom: 'Shop <shop@example.com>' };

describe('outbox', () => {
  it('writes nothing when the causing transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queueEmail(outbox, tx, message);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('keeps the message locally (delivered_local) when no SMTP server is configured', async () => {
    const row = await db.transaction((tx) => queueEmail(outbox, tx, message));
    expect(row.toAddress).toBe('customer@example.com');
    await deliverQueuedEmail({ db, transport: null, logger, clock: () => new Date() }, row.id);
    const [after] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(after).toMatchObject({ status: 'delivered_local', attempts: 1 });
    expect(after!.sentAt).toBeInstanceOf(Date);
  });

  it('sends through SMTP and marks the message sent, once', async () => {
    const row = await db.transaction((tx) => queueEmail(outbox, tx, message));
    const deps = { db, transport: createSmtpTransport(smtp.url), logger, clock: () => new Date() };
    await deliverQueuedEmail(deps, row.id);
    await deliverQueuedEmail(deps, row.id); // a duplicate job must not send twice
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatchObject({ to: ['customer@example.com'], subject: 'Your quote' });
    const [after] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(after!.status).toBe('sent');
  });

  it('removes secret links from the stored copy once SMTP has a sensitive message, not before', async () => {
    const secret = {
      ...message,
      text: 'Reset here: http://localhost:3001/api/auth/reset-password/tok123?x=1',
      sensitive: true,
    };
    const local = await db.transaction((tx) => queueEmail(outbox, tx, secret));
    await deliverQueuedEmail({ db, transport: null, logger, clock: () => new Date() }, local.id);
    const [kept] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, local.id));
    expect(kept!.textBody).toContain('tok123'); // no SMTP: the outbox is the delivery

    const smtpRow = await db.transaction((tx) => queueEmail(outbox, tx, secret));
    await deliverQueuedEmail(
      { db, transport: createSmtpTransport(smtp.url), logger, clock: () => new Date() },
      smtpRow.id,
    );
    expect(smtp.messages.at(-1)!.text).toContain('tok123');
    const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, smtpRow.id));
    expect(sent!.textBody).toBe(`Reset here: ${REDACTED_LINK}`);
  });

  it('keeps the message queued with the error while SMTP is down, and sends it later', async () => {
    const row = await db.transaction((tx) => queueEmail(outbox, tx, message));
    const deps = { db, transport: createSmtpTransport(smtp.url), logger, clock: () => new Date() };
    smtp.setFailing(true);
    await expect(deliverQueuedEmail(deps, row.id)).rejects.toThrow();
    const [failed] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed!.lastError).toContain('451');
    smtp.setFailing(false);
    await deliverQueuedEmail(deps, row.id);
    expect(smtp.messages).toHaveLength(1);
  });
});

describe('delivery worker (pg-boss)', () => {
  let jobs: JobRunner | undefined;
  afterEach(async () => {
    await jobs?.stop();
    jobs = undefined;
  });

  async function waitFor(check: () => boolean, ms = 15_000) {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('delivers a queued message through SMTP without anyone calling it', async () => {
    const transport = createSmtpTransport(smtp.url);
    jobs = await startJobRunner({
      connectionString: testDatabaseUrl(),
      logger,
      handlers: [
        handleJob(deliverEmailJob, (p) =>
          deliverQueuedEmail({ db, transport, logger, clock: () => new Date() }, p.outboxId),
        ),
      ],
    });
    const runner = jobs;
    await db.transaction((tx) => queueEmail({ ...outbox, jobs: runner }, tx, message));
    await waitFor(() => smtp.messages.length === 1);
    expect(smtp.messages[0]!.subject).toBe('Your quote');
  });

  it('re-sends stranded messages (job lost) through the sweeper', async () => {
    const old = new Date(Date.now() - 5 * 60_000);
    const [row] = await db
      .insert(emailOutbox)
      .values({
        kind: 'test',
        toAddress: 'x@example.com',
        fromAddress: 'a@example.com',
        subject: 's',
        textBody: 't',
        createdAt: old,
      })
      .returning();
    const transport = createSmtpTransport(smtp.url);
    jobs = await startJobRunner({
      connectionString: testDatabaseUrl(),
      logger,
      handlers: [
        handleJob(deliverEmailJob, (p) =>
          deliverQueuedEmail({ db, transport, logger, clock: () => new Date() }, p.outboxId),
        ),
      ],
    });
    expect(await requeueStrandedEmails({ db, jobs, clock: () => new Date() })).toBe(1);
    await waitFor(() => smtp.messages.length === 1);
    const [after] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
    expect(after!.status).toBe('sent');
  });
});
