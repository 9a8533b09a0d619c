import { leadsExportFunctionSchema, leadsExportSchema } from '../../../domain/contracts/dashboard.contract';
import { defaultExportRange } from '../../../domain/lead-export';
import { AppError } from '../../lib/app-error';
import { requireWorkspaceAccess, type Viewer } from '../accounts';
import { defineFunction } from '../functions';
import type { RateRule } from '../rate-limit';
import { leadExportResponse } from './leads-export.service';

/** An export reads many rows; a few a minute is plenty for a person. */
export const LEADS_EXPORT_RATE_LIMIT: RateRule = {
  name: 'functions.leads-export',
  limit: 10,
  windowSeconds: 60,
};

/** The workspace named, or the caller's only one. */
function exportWorkspace(viewer: Viewer, workspaceId: string | undefined): string {
  if (workspaceId) {
    requireWorkspaceAccess(viewer, workspaceId);
    return workspaceId;
  }
  if (viewer.workspaceIds.length === 1) return viewer.workspaceIds[0]!;
  if (viewer.workspaceIds.length === 0)
    throw new AppError('FORBIDDEN', 'You do not have a workspace to export.');
  throw new AppError('BAD_REQUEST', 'You belong to several workspaces: name one with workspaceId.');
}

/** `POST /api/functions/leads-export` (signed in): the leads of the last dateRange days, streamed. */
export const leadsExportFunction = defineFunction({
  name: 'leads-export',
  summary: 'Export the leads of the last dateRange days (default 30) as JSON (default) or CSV, streamed',
  input: leadsExportFunctionSchema,
  output: leadsExportSchema,
  access: 'user',
  rateLimit: LEADS_EXPORT_RATE_LIMIT,
  handle: (ctx, input) => {
    // access 'user': the router has refused a request without a session.
    const workspaceId = exportWorkspace(ctx.viewer!, input.workspaceId);
    const range = defaultExportRange(ctx.deps.clock(), input.dateRange);
    return leadExportResponse(ctx.deps, { workspaceId, ...range, format: input.format });
  },
});
