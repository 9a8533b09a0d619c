import {
  crmDiagnosticsContract,
  disconnectCrmContract,
  getCrmConnectionContract,
  getCrmPipelineMappingContract,
  saveCrmCustomFieldsContract,
  saveCrmPipelineMappingContract,
  startCrmConnectContract,
} from '../../../domain/contracts/crm.contract';
import { route } from '../../http/contract-routes';
import { AppError } from '../../lib/app-error';
import {
  disconnectCrm,
  getCrmConnection,
  saveCrmCustomFields,
  startCrmConnect,
} from './crm-connection.service';
import { runCrmDiagnostics } from './crm-diagnostics.service';
import { getPipelineMapping, savePipelineMapping } from './crm-mapping.service';

export const crmRoutes = [
  route(getCrmConnectionContract, ({ deps, params }) => getCrmConnection(deps, params.workspaceId)),
  route(startCrmConnectContract, async ({ deps, c, params, viewer }) => {
    // The state is bound to this very session, so it is read here rather than kept on the viewer.
    const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) throw new AppError('UNAUTHENTICATED', 'Auth session missing!');
    return startCrmConnect(deps, {
      workspaceId: params.workspaceId,
      userId: viewer.userId,
      sessionId: found.session.id,
    });
  }),
  route(disconnectCrmContract, ({ deps, params }) => disconnectCrm(deps, params.workspaceId)),
  route(crmDiagnosticsContract, ({ deps, params }) => runCrmDiagnostics(deps, params.workspaceId)),
  route(saveCrmCustomFieldsContract, ({ deps, params, body }) =>
    saveCrmCustomFields(deps, params.workspaceId, body),
  ),
  route(getCrmPipelineMappingContract, ({ deps, params }) => getPipelineMapping(deps, params.workspaceId)),
  route(saveCrmPipelineMappingContract, ({ deps, params, body }) =>
    savePipelineMapping(deps, params.workspaceId, body),
  ),
];
