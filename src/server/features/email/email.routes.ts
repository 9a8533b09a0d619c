import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { requireAdmin } from '../accounts/viewer';
import { listOutboxMessages } from './outbox.repository';

const query = z.object({
  to: z.email().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Admins read the outbox: with no SMTP server configured, this is where e-mails are delivered. */
export function outboxRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    requireAdmin(c);
    const { to, limit } = query.parse(c.req.query());
    const rows = await listOutboxMessages(deps.db, { limit, toAddress: to });
    return c.json({
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
    });
  });
  return app;
}
