import { z } from 'zod';
import { decideReplyEmail, type ReplyEmailDecision } from '../../../domain/inbox';
import { requestedMailAddress } from '../../../domain/typed-email';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { defineJob, handleJob, type JobHandler } from '../../jobs/job-runner';
import { brandedEmail, greeting } from '../automations';
import { queueEmail } from '../email';
import { loadBusinessIdentity } from '../workspace-settings';
import { findUnseenReplies, INBOX_REPLY_EMAIL_KIND } from './inbox.repository';

/**
 * A team member's reply reaches a visitor who left the chat: INBOX_REPLY_EMAIL_SECONDS after the
 * reply, the replies they have not answered in the chat since go to the address they gave. One job
 * waits per conversation ('short'); it re-reads everything under the conversation's lock, and the
 * e-mail records the last reply it carries, so a job delivered twice sends nothing twice.
 */
export const inboxReplyEmailJob = defineJob({
  name: 'inbox-reply-email',
  payload: z.object({ conversationId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  policy: 'short',
});

type ReplyEmailDeps = Pick<AppDeps, 'db' | 'env' | 'outbox' | 'clock'>;

/** Armed in the transaction that stores the reply: the job exists exactly when the reply does. */
export async function scheduleReplyEmail(
  deps: Pick<AppDeps, 'env' | 'outbox'>,
  tx: Executor,
  conversationId: string,
) {
  const runner = deps.outbox().jobs;
  if (!runner) return;
  await runner.send(
    inboxReplyEmailJob,
    { conversationId },
    { tx, startAfterSeconds: deps.env.INBOX_REPLY_EMAIL_SECONDS, singletonKey: conversationId },
  );
}

export async function sendUnseenReplies(
  deps: ReplyEmailDeps,
  options: { conversationId: string },
): Promise<ReplyEmailDecision> {
  return deps.db.transaction(async (tx) => {
    const facts = await findUnseenReplies(tx, options.conversationId);
    if (!facts) return { send: false, reason: 'nothing_unseen' } as const;
    const decision = decideReplyEmail({
      to: requestedMailAddress(facts),
      doNotContact: facts.doNotContact,
      replies: facts.replies,
    });
    if (!decision.send) return decision;
    const business = await loadBusinessIdentity(tx, {
      workspaceId: facts.workspaceId,
      platformSiteUrl: deps.env.publicUrl,
      brands: deps.env.brands,
    });
    const outbox = deps.outbox();
    const last = facts.replies.at(-1)!;
    const message = brandedEmail(
      business,
      { defaultFrom: outbox.defaultFrom },
      {
        kind: INBOX_REPLY_EMAIL_KIND,
        to: decision.to,
        subject: `${business.name} replied to your message`,
        heading: business.name,
        paragraphs: [
          greeting(facts.customerName),
          'We answered you in the chat on our website after you had left it, so here is our reply:',
          ...facts.replies.map((reply) => `${reply.authorName ?? business.name}: ${reply.content}`),
          business.replyTo
            ? 'Simply reply to this e-mail to answer.'
            : 'You can answer us in the chat on our website.',
        ],
        link: business.siteUrl ? { label: 'Back to the website', url: business.siteUrl } : undefined,
        workspaceId: facts.workspaceId,
        metadata: {
          conversation_id: options.conversationId,
          last_reply_at: last.createdAt.toISOString(),
        },
      },
    );
    await queueEmail(outbox, tx, message);
    return decision;
  });
}

export function inboxJobHandlers(deps: ReplyEmailDeps & Pick<AppDeps, 'logger'>): JobHandler[] {
  return [
    handleJob(inboxReplyEmailJob, async (p) => {
      const decision = await sendUnseenReplies(deps, p);
      if (decision.send)
        deps.logger.info({ conversationId: p.conversationId }, 'team reply e-mailed to the visitor');
    }),
  ];
}
