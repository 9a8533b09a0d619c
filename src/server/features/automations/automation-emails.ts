import type { AutomationEmailType } from '../../../domain/automations';
import type { BusinessIdentity } from '../../../domain/business-identity';
import type { EmailMessage } from '../email';
import { brandedEmail, greeting, usd } from './branded-email';

/**
 * The four follow-up e-mails, in the business's words (its name, header and contact lines; the
 * brand's for the platform demo) around a short message. "Visit us" links lead to the business's
 * own website, and are left out when it has none.
 */

interface Common {
  business: BusinessIdentity;
  defaultFrom: string;
  to: string;
  workspaceId: string | null;
  customerName: string | null;
  metadata: Record<string, unknown>;
}

export const AUTOMATION_EMAIL_KINDS: Record<AutomationEmailType, string> = {
  quote_reminder: 'automation_quote_reminder',
  upsell_offer: 'automation_upsell_offer',
  abandoned_chat: 'automation_abandoned_chat',
  expired_quote_recovery: 'automation_expired_quote_recovery',
};

/** "Visit Ace Wraps" to the business's website; nothing when it has none. */
function visitLink(business: BusinessIdentity) {
  return business.siteUrl ? { label: `Visit ${business.name}`, url: business.siteUrl } : undefined;
}

/** Two hours after the quote e-mail, while the quote is unpaid: the quote again and how to pay it. */
export function quoteReminderEmail(
  input: Common & {
    quoteNumber: string | null;
    totalAmount: string | null;
    /** The quote's pay link; null when there is none (a test send without a real quote). */
    payUrl: string | null;
  },
): EmailMessage {
  const { business } = input;
  const quote = input.quoteNumber ? `quote ${input.quoteNumber}` : 'your quote';
  const total = input.totalAmount ? ` for ${usd(input.totalAmount)}` : '';
  return brandedEmail(
    business,
    { defaultFrom: input.defaultFrom },
    {
      kind: AUTOMATION_EMAIL_KINDS.quote_reminder,
      to: input.to,
      subject: `Reminder: ${quote} from ${business.name} is waiting for you`,
      heading: business.headerTitle,
      paragraphs: [
        greeting(input.customerName),
        `Just a friendly reminder: ${quote}${total} is still waiting for you.`,
        input.payUrl
          ? 'When you are ready, you can pay it securely online with the link below.'
          : business.siteUrl
            ? 'Reply to this e-mail or visit us online whenever you are ready to go ahead.'
            : 'Reply to this e-mail whenever you are ready to go ahead.',
      ],
      link: input.payUrl ? { label: 'Pay your quote', url: input.payUrl } : visitLink(business),
      workspaceId: input.workspaceId,
      metadata: input.metadata,
    },
  );
}

/** A day after a quote was accepted: thanks, and the extras the workspace offers. */
export function upsellOfferEmail(
  input: Common & {
    quoteNumber: string | null;
    upsells: readonly { label: string; price: number }[];
  },
): EmailMessage {
  const { business } = input;
  const order = input.quoteNumber ? `quote ${input.quoteNumber}` : 'your quote';
  const extras = input.upsells.map((upsell) => `${upsell.label} (+${usd(upsell.price)})`);
  return brandedEmail(
    business,
    { defaultFrom: input.defaultFrom },
    {
      kind: AUTOMATION_EMAIL_KINDS.upsell_offer,
      to: input.to,
      subject: `Thanks for choosing ${business.name}: a little extra for your project`,
      heading: business.name,
      paragraphs: [
        greeting(input.customerName),
        `Thank you for accepting ${order}! We are getting everything ready.`,
        extras.length > 0
          ? `Many customers add one of these to their project: ${extras.join(', ')}. Reply to this e-mail and we will add it for you.`
          : 'If there is anything else we can help you with, simply reply to this e-mail.',
      ],
      link: visitLink(business),
      workspaceId: input.workspaceId,
      metadata: input.metadata,
    },
  );
}

/**
 * Half an hour after a chat went quiet: an invitation to pick it up again. The agent is named as
 * the visitor saw it in the chat's header; the product's name for its kind ("ShopAgent") is ours,
 * not something the business's customer ever saw.
 */
export function abandonedChatEmail(input: Common & { agentName: string | null }): EmailMessage {
  const { business } = input;
  const agent = input.agentName?.trim() || 'us';
  return brandedEmail(
    business,
    { defaultFrom: input.defaultFrom },
    {
      kind: AUTOMATION_EMAIL_KINDS.abandoned_chat,
      to: input.to,
      subject: `Still have questions? ${business.name} is here to help`,
      heading: business.name,
      paragraphs: [
        greeting(input.customerName),
        `Thanks for chatting with ${agent} earlier. It looks like we got interrupted.`,
        business.siteUrl
          ? 'If you still have questions, pick up where you left off: we answer around the clock. You can also simply reply to this e-mail.'
          : 'If you still have questions, simply reply to this e-mail and we will get back to you.',
      ],
      link: business.siteUrl ? { label: 'Continue the conversation', url: business.siteUrl } : undefined,
      workspaceId: input.workspaceId,
      metadata: input.metadata,
    },
  );
}

/**
 * When a sent quote passed its validity unpaid: the quote has lapsed (its old price and pay link
 * no longer hold), and the way back is a reply or a visit, which gets a fresh quote.
 */
export function expiredQuoteRecoveryEmail(input: Common & { quoteNumber: string | null }): EmailMessage {
  const { business } = input;
  const quote = input.quoteNumber ? `quote ${input.quoteNumber}` : 'your quote';
  const visit = visitLink(business);
  return brandedEmail(
    business,
    { defaultFrom: input.defaultFrom },
    {
      kind: AUTOMATION_EMAIL_KINDS.expired_quote_recovery,
      to: input.to,
      subject: `Your ${quote} from ${business.name} has expired: we can renew it`,
      heading: business.name,
      paragraphs: [
        greeting(input.customerName),
        `The validity of ${quote} has ended before it was paid, so it is no longer open for payment.`,
        visit
          ? 'Still interested? Reply to this e-mail or visit us and we will send you a fresh quote at current prices.'
          : 'Still interested? Reply to this e-mail and we will send you a fresh quote at current prices.',
      ],
      link: visit ? { ...visit, label: 'Get a fresh quote' } : undefined,
      workspaceId: input.workspaceId,
      metadata: input.metadata,
    },
  );
}
