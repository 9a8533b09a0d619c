import type { ExtractedContact } from '../../../domain/contact-extraction';
import { isNewTypedEmail, normaliseTypedEmail } from '../../../domain/typed-email';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { Env } from '../../env';
import { incrementRateLimit, type RateRule, rateLimitedError, rateWindow } from '../rate-limit';
import type { ChatCustomer } from './chat.repository';
import { applyContactDetails } from './visitor-contact.repository';

/**
 * New e-mail addresses one client address may type into chats per hour. Each can receive mail
 * nobody verified it wanted (the chat's quote, the abandoned-chat nudge), so a script must not
 * aim the chat at a list of addresses; a person types theirs once a conversation.
 */
export function typedEmailRateRule(env: Pick<Env, 'CHAT_TYPED_EMAILS_PER_HOUR_PER_IP'>): RateRule {
  return { name: 'chat.typed-email', limit: env.CHAT_TYPED_EMAILS_PER_HOUR_PER_IP, windowSeconds: 3600 };
}

/**
 * Contact details a visitor gave (typed into a message, or passed on by a model's capture_contact)
 * applied to the conversation's own customer (applyContactDetails), in the caller's transaction.
 * A new address first counts against typedEmailRateRule there: over it, the whole turn is refused
 * (429) and rolls back, its hit included.
 */
export async function applyVisitorContact(
  deps: Pick<AppDeps, 'env'>,
  tx: Executor,
  options: {
    clientIp: string;
    workspaceId: string;
    customer: ChatCustomer;
    contact: ExtractedContact;
    at: Date;
  },
): Promise<ChatCustomer> {
  const { clientIp, ...details } = options;
  if (isNewTypedEmail(normaliseTypedEmail(details.contact.email), details.customer)) {
    const rule = typedEmailRateRule(deps.env);
    const window = rateWindow(rule, `ip:${clientIp}`, details.at);
    if ((await incrementRateLimit(tx, window)) > rule.limit) throw rateLimitedError(window.retryAfterSeconds);
  }
  return applyContactDetails(tx, details);
}
