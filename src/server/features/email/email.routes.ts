import { Hono } from 'hono';
import { type OutboxListResponse, outboxQuerySchema } from '../../../domain/contracts/outbox.contract';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { requireAdmin } from '../accounts/accounts.public';
import { listOutboxMessages } from './outbox.repository';

/** Admins read the outbox: with no SMTP server configured, this is where e-mails are delivered. */
export function outboxRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    requireAdmin(c);
    const { to, limit } = outboxQuerySchema.parse(c.req.query());
    const rows = await listOutboxMessages(deps.db, { limit, toAddress: to });
    const body: OutboxListResponse = {
      messages: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.toAddress,
        from: r.fromAddress,
        subject: r.subject,
        text: r.textBody,
        status: r.status,
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      })),
    };
    return c.json(body);
  });
  return app;
}
