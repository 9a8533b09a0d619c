import { AUTOMATION_MESSAGES } from '../../../domain/automations';
import type { BrandKey } from '../../../domain/brands';
import type {
  SendAutomationEmail,
  SendAutomationEmailResponse,
} from '../../../domain/contracts/automations.contract';
import { maySendMailTo, UNVERIFIED_SENDER_MESSAGE } from '../../../domain/outgoing-mail';
import { QUOTE_EMAIL_TEXTS } from '../../../domain/quotes';
import type { AppDeps } from '../../app-deps';
import type { WorkspaceSettings } from '../../db/schema/workspaces';
import { AppError, isAppError } from '../../lib/app-error';
import type { Viewer } from '../accounts';
import type { EmailMessage } from '../email';
import { quotePayLink } from '../payments';
import { loadBusinessIdentity } from '../workspace-settings';
import {
  abandonedChatEmail,
  expiredQuoteRecoveryEmail,
  quoteReminderEmail,
  upsellOfferEmail,
} from './automation-emails';
import {
  findConversationWorkspace,
  findQuoteFollowUp,
  findWorkspaceBrand,
  type QuoteFollowUpRow,
} from './automations.repository';
import { deliverAutomationEmail, workspaceUpsells } from './automations.service';
import { emailLinkOrigin } from './branded-email';

const canSee = (viewer: Viewer, workspaceId: string) =>
  viewer.isAdmin || viewer.workspaceIds.includes(workspaceId);

/** The pay link of a quote that can still be paid; null for one that cannot (the site is linked instead). */
async function payLinkOf(deps: AppDeps, quote: QuoteFollowUpRow, requestOrigin: string | undefined) {
  try {
    const origin = emailLinkOrigin(deps.env, requestOrigin);
    return (await quotePayLink(deps, { quoteId: quote.quoteId, requestOrigin: origin })).url;
  } catch (error) {
    if (isAppError(error) && error.status === 400) return null;
    throw error;
  }
}

/**
 * send-automation-email: one follow-up e-mail now, to the address given (the dashboard's test
 * send, or a person following up by hand). A quote or conversation named in the payload must be
 * the caller's own (404 otherwise); its stored facts then fill the e-mail instead of the payload's.
 * Recorded as automation_email_sent with trigger 'manual', which never stops a timer's e-mail.
 * Until the caller's own address is verified the address given must be theirs (maySendMailTo).
 */
export async function sendAutomationEmail(
  deps: AppDeps,
  options: { viewer: Viewer; input: SendAutomationEmail; requestOrigin: string | undefined },
): Promise<SendAutomationEmailResponse> {
  const { viewer, input } = options;
  if (!maySendMailTo(viewer, input.customerEmail)) throw new AppError('FORBIDDEN', UNVERIFIED_SENDER_MESSAGE);
  const quote = input.quoteId ? await findQuoteFollowUp(deps.db, { quoteId: input.quoteId }) : null;
  if (input.quoteId && (!quote || !canSee(viewer, quote.workspaceId))) {
    throw new AppError('NOT_FOUND', QUOTE_EMAIL_TEXTS.quoteNotFound);
  }
  const conversation = input.conversationId
    ? await findConversationWorkspace(deps.db, input.conversationId)
    : null;
  if (input.conversationId && (!conversation || !canSee(viewer, conversation.workspaceId))) {
    throw new AppError('NOT_FOUND', AUTOMATION_MESSAGES.conversationNotFound);
  }

  const workspaceId = quote?.workspaceId ?? conversation?.workspaceId ?? viewer.workspaceIds[0] ?? null;
  let brandKey: BrandKey = quote?.brandKey ?? conversation?.brandKey ?? 'default';
  let settings: WorkspaceSettings = quote?.settings ?? {};
  if (workspaceId && !quote) {
    const workspace = await findWorkspaceBrand(deps.db, workspaceId);
    brandKey = workspace?.brandKey ?? brandKey;
    settings = workspace?.settings ?? settings;
  }
  const common = {
    business: await loadBusinessIdentity(deps.db, {
      workspaceId,
      platformSiteUrl: deps.env.publicUrl,
      brands: deps.env.brands,
      fallbackBrandKey: brandKey,
    }),
    defaultFrom: deps.outbox().defaultFrom,
    to: input.customerEmail,
    workspaceId,
    customerName: input.customerName ?? null,
    metadata: { email_type: input.type, trigger: 'manual' },
  };
  const quoteNumber = quote?.quoteNumber ?? input.quoteNumber ?? null;

  let message: EmailMessage;
  if (input.type === 'quote_reminder') {
    const payUrl = quote ? await payLinkOf(deps, quote, options.requestOrigin) : null;
    message = quoteReminderEmail({
      ...common,
      quoteNumber,
      totalAmount:
        quote?.totalAmount ?? (input.totalAmount === undefined ? null : input.totalAmount.toFixed(2)),
      payUrl,
    });
  } else if (input.type === 'upsell_offer') {
    message = upsellOfferEmail({ ...common, quoteNumber, upsells: workspaceUpsells(settings) });
  } else if (input.type === 'expired_quote_recovery') {
    message = expiredQuoteRecoveryEmail({ ...common, quoteNumber });
  } else {
    message = abandonedChatEmail({ ...common, agentName: conversation?.agentName ?? null });
  }

  await deps.db.transaction((tx) =>
    deliverAutomationEmail(deps, tx, {
      message,
      emailType: input.type,
      trigger: 'manual',
      workspaceId,
      entityId: quote?.quoteId ?? input.conversationId ?? null,
      data: {
        customer_name: input.customerName ?? null,
        agent_type: input.agentType ?? conversation?.agentType ?? null,
        quote_id: quote?.quoteId ?? null,
        quote_number: quoteNumber,
        conversation_id: input.conversationId ?? null,
        sent_by: viewer.userId,
      },
    }),
  );
  return { success: true };
}
