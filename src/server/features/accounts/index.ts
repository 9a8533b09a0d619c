// What other features may use of accounts (DESIGN.md §2 rule 1).

export {
  type AdoptPreview,
  type AwaitsInvitation,
  adoptPreviewOnVerifiedEmail,
  confirmAddressByInvitation,
  confirmAddressByPasswordLink,
  ensureAccountSetup,
  type PreviewHooks,
} from './account-setup.service';
export { findWorkspaceWebsite } from './accounts.repository';
export { adminWorkspacesRoute, meRoute } from './me.routes';
export { attachProfileToWorkspace, detachProfileFromWorkspace } from './member-profile.service';
export { type PaidPlanCheckout, provisionPaidPlan } from './plan-account.service';
export { trialRoute } from './trial.routes';
export type { Viewer } from './viewer';
export {
  loadViewer,
  requireAdmin,
  requireViewer,
  requireWorkspaceAccess,
  type ViewerVariables,
} from './viewer';
