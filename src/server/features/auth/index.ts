// What other features may use of auth (DESIGN.md §2 rule 1).
export {
  AUTH_BASE_PATH,
  type Auth,
  createAuth,
  PRODUCT_NAME,
  sharedCookieDomain,
  trustedOrigins,
} from './auth';
export { authRoutes } from './auth.routes';
