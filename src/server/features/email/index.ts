// What other features may use of email (DESIGN.md §2 rule 1).
export { deliverEmailJob, sweepJob } from './email.jobs';
export { outboxRoutes } from './email.routes';
export { createSmtpTransport, type MailTransport } from './mail-transport';
export {
  deliverQueuedEmail,
  type EmailMessage,
  type OutboxDeps,
  queueEmail,
  requeueStrandedEmails,
} from './outbox.service';
