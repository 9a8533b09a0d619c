import { and, eq, ne, sql } from 'drizzle-orm';
import type { ExtractedContact } from '../../../domain/contact-extraction';
import { normaliseTypedEmail, type TypedEmailEffect, typedEmailEffect } from '../../../domain/typed-email';
import { DEFAULT_CUSTOMER_NAME } from '../../../domain/validation/secure-quote';
import type { Executor } from '../../db/client';
import { pgErrorOf } from '../../db/pg-error';
import { customers } from '../../db/schema/customers';
import type { ChatCustomer } from './chat.repository';

// A chat visitor's own customer row: read, and filled in from the contact details they give.

const chatCustomerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  company: customers.company,
  unverifiedEmail: customers.unverifiedEmail,
  metadata: customers.metadata,
};

export async function findCustomer(tx: Executor, customerId: string): Promise<ChatCustomer | null> {
  const rows = await tx
    .select(chatCustomerColumns)
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Applies contact details found in a message to the conversation's own customer, which it never
 * leaves: an address typed by an unverified visitor may be anyone's, so it becomes this row's own
 * address only while no other customer of the workspace has it, and is otherwise kept apart as
 * unverified (typedEmailEffect). A name or company only replaces what we do not know yet.
 * Returns the customer as it is afterwards.
 */
export async function applyContactDetails(
  tx: Executor,
  options: { workspaceId: string; customer: ChatCustomer; contact: ExtractedContact; at: Date },
): Promise<ChatCustomer> {
  const { customer, contact } = options;
  const typed = normaliseTypedEmail(contact.email);
  const effect = typed
    ? typedEmailEffect({
        typed,
        email: customer.email,
        unverifiedEmail: customer.unverifiedEmail,
        heldByAnotherCustomer: await isEmailHeldByAnother(tx, { ...options, email: typed }),
      })
    : 'none';
  const update = (executor: Executor, effect: TypedEmailEffect) =>
    updateVisitorContact(executor, { ...options, email: typed, effect });
  if (effect !== 'set_email') return (await update(tx, effect)) ?? customer;
  // Another chat may take the address between the check and the write (the unique index says
  // so): then it is theirs, and this visitor's stays unverified. The savepoint keeps the turn.
  try {
    return (await tx.transaction((savepoint) => update(savepoint, effect))) ?? customer;
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code !== '23505' || pg.constraint !== 'customers_workspace_email_key') throw error;
    return (await update(tx, 'set_unverified_email')) ?? customer;
  }
}

async function isEmailHeldByAnother(
  tx: Executor,
  options: { workspaceId: string; customer: ChatCustomer; email: string },
): Promise<boolean> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.workspaceId, options.workspaceId),
        eq(customers.email, options.email),
        ne(customers.id, options.customer.id),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** One update of the visitor's row; null when there was nothing to write. */
async function updateVisitorContact(
  tx: Executor,
  options: {
    customer: ChatCustomer;
    contact: ExtractedContact;
    email: string | null;
    effect: TypedEmailEffect;
    at: Date;
  },
): Promise<ChatCustomer | null> {
  const { contact, email, effect } = options;
  const fill = (column: 'name' | 'company', value: string | undefined) =>
    value
      ? sql`case when coalesce(btrim(${sql.raw(`"${column}"`)}), '') in ('', ${DEFAULT_CUSTOMER_NAME}) then ${value} else ${sql.raw(`"${column}"`)} end`
      : undefined;
  const name = fill('name', contact.name);
  const company = fill('company', contact.company);
  if (effect === 'none' && !name && !company) return null;
  const rows = await tx
    .update(customers)
    .set({
      ...(effect === 'set_email' ? { email } : {}),
      ...(effect === 'set_unverified_email' ? { unverifiedEmail: email } : {}),
      ...(name ? { name } : {}),
      ...(company ? { company } : {}),
      updatedAt: options.at,
    })
    .where(eq(customers.id, options.customer.id))
    .returning(chatCustomerColumns);
  return rows[0] ?? null;
}
