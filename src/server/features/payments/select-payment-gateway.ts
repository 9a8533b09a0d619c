import type { AppDeps } from '../../app-deps';
import type { Env } from '../../env';
import { createStripeGateway } from '../../integrations/stripe/stripe-gateway';
import type { Logger } from '../../lib/logger';
import { onePerApp } from '../../lib/one-per-app';
import type { PaymentGateway } from './payment-gateway';
import { createTestCheckoutGateway } from './test-checkout-gateway';

/**
 * Chosen once at boot: Stripe Checkout when a secret key is configured, else the built-in test
 * checkout, whose sessions lapse on the app's clock.
 */
export function selectPaymentGateway(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'NODE_ENV'>,
  logger?: Pick<Logger, 'info' | 'warn'>,
  clock?: () => Date,
): PaymentGateway {
  if (env.STRIPE_SECRET_KEY) {
    logger?.info('payments: Stripe Checkout');
    return createStripeGateway({ secretKey: env.STRIPE_SECRET_KEY });
  }
  // Said loudly in production: checkouts there complete without charging anyone.
  const message = 'payments: built-in test checkout (STRIPE_SECRET_KEY is not set; no card is charged)';
  if (env.NODE_ENV === 'production') logger?.warn(message);
  else logger?.info(message);
  return createTestCheckoutGateway({ clock });
}

const fallbackGatewayOf = onePerApp((deps) => selectPaymentGateway(deps.env, undefined, deps.clock));

/** The app's gateway; deps built without one (older callers) get one chosen from env, once. */
export function paymentGatewayOf(deps: AppDeps): PaymentGateway {
  return deps.payments ?? fallbackGatewayOf(deps);
}
