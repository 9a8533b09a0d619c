import { z } from 'zod';
import { AGENT_TYPES } from '../agent-types';
import { ONBOARDING_MESSAGES } from './onboarding.contract';
import { defineRoute } from './route-contract';

/**
 * Deploy Live Agent (the Agents tab; spec function `deploy-ghl-agent: previewId`). What "deploy"
 * means here is decision record 034: the owner's preview becomes the workspace's live agent (taken
 * over once; afterwards only switched back on, never overwritten), and when GoHighLevel is
 * connected the connection notes that this agent feeds its location. Nothing is installed at the
 * provider: it documents no endpoint for that. The widget snippet (/install) puts it on a site.
 */

export const DEPLOY_MESSAGES = {
  /** Spec toasts (dashboard §8). */
  noPreview: ONBOARDING_MESSAGES.noPreview,
  noPreviewDetail: ONBOARDING_MESSAGES.noPreviewDetail,
  failed: 'Deploy failed',
  failedDetail: 'Could not deploy agent',
  deployed: 'Agent deployed',
  /** Spec: "Deploy requires an authenticated user with an e-mail". */
  emailRequired: 'Deploying an agent needs an account with an e-mail address.',
  otherPreview:
    'This workspace already runs the agent of another preview. Change the agent in Agent setup instead.',
} as const;

export const deployAgentInputSchema = z.strictObject({
  /** The preview to deploy; without it the workspace's own preview, else the owner's latest. */
  previewId: z.uuid().optional(),
});

export const deployedAgentSchema = z.object({
  status: z.literal('deployed'),
  previewId: z.string(),
  agent: z.object({ id: z.string(), agentName: z.string(), agentType: z.enum(AGENT_TYPES) }),
  /** This deploy took the preview's knowledge and tone over (false: taken over before). */
  previewTakenOver: z.boolean(),
  /** A new agent was made (false: the workspace's own agent of that type is used as it is). */
  agentCreated: z.boolean(),
  /** An agent that was switched off was switched back on. */
  agentActivated: z.boolean(),
  /** The GoHighLevel location whose leads the agent now feeds; null without a connected CRM. */
  crm: z.object({ locationId: z.string().nullable() }).nullable(),
});
export type DeployedAgentResult = z.infer<typeof deployedAgentSchema>;

export const deployAgentContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/agents/deploy',
  summary:
    "Deploy Live Agent: makes the owner's preview the workspace's active agent (never overwriting an edited one) and notes it on the GoHighLevel connection",
  tag: 'Agents',
  access: 'workspace',
  role: 'owner',
  params: z.strictObject({ workspaceId: z.uuid() }),
  body: deployAgentInputSchema,
  output: deployedAgentSchema,
});
