import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { EvaluableRule, RoutingRuleInput } from '../../../domain/routing-rules';
import type { Executor } from '../../db/client';
import { routingRules } from '../../db/schema/routing-rules';
import { workspaces } from '../../db/schema/workspaces';

export type RoutingRuleRow = typeof routingRules.$inferSelect;

/** The settings key marking that a workspace's list was seeded (so deleting every rule sticks). */
export const SEEDED_KEY = 'routingRulesSeeded';

export function listRules(db: Executor, workspaceId: string) {
  return db
    .select()
    .from(routingRules)
    .where(eq(routingRules.workspaceId, workspaceId))
    .orderBy(asc(routingRules.priority), asc(routingRules.name), asc(routingRules.id));
}

/**
 * Seeds the workspace's rules once: under the workspace row's lock, so two first reads at once
 * insert the samples only once. Returns whether it seeded.
 */
export async function seedRulesOnce(
  db: Executor,
  workspaceId: string,
  samples: readonly RoutingRuleInput[],
): Promise<boolean> {
  const [workspace] = await db
    .select({ settings: workspaces.settings })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('update');
  if (!workspace || workspace.settings[SEEDED_KEY] === true) return false;
  if (samples.length > 0)
    await db.insert(routingRules).values(samples.map((sample) => ({ ...sample, workspaceId })));
  await db
    .update(workspaces)
    .set({ settings: sql`${workspaces.settings} || jsonb_build_object(${SEEDED_KEY}::text, true)` })
    .where(eq(workspaces.id, workspaceId));
  return true;
}

export async function isSeeded(db: Executor, workspaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ seeded: sql<boolean>`coalesce((${workspaces.settings} ->> ${SEEDED_KEY})::boolean, false)` })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.seeded ?? false;
}

export async function countRules(db: Executor, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(routingRules)
    .where(eq(routingRules.workspaceId, workspaceId));
  return row?.n ?? 0;
}

export async function insertRule(db: Executor, workspaceId: string, input: RoutingRuleInput) {
  const [row] = await db
    .insert(routingRules)
    .values({ ...input, workspaceId })
    .returning();
  return row!;
}

export async function updateRule(db: Executor, workspaceId: string, ruleId: string, input: RoutingRuleInput) {
  const [row] = await db
    .update(routingRules)
    .set(input)
    .where(and(eq(routingRules.workspaceId, workspaceId), eq(routingRules.id, ruleId)))
    .returning();
  return row ?? null;
}

export async function deleteRule(db: Executor, workspaceId: string, ruleId: string): Promise<boolean> {
  const rows = await db
    .delete(routingRules)
    .where(and(eq(routingRules.workspaceId, workspaceId), eq(routingRules.id, ruleId)))
    .returning({ id: routingRules.id });
  return rows.length > 0;
}

/**
 * What the chat routes a new lead by, for the workspace of a widget key (null: the platform
 * demo): whether its list was seeded and its active rules. Null for an unknown key.
 */
export async function findChatRules(
  db: Executor,
  workspaceKey: string | null,
): Promise<{ seeded: boolean; rules: EvaluableRule[] } | null> {
  const result = await db.execute<{ seeded: boolean; rules: EvaluableRule[] }>(sql`
    select coalesce((w.settings ->> ${SEEDED_KEY})::boolean, false) as seeded,
           coalesce(
             (select json_agg(json_build_object('name', r.name, 'conditions', r.conditions, 'action', r.action,
                                                'priority', r.priority, 'active', r.active))
              from ${routingRules} r where r.workspace_id = w.id and r.active),
             '[]'::json) as rules
    from ${workspaces} w
    where ${workspaceKey === null ? sql`w.is_platform_demo` : sql`w.public_key = ${workspaceKey}`}`);
  return result.rows[0] ?? null;
}
