// What other features and the composition may use of the online-shop connection (WooCommerce):
// its routes, its webhook route and its sync job's handler.
export { shopSyncJob } from './shop-connection.jobs';
export { shopRoutes } from './shop-connection.routes';
export { failStalledShopSyncs, shopJobHandlers } from './shop-job-handlers';
export { shopWebhookRoutes } from './shop-webhook.routes';
