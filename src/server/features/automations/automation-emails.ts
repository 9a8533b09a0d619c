import type { AgentType } from '../../../domain/agent-types';
import type { AutomationEmailType } from '../../../domain/automations';
import type { BrandConfig } from '../../../domain/brands';
import type { EmailMessage } from '../email/outbox.service';
import { brandedEmail, greeting, usd } from './branded-email';

/** The four follow-up e-mails, in the brand's words (quote_branding) around a short message. */

interface Common {
  brand: BrandConfig;
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

const AGENT_NAMES: Record<AgentType, string> = {
  shop: 'ShopAgent',
  social: 'SocialAgent',
  quote: 'QuoteAgent',
};

/** Two hours after the quote e-mail, while the quote is unpaid: the quote again and how to pay it. */
export function quoteReminderEmail(
  input: Common & {
    quoteNumber: string | null;
    totalAmount: string | null;
    /** The quote's pay link, or the site when there is none (a test send without a real quote). */
    link: { url: string; pay: boolean };
  },
): EmailMessage {
  const quote = input.quoteNumber ? `quote ${input.quoteNumber}` : 'your quote';
  const total = input.totalAmount ? ` for ${usd(input.totalAmount)}` : '';
  return brandedEmail(
    input.brand,
    { defaultFrom: input.defaultFrom },
    {
      kind: AUTOMATION_EMAIL_KINDS.quote_reminder,
      to: input.to,
      subject: `Reminder: ${quote} from ${input.brand.name} is waiting for you`,
      heading: input.brand.quote_branding.header_title,
      paragraphs: [
        greeting(input.customerName),
        `Just a friendly reminder: ${quote}${total} is still waiting for you.`,
        input.link.pay
          ? 'When you are ready, you can pay it securely online with the link below.'
          : 'Reply to this e-mail or visit us online whenever you are ready to go ahead.',
      ],
      link: input.link.pay
        ? { label: 'Pay your quote', url: input.link.url }
        : { label: `Visit ${input.brand.name}`, url: input.link.url },
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
    siteUrl: string;
  },
): EmailMessage {
  const order = input.quoteNumber ? `quote ${input.quoteNumber}` : 'your quote';
  const extras = input.upsells.map((upsell) => `${upsell.label} (+${usd(upsell.price)})`);
  return brandedEmail(
    input.brand,
    { defaultFrom: input.defaultFrom },
    {
      kind: AUTOMATION_EMAIL_KINDS.upsell_offer,
      to: input.to,
      subject: `Thanks for choosing ${input.brand.name}: a little extra for your project`,
      heading: input.brand.name,
      paragraphs: [
        greeting(input.customerName),
        `Thank you for accepting ${order}! We are getting everything ready.`,
        extras.length > 0
          ? `Many customers add one of these to their project: ${extras.join(', ')}. Reply to this e-mail and we will add it for you.`
          : 'If there is anything else we can help you with, simply reply to this e-mail.',
      ],
      link: { label: `Visit ${input.brand.name}`, url: input.siteUrl },
      workspaceId: input.workspaceId,
      metadata: input.metadata,
    },
  );
}

/** Half an hour after a chat went quiet: an invitation to pick it up again. */
export function abandonedChatEmail(
  input: Common & { agentType: AgentType | null; siteUrl: string },
): EmailMessage {
  const agent = input.agentType ? `our ${AGENT_NAMES[input.agentType]}` : 'us';
  return brandedEmail(
    input.brand,
    { defaultFrom: input.defaultFrom },
    {
      kind: AUTOMATION_EMAIL_KINDS.abandoned_chat,
      to: input.to,
      subject: `Still have questions? ${input.brand.name} is here to help`,
      heading: input.brand.name,
      paragraphs: [
        greeting(input.customerName),
        `Thanks for chatting with ${agent} earlier. It looks like we got interrupted.`,
        'If you still have questions, pick up where you left off: we answer around the clock. You can also simply reply to this e-mail.',
      ],
      link: { label: 'Continue the conversation', url: input.siteUrl },
      workspaceId: input.workspaceId,
      metadata: input.metadata,
    },
  );
}

/**
 * When a sent quote passed its validity unpaid: the quote has lapsed (its old price and pay link
 * no longer hold), and the way back is a reply or a visit, which gets a fresh quote.
 */
export function expiredQuoteRecoveryEmail(
  input: Common & { quoteNumber: string | null; siteUrl: string },
): EmailMessage {
  const quote = input.quoteNumber ? `quote ${input.quoteNumber}` : 'your quote';
  return brandedEmail(
    input.brand,
    { defaultFrom: input.defaultFrom },
    {
      kind: AUTOMATION_EMAIL_KINDS.expired_quote_recovery,
      to: input.to,
      subject: `Your ${quote} from ${input.brand.name} has expired: we can renew it`,
      heading: input.brand.quote_branding.header_title,
      paragraphs: [
        greeting(input.customerName),
        `The validity of ${quote} has ended before it was paid, so it is no longer open for payment.`,
        'Still interested? Reply to this e-mail or visit us and we will send you a fresh quote at current prices.',
      ],
      link: { label: 'Get a fresh quote', url: input.siteUrl },
      workspaceId: input.workspaceId,
      metadata: input.metadata,
    },
  );
}
