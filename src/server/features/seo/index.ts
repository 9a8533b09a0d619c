/** What other parts of the server use of the seo feature. */
export { seoRoutes } from './seo.routes';
