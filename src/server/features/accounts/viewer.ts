import { getSessionCookie } from 'better-auth/cookies';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client';
import type { WorkspaceMemberRole } from '../../db/schema/workspaces';
import { AppError } from '../../lib/app-error';
import { readViewerAccess, readViewerAccessBySessionToken } from './accounts.repository';

/** Who is asking: resolved once per request from the session cookie, on the server. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
  workspaceIds: string[];
  /** The viewer's role in each of their workspaces (a platform admin may have none). */
  workspaceRoles: Record<string, WorkspaceMemberRole>;
}

export type ViewerVariables = { viewer: Viewer | null };

/**
 * The one thing the viewer needs of the sign-in library: the session of a request's cookies.
 * Better Auth's instance fits it; naming it here keeps accounts free of the auth feature (auth
 * already depends on accounts to set new accounts up).
 */
export interface SessionReader {
  api: {
    getSession(request: { headers: Headers }): Promise<{
      user: { id: string; email: string; name: string; emailVerified: boolean };
    } | null>;
  };
}

export function loadViewer(deps: {
  auth: SessionReader;
  db: Database;
}): MiddlewareHandler<{ Variables: ViewerVariables }> {
  return async (c, next) => {
    // The session lives only in a cookie: a request without cookies (a widget visitor's chat
    // turn, a webhook) has no viewer, and skips Better Auth's lookup.
    if (!c.req.header('cookie')) {
      c.set('viewer', null);
      return next();
    }
    // What the viewer may reach is read beside Better Auth's lookup of the session, not after it,
    // so a signed-in request waits for one round trip before its route instead of two (decision
    // 070). Better Auth alone decides whether the session is valid (signature, expiry, refresh);
    // the access read by the cookie's token is used only when it belongs to the user Better Auth
    // returned, and read again by that user otherwise.
    const token = sessionTokenOf(c.req.raw.headers);
    const [session, early] = await Promise.all([
      deps.auth.api.getSession({ headers: c.req.raw.headers }),
      token ? readViewerAccessBySessionToken(deps.db, token) : null,
    ]);
    if (!session) {
      c.set('viewer', null);
      return next();
    }
    const { isAdmin, memberships } =
      early?.userId === session.user.id ? early : await readViewerAccess(deps.db, session.user.id);
    c.set('viewer', {
      userId: session.user.id,
      email: session.user.email,
      name: session.user.name,
      emailVerified: session.user.emailVerified,
      isAdmin,
      workspaceIds: memberships.map((m) => m.workspaceId),
      workspaceRoles: Object.fromEntries(memberships.map((m) => [m.workspaceId, m.role])),
    });
    return next();
  };
}

/**
 * The session token the request's cookie names, not yet verified: Better Auth's session cookie
 * (found by its own helper) holds the token and its signature, `<token>.<signature>`.
 */
function sessionTokenOf(headers: Headers): string | null {
  const value = getSessionCookie(headers);
  const dot = value?.lastIndexOf('.') ?? -1;
  return value && dot > 0 ? value.slice(0, dot) : null;
}

export function requireViewer(c: Context<{ Variables: ViewerVariables }>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Auth session missing!');
  return viewer;
}

export function requireAdmin(c: Context<{ Variables: ViewerVariables }>): Viewer {
  const viewer = requireViewer(c);
  if (!viewer.isAdmin) throw new AppError('FORBIDDEN', 'This area is for administrators only.');
  return viewer;
}

/**
 * The one guard of workspace data: a member may act only in their own workspaces (an owner-only
 * action needs the owner role there); a platform admin in every workspace.
 */
export function requireWorkspaceAccess(viewer: Viewer, workspaceId: string, role?: 'owner'): void {
  if (viewer.isAdmin) return;
  const held = viewer.workspaceRoles[workspaceId];
  if (!held) throw new AppError('FORBIDDEN', 'You do not have access to this workspace.');
  if (role === 'owner' && held !== 'owner')
    throw new AppError('FORBIDDEN', 'Only the workspace owner can do this.');
}
