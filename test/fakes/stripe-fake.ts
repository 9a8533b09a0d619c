import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A loopback fake of the parts of Stripe's HTTP API our adapter uses, for tests through the real
 * `stripe` SDK (point it here with host/port/protocol): `POST /v1/checkout/sessions` (form-encoded
 * like the SDK sends it), `GET /v1/checkout/sessions/:id`, `POST /v1/refunds` (of a payment
 * intent a paid session made; with Stripe's idempotent replay of a repeated Idempotency-Key) and
 * `GET /v1/subscriptions/:id` (the subscription a paid subscription-mode session started).
 * Every request is recorded so tests can assert what the SDK sent; helpers play Stripe's part
 * afterwards (customer pays, session expires) and build the events Stripe would deliver.
 */

export type FakeFormValue = string | FakeFormValue[] | { [key: string]: FakeFormValue };

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The form body decoded into nested objects (`a[b][0]=x` → `{a: {b: ['x']}}`). */
  body: Record<string, FakeFormValue>;
  raw: string;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  url: string | null;
  success_url: string | null;
  cancel_url: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  subscription: string | null;
  payment_intent: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/** The parts of Stripe's subscription object our webhook reads, with its real shape. */
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'trialing';
  customer: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  trial_end: number | null;
  created: number;
  currency: string;
  latest_invoice: string | null;
  livemode: false;
}

/** An invoice of a subscription (API 2025-03 and later: the subscription under parent.subscription_details). */
export interface FakeInvoice {
  id: string;
  object: 'invoice';
  status: 'open' | 'paid';
  customer: string;
  currency: string;
  amount_due: number;
  amount_paid: number;
  attempt_count: number;
  billing_reason: 'subscription_cycle';
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  created: number;
  livemode: false;
}

export interface StripeFakeEvent {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
}

export interface StripeFake {
  /** e.g. http://127.0.0.1:54321 — give it to the adapter as its API base. */
  url: string;
  apiKey: string;
  requests: RecordedStripeRequest[];
  sessions: Map<string, FakeCheckoutSession>;
  /** Refunds made, in order (a replayed Idempotency-Key makes none). */
  refunds: FakeRefund[];
  /** The customer paid: status complete, payment_status paid, a subscription or payment intent id. */
  markPaid(sessionId: string): FakeCheckoutSession;
  /** The session ran out (24 h at Stripe). */
  markExpired(sessionId: string): FakeCheckoutSession;
  /** Subscriptions started by paid subscription-mode sessions, by id. */
  subscriptions: Map<string, FakeSubscription>;
  /** Stripe changed a subscription's status (a renewal failed, it was paid, retries ran out). */
  setSubscriptionStatus(subscriptionId: string, status: FakeSubscription['status']): FakeSubscription;
  /** The subscription was canceled now (customer.subscription.deleted follows). */
  cancelSubscription(subscriptionId: string): FakeSubscription;
  /** A renewal invoice whose payment failed; the subscription becomes past_due as at Stripe. */
  failRenewal(subscriptionId: string): FakeInvoice;
  /** Answer every API call with a 500 api_error until set back, to test failures. */
  setFailing(failing: boolean): void;
  /** Hold the answers to session creations until the returned release is called (a slow Stripe). */
  holdCreates(): () => void;
  /** An event as Stripe would post it to a webhook endpoint, with a fresh `evt_` id. */
  event(type: string, object: Record<string, unknown>): StripeFakeEvent;
  close(): Promise<void>;
}

const API_VERSION = '2026-10-28.endive';

function randomId(prefix: string, length = 24): string {
  return `${prefix}${randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length)}`;
}

/** Decodes the SDK's bracketed form encoding into nested objects; numeric keys make arrays. */
export function parseStripeForm(raw: string): Record<string, FakeFormValue> {
  const root: Record<string, FakeFormValue> = {};
  for (const pair of raw.split('&')) {
    if (!pair) continue;
    const [rawKey = '', ...rest] = pair.split('=');
    const key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    const value = decodeURIComponent(rest.join('=').replace(/\+/g, ' '));
    const path = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, FakeFormValue> | FakeFormValue[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, FakeFormValue>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, FakeFormValue> | FakeFormValue[];
    });
  }
  return root;
}

function stripeError(res: ServerResponse, status: number, error: Record<string, string>) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req_', 14) });
  res.end(JSON.stringify({ error }));
}

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': randomId('req_', 14) });
  res.end(JSON.stringify(body));
}

function text(value: FakeFormValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

/** Sum of unit_amount × quantity over the line items, as Stripe computes amount_total. */
function totalOf(lineItems: FakeFormValue | undefined): number {
  if (!Array.isArray(lineItems)) return 0;
  let total = 0;
  for (const item of lineItems) {
    if (typeof item !== 'object' || Array.isArray(item)) continue;
    const priceData = item.price_data;
    const unit =
      typeof priceData === 'object' && !Array.isArray(priceData) ? Number(priceData.unit_amount ?? 0) : 0;
    total += unit * Number(text(item.quantity) ?? 1);
  }
  return total;
}

export async function startStripeFake(options: { apiKey?: string } = {}): Promise<StripeFake> {
  const apiKey = options.apiKey ?? 'sk_test_fake_key_for_tests';
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const refunds: FakeRefund[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  // Stripe answers a repeated Idempotency-Key with the first answer (status and body).
  const idempotentAnswers = new Map<string, { status: number; body: unknown }>();
  let failing = false;
  // Resolved unless a test holds session creations back (holdCreates).
  let createsHeld = Promise.resolve();

  function createSession(body: Record<string, FakeFormValue>, res: ServerResponse) {
    const mode = text(body.mode);
    if (mode !== 'payment' && mode !== 'subscription' && mode !== 'setup') {
      return stripeError(res, 400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'mode',
        message: 'Missing required param: mode.',
      });
    }
    const now = Math.floor(Date.now() / 1000);
    const id = randomId('cs_test_', 58);
    const lineItems = body.line_items;
    const firstItem = Array.isArray(lineItems) ? lineItems[0] : undefined;
    const priceData =
      firstItem && typeof firstItem === 'object' && !Array.isArray(firstItem)
        ? firstItem.price_data
        : undefined;
    const currency =
      priceData && typeof priceData === 'object' && !Array.isArray(priceData)
        ? (text(priceData.currency) ?? 'usd')
        : 'usd';
    const metadata = body.metadata && typeof body.metadata === 'object' ? body.metadata : {};
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      success_url: text(body.success_url),
      cancel_url: text(body.cancel_url),
      customer_email: text(body.customer_email),
      client_reference_id: text(body.client_reference_id),
      metadata: Object.fromEntries(
        Object.entries(metadata).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
      amount_total: totalOf(lineItems),
      amount_subtotal: totalOf(lineItems),
      currency,
      subscription: null,
      payment_intent: null,
      created: now,
      expires_at: now + 24 * 3600,
      livemode: false,
    };
    sessions.set(id, session);
    return json(res, session);
  }

  /** The amount a paid session's payment intent took, and the currency. */
  function paymentIntent(id: string): { amount: number; currency: string } | null {
    for (const session of sessions.values()) {
      if (session.payment_intent === id) return { amount: session.amount_total, currency: session.currency };
    }
    return null;
  }

  function createRefund(body: Record<string, FakeFormValue>): { status: number; body: unknown } {
    const invalid = (code: string, param: string, message: string) => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', code, param, message } },
    });
    const intentId = text(body.payment_intent);
    const intent = intentId ? paymentIntent(intentId) : null;
    if (!intentId || !intent) {
      return invalid('resource_missing', 'payment_intent', `No such payment_intent: '${intentId ?? ''}'`);
    }
    const refunded = refunds
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined ? intent.amount - refunded : Number(text(body.amount));
    if (refunded >= intent.amount) {
      return invalid('charge_already_refunded', 'payment_intent', 'This charge has already been refunded.');
    }
    if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount - refunded) {
      return invalid('amount_too_large', 'amount', 'Refund amount is greater than the unrefunded amount.');
    }
    const metadata = body.metadata && typeof body.metadata === 'object' ? body.metadata : {};
    const refund: FakeRefund = {
      id: randomId('re_'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      reason: text(body.reason),
      status: 'succeeded',
      metadata: Object.fromEntries(
        Object.entries(metadata).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const body = parseStripeForm(raw);
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body, raw });

    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return stripeError(res, 401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided.',
      });
    }
    if (failing) {
      return stripeError(res, 500, { type: 'api_error', message: 'The fake is failing on purpose.' });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      await createsHeld;
      return createSession(body, res);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const key = req.headers['idempotency-key'];
      const replay = typeof key === 'string' ? idempotentAnswers.get(key) : undefined;
      const answer = replay ?? createRefund(body);
      if (typeof key === 'string') idempotentAnswers.set(key, answer);
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': randomId('req_', 14),
        ...(replay ? { 'idempotent-replayed': 'true' } : {}),
      });
      return res.end(JSON.stringify(answer.body));
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && subscriptionMatch) {
      const found = subscriptions.get(decodeURIComponent(subscriptionMatch[1]!));
      if (!found) {
        return stripeError(res, 404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'id',
          message: `No such subscription: '${subscriptionMatch[1]}'`,
        });
      }
      return json(res, found);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const session = sessions.get(decodeURIComponent(match[1]!));
      if (!session) {
        return stripeError(res, 404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'session',
          message: `No such checkout.session: '${match[1]}'`,
        });
      }
      return json(res, session);
    }
    return stripeError(res, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method}: ${path}).`,
    });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      stripeError(res, 500, { type: 'api_error', message: String(error) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  function session(id: string): FakeCheckoutSession {
    const found = sessions.get(id);
    if (!found) throw new Error(`stripe fake: no session ${id}`);
    return found;
  }

  function subscription(id: string): FakeSubscription {
    const found = subscriptions.get(id);
    if (!found) throw new Error(`stripe fake: no subscription ${id}`);
    return found;
  }

  /** The subscription a paid subscription-mode session starts, carrying the session's metadata. */
  function startSubscription(s: FakeCheckoutSession): string {
    const id = randomId('sub_');
    subscriptions.set(id, {
      id,
      object: 'subscription',
      status: 'active',
      customer: randomId('cus_', 14),
      metadata: { ...s.metadata },
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      trial_end: null,
      created: Math.floor(Date.now() / 1000),
      currency: s.currency,
      latest_invoice: randomId('in_'),
      livemode: false,
    });
    return id;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    sessions,
    refunds,
    markPaid(id) {
      const s = session(id);
      s.status = 'complete';
      s.payment_status = 'paid';
      if (s.mode === 'subscription') s.subscription ??= startSubscription(s);
      else s.payment_intent ??= randomId('pi_');
      return s;
    },
    markExpired(id) {
      const s = session(id);
      s.status = 'expired';
      s.url = null;
      return s;
    },
    subscriptions,
    setSubscriptionStatus(id, status) {
      const sub = subscription(id);
      sub.status = status;
      return structuredClone(sub);
    },
    cancelSubscription(id) {
      const sub = subscription(id);
      const now = Math.floor(Date.now() / 1000);
      sub.status = 'canceled';
      sub.canceled_at = now;
      sub.ended_at = now;
      return structuredClone(sub);
    },
    failRenewal(id) {
      const sub = subscription(id);
      sub.status = 'past_due';
      const amount = [...sessions.values()].find((s) => s.subscription === id)?.amount_total ?? 0;
      const invoice: FakeInvoice = {
        id: randomId('in_'),
        object: 'invoice',
        status: 'open',
        customer: sub.customer,
        currency: sub.currency,
        amount_due: amount,
        amount_paid: 0,
        attempt_count: 1,
        billing_reason: 'subscription_cycle',
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: id, metadata: { ...sub.metadata } },
        },
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      sub.latest_invoice = invoice.id;
      return invoice;
    },
    setFailing(value) {
      failing = value;
    },
    holdCreates() {
      let release = () => {};
      createsHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        release();
        createsHeld = Promise.resolve();
      };
    },
    event(type, object) {
      return {
        id: randomId('evt_'),
        object: 'event',
        type,
        api_version: API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps connections alive; close() would otherwise wait for them.
        server.closeAllConnections();
      }),
  };
}
