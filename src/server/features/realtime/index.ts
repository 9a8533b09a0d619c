/** What other parts of the server use of the realtime feature. */
export { realtimeRoutes } from './realtime.routes';
