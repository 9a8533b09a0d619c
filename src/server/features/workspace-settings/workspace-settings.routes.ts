import {
  getSettingsContract,
  putAllowedDomainsContract,
  putBrandingContract,
  putContactContract,
  putFeaturesContract,
  putPricingContract,
  putToneContract,
  putWidgetContract,
  rotatePublicKeyContract,
} from '../../../domain/contracts/workspace-settings.contract';
import { route } from '../../http/contract-routes';
import {
  getWorkspaceSettings,
  rotatePublicKey,
  saveAllowedDomains,
  saveBrandingSettings,
  saveContactSettings,
  saveFeatureSettings,
  savePricingSettings,
  saveTone,
  saveWidgetSettings,
} from './workspace-settings.service';

export const workspaceSettingsRoutes = [
  route(getSettingsContract, ({ deps, params }) => getWorkspaceSettings(deps.db, params.workspaceId)),
  route(putContactContract, ({ deps, params, body }) =>
    saveContactSettings(deps.db, params.workspaceId, body),
  ),
  route(putBrandingContract, ({ deps, params, body }) =>
    saveBrandingSettings(deps.db, params.workspaceId, body),
  ),
  route(putFeaturesContract, ({ deps, params, body }) =>
    saveFeatureSettings(deps.db, params.workspaceId, body),
  ),
  route(putPricingContract, ({ deps, params, body }) =>
    savePricingSettings(deps.db, params.workspaceId, body),
  ),
  route(putToneContract, ({ deps, params, body }) => saveTone(deps.db, params.workspaceId, body.tone)),
  route(putAllowedDomainsContract, ({ deps, params, body }) =>
    saveAllowedDomains(deps.db, params.workspaceId, body.allowedDomains),
  ),
  route(putWidgetContract, ({ deps, params, body }) => saveWidgetSettings(deps.db, params.workspaceId, body)),
  route(rotatePublicKeyContract, ({ deps, params }) => rotatePublicKey(deps.db, params.workspaceId)),
];
