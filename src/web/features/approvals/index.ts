// What other features may use of the approvals (DESIGN.md §2 rule 1): the live queue and its
// pending count.

export { ApprovalsQueue } from './approvals-queue';
export { approvalsKey, usePendingApprovalCount } from './use-approval-queue';
