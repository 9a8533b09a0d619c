// What other features may use of workspace settings (DESIGN.md §2 rule 1).
export { businessContactOf, loadBusinessIdentity } from './business-identity.service';
export { workspaceSettingsRoutes } from './workspace-settings.routes';
export {
  getWorkspaceContact,
  getWorkspaceSettings,
  saveContactSettings,
  saveTone,
  toSettingsView,
  workspaceFeatures,
} from './workspace-settings.service';
