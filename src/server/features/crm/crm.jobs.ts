/**
 * The queue contact and opportunity sync will run on (customer_created, quote_generated,
 * quote_accepted, chat_started): one durable job per change, run through withAccessToken with
 * the client's upsertContact and the opportunity calls. Named now so producers and the worker
 * agree on it; the handler comes with sync.
 */
export const CRM_SYNC_JOB_NAME = 'crm.sync-change';
