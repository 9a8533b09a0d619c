import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStripeForm, type StripeFake, startStripeFake } from './stripe-fake';

let fake: StripeFake;
let stripe: Stripe;
beforeAll(async () => {
  fake = await startStripeFake();
  const { port } = new URL(fake.url);
  stripe = new Stripe(fake.apiKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => fake.close());

describe('parseStripeForm', () => {
  it('decodes bracketed keys into nested objects and arrays', () => {
    expect(
      parseStripeForm(
        'mode=payment&line_items[0][price_data][unit_amount]=345600&line_items[0][quantity]=1&metadata[quote_id]=q%201&success_url=http%3A%2F%2Fa%2Fs%3Fsession_id%3D%7BCHECKOUT_SESSION_ID%7D',
      ),
    ).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: '345600' }, quantity: '1' }],
      metadata: { quote_id: 'q 1' },
      success_url: 'http://a/s?session_id={CHECKOUT_SESSION_ID}',
    });
  });
});

describe('stripe fake through the real SDK', () => {
  it('creates a checkout session like Stripe and records what the SDK sent', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 29700,
            recurring: { interval: 'month' },
            product_data: { name: 'ShopAgent' },
          },
        },
      ],
      customer_email: 'owner@example.com',
      metadata: { plan_id: 'shopagent' },
      success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 29700,
      metadata: { plan_id: 'shopagent' },
      customer_email: 'owner@example.com',
    });
    expect(session.url).toContain(session.id);
    const request = fake.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(request.body.success_url).toBe(
      'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it('retrieves a session, and shows it paid once marked paid', async () => {
    const created = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 345600, product_data: { name: 'Q' } } },
      ],
      success_url: 'http://localhost:3000/payment-success',
    });
    expect((await stripe.checkout.sessions.retrieve(created.id)).payment_status).toBe('unpaid');
    fake.markPaid(created.id);
    const paid = await stripe.checkout.sessions.retrieve(created.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(paid.payment_intent).toMatch(/^pi_/);
  });

  it('answers an unknown session with resource_missing and a wrong key with 401', async () => {
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      code: 'resource_missing',
      statusCode: 404,
    });
    const { port } = new URL(fake.url);
    const wrong = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(wrong.checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refunds a paid payment intent once, replays a repeated Idempotency-Key, refuses what it cannot refund', async () => {
    const created = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 345600, product_data: { name: 'Q' } } },
      ],
      success_url: 'http://localhost:3000/payment-success',
    });
    const intent = fake.markPaid(created.id).payment_intent!;
    const params = { payment_intent: intent, reason: 'duplicate' as const, metadata: { payment_id: 'p1' } };
    const refund = await stripe.refunds.create(params, { idempotencyKey: 'refund-p1' });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 345600,
      currency: 'usd',
      payment_intent: intent,
      reason: 'duplicate',
      status: 'succeeded',
      metadata: { payment_id: 'p1' },
    });
    expect(refund.id).toMatch(/^re_/);
    expect((await stripe.refunds.create(params, { idempotencyKey: 'refund-p1' })).id).toBe(refund.id);
    expect(fake.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);

    await expect(stripe.refunds.create(params, { idempotencyKey: 'refund-other' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_nope' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
    });
  });
});
