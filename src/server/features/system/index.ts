/** What other parts of the server use of the system feature. */
export { browserConfigFor, configRoutes, healthRoutes, readyRoutes } from './system.routes';
