/** What other parts of the server use of the approvals feature. */
export { approvalRoutes } from './approvals.routes';
