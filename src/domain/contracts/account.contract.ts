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
