import { z } from 'zod';
import { deployedAgentSchema } from '../../../domain/contracts/agent-deploy.contract';
import { AppError } from '../../lib/app-error';
import { requireWorkspaceAccess } from '../accounts';
import { defineFunction } from '../functions';
import { deployLiveAgent } from './agent-deploy.service';

/** `deploy-ghl-agent` (spec §7: previewId): the same as the Agents tab's Deploy Live Agent. */
export const deployGhlAgentFunction = defineFunction({
  name: 'deploy-ghl-agent',
  summary: "Deploys the owner's preview as the workspace's live agent (see POST …/agents/deploy)",
  input: z.strictObject({ previewId: z.uuid().optional(), workspaceId: z.uuid().optional() }),
  output: deployedAgentSchema,
  access: 'user',
  rateLimit: { name: 'functions.deploy-ghl-agent', limit: 20, windowSeconds: 60 },
  handle: (ctx, input) => {
    const viewer = ctx.viewer!;
    if (!input.workspaceId && viewer.workspaceIds.length > 1) {
      throw new AppError('BAD_REQUEST', 'You belong to several workspaces: name one with workspaceId.');
    }
    const workspaceId = input.workspaceId ?? viewer.workspaceIds[0];
    if (!workspaceId) throw new AppError('FORBIDDEN', 'You do not have a workspace.');
    requireWorkspaceAccess(viewer, workspaceId, 'owner');
    return deployLiveAgent(ctx.deps.db, {
      viewer,
      workspaceId,
      previewId: input.previewId,
      at: ctx.deps.clock(),
    });
  },
});
