// What other features may use of accounts (DESIGN.md §2 rule 1).
export { findWorkspaceWebsite } from './accounts.repository';
