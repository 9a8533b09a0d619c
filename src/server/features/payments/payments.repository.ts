import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authUsers } from '../../db/schema/auth';
import { customers, requestedMailAddressSql } from '../../db/schema/customers';
import {
  type CheckoutStatus,
  checkoutSessions,
  type PaymentProvider,
  payments,
  type RefundStatus,
  webhookEvents,
} from '../../db/schema/payments';
import { type QuoteLineItem, type QuoteStatus, quotes } from '../../db/schema/quotes';
import { workspaceMembers } from '../../db/schema/workspaces';
import { lockUntilCommit } from '../../db/transaction-lock';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutRow = typeof checkoutSessions.$inferInsert;

export async function insertCheckoutSession(db: Executor, values: NewCheckoutRow): Promise<CheckoutRow> {
  const rows = await db.insert(checkoutSessions).values(values).returning();
  return rows[0]!;
}

export async function findCheckoutByProviderSessionId(
  db: Executor,
  providerSessionId: string,
): Promise<CheckoutRow | null> {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, providerSessionId))
    .limit(1);
  return rows[0] ?? null;
}

/** Row lock for the rest of the transaction: a webhook and verify-payment completing one session queue up here. */
export async function lockCheckoutByProviderSessionId(
  tx: Executor,
  providerSessionId: string,
): Promise<CheckoutRow | null> {
  const rows = await tx
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, providerSessionId))
    .for('update');
  return rows[0] ?? null;
}

export async function markCheckoutPaid(
  tx: Executor,
  options: { id: string; now: Date },
): Promise<CheckoutRow> {
  const rows = await tx
    .update(checkoutSessions)
    .set({ status: 'complete', paymentStatus: 'paid', completedAt: options.now })
    .where(eq(checkoutSessions.id, options.id))
    .returning();
  return rows[0]!;
}

/** A session past its expiry, as its provider would have closed it (the test checkout's own sessions). */
export async function markCheckoutExpired(tx: Executor, id: string): Promise<CheckoutRow> {
  const rows = await tx
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(eq(checkoutSessions.id, id))
    .returning();
  return rows[0]!;
}

/** open → canceled/expired; null when the session was not open (already paid, closed, or unknown). */
export async function closeOpenCheckout(
  db: Executor,
  options: {
    providerSessionId: string;
    provider: PaymentProvider;
    status: Extract<CheckoutStatus, 'canceled' | 'expired'>;
  },
): Promise<CheckoutRow | null> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status: options.status })
    .where(
      and(
        eq(checkoutSessions.providerSessionId, options.providerSessionId),
        eq(checkoutSessions.provider, options.provider),
        eq(checkoutSessions.status, 'open'),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export type PaymentRow = typeof payments.$inferSelect;

/**
 * ON CONFLICT on checkout_session_id: a payment is never recorded twice for one checkout. The
 * inserted row, or null when that checkout's payment was recorded before. (A second counted
 * payment of one quote is not caught here: payments_quote_id_counted_key refuses it outright.)
 */
export async function insertPaymentOnce(
  tx: Executor,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow | null> {
  const rows = await tx
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.checkoutSessionId })
    .returning();
  return rows[0] ?? null;
}

export interface QuoteForPayment {
  id: string;
  workspaceId: string;
  quoteNumber: string;
  status: QuoteStatus;
  totalAmount: string;
}

/**
 * Locks the quote for the rest of the transaction, so completions of its checkouts run one at a
 * time and each sees whether another has paid it. FOR NO KEY UPDATE: inserts that only reference
 * the quote (its payments, its checkouts) are not blocked.
 */
export async function lockQuoteForPayment(tx: Executor, quoteId: string): Promise<QuoteForPayment | null> {
  const rows = await tx
    .select({
      id: quotes.id,
      workspaceId: quotes.workspaceId,
      quoteNumber: quotes.quoteNumber,
      status: quotes.status,
      totalAmount: quotes.totalAmount,
    })
    .from(quotes)
    .where(eq(quotes.id, quoteId))
    .for('no key update');
  return rows[0] ?? null;
}

/** The payment that counts for a quote (not a duplicate), or null while it is unpaid. */
export async function findCountedPayment(tx: Executor, quoteId: string): Promise<PaymentRow | null> {
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), isNull(payments.duplicateOfPaymentId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return rows[0] ?? null;
}

/** pending → refunded or manual, once; null when the refund was settled before. */
export async function settleRefund(
  db: Executor,
  options: {
    id: string;
    status: Exclude<RefundStatus, 'pending'>;
    providerRefundId?: string | null;
    at: Date;
  },
): Promise<PaymentRow | null> {
  const rows = await db
    .update(payments)
    .set({
      refundStatus: options.status,
      providerRefundId: options.providerRefundId ?? null,
      refundedAt: options.status === 'refunded' ? options.at : null,
    })
    .where(and(eq(payments.id, options.id), eq(payments.refundStatus, 'pending')))
    .returning();
  return rows[0] ?? null;
}

/** The addresses of a workspace's owners, who hear about what needs a person (a duplicate payment). */
export async function findWorkspaceOwnerEmails(tx: Executor, workspaceId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: authUsers.email })
    .from(workspaceMembers)
    .innerJoin(authUsers, eq(authUsers.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')))
    .orderBy(workspaceMembers.createdAt);
  return rows.map((row) => row.email);
}

/** De-duplication by event id: false when this (provider, id) was recorded before. */
export async function recordWebhookEvent(
  tx: Executor,
  values: { provider: string; id: string; type: string; payload: Record<string, unknown> },
): Promise<boolean> {
  const rows = await tx
    .insert(webhookEvents)
    .values(values)
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.id] })
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

export interface QuoteForCheckout {
  id: string;
  workspaceId: string;
  quoteNumber: string;
  status: QuoteStatus;
  description: string | null;
  /** What the checkout itemises (src/domain/checkout-lines.ts). */
  lineItems: QuoteLineItem[];
  materialCost: string;
  setupFee: string;
  subtotal: string;
  taxAmount: string;
  totalAmount: string;
  /**
   * Where the customer asked their mail to go (requestedMailAddress): their own address, else the
   * one they typed that another customer holds. The quote e-mail went there, so its checkout and
   * receipt go there too.
   */
  customerEmail: string | null;
  customerName: string;
  customerCompany: string | null;
  /** True once any checkout of this quote has been paid. */
  paid: boolean;
}

export async function findQuoteForCheckout(db: Executor, quoteId: string): Promise<QuoteForCheckout | null> {
  const rows = await db
    .select({
      id: quotes.id,
      workspaceId: quotes.workspaceId,
      quoteNumber: quotes.quoteNumber,
      status: quotes.status,
      description: quotes.description,
      lineItems: quotes.lineItems,
      materialCost: quotes.materialCost,
      setupFee: quotes.setupFee,
      subtotal: quotes.subtotal,
      taxAmount: quotes.taxAmount,
      totalAmount: quotes.totalAmount,
      customerEmail: requestedMailAddressSql,
      customerName: customers.name,
      customerCompany: customers.company,
      paid: sql<boolean>`exists (select 1 from ${payments} where ${payments.quoteId} = ${quotes.id})`,
    })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(eq(quotes.id, quoteId))
    .limit(1);
  return rows[0] ?? null;
}

/** Makes checkouts of one quote start one at a time, until the transaction ends. */
export async function lockQuoteCheckouts(tx: Executor, quoteId: string): Promise<void> {
  await lockUntilCommit(tx, `quote-checkout:${quoteId}`);
}

/**
 * The quote's newest checkout that can still be paid as asked: open, unpaid, same provider and
 * amount, accepted by the provider past `payableUntil`, and returning to `successUrl` when one is
 * asked for (null: any of our pages will do).
 */
export async function findOpenQuoteCheckout(
  tx: Executor,
  options: {
    quoteId: string;
    provider: PaymentProvider;
    amount: string;
    successUrl: string | null;
    payableUntil: Date;
  },
): Promise<{ id: string; url: string } | null> {
  const rows = await tx
    .select({ id: checkoutSessions.id, url: checkoutSessions.url })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.quoteId, options.quoteId),
        eq(checkoutSessions.kind, 'quote'),
        eq(checkoutSessions.provider, options.provider),
        eq(checkoutSessions.status, 'open'),
        eq(checkoutSessions.paymentStatus, 'unpaid'),
        eq(checkoutSessions.amount, options.amount),
        options.successUrl === null ? undefined : eq(checkoutSessions.successUrl, options.successUrl),
        isNotNull(checkoutSessions.url),
        or(isNull(checkoutSessions.expiresAt), gt(checkoutSessions.expiresAt, options.payableUntil)),
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  const row = rows[0];
  return row?.url ? { id: row.id, url: row.url } : null;
}

/** Our checkout row by its own id (the key of a quote's pay link); null for anything else. */
export async function findCheckoutById(db: Executor, id: string): Promise<CheckoutRow | null> {
  const rows = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return rows[0] ?? null;
}

export interface QuoteSummary {
  quoteNumber: string;
  description: string | null;
  lineItems: QuoteLineItem[];
  materialCost: string;
  setupFee: string;
  subtotal: string;
  taxAmount: string;
  totalAmount: string;
}

export interface CheckoutDetails {
  checkout: CheckoutRow;
  quote: QuoteSummary | null;
  providerPaymentId: string | null;
  /** Paid for a quote that was paid already: not counted, refunded (no receipt, no confirmation). */
  duplicate: boolean;
}

/** A checkout with what the pages and verify-payment show about it. */
export async function findCheckoutDetails(
  db: Executor,
  providerSessionId: string,
): Promise<CheckoutDetails | null> {
  const rows = await db
    .select({
      checkout: checkoutSessions,
      quoteNumber: quotes.quoteNumber,
      description: quotes.description,
      lineItems: quotes.lineItems,
      materialCost: quotes.materialCost,
      setupFee: quotes.setupFee,
      subtotal: quotes.subtotal,
      taxAmount: quotes.taxAmount,
      totalAmount: quotes.totalAmount,
      providerPaymentId: payments.providerPaymentId,
      duplicateOf: payments.duplicateOfPaymentId,
    })
    .from(checkoutSessions)
    .leftJoin(quotes, eq(quotes.id, checkoutSessions.quoteId))
    .leftJoin(payments, eq(payments.checkoutSessionId, checkoutSessions.id))
    .where(eq(checkoutSessions.providerSessionId, providerSessionId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const quote: QuoteSummary | null =
    row.quoteNumber !== null
      ? {
          quoteNumber: row.quoteNumber,
          description: row.description,
          lineItems: row.lineItems ?? [],
          materialCost: row.materialCost ?? '0',
          setupFee: row.setupFee ?? '0',
          subtotal: row.subtotal ?? '0',
          taxAmount: row.taxAmount ?? '0',
          totalAmount: row.totalAmount ?? '0',
        }
      : null;
  return {
    checkout: row.checkout,
    quote,
    providerPaymentId: row.providerPaymentId,
    duplicate: row.duplicateOf !== null,
  };
}
