import Stripe from 'stripe';
import type { Database } from '../../src/server/db/client';
import { customers } from '../../src/server/db/schema/customers';
import { quotes } from '../../src/server/db/schema/quotes';
import { workspaces } from '../../src/server/db/schema/workspaces';
import { buildCustomer, buildQuote, buildWorkspace, type NewQuote } from '../../src/server/db/seed/factories';
import type { TestApp } from './app';

/** Shared by the payments feature's database tests only (nothing in the app imports this). */

export const WEBHOOK_SECRET = 'whsec_test_secret_for_payments_tests';

/** A workspace, a customer with an e-mail and company, and the spec's demo quote (3456.00) unless overridden. */
export async function seedQuote(db: Database, overrides: Partial<NewQuote> = {}) {
  const workspace = buildWorkspace();
  await db.insert(workspaces).values(workspace);
  const customer = buildCustomer({ workspaceId: workspace.id!, company: 'Acme Fleet Co' });
  await db.insert(customers).values(customer);
  const quote = buildQuote({ workspaceId: workspace.id!, customerId: customer.id!, ...overrides });
  await db.insert(quotes).values(quote);
  return { workspace, customer, quote: { ...quote, id: quote.id!, quoteNumber: quote.quoteNumber } };
}

/** `POST /api/functions/<name>` as the browser on `origin` would send it. */
export async function callFunction(
  t: TestApp,
  name: string,
  payload: unknown,
  options: { origin?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await t.request(`/api/functions/${name}`, {
    method: 'POST',
    json: payload,
    headers: options.origin ? { origin: options.origin } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export function errorMessage(body: Record<string, unknown>): string | undefined {
  return (body.error as { message?: string } | undefined)?.message;
}

/** Posts a webhook the way Stripe does: raw JSON, a Stripe-Signature header, no Origin header. */
export async function postWebhook(
  t: TestApp,
  payload: string,
  options: { signature?: string | null; secret?: string; timestamp?: number } = {},
): Promise<Response> {
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
        })
      : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['stripe-signature'] = signature;
  return t.app.request(`${t.env.publicUrl}/api/webhooks/stripe`, { method: 'POST', headers, body: payload });
}
