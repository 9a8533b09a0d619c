// What other features may use of auth (DESIGN.md §2 rule 1).
export { type Auth, createAuth, PRODUCT_NAME, trustedOrigins } from './auth';
