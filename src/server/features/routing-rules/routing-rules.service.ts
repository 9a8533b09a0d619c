import type { RoutingRuleView } from '../../../domain/contracts/routing-rules.contract';
import {
  type EvaluableRule,
  ROUTING_RULE_LIMITS,
  ROUTING_RULE_MESSAGES,
  type RoutingRuleInput,
  routingConditionsSchema,
  sampleRuleInputs,
  sampleRulesFor,
} from '../../../domain/routing-rules';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { listAgents } from '../agents';
import {
  countRules,
  deleteRule,
  findChatRules,
  insertRule,
  isSeeded,
  listRules,
  type RoutingRuleRow,
  seedRulesOnce,
  updateRule,
} from './routing-rules.repository';

function toView(row: RoutingRuleRow): RoutingRuleView {
  return {
    id: row.id,
    name: row.name,
    // Written only through routingConditionsSchema; parsed again so the answer stays in contract.
    conditions: routingConditionsSchema.parse(row.conditions),
    action: row.action,
    priority: row.priority,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Seeds the samples that fit the workspace's agents the first time (in a transaction of its own),
 * then lists by priority.
 */
async function ensureSeeded(deps: Pick<AppDeps, 'db'>, workspaceId: string) {
  if (await isSeeded(deps.db, workspaceId)) return;
  const { agents } = await listAgents(deps.db, workspaceId);
  const types = agents.filter((agent) => agent.status !== 'inactive').map((agent) => agent.agentType);
  await deps.db.transaction((tx) => seedRulesOnce(tx, workspaceId, sampleRuleInputs(sampleRulesFor(types))));
}

export async function listRoutingRules(deps: Pick<AppDeps, 'db'>, workspaceId: string) {
  await ensureSeeded(deps, workspaceId);
  return { rules: (await listRules(deps.db, workspaceId)).map(toView) };
}

export async function createRoutingRule(
  deps: Pick<AppDeps, 'db'>,
  workspaceId: string,
  input: RoutingRuleInput,
) {
  await ensureSeeded(deps, workspaceId);
  if ((await countRules(deps.db, workspaceId)) >= ROUTING_RULE_LIMITS.maxRulesPerWorkspace)
    throw new AppError('CONFLICT', ROUTING_RULE_MESSAGES.tooMany);
  return toView(await insertRule(deps.db, workspaceId, input));
}

export async function replaceRoutingRule(
  deps: Pick<AppDeps, 'db'>,
  options: { workspaceId: string; ruleId: string; input: RoutingRuleInput },
) {
  const row = await updateRule(deps.db, options.workspaceId, options.ruleId, options.input);
  if (!row) throw new AppError('NOT_FOUND', ROUTING_RULE_MESSAGES.notFound);
  return toView(row);
}

export async function removeRoutingRule(
  deps: Pick<AppDeps, 'db'>,
  options: { workspaceId: string; ruleId: string },
) {
  if (!(await deleteRule(deps.db, options.workspaceId, options.ruleId)))
    throw new AppError('NOT_FOUND', ROUTING_RULE_MESSAGES.notFound);
  return { success: true as const };
}

/**
 * The rules the chat routes a new lead of this widget key's workspace by: its active saved rules,
 * or the samples while its list was never read (seeding waits for the owner; the chat only reads).
 * Unknown keys get the samples too (the turn refuses them anyway).
 */
export async function routingRulesForChat(
  deps: Pick<AppDeps, 'db'>,
  workspaceKey: string | null,
): Promise<EvaluableRule[]> {
  const found = await findChatRules(deps.db, workspaceKey);
  if (!found || !found.seeded) return sampleRuleInputs();
  return found.rules.flatMap((rule) => {
    const conditions = routingConditionsSchema.safeParse(rule.conditions);
    return conditions.success ? [{ ...rule, conditions: conditions.data }] : [];
  });
}
