import { z } from 'zod';
import { ROUTING_ACTIONS, routingConditionsSchema, routingRuleInputSchema } from '../routing-rules';
import { defineRoute } from './route-contract';

/**
 * A workspace's saved lead-routing rules (domain/routing-rules.ts): members read, owners change.
 * The list starts as the spec's two sample rules; the chat routes new leads by the active ones.
 */

const TAG = 'Lead routing';
const workspaceParams = z.strictObject({ workspaceId: z.uuid() });
const ruleParams = z.strictObject({ workspaceId: z.uuid(), ruleId: z.uuid() });

export const routingRuleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  conditions: routingConditionsSchema,
  action: z.enum(ROUTING_ACTIONS),
  priority: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoutingRuleView = z.infer<typeof routingRuleSchema>;

export const listRoutingRulesContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/routing-rules',
  summary: "The workspace's routing rules by priority (seeded with the two sample rules on first read)",
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  output: z.object({ rules: z.array(routingRuleSchema) }),
});

export const createRoutingRuleContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/routing-rules',
  summary: 'Adds a routing rule: conditions, action, priority (1 first) and whether it is active',
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  body: routingRuleInputSchema,
  output: routingRuleSchema,
  status: 201,
});

export const updateRoutingRuleContract = defineRoute({
  method: 'PUT',
  path: '/api/workspaces/:workspaceId/routing-rules/:ruleId',
  summary: 'Replaces a routing rule',
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: ruleParams,
  body: routingRuleInputSchema,
  output: routingRuleSchema,
});

export const deleteRoutingRuleContract = defineRoute({
  method: 'DELETE',
  path: '/api/workspaces/:workspaceId/routing-rules/:ruleId',
  summary: 'Deletes a routing rule',
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: ruleParams,
  output: z.object({ success: z.literal(true) }),
});
