import { z } from 'zod';
import { AGENT_NAME_MAX_LENGTH, WELCOME_MESSAGE_MAX_LENGTH } from '../agent-setup';
import { AGENT_TYPES } from '../agent-types';
import { hasPlaceholderToken } from '../business-identity';
import { TONE_VALUES } from '../validation/preview-questionnaire';
import { defineRoute } from './route-contract';

/**
 * A workspace's agents: the ones its widget and chats answer with. The owner sets them up in
 * onboarding (AI Agent Setup) and changes their operation mode later; every member may read them.
 */

export const AGENT_STATUSES = ['active', 'busy', 'inactive'] as const;
export const OPERATION_MODES = ['live', 'safe'] as const;

export const AGENT_MESSAGES = {
  agentName: 'Give the agent a name.',
  noAgents: 'Choose at least one agent.',
  duplicateType: 'Each kind of agent can be set up once.',
  agentNotFound: 'Agent not found',
  nothingToChange:
    'Say what to change: the name, the greeting, whether the agent is paused, the operation mode or whether replies need approval.',
  greetingPlaceholder:
    'The greeting cannot contain placeholders such as {phone}: write the real detail or leave it out.',
} as const;

/** The agent's name as customers see it in the widget and e-mails. */
const agentNameSchema = z
  .string()
  .trim()
  .min(1, AGENT_MESSAGES.agentName)
  .max(AGENT_NAME_MAX_LENGTH, { error: `At most ${AGENT_NAME_MAX_LENGTH} characters.` });

/** The widget's first message; empty means the agent type's standard greeting. */
const greetingSchema = z
  .string()
  .trim()
  .max(WELCOME_MESSAGE_MAX_LENGTH, { error: `At most ${WELCOME_MESSAGE_MAX_LENGTH} characters.` })
  .refine((text) => !hasPlaceholderToken(text), AGENT_MESSAGES.greetingPlaceholder);

export const agentSetupItemSchema = z.strictObject({
  agentType: z.enum(AGENT_TYPES),
  agentName: agentNameSchema,
  /** Empty: the agent type's standard greeting. */
  welcomeMessage: greetingSchema.default(''),
  operationMode: z.enum(OPERATION_MODES).default('live'),
  /** Only meaningful in safe mode; stored false for a live agent. */
  requireApproval: z.boolean().default(false),
});
export type AgentSetupItem = z.output<typeof agentSetupItemSchema>;

export const agentSetupSchema = z.strictObject({
  agents: z
    .array(agentSetupItemSchema)
    .min(1, AGENT_MESSAGES.noAgents)
    .max(AGENT_TYPES.length)
    .refine(
      (list) => new Set(list.map((a) => a.agentType)).size === list.length,
      AGENT_MESSAGES.duplicateType,
    ),
  /** The agents' voice; a workspace setting (the settings core's tone). */
  tone: z.enum(TONE_VALUES),
});
export type AgentSetup = z.output<typeof agentSetupSchema>;

export const agentViewSchema = z.object({
  id: z.uuid(),
  agentName: z.string(),
  agentType: z.enum(AGENT_TYPES),
  status: z.enum(AGENT_STATUSES),
  operationMode: z.enum(OPERATION_MODES),
  requireApproval: z.boolean(),
  welcomeMessage: z.string(),
  totalConversations: z.number().int(),
  totalQuotesGenerated: z.number().int(),
  totalSalesClosed: z.number().int(),
  lastActiveAt: z.string().nullable(),
});
export type AgentView = z.infer<typeof agentViewSchema>;

export const agentListSchema = z.object({ agents: z.array(agentViewSchema) });

const params = z.strictObject({ workspaceId: z.uuid() });
const base = '/api/workspaces/:workspaceId/agents';
const tag = 'Agents';

export const listAgentsContract = defineRoute({
  method: 'GET',
  path: base,
  summary: "The workspace's agents, the most recently active first",
  tag,
  access: 'workspace',
  params,
  output: agentListSchema,
});

export const setUpAgentsContract = defineRoute({
  method: 'PUT',
  path: base,
  summary:
    'Sets up the agents of the chosen types (one per type; types left out are switched off) and their tone',
  tag,
  access: 'workspace',
  role: 'owner',
  params,
  body: agentSetupSchema,
  output: agentListSchema,
});

/** What the owner may pause and resume: "busy" is the agent's own state, never set by hand. */
export const SETTABLE_AGENT_STATUSES = ['active', 'inactive'] as const;

export const updateAgentBodySchema = z
  .strictObject({
    agentName: agentNameSchema.optional(),
    /** Empty: back to the agent type's standard greeting. */
    welcomeMessage: greetingSchema.optional(),
    /** inactive pauses the agent: the widget stops answering with it; active resumes it. */
    status: z.enum(SETTABLE_AGENT_STATUSES).optional(),
    operationMode: z.enum(OPERATION_MODES).optional(),
    requireApproval: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((value) => value !== undefined), AGENT_MESSAGES.nothingToChange);
export type UpdateAgentBody = z.output<typeof updateAgentBodySchema>;

export const updateAgentContract = defineRoute({
  method: 'PATCH',
  path: `${base}/:agentId`,
  summary:
    'Changes an agent after onboarding: its name, greeting, paused or not, operation mode or whether its replies need approval',
  tag,
  access: 'workspace',
  role: 'owner',
  params: z.strictObject({ workspaceId: z.uuid(), agentId: z.uuid() }),
  body: updateAgentBodySchema,
  output: agentViewSchema,
});
