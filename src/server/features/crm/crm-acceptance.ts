import type { CrmRecordsAcceptance } from '../quotes';
import { isCrmConnected } from './crm.repository';

/**
 * While a workspace is connected its quote changes are recorded for the CRM (the trigger's
 * condition, isCrmConnected), and the delivery of an acceptance records smart_integration_triggered
 * with the CRM's ids: quotes then must not record it too, or every accepted quote counts twice.
 * Quotes asks through AppDeps.hooks, whoever changes the status.
 */
export const crmRecordsAcceptance: CrmRecordsAcceptance = (tx, workspaceId) =>
  isCrmConnected(tx, workspaceId);
