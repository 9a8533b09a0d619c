import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { limitByClientAddress, type RateRule } from '../rate-limit';
import { receiveGhlWebhook } from './crm-webhook.service';

/** Where the marketplace app's webhook URL points (beside Stripe's /api/webhooks/stripe). */
export const GHL_WEBHOOK_PATH = '/api/webhooks/gohighlevel';

/**
 * Per sending address. The provider sends from few addresses, a busy location many events a
 * minute; a refusal is retried by the provider, so a generous limit loses nothing.
 */
export const GHL_WEBHOOK_RATE_LIMIT: RateRule = { name: 'crm.webhooks', limit: 600, windowSeconds: 60 };

/**
 * GoHighLevel's webhooks. The provider posts without an Origin header, so the API's origin check
 * lets it through; the signature over the raw body is what authenticates it.
 */
export function crmWebhookRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post(GHL_WEBHOOK_PATH, limitByClientAddress(deps, GHL_WEBHOOK_RATE_LIMIT), async (c) => {
    // The exact bytes the provider signed, read before anything parses them.
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    const outcome = await receiveGhlWebhook(deps, {
      rawBody,
      ed25519Signature: c.req.header('x-ghl-signature'),
      rsaSignature: c.req.header('x-wh-signature'),
    });
    return c.json({ received: true, outcome });
  });
  return app;
}
