import { SOCIAL_MESSAGES } from '../../../domain/social-channels';
import type { AppDeps } from '../../app-deps';
import { metaSignatureProblem } from '../../integrations/meta/meta-signature';
import { type MetaMessageEvent, parseMetaWebhook } from '../../integrations/meta/meta-webhook';
import { AppError } from '../../lib/app-error';
import { socialEventJob } from './social.jobs';
import { channelsOfAccounts, recordMessageIds } from './social.repository';

type WebhookDeps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'outbox'>;

/**
 * Meta's subscription check: `hub.mode=subscribe` with our verify token gets the challenge back;
 * anything else is 403.
 */
export function verifyMetaSubscription(
  deps: Pick<AppDeps, 'env'>,
  query: { mode?: string; token?: string; challenge?: string },
): string {
  const expected = deps.env.META_VERIFY_TOKEN;
  if (!expected || query.mode !== 'subscribe' || query.token !== expected || !query.challenge)
    throw new AppError('FORBIDDEN', 'The verify token does not match.');
  return query.challenge;
}

/**
 * One webhook delivery: the signature over the raw bytes first (401, nothing stored), then each
 * message event of a connected Page or Instagram account stored with its job in one transaction,
 * keyed by its mid: a repeated delivery, and the echo of our own send, store nothing. The work is
 * the job's; Meta is answered at once.
 */
export async function receiveMetaWebhook(
  deps: WebhookDeps,
  input: { rawBody: Uint8Array; signature: string | undefined },
): Promise<{ stored: number; events: number }> {
  const appSecret = deps.env.META_APP_SECRET;
  if (!appSecret) throw new AppError('UNAVAILABLE', SOCIAL_MESSAGES.webhookNotConfigured);
  const problem = metaSignatureProblem({ rawBody: input.rawBody, header: input.signature, appSecret });
  if (problem) {
    deps.logger.warn({ problem }, 'Meta webhook refused');
    throw new AppError(
      'UNAUTHENTICATED',
      problem === 'missing' ? SOCIAL_MESSAGES.missingSignature : SOCIAL_MESSAGES.invalidSignature,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(input.rawBody).toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', SOCIAL_MESSAGES.malformed);
  }
  const parsed = parseMetaWebhook(json);
  if (!parsed) throw new AppError('BAD_REQUEST', SOCIAL_MESSAGES.malformed);
  const { events } = parsed;
  if (events.length === 0) return { stored: 0, events: 0 };
  const platform = events[0]!.platform;
  const stored = await deps.db.transaction(async (tx) => {
    const channels = await channelsOfAccounts(tx, {
      platform,
      accountIds: [...new Set(events.map((event) => event.accountId))],
    });
    const rows = events.flatMap((event) => {
      const channelId = channels.get(event.accountId);
      // A Page or account no workspace holds (disconnected since): answered 200 all the same.
      return channelId
        ? [
            {
              mid: event.mid,
              channelId,
              direction: 'in' as const,
              status: 'pending' as const,
              event: toJson(event),
            },
          ]
        : [];
    });
    const ids = await recordMessageIds(tx, dedupeByMid(rows));
    const jobs = deps.outbox().jobs;
    for (const eventId of ids) await jobs?.send(socialEventJob, { eventId }, { tx });
    return ids.length;
  });
  deps.logger.info({ object: platform, events: events.length, stored }, 'Meta webhook');
  return { stored, events: events.length };
}

function toJson(event: MetaMessageEvent): Record<string, unknown> {
  return { ...event };
}

/** One batch may carry a mid twice; insert-on-conflict takes a row once per statement only. */
function dedupeByMid<T extends { mid: string }>(rows: T[]): T[] {
  return [...new Map(rows.map((row) => [row.mid, row] as const)).values()];
}
