import type { FeatureHooks } from '../app-deps';
import { crmRecordsAcceptance } from './crm';
import { adoptPreviewKnowledge, claimPreviewForTrial } from './previews';
import { acceptPaidQuote } from './quotes';
import { sendStoredReply } from './social';
import { awaitsInvitation } from './team';

/**
 * The features' hooks into each other (AppDeps.hooks), wired here at the composition, as the
 * route and function lists are: the feature that triggers a hook never imports the one that
 * owns its rule.
 */
export const FEATURE_HOOKS: FeatureHooks = {
  quotePaid: acceptPaidQuote,
  awaitsInvitation,
  crmRecordsAcceptance,
  previews: { adopt: adoptPreviewKnowledge, claimForTrial: claimPreviewForTrial },
  socialReply: sendStoredReply,
};
