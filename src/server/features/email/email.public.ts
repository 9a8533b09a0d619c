// What other features may use of email (DESIGN.md §2 rule 1).
export { deliverEmailJob } from './email.jobs';
export { deliverQueuedEmail, type EmailMessage, type OutboxDeps, queueEmail } from './outbox.service';
