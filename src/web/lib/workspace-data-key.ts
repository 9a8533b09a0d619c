/**
 * The query-key prefix of everything the dashboard shows about one workspace (cards, lists,
 * pipeline, agents, analytics). Refresh Data and the live updates invalidate this prefix, so a
 * view that files its queries under it is re-read with the rest, whichever feature draws it.
 */
export const workspaceDataKey = (workspaceId: string) => ['dashboard', workspaceId] as const;
