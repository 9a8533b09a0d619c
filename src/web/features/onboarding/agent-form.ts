import { z } from 'zod';
import { welcomeMessage } from '../../../domain/agent/persona';
import { suggestedAgentType } from '../../../domain/agent-for-business';
import { defaultAgentName } from '../../../domain/agent-setup';
import { AGENT_TYPES } from '../../../domain/agent-types';
import {
  AGENT_MESSAGES,
  type AgentSetup,
  type AgentView,
  agentSetupItemSchema,
  OPERATION_MODES,
} from '../../../domain/contracts/agents.contract';
import type { CataloguePlanId } from '../../../domain/plans';
import { TONE_VALUES, type Tone } from '../../../domain/validation/preview-questionnaire';

// The AI Agent Setup form: one card per agent type, each switched on or off. A card that is on is
// checked with the route's own schema (agentSetupItemSchema); one that is off is not checked.

const chosen = agentSetupItemSchema.extend({ enabled: z.literal(true) });
const notChosen = z.object({
  enabled: z.literal(false),
  agentType: z.enum(AGENT_TYPES),
  agentName: z.string(),
  welcomeMessage: z.string(),
  operationMode: z.enum(OPERATION_MODES),
  requireApproval: z.boolean(),
});

export const agentFormSchema = z.object({
  choices: z
    .array(z.discriminatedUnion('enabled', [chosen, notChosen]))
    .refine((list) => list.some((c) => c.enabled), AGENT_MESSAGES.noAgents),
  tone: z.enum(TONE_VALUES),
});
export type AgentFormValues = z.input<typeof agentFormSchema>;
export type AgentFormOutput = z.output<typeof agentFormSchema>;

/**
 * What the form starts with: the workspace's agents as saved (switched-off ones unticked), or,
 * for a workspace with none working yet, the agent of its plan (bought or chosen for the trial;
 * without one, the agent its industry calls for) ticked. A type never set up is named after the
 * business and greets in its name and tone, so a Continue without changes sets up the agent the
 * business paid for, speaking as that business.
 */
export function agentFormDefaults(options: {
  agents: readonly AgentView[];
  businessName: string;
  tone: Tone;
  planId: CataloguePlanId | null;
  industry: string;
}): AgentFormValues {
  const active = options.agents.filter((a) => a.status !== 'inactive');
  const suggested = suggestedAgentType(options);
  return {
    tone: options.tone,
    choices: AGENT_TYPES.map((agentType) => {
      const agent =
        active.find((a) => a.agentType === agentType) ??
        options.agents.find((a) => a.agentType === agentType);
      return {
        enabled:
          active.length === 0 ? agentType === suggested : active.some((a) => a.agentType === agentType),
        agentType,
        agentName: agent?.agentName ?? defaultAgentName(agentType, options.businessName),
        welcomeMessage:
          agent?.welcomeMessage ??
          welcomeMessage(agentType, options.tone, { businessName: options.businessName }),
        operationMode: agent?.operationMode ?? 'live',
        requireApproval: agent?.requireApproval ?? false,
      };
    }),
  };
}

/** The setup route's body: the cards that are on, without the on/off flag. */
export function toAgentSetup(values: AgentFormOutput): AgentSetup {
  const agents = values.choices.flatMap((choice) => {
    if (!choice.enabled) return [];
    const { enabled: _, ...agent } = choice;
    return [agent];
  });
  return { agents, tone: values.tone };
}
