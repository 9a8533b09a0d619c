// What other features may use of realtime (DESIGN.md §2 rule 1): the workspace event stream and
// its status badge.

export { RealtimeStatusBadge } from './realtime-status';
export { type RealtimeStatus, useWorkspaceEvents, type WorkspaceEventsSource } from './use-workspace-events';
