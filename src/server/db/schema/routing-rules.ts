import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { RoutingAction } from '../../../domain/lead-routing';
import { ROUTING_ACTIONS, ROUTING_RULE_LIMITS, type RoutingConditions } from '../../../domain/routing-rules';
import { createdAt, isNotBlank, oneOf, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

/**
 * A workspace's saved lead-routing rules (spec §3 "Routing rule"), seeded from the domain's two
 * samples the first time the workspace reads them (workspaces.settings.routingRulesSeeded). The
 * chat tries the active ones by priority (domain/routing-rules.ts); conditions are validated by
 * routingConditionsSchema before they are written.
 */
export const routingRules = pgTable(
  'routing_rules',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    conditions: jsonb().$type<RoutingConditions>().notNull(),
    action: text().$type<RoutingAction>().notNull(),
    priority: integer().notNull(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('routing_rules_name_check', isNotBlank(t.name)),
    check('routing_rules_action_check', oneOf(t.action, ROUTING_ACTIONS)),
    check(
      'routing_rules_priority_check',
      sql`${t.priority} between ${sql.raw(String(ROUTING_RULE_LIMITS.priorityMin))} and ${sql.raw(String(ROUTING_RULE_LIMITS.priorityMax))}`,
    ),
    check('routing_rules_conditions_check', sql`jsonb_typeof(${t.conditions}) = 'object'`),
    index('routing_rules_workspace_priority_idx').on(t.workspaceId, t.priority),
  ],
);
