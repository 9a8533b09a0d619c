// What other features may use of auth (DESIGN.md §2 rule 1).
export { toBackendAuthError } from './auth-errors';
