import { brandKeyFromHost } from '../../../domain/brands';
import { brandIdentity } from '../../../domain/business-identity';
import type { SendPreviewEmailInput } from '../../../domain/contracts/previews.contract';
import { PREVIEW_TEXTS, previewAgentType, previewPlanId } from '../../../domain/preview';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { brandedEmail, greeting } from '../automations';
import { queueEmail } from '../email';
import { checkoutOrigin } from '../payments';
import { findPreview, updatePreview } from './previews.repository';

export const PREVIEW_EMAIL_KIND = 'agent_preview';

/**
 * `send-preview-email`: the ready preview (the question and the agent's answer) goes to the
 * visitor's address through the outbox, with the way to start a trial. An address given here is
 * stored on the preview first (the spec's "update agent_previews set email"), in the same
 * transaction as the queued e-mail.
 */
export async function sendPreviewEmail(
  deps: AppDeps,
  options: { input: SendPreviewEmailInput; requestOrigin: string | undefined },
): Promise<{ success: true }> {
  const { input } = options;
  const origin = checkoutOrigin(deps.env, options.requestOrigin);
  // The platform writing to a prospect of its own, in the brand of the site they used.
  const sender = brandIdentity(deps.env.brands[brandKeyFromHost(new URL(origin).host)], { siteUrl: origin });
  await deps.db.transaction(async (tx) => {
    const preview = await findPreview(tx, input.previewId, { lock: true });
    if (!preview) throw new AppError('NOT_FOUND', PREVIEW_TEXTS.notFound);
    if (preview.status !== 'ready' || !preview.customerInquiry || !preview.generatedResponse)
      throw new AppError('CONFLICT', PREVIEW_TEXTS.notReady);
    const to = input.email ?? preview.email;
    if (!to) throw new AppError('VALIDATION_FAILED', 'Please enter a valid email address');
    if (input.email && input.email !== preview.email)
      await updatePreview(tx, preview.id, { email: input.email, at: deps.clock() });
    const plan = previewPlanId(previewAgentType(preview.businessType));
    await queueEmail(
      deps.outbox(),
      tx,
      brandedEmail(
        sender,
        { defaultFrom: deps.outbox().defaultFrom },
        {
          kind: PREVIEW_EMAIL_KIND,
          to,
          subject: `Your AI agent preview for ${new URL(preview.websiteUrl).hostname}`,
          heading: 'Your AI agent preview',
          paragraphs: [
            greeting(preview.name),
            `Here is how your agent answered a customer, using what it learnt from ${preview.websiteUrl}.`,
            `Customer: ${preview.customerInquiry}`,
            `Your agent: ${preview.generatedResponse}`,
            'Start a free trial to put this agent on your own website.',
          ],
          // The trial carries this preview into the new workspace (adopted once the address is verified).
          link: {
            label: 'Start Free Trial',
            url: `${origin}/start-trial?plan=${plan}&preview=${preview.id}`,
          },
          workspaceId: null,
          metadata: { preview_id: preview.id },
        },
      ),
    );
  });
  return { success: true };
}
