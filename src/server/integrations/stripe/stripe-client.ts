import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /**
   * Where the API lives, e.g. http://127.0.0.1:4010 for a loopback fake in tests. Unset means
   * Stripe itself (https://api.stripe.com).
   */
  apiBase?: string;
  /** Milliseconds per request; checkout is interactive, so fail fast rather than after 80 s. */
  timeoutMs?: number;
}

/** The Stripe SDK pointed at its API (or at a fake), with the API version this code was written for. */
export function createStripeClient(options: StripeClientOptions): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    timeout: options.timeoutMs ?? 20_000,
    // The SDK retries with idempotency keys, so a retried create never makes two sessions.
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (protocol === 'http' ? 80 : 443),
          protocol,
        }
      : {}),
  });
}

export type StripeSignatureProblem = 'missing' | 'stale' | 'invalid';

/** Thrown by verifyStripeWebhook for a missing, forged, tampered or stale signature. */
export class StripeSignatureError extends Error {
  override name = 'StripeSignatureError';
  constructor(
    readonly problem: StripeSignatureProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Checks the Stripe-Signature header against the raw body (the exact bytes Stripe signed; parsed
 * and re-serialised JSON would not match) and returns the event. `receivedAt` (ms) is our clock,
 * so the 5-minute replay tolerance follows the app's clock in tests too.
 */
export function verifyStripeWebhook(options: {
  rawBody: Uint8Array | string;
  signature: string | undefined;
  secret: string;
  receivedAt: number;
}): Stripe.Event {
  if (!options.signature) throw new StripeSignatureError('missing', 'No Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(
      options.rawBody,
      options.signature,
      options.secret,
      Stripe.webhooks.DEFAULT_TOLERANCE,
      undefined,
      options.receivedAt,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Invalid signature';
    const problem = /tolerance/i.test(message) ? 'stale' : 'invalid';
    throw new StripeSignatureError(problem, message, { cause: error });
  }
}
