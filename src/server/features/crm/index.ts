// What other features may use of the CRM connection: a live access token for a workspace's
// GoHighLevel location, whether its changes are synced, the sync jobs' handlers and their dispatcher,
// and noting the deployed live agent on the connection.
export { ghlDiagnosticsFunction, ghlOauthFunction } from './crm.functions';
export { CRM_SYNC_JOB_NAME } from './crm.jobs';
export { crmRoutes } from './crm.routes';
export { crmRecordsAcceptance } from './crm-acceptance';
export { crmCallbackRoutes } from './crm-callback.routes';
export { recordLiveAgentForCrm } from './crm-live-agent.service';
export { crmProvider, isCrmConfigured } from './crm-provider';
export { syncCrmChange } from './crm-sync.service';
export { crmJobHandlers, dispatchCrmChanges } from './crm-sync-dispatch';
export { type CrmAccess, withAccessToken } from './crm-tokens.service';
export { crmWebhookRoutes } from './crm-webhook.routes';
