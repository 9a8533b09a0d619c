import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../domain/billing';
import { CATALOGUE_PLAN_IDS, type CataloguePlanId } from '../../../domain/plans';
import { quotes } from './quotes';
import { createdAt, isNormalisedEmail, money, oneOf, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

/** 'test' is the built-in test checkout used when Stripe is not configured. */
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const CHECKOUT_KINDS = ['subscription', 'quote'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];
export const CHECKOUT_STATUSES = ['open', 'complete', 'expired', 'canceled'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
// Stripe's checkout session payment_status values, which verify-payment returns as is.
export const CHECKOUT_PAYMENT_STATUSES = ['unpaid', 'paid', 'no_payment_required'] as const;
export type CheckoutPaymentStatus = (typeof CHECKOUT_PAYMENT_STATUSES)[number];
export { SUBSCRIPTION_STATUSES, type SubscriptionStatus };
/**
 * What becomes of a duplicate payment's money: 'pending' until the provider confirms the refund,
 * 'refunded' then, 'manual' when it cannot be refunded automatically (a person must look).
 */
export const REFUND_STATUSES = ['pending', 'refunded', 'manual'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** One checkout started by create-subscription or create-payment, at Stripe or the test checkout. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().$type<PaymentProvider>().notNull(),
    providerSessionId: text().notNull().unique('checkout_sessions_provider_session_id_key'),
    kind: text().$type<CheckoutKind>().notNull(),
    planId: text().$type<CataloguePlanId>(),
    // No cascade: a quote that someone has paid for is never deleted from under its payment.
    // Payment records are kept for accounting: a quote that was paid for cannot be deleted (and so
    // neither can its workspace) until its payments are archived deliberately.
    quoteId: uuid().references(() => quotes.id, { onDelete: 'restrict' }),
    workspaceId: uuid().references(() => workspaces.id, { onDelete: 'set null' }),
    email: text().notNull(),
    businessName: text(),
    amount: money().notNull(),
    currency: text().notNull().default('usd'),
    status: text().$type<CheckoutStatus>().notNull().default('open'),
    paymentStatus: text().$type<CheckoutPaymentStatus>().notNull().default('unpaid'),
    successUrl: text().notNull(),
    cancelUrl: text().notNull(),
    // Where the browser pays, and until when the provider accepts it (null: until closed). An open
    // quote checkout is handed out again rather than a second one started: one quote, one charge.
    url: text(),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('checkout_sessions_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('checkout_sessions_kind_check', oneOf(t.kind, CHECKOUT_KINDS)),
    check('checkout_sessions_plan_id_check', oneOf(t.planId, CATALOGUE_PLAN_IDS)),
    check('checkout_sessions_status_check', oneOf(t.status, CHECKOUT_STATUSES)),
    check('checkout_sessions_payment_status_check', oneOf(t.paymentStatus, CHECKOUT_PAYMENT_STATUSES)),
    check('checkout_sessions_amount_check', sql`${t.amount} >= 0`),
    check('checkout_sessions_email_lower_check', isNormalisedEmail(t.email)),
    check(
      'checkout_sessions_kind_target_check',
      sql`(${t.kind} <> 'quote' or ${t.quoteId} is not null) and (${t.kind} <> 'subscription' or ${t.planId} is not null)`,
    ),
    index('checkout_sessions_quote_id_idx').on(t.quoteId),
    index('checkout_sessions_email_created_idx').on(t.email, t.createdAt.desc()),
  ],
);

/**
 * A workspace's plan: bought through a checkout (provider and checkout set), or a free trial
 * (neither set: no card was asked; status trialing until trial_ends_at). Which of them let the
 * workspace run its agents is the pure rule of src/domain/billing.ts.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid().references(() => workspaces.id, { onDelete: 'set null' }),
    // A trial started without choosing a plan has none.
    planId: text().$type<CataloguePlanId>(),
    email: text().notNull(),
    businessName: text().notNull(),
    provider: text().$type<PaymentProvider>(),
    providerSubscriptionId: text().unique('subscriptions_provider_subscription_id_key'),
    // One subscription per completed checkout, so a replayed completion cannot create a second.
    checkoutSessionId: uuid()
      .unique('subscriptions_checkout_session_id_key')
      .references(() => checkoutSessions.id),
    status: text().$type<SubscriptionStatus>().notNull().default('incomplete'),
    trialEndsAt: timestamp({ withTimezone: true }),
    // The first failed renewal still unpaid: the grace period runs from here.
    pastDueSince: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('subscriptions_plan_id_check', oneOf(t.planId, CATALOGUE_PLAN_IDS)),
    check('subscriptions_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check('subscriptions_email_lower_check', isNormalisedEmail(t.email)),
    // Paid: a provider, a checkout and a plan. A trial: none of the first two, and an end.
    check(
      'subscriptions_paid_or_trial_check',
      sql`(${t.checkoutSessionId} is not null and ${t.provider} is not null and ${t.planId} is not null)
        or (${t.checkoutSessionId} is null and ${t.provider} is null and ${t.trialEndsAt} is not null)`,
    ),
    check('subscriptions_trialing_end_check', sql`${t.status} <> 'trialing' or ${t.trialEndsAt} is not null`),
    index('subscriptions_workspace_id_idx').on(t.workspaceId),
    index('subscriptions_email_idx').on(t.email),
    // A workspace gets one free trial, ever.
    uniqueIndex('subscriptions_one_trial_per_workspace_key')
      .on(t.workspaceId)
      .where(sql`${t.checkoutSessionId} is null`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Unique: a payment is never recorded twice for one checkout (webhook and verify may race).
    checkoutSessionId: uuid()
      .notNull()
      .unique('payments_checkout_session_id_key')
      .references(() => checkoutSessions.id),
    // Payment records are kept for accounting: a quote that was paid for cannot be deleted (and so
    // neither can its workspace) until its payments are archived deliberately.
    quoteId: uuid().references(() => quotes.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    currency: text().notNull().default('usd'),
    provider: text().$type<PaymentProvider>().notNull(),
    providerPaymentId: text().unique('payments_provider_payment_id_key'),
    // Set when the quote had been paid already (through another checkout): the money moved, so the
    // payment is recorded, but it never counts; it is refunded (refundStatus) and the owner told.
    duplicateOfPaymentId: uuid().references((): AnyPgColumn => payments.id),
    refundStatus: text().$type<RefundStatus>(),
    providerRefundId: text(),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amount} >= 0`),
    check('payments_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payments_refund_status_check', oneOf(t.refundStatus, REFUND_STATUSES)),
    index('payments_quote_id_idx').on(t.quoteId),
    // A quote is paid at most once: one counted payment per quote, whatever races to record one.
    uniqueIndex('payments_quote_id_counted_key')
      .on(t.quoteId)
      .where(sql`${t.duplicateOfPaymentId} is null`),
    // The counted payments of a time window (analytics), read off the index with their quote and
    // amount instead of joining every quote of the workspace to the payments.
    index('payments_counted_created_idx')
      .on(t.createdAt, t.quoteId, t.amount)
      .where(sql`${t.duplicateOfPaymentId} is null`),
  ],
);

/** Every provider webhook received; inserting with ON CONFLICT DO NOTHING de-duplicates by event id. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text().notNull(),
    provider: text().notNull(),
    type: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Provider is open (not only payment providers): CRM webhooks may be recorded here too.
  (t) => [primaryKey({ columns: [t.provider, t.id] })],
);
