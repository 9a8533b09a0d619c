import { z } from 'zod';
import { defineRoute } from './route-contract';

/**
 * What the "Install on your website" page shows: the key for the snippet, where the widget may
 * run, whether the workspace has an agent to answer, and where the widget was last seen.
 */
export const widgetInstallSchema = z.object({
  publicKey: z.string(),
  allowedDomains: z.array(z.string()),
  hasActiveAgent: z.boolean(),
  /** The owner's colour from onboarding's branding, for the snippet's launcher; null when none was chosen. */
  color: z.string().nullable(),
  sighting: z
    .object({ firstSeenAt: z.string(), lastSeenAt: z.string(), lastSeenHost: z.string() })
    .nullable(),
});
export type WidgetInstallView = z.infer<typeof widgetInstallSchema>;

export const getWidgetInstallContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/widget',
  summary: "The widget's key, allowed domains, and where it was last seen on the owner's site",
  tag: 'Widget',
  access: 'workspace',
  params: z.strictObject({ workspaceId: z.uuid() }),
  output: widgetInstallSchema,
});
