import { scheduleUpsellOffer } from '../automations';
import { rescoreLeadOfQuote } from '../leads';
import type { QuotePaidEffects } from '../payments';
import { approvePaidQuote } from './quote-pipeline.repository';
import { recordQuoteAccepted } from './quote-pipeline.service';
import { advanceQuoteStageById } from './quote-stage';

/**
 * Paying a quote accepts it (payments calls this through AppDeps.hooks.quotePaid, once, in the
 * transaction that counts the payment). The change to 'approved' is what automations and the CRM
 * sync react to; with it the upsell follow-up is armed (spec: 24 h later) and the deal moves to
 * closed_won, and the acceptance is recorded as the owner's approval records it. A quote already
 * approved keeps its status, and nothing follows a second time.
 */
export const acceptPaidQuote: QuotePaidEffects = async (deps, tx, paid) => {
  if (!(await approvePaidQuote(tx, paid.quoteId))) return;
  await scheduleUpsellOffer(deps, { tx, quoteId: paid.quoteId });
  await advanceQuoteStageById(tx, {
    workspaceId: paid.workspaceId,
    quoteId: paid.quoteId,
    event: 'quote_accepted',
    at: paid.at,
  });
  await recordQuoteAccepted(deps, tx, {
    workspaceId: paid.workspaceId,
    quoteId: paid.quoteId,
    at: paid.at,
    metadata: { source: 'payment' },
  });
  // A paid quote makes its lead hot; scored in the payment's transaction, so it sees the payment.
  await rescoreLeadOfQuote(
    { db: tx, clock: deps.clock },
    { workspaceId: paid.workspaceId, quoteId: paid.quoteId },
  );
};
