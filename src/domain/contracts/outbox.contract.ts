import { z } from 'zod';
import { defineRoute } from './route-contract';

/** `GET /api/admin/outbox`: the latest e-mails the product sent or kept locally (admins only). */
export const outboxQuerySchema = z.strictObject({
  to: z.string().trim().toLowerCase().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sending', 'sent', 'delivered_local', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListContract = defineRoute({
  method: 'GET',
  path: '/api/admin/outbox',
  summary: 'The latest e-mails the product sent or kept locally, newest first (platform admins)',
  tag: 'E-mail',
  access: 'admin',
  query: outboxQuerySchema,
  output: z.object({ messages: z.array(outboxMessageSchema) }),
});

/** What each delivery status means to an admin reading the outbox. */
export const OUTBOX_STATUS_LABELS: Record<OutboxMessage['status'], string> = {
  queued: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  delivered_local: 'Kept here (no SMTP server)',
  failed: 'Failed',
};
