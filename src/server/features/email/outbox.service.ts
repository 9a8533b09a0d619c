import type { Database, Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import type { Logger } from '../../lib/logger';
import { deliverEmailJob } from './email.jobs';
import type { MailTransport } from './mail-transport';
import {
  claimNextOutboxMessage,
  findOutboxRecipient,
  findStrandedOutboxMessages,
  insertOutboxMessage,
  markOutboxMessage,
  type OutboxRow,
  requeueOutboxMessage,
} from './outbox.repository';

/** After this many attempts a message is marked failed (it stays in the outbox for admins). */
export const MAX_DELIVERY_ATTEMPTS = 50;

export interface EmailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  from?: string;
  workspaceId?: string | null;
  metadata?: Record<string, unknown>;
  /**
   * The body carries a secret link (password reset, e-mail verification). Once SMTP has taken
   * the message, the stored copy loses its links so nobody can read a live token in the outbox.
   * Without SMTP the outbox is the delivery, so the link stays.
   */
  sensitive?: boolean;
}

export const REDACTED_LINK = '[link removed after delivery]';

export function redactLinks(text: string): string {
  return text.replace(/https?:\/\/\S+/g, REDACTED_LINK);
}

export interface OutboxDeps {
  jobs?: JobRunner;
  defaultFrom: string;
}

/**
 * Writes the message into the outbox inside the caller's transaction, with its delivery job in
 * the same transaction, so a rolled-back change sends nothing and a committed one always sends.
 */
export async function queueEmail(deps: OutboxDeps, tx: Executor, message: EmailMessage) {
  const row = await insertOutboxMessage(tx, {
    kind: message.kind,
    toAddress: message.to.trim().toLowerCase(),
    fromAddress: message.from ?? deps.defaultFrom,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    workspaceId: message.workspaceId ?? null,
    metadata: { ...message.metadata, ...(message.sensitive ? { sensitive: true } : {}) },
  });
  if (deps.jobs) await deps.jobs.send(deliverEmailJob, { outboxId: row.id }, { tx });
  return row;
}

export interface DeliveryDeps {
  db: Database;
  transport: MailTransport | null;
  logger: Logger;
  clock: () => Date;
}

/** How many of one recipient's messages a single job sends before leaving the rest to their own jobs. */
const DRAIN_LIMIT = 50;

/**
 * Delivers the recipient's queued mail, oldest first, up to and past this message: a retried
 * message is therefore never overtaken by a newer one to the same address. Each message is taken
 * by exactly one worker (see claimNextOutboxMessage). Throws on an SMTP failure so the job queue
 * retries with backoff; the failed message stays queued and still goes first next time.
 */
export async function deliverQueuedEmail(deps: DeliveryDeps, outboxId: string): Promise<void> {
  const toAddress = await findOutboxRecipient(deps.db, outboxId);
  if (!toAddress) return;
  for (let sent = 0; sent < DRAIN_LIMIT; sent += 1) {
    const message = await claimNextOutboxMessage(deps.db, { toAddress, now: deps.clock() });
    if (!message) return;
    await deliverClaimed(deps, message);
  }
}

async function deliverClaimed(deps: DeliveryDeps, message: OutboxRow): Promise<void> {
  if (!deps.transport) {
    await markOutboxMessage(deps.db, { id: message.id, status: 'delivered_local', now: deps.clock() });
    deps.logger.info({ outboxId: message.id, kind: message.kind }, 'e-mail kept in the local outbox');
    return;
  }
  try {
    await deps.transport.send({
      from: message.fromAddress,
      to: message.toAddress,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const status = message.attempts >= MAX_DELIVERY_ATTEMPTS ? 'failed' : 'queued';
    await markOutboxMessage(deps.db, { id: message.id, status, now: deps.clock(), error: reason });
    deps.logger.warn({ outboxId: message.id, attempt: message.attempts, reason }, 'e-mail delivery failed');
    if (status === 'queued') throw error;
    return;
  }
  const sensitive = message.metadata.sensitive === true;
  await markOutboxMessage(deps.db, {
    id: message.id,
    status: 'sent',
    now: deps.clock(),
    ...(sensitive
      ? {
          textBody: redactLinks(message.textBody),
          htmlBody: message.htmlBody && redactLinks(message.htmlBody),
        }
      : {}),
  });
  deps.logger.info({ outboxId: message.id, kind: message.kind }, 'e-mail sent');
}

/** Re-sends delivery jobs for messages whose job was lost; returns how many were picked up. */
export async function requeueStrandedEmails(deps: { db: Database; jobs: JobRunner; clock: () => Date }) {
  const stranded = await findStrandedOutboxMessages(deps.db, { now: deps.clock(), limit: 100 });
  for (const message of stranded) {
    if (message.status === 'sending') await requeueOutboxMessage(deps.db, message.id);
    await deps.jobs.send(deliverEmailJob, { outboxId: message.id });
  }
  return stranded.length;
}
