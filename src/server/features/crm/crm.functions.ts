import { z } from 'zod';
import { crmDiagnosticsSchema } from '../../../domain/contracts/crm.contract';
import { AppError } from '../../lib/app-error';
import { requireWorkspaceAccess, type Viewer } from '../accounts';
import { defineFunction } from '../functions';
import type { RateRule } from '../rate-limit';
import { startCrmConnect } from './crm-connection.service';
import { runCrmDiagnostics } from './crm-diagnostics.service';

/** Each call reaches the provider (diagnostics) or starts an OAuth state: a person needs a few. */
const CRM_FUNCTION_RATE_LIMIT: RateRule = { name: 'functions.crm', limit: 20, windowSeconds: 60 };

/** The workspace named, or the caller's only one (the spec's payloads name none). */
function crmWorkspace(viewer: Viewer, workspaceId: string | undefined, role?: 'owner'): string {
  if (!workspaceId && viewer.workspaceIds.length > 1) {
    throw new AppError('BAD_REQUEST', 'You belong to several workspaces: name one with workspaceId.');
  }
  const chosen = workspaceId ?? viewer.workspaceIds[0];
  if (!chosen) throw new AppError('FORBIDDEN', 'You do not have a workspace.');
  requireWorkspaceAccess(viewer, chosen, role);
  return chosen;
}

/** `ghl-diagnostics` (spec §7, empty payload): the same answer as the CRM card's diagnostics. */
export const ghlDiagnosticsFunction = defineFunction({
  name: 'ghl-diagnostics',
  summary: 'Checks the GoHighLevel connection: token, scopes, location, last errors and a live call',
  input: z.strictObject({ workspaceId: z.uuid().optional() }),
  output: crmDiagnosticsSchema,
  access: 'user',
  rateLimit: CRM_FUNCTION_RATE_LIMIT,
  handle: (ctx, input) => runCrmDiagnostics(ctx.deps, crmWorkspace(ctx.viewer!, input.workspaceId)),
});

/**
 * `ghl-oauth` (spec §7). `authorize` answers the popup's address as the spec names it. The code
 * never passes through the browser here: the provider's redirect reaches our callback page,
 * which completes the connection itself, so `callback` is refused with where it happens.
 */
export const ghlOauthFunction = defineFunction({
  name: 'ghl-oauth',
  summary: "Starts connecting GoHighLevel: returns the provider's authorization_url for a 600×700 popup",
  input: z.strictObject({
    action: z.enum(['authorize', 'callback']),
    workspaceId: z.uuid().optional(),
    code: z.string().max(2000).optional(),
    user_id: z.string().max(200).optional(),
  }),
  output: z.object({ success: z.literal(true), authorization_url: z.string() }),
  access: 'user',
  rateLimit: CRM_FUNCTION_RATE_LIMIT,
  handle: async (ctx, input) => {
    if (input.action === 'callback') {
      throw new AppError(
        'BAD_REQUEST',
        'The GoHighLevel callback completes on the server (GET /api/crm/oauth/callback); the browser does not send the code.',
      );
    }
    const workspaceId = crmWorkspace(ctx.viewer!, input.workspaceId, 'owner');
    const found = await ctx.deps.auth.api.getSession({ headers: ctx.c.req.raw.headers });
    if (!found) throw new AppError('UNAUTHENTICATED', 'Auth session missing!');
    return startCrmConnect(ctx.deps, {
      workspaceId,
      userId: ctx.viewer!.userId,
      sessionId: found.session.id,
    });
  },
});
