import {
  decideApprovalContract,
  listAllApprovalsContract,
  listWorkspaceApprovalsContract,
} from '../../../domain/contracts/approvals.contract';
import { route } from '../../http/contract-routes';
import { approveAnswer } from '../chat';
import { teamMemberOf } from '../inbox';
import { listApprovalQueue } from './approvals.service';

export const approvalRoutes = [
  route(listWorkspaceApprovalsContract, ({ deps, params }) =>
    listApprovalQueue(deps.db, { workspaceId: params.workspaceId }),
  ),
  route(listAllApprovalsContract, ({ deps }) => listApprovalQueue(deps.db, { workspaceId: null })),
  route(decideApprovalContract, ({ deps, params, body, viewer }) =>
    approveAnswer(deps, {
      input: { ...body, approvalId: params.approvalId },
      reviewer: teamMemberOf(viewer),
      workspaceId: params.workspaceId,
    }),
  ),
];
