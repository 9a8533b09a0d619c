// What other parts of the web app may use of the CRM connection: the dashboard's CRM card.

export { CrmCard, crmConnectionQuery } from './crm-card';
