import { z } from 'zod';
import { SOCIAL_CHANNEL_STATUSES } from '../social-channels';
import { TEXT_LIMITS } from '../text-limits';
import { boundedString } from '../validation/bounded-string';
import { defineRoute } from './route-contract';

/**
 * The workspace's social channel: a Facebook Page (Messenger) and the Instagram professional
 * account linked to it, whose direct messages the SocialAgent answers. Everyone in the workspace
 * sees it; only the owner connects and disconnects. Meta's webhook is not here: it is signed by
 * Meta, not by a session (social-webhook.routes.ts).
 */

const TAG = 'Social channels';
const workspaceParams = z.strictObject({ workspaceId: z.uuid() });

export const socialChannelSchema = z.object({
  pageId: z.string(),
  pageName: z.string(),
  instagram: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
  status: z.enum(SOCIAL_CHANNEL_STATUSES),
  /** Why the channel needs reconnecting, in words the owner can act on. */
  statusReason: z.string().nullable(),
  connectedAt: z.string(),
});

export const socialChannelsViewSchema = z.object({
  /** False when the server has no Meta app (META_APP_SECRET): nothing can be connected. */
  configured: z.boolean(),
  /** Whether META_VERIFY_TOKEN is set (the Meta app's webhook settings need the same value). */
  verifyTokenSet: z.boolean(),
  /** The callback URL to give the Meta app. */
  webhookUrl: z.string(),
  channel: socialChannelSchema.nullable(),
});
export type SocialChannelsView = z.infer<typeof socialChannelsViewSchema>;

export const getSocialChannelsContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/social',
  summary: "The workspace's connected Facebook Page and Instagram account, and the webhook to set up",
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  output: socialChannelsViewSchema,
});

const graphId = (label: string) =>
  boundedString(label, 64)
    .trim()
    .regex(/^\d+$/, `${label} is the number Facebook shows for the Page (digits only)`);

export const connectSocialPageSchema = z.strictObject({
  pageId: graphId('Page ID'),
  pageAccessToken: boundedString('Page access token', TEXT_LIMITS.freeText)
    .trim()
    .min(20, 'Paste the whole Page access token'),
});
export type ConnectSocialPageInput = z.infer<typeof connectSocialPageSchema>;

export const connectSocialPageContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/social',
  summary:
    'Connects a Facebook Page with its Page access token, checked against the Graph API before anything is stored',
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  body: connectSocialPageSchema,
  output: socialChannelsViewSchema,
});

export const disconnectSocialPageContract = defineRoute({
  method: 'DELETE',
  path: '/api/workspaces/:workspaceId/social',
  summary:
    'Disconnects the Facebook Page: its stored token is deleted and its messages are no longer answered',
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  output: z.object({ success: z.literal(true) }),
});
