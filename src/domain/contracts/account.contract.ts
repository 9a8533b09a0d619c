import { z } from 'zod';
import { defineRoute } from './route-contract';

export const WORKSPACE_ROLES = ['owner', 'member'] as const;

export const sessionUserSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

export const workspaceSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(WORKSPACE_ROLES),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const sessionInfoSchema = z.object({
  user: sessionUserSchema.nullable(),
  isAdmin: z.boolean(),
  onboardingCompleted: z.boolean(),
  workspaceIds: z.array(z.uuid()),
  /** The viewer's own workspaces, oldest first; the first is where the dashboard opens. */
  workspaces: z.array(workspaceSummarySchema),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** `GET /api/me`: the web app's view of the session (a signed-out visitor gets `user: null`). */
export const meContract = defineRoute({
  method: 'GET',
  path: '/api/me',
  summary: 'The signed-in user, admin flag, onboarding state and workspaces',
  tag: 'Account',
  access: 'public',
  output: sessionInfoSchema,
});

export const ADMIN_WORKSPACE_LIST_LIMIT = 200;

export const adminWorkspaceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  /** The first owner's e-mail, to tell workspaces of the same name apart; null when none. */
  ownerEmail: z.string().nullable(),
  isPlatformDemo: z.boolean(),
  createdAt: z.string(),
});
export type AdminWorkspace = z.infer<typeof adminWorkspaceSchema>;

/** `GET /api/admin/workspaces`: every workspace, for the platform admins' workspace switcher. */
export const adminWorkspacesContract = defineRoute({
  method: 'GET',
  path: '/api/admin/workspaces',
  summary:
    "Every workspace by name, for the platform admins' switcher (filter by name, slug or owner e-mail)",
  tag: 'Account',
  access: 'admin',
  query: z.strictObject({ q: z.string().trim().max(100).optional() }),
  output: z.object({ workspaces: z.array(adminWorkspaceSchema), truncated: z.boolean() }),
});
