import { outboxListContract } from '../../../domain/contracts/outbox.contract';
import { route } from '../../http/contract-routes';
import { listOutboxMessages } from './outbox.repository';

/**
 * Admins read the outbox: with no SMTP server configured, this is where e-mails are delivered. The
 * contract's `admin` access is the guard (the shared route layer checks it).
 */
export const outboxRoutes = [
  route(outboxListContract, async ({ deps, query }) => {
    const rows = await listOutboxMessages(deps.db, { limit: query.limit, toAddress: query.to });
    return {
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
  }),
];
