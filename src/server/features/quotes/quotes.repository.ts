import { eq, sql } from 'drizzle-orm';
import type { PricingRules } from '../../../domain/quote-engine';
import { DEFAULT_CUSTOMER_NAME } from '../../../domain/validation/secure-quote';
import type { Executor } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { quoteNumberSeq, quotes } from '../../db/schema/quotes';
import { workspaces } from '../../db/schema/workspaces';

export type NewQuote = typeof quotes.$inferInsert;

export interface CustomerContact {
  workspaceId: string;
  /** Trimmed and lower-case (the schema's check and the unique index rely on it). */
  email: string;
  name: string;
  phone: string | null;
  company: string | null;
  source: string;
  at: Date;
}

/**
 * Finds the workspace's customer with this e-mail or creates it, in one statement. ON CONFLICT on
 * the partial unique index (workspace_id, email) makes it safe under concurrency: of two calls with
 * the same new address one inserts, the other waits for that commit and then takes the update
 * branch, so there is only ever one customer. The update fills in only what the customer lacks (a
 * blank or default name, an empty phone or company) and never overwrites what they told us before.
 */
export async function upsertCustomerByEmail(tx: Executor, contact: CustomerContact): Promise<{ id: string }> {
  const existing = (column: string) => sql.raw(`"customers"."${column}"`);
  const [row] = await tx
    .insert(customers)
    .values({
      workspaceId: contact.workspaceId,
      email: contact.email,
      name: contact.name,
      phone: contact.phone,
      company: contact.company,
      source: contact.source,
      createdAt: contact.at,
      updatedAt: contact.at,
    })
    .onConflictDoUpdate({
      target: [customers.workspaceId, customers.email],
      targetWhere: sql`${customers.email} is not null`,
      set: {
        name: sql`case when btrim(${existing('name')}) in ('', ${DEFAULT_CUSTOMER_NAME}) then excluded.name else ${existing('name')} end`,
        phone: sql`coalesce(nullif(btrim(${existing('phone')}), ''), excluded.phone)`,
        company: sql`coalesce(nullif(btrim(${existing('company')}), ''), excluded.company)`,
        updatedAt: contact.at,
      },
    })
    .returning({ id: customers.id });
  return row!;
}

/** The next running number for a quote number; never the same twice (see quoteNumberSeq). */
export async function nextQuoteSequence(tx: Executor): Promise<number> {
  const result = await tx.execute<{ value: number }>(
    sql`select nextval(${quoteNumberSeq.seqName}::regclass) as value`,
  );
  return Number(result.rows[0]!.value);
}

export async function insertQuote(
  tx: Executor,
  values: NewQuote,
): Promise<{ id: string; quoteNumber: string }> {
  const [row] = await tx
    .insert(quotes)
    .values(values)
    .returning({ id: quotes.id, quoteNumber: quotes.quoteNumber });
  return row!;
}

/** The workspace's own pricing facts (settings.pricing), which price its quotes; null when it has none. */
export async function findWorkspacePricing(tx: Executor, workspaceId: string): Promise<PricingRules | null> {
  const [row] = await tx
    .select({ settings: workspaces.settings })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  return row?.settings.pricing ?? null;
}
