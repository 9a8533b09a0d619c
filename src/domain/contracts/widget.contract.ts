import { z } from 'zod';
import { AGENT_TYPES, type AgentType } from '../agent-types';
import type { BrandKey } from '../brands';
import { WORKSPACE_KEY_PATTERN } from '../widget-key';

export const WIDGET_CONFIG_MESSAGES = {
  keyRequired: 'The workspace key is required (?workspace=YOUR_PUBLIC_KEY).',
  keyInvalid: 'The workspace key is not valid: letters, digits, "_" and "-" only, at most 100 characters.',
  agentInvalid: `The agent must be one of: ${AGENT_TYPES.join(', ')}.`,
  unknownWorkspace: 'This chat is not available: no workspace has this key.',
  noAgent: 'This chat is not available: the workspace has no active agent.',
} as const;

/** `GET /api/widget/config?workspace=KEY[&agent=TYPE]`: public, what the widget's chat frame shows. */
export const widgetConfigQuerySchema = z.strictObject({
  workspace: z
    .string({ error: WIDGET_CONFIG_MESSAGES.keyRequired })
    .min(1, WIDGET_CONFIG_MESSAGES.keyRequired)
    .regex(WORKSPACE_KEY_PATTERN, WIDGET_CONFIG_MESSAGES.keyInvalid),
  agent: z.enum(AGENT_TYPES, { error: WIDGET_CONFIG_MESSAGES.agentInvalid }).optional(),
});
export type WidgetConfigQuery = z.infer<typeof widgetConfigQuerySchema>;

/**
 * Only what the chat window needs. The public key lets anyone chat; it never reads the
 * workspace's own data (its name, domains, knowledge, customers, settings).
 */
export interface WidgetConfig {
  agentName: string;
  agentType: AgentType;
  welcomeMessage: string;
  brand: { key: BrandKey; name: string; color: string };
}
