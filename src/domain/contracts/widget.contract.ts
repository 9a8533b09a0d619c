import { z } from 'zod';
import { AGENT_TYPES } from '../agent-types';
import { BRAND_KEYS } from '../brands';
import { WORKSPACE_KEY_PATTERN } from '../widget-key';
import { WIDGET_POSITIONS } from '../widget-position';
import { defineRoute } from './route-contract';

export const WIDGET_CONFIG_MESSAGES = {
  keyRequired: 'The workspace key is required (?workspace=YOUR_PUBLIC_KEY).',
  keyInvalid: 'The workspace key is not valid: letters, digits, "_" and "-" only, at most 100 characters.',
  agentInvalid: `The agent must be one of: ${AGENT_TYPES.join(', ')}.`,
  unknownWorkspace: 'This chat is not available: no workspace has this key.',
  // Read by the business's visitors: no word of workspaces or agents.
  noAgent: 'This chat is not available right now. Please try again later.',
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

/** How many approved reviews with a comment the widget quotes. */
export const WIDGET_REVIEW_QUOTES = 3;

export const widgetReviewsSchema = z.object({
  /** Mean rating of the approved reviews, one decimal. */
  average: z.number(),
  count: z.number().int(),
  /** The newest approved comments, signed with the customer's first name only. */
  latest: z.array(z.object({ rating: z.number().int(), comment: z.string(), author: z.string().nullable() })),
});
export type WidgetReviews = z.infer<typeof widgetReviewsSchema>;

/**
 * Only what the chat window needs. The public key lets anyone chat; it never reads the
 * workspace's own data (its name, domains, knowledge, customers, settings). Reviews appear
 * only when the owner chose to show them, and only approved ones.
 */
export const widgetConfigSchema = z.object({
  agentName: z.string(),
  agentType: z.enum(AGENT_TYPES),
  welcomeMessage: z.string(),
  brand: z.object({ key: z.enum(BRAND_KEYS), name: z.string(), color: z.string() }),
  reviews: widgetReviewsSchema.nullable(),
  /** A person checks the agent's answers before they are sent (safe mode with approval). */
  answersChecked: z.boolean(),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;

/** `GET /api/widget/launcher?workspace=KEY`: the launcher's look, read by /widget.js on every host page. */
export const widgetLauncherQuerySchema = z.strictObject({
  workspace: widgetConfigQuerySchema.shape.workspace,
});

export type WidgetLauncherQuery = z.infer<typeof widgetLauncherQuerySchema>;

export const widgetLauncherSchema = z.object({
  /**
   * The owner's current colour (onboarding's branding); null when they chose none, and then the
   * script tag's data-color (or the loader's default) stays.
   */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable(),
  /** The side the owner chose for the launcher and its panel (admin widget settings). */
  position: z.enum(WIDGET_POSITIONS),
});
export type WidgetLauncher = z.infer<typeof widgetLauncherSchema>;

export const widgetLauncherContract = defineRoute({
  method: 'GET',
  path: '/api/widget/launcher',
  summary: "The widget launcher's colour and side, so the pasted snippet follows the owner's current choices",
  tag: 'Widget',
  access: 'public',
  query: widgetLauncherQuerySchema,
  output: widgetLauncherSchema,
});
