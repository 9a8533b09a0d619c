import { automationImpactContract } from '../../../domain/contracts/automation-impact.contract';
import {
  changeQuoteStatusContract,
  conversationListContract,
  dashboardAgentsContract,
  dashboardSummaryContract,
  leadsExportContract,
  listAutomationsContract,
  moveQuoteStageContract,
  pipelineContract,
  quoteListContract,
  quotePaymentLinkContract,
  resendQuoteEmailContract,
  switchAutomationContract,
} from '../../../domain/contracts/dashboard.contract';
import { route } from '../../http/contract-routes';
import { automationImpact } from '../automations';
import { quotePaymentLink, resendQuoteEmail } from '../quotes';
import {
  changeStatusAndRead,
  getDashboardSummary,
  getPipeline,
  listDashboardAgents,
  listDashboardConversations,
  listDashboardQuotes,
  listWorkspaceAutomations,
  moveStageAndRead,
  switchWorkspaceAutomation,
} from './dashboard.service';
import { leadExportResponse } from './leads-export.service';

export const dashboardRoutes = [
  route(dashboardSummaryContract, ({ deps, params }) => getDashboardSummary(deps, params.workspaceId)),
  route(conversationListContract, ({ deps, params, query }) =>
    listDashboardConversations(deps, { ...query, workspaceId: params.workspaceId }),
  ),
  route(quoteListContract, ({ deps, params, query }) =>
    listDashboardQuotes(deps, { ...query, workspaceId: params.workspaceId }),
  ),
  route(leadsExportContract, ({ deps, params, query }) =>
    leadExportResponse(deps, { ...query, workspaceId: params.workspaceId }),
  ),
  route(pipelineContract, ({ deps, params }) => getPipeline(deps, params.workspaceId)),
  route(moveQuoteStageContract, ({ deps, params, body, viewer }) =>
    moveStageAndRead(deps, { ...params, ...body, viewer }),
  ),
  route(changeQuoteStatusContract, ({ deps, params, body, viewer }) =>
    changeStatusAndRead(deps, { ...params, status: body.status, viewer }),
  ),
  route(resendQuoteEmailContract, ({ deps, params, viewer, c }) =>
    resendQuoteEmail(deps, { ...params, viewer, requestOrigin: c.req.header('origin') }),
  ),
  route(quotePaymentLinkContract, ({ deps, params, c }) =>
    quotePaymentLink(deps, { ...params, requestOrigin: c.req.header('origin') }),
  ),
  route(dashboardAgentsContract, ({ deps, params }) => listDashboardAgents(deps, params.workspaceId)),
  route(listAutomationsContract, ({ deps, params }) => listWorkspaceAutomations(deps, params.workspaceId)),
  route(automationImpactContract, ({ deps, params }) =>
    automationImpact(deps.db, { workspaceId: params.workspaceId, now: deps.clock() }),
  ),
  route(switchAutomationContract, ({ deps, params, body }) =>
    switchWorkspaceAutomation(deps, { ...params, enabled: body.enabled }),
  ),
];
