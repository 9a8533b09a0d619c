/** What other parts of the server use of the docs feature. */
export { docsRoutes } from './docs.routes';
