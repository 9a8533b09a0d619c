import type {
  SendQuoteEmail,
  SendQuoteEmailResponse,
} from '../../../domain/contracts/send-quote-email.contract';
import { maySendMailTo, UNVERIFIED_SENDER_MESSAGE } from '../../../domain/outgoing-mail';
import { QUOTE_EMAIL_TEXTS, QUOTE_GENERATED_EVENT } from '../../../domain/quotes';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { findDemoWorkspaceId, requireDemoWorkspaceId } from '../../db/seed/demo-workspace';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../accounts';
import { recordEvent } from '../analytics';
import { emailLinkOrigin, scheduleQuoteReminder } from '../automations';
import { queueEmail } from '../email';
import { quotePayLink } from '../payments';
import { loadBusinessIdentity } from '../workspace-settings';
import { advanceQuoteStageById } from './quote-stage';
import {
  findQuoteForEmail,
  findWorkspaceConversation,
  hasEventFor,
  linkQuoteToConversation,
  markConversationQuoted,
} from './send-quote-email.repository';
import { quoteEmail } from './send-quote-email.template';

const quoteNotFound = () => new AppError('NOT_FOUND', QUOTE_EMAIL_TEXTS.quoteNotFound);

/**
 * The quote's customer receives it. An address from the caller may confirm that one, or name the
 * recipient when the customer has none; it never redirects someone's quote to another inbox.
 */
function recipientOf(customerEmail: string | null, given: string | undefined): string {
  const known = customerEmail?.trim().toLowerCase() || undefined;
  if (known && given && given !== known)
    throw new AppError('VALIDATION_FAILED', QUOTE_EMAIL_TEXTS.recipientMismatch);
  const to = known ?? given;
  if (!to) throw new AppError('VALIDATION_FAILED', QUOTE_EMAIL_TEXTS.noRecipient);
  return to;
}

export interface SendQuoteEmailOptions {
  quoteId: string;
  /** The quote must belong to this workspace (the chat engine passes its own); else 404. */
  workspaceId?: string;
  /** Links the quote to this conversation of the same workspace and marks it quoted. */
  conversationId?: string;
  customerEmail?: string;
  /** The page that asked (its origin, if trusted, is where the checkout returns to). */
  requestOrigin?: string;
}

/** What a quote e-mail needs from outside the database, settled before its transaction. */
export interface PreparedQuoteEmail {
  quoteId: string;
  to: string;
  payUrl: string;
}

/**
 * The quote e-mail's first half, outside any transaction: the quote is checked and the pay link
 * made by the payment provider (it may be Stripe, over the network). A failure after it leaves
 * only an unused checkout session, which expires.
 */
export async function prepareQuoteEmail(
  deps: AppDeps,
  options: SendQuoteEmailOptions,
): Promise<PreparedQuoteEmail> {
  const quote = await findQuoteForEmail(deps.db, { quoteId: options.quoteId });
  if (!quote || (options.workspaceId && quote.workspaceId !== options.workspaceId)) throw quoteNotFound();
  const to = recipientOf(quote.customerEmail, options.customerEmail);
  const { url: payUrl } = await quotePayLink(deps, {
    quoteId: quote.id,
    requestOrigin: emailLinkOrigin(deps.env, options.requestOrigin),
  });
  return { quoteId: quote.id, to, payUrl };
}

/**
 * E-mails a quote to its customer with a pay link (a checkout of create-payment's flow). In one
 * transaction: the e-mail is queued, the quote is linked to the conversation and the conversation
 * marked quoted, quote_generated is recorded once per quote, and the quote reminder is armed. The
 * quote stays pending: the reminder checks exactly that.
 */
export async function sendQuoteEmail(
  deps: AppDeps,
  options: SendQuoteEmailOptions,
): Promise<SendQuoteEmailResponse> {
  const prepared = await prepareQuoteEmail(deps, options);
  return deps.db.transaction((tx) => writeQuoteEmail(deps, tx, prepared, options));
}

/** The quote e-mail's second half, in the caller's transaction (see sendQuoteEmail). */
export async function writeQuoteEmail(
  deps: AppDeps,
  tx: Executor,
  prepared: PreparedQuoteEmail,
  options: Pick<SendQuoteEmailOptions, 'conversationId'>,
): Promise<SendQuoteEmailResponse> {
  const { to, payUrl } = prepared;
  const now = deps.clock();
  const locked = await findQuoteForEmail(tx, { quoteId: prepared.quoteId, lock: true });
  if (!locked) throw quoteNotFound();
  let conversationId = locked.conversationId;
  let agentType = locked.agentType;
  if (options.conversationId) {
    const conversation = await findWorkspaceConversation(tx, {
      conversationId: options.conversationId,
      workspaceId: locked.workspaceId,
    });
    if (!conversation) throw new AppError('NOT_FOUND', QUOTE_EMAIL_TEXTS.conversationNotFound);
    if (conversation.id !== locked.conversationId) {
      await linkQuoteToConversation(tx, { quoteId: locked.id, conversationId: conversation.id, at: now });
    }
    conversationId = conversation.id;
    agentType = conversation.agentType;
  }
  if (conversationId) await markConversationQuoted(tx, { conversationId, at: now });

  await queueEmail(
    deps.outbox(),
    tx,
    quoteEmail({
      business: await loadBusinessIdentity(tx, {
        workspaceId: locked.workspaceId,
        platformSiteUrl: deps.env.publicUrl,
        brands: deps.env.brands,
      }),
      defaultFrom: deps.outbox().defaultFrom,
      to,
      workspaceId: locked.workspaceId,
      customerName: locked.customerName,
      quoteId: locked.id,
      quoteNumber: locked.quoteNumber,
      description: locked.description,
      amounts: locked,
      payUrl,
    }),
  );
  const generated = {
    workspaceId: locked.workspaceId,
    eventType: QUOTE_GENERATED_EVENT,
    entityId: locked.id,
  };
  if (!(await hasEventFor(tx, generated))) {
    await recordEvent(tx, {
      ...generated,
      data: {
        agent_type: agentType ?? 'quote',
        conversation_id: conversationId,
        customer_email: to,
      },
      at: now,
    });
  }
  // Spec: quote generated moves a lead (or an engaged one) to quote_sent.
  await advanceQuoteStageById(tx, {
    workspaceId: locked.workspaceId,
    quoteId: locked.id,
    event: 'quote_generated',
    at: now,
  });
  await scheduleQuoteReminder(deps, { tx, quoteId: locked.id });
  return { success: true, quote_number: locked.quoteNumber };
}

/**
 * The chat's check of a visitor's conversation token (null for a wrong one). Passed in by the
 * composition (function-list.ts) so quotes need not depend on the chat, which depends on quotes.
 */
export type ConversationOfToken = (
  db: Executor,
  options: { conversationId: string; token: string },
) => Promise<{ id: string; workspaceId: string } | null>;

/**
 * send-quote-email for a browser: anyone may send the platform demo's quotes (the public live
 * chat's quote wizard sends the quote it just created); a signed-in member also their own
 * workspace's, an admin any, once their own address is verified (before, only to themselves:
 * maySendMailTo). Anything else answers 404, as an unknown quote does.
 */
export async function sendQuoteEmailForCaller(
  deps: AppDeps,
  options: {
    input: SendQuoteEmail;
    viewer: Viewer | null;
    requestOrigin: string | undefined;
    conversationOfToken: ConversationOfToken;
  },
): Promise<SendQuoteEmailResponse> {
  const { input, viewer } = options;
  const quote = await findQuoteForEmail(deps.db, { quoteId: input.quoteId });
  if (!quote) throw quoteNotFound();
  const publicQuote =
    quote.workspaceId ===
    (viewer ? await findDemoWorkspaceId(deps.db) : await requireDemoWorkspaceId(deps.db));
  const ownQuote = Boolean(viewer?.isAdmin || viewer?.workspaceIds.includes(quote.workspaceId));
  if (!publicQuote && !ownQuote) throw quoteNotFound();
  // A workspace's own quote is mail the signed-in user makes us send; the demo's is the public
  // flow's, the same for everyone (limited per client address).
  const to = quote.customerEmail ?? input.customerEmail;
  if (!publicQuote && viewer && to && !maySendMailTo(viewer, to))
    throw new AppError('FORBIDDEN', UNVERIFIED_SENDER_MESSAGE);
  // A conversation is linked only for the holder of its token, and only within the quote's workspace.
  const conversation =
    input.conversationId && input.conversationToken
      ? await options.conversationOfToken(deps.db, {
          conversationId: input.conversationId,
          token: input.conversationToken,
        })
      : null;
  if (input.conversationId && conversation?.workspaceId !== quote.workspaceId) throw quoteNotFound();
  return sendQuoteEmail(deps, {
    quoteId: quote.id,
    workspaceId: quote.workspaceId,
    conversationId: conversation?.id,
    customerEmail: input.customerEmail,
    requestOrigin: options.requestOrigin,
  });
}
