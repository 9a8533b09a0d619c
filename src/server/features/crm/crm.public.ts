// What other features may use of the CRM connection: a live access token for a workspace's
// GoHighLevel location (contact and opportunity sync build on it), and the job that will carry it.

export { ghlDiagnosticsFunction, ghlOauthFunction } from './crm.functions';
export { CRM_SYNC_JOB_NAME } from './crm.jobs';
export { crmProvider, isCrmConfigured } from './crm-provider';
export { type CrmAccess, withAccessToken } from './crm-tokens.service';
