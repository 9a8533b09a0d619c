// What other features may use of the approvals (DESIGN.md §2 rule 1): the live queue.

export { ApprovalsQueue } from './approvals-queue';
