// What other features may use of accounts (DESIGN.md §2 rule 1).
export { attachProfileToWorkspace, detachProfileFromWorkspace } from './member-profile.service';
export type { Viewer } from './viewer';
