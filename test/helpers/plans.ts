import { sql } from 'drizzle-orm';
import { createDb, type Database, type Executor } from '../../src/server/db/client';
import { testDatabaseUrl } from './db';

/** A node of a plan as EXPLAIN's JSON format gives it, with the fields these tests read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

export interface StatementPlan {
  'Query Text': string;
  Plan: PlanNode;
}

/** The rows a plan's scans of `table` gave, over all their loops (not the rows it wrote). */
export function rowsReadFrom(table: string, node: PlanNode): number {
  const scan = node['Relation Name'] === table && node['Node Type'] !== 'ModifyTable';
  const own = scan ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 0) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsReadFrom(table, child), 0);
}

/** Runs `work` in a transaction of `database` that is then rolled back, and gives its result. */
export async function rolledBack<T>(database: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  let outcome: { value: T } | undefined;
  await database
    .transaction(async (tx) => {
      outcome = { value: await work(tx) };
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!outcome) throw error;
    });
  return outcome!.value;
}

/**
 * Runs `work` (rolled back) on a connection of its own with auto_explain sending the plan of every
 * statement, those inside SQL functions and triggers included, back as a notice: what it gave,
 * and each statement's plan with its actual rows.
 */
export async function withPlans<T>(
  work: (tx: Executor) => Promise<T>,
): Promise<{ value: T; plans: StatementPlan[] }> {
  const own = createDb(testDatabaseUrl(), { max: 1 });
  const plans: StatementPlan[] = [];
  own.db.$client.on('connect', (client) =>
    client.on('notice', (notice) => {
      const at = notice.message?.indexOf('plan:\n') ?? -1;
      if (at >= 0) plans.push(JSON.parse(notice.message!.slice(at + 'plan:\n'.length)));
    }),
  );
  try {
    await own.db.execute(sql`load 'auto_explain'`);
    for (const setting of [
      sql`set auto_explain.log_min_duration = 0`,
      sql`set auto_explain.log_analyze = on`,
      sql`set auto_explain.log_nested_statements = on`,
      sql`set auto_explain.log_format = json`,
      sql`set auto_explain.log_level = notice`,
    ]) {
      await own.db.execute(setting);
    }
    const value = await rolledBack(own.db, work);
    return { value, plans };
  } finally {
    await own.close();
  }
}
