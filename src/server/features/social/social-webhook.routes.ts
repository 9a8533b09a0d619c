import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { limitByClientAddress, type RateRule } from '../rate-limit';
import { receiveMetaWebhook, verifyMetaSubscription } from './social-webhook.service';

/** The Meta app's callback URL for Messenger and Instagram (beside /api/webhooks/stripe). */
export const META_WEBHOOK_PATH = '/api/webhooks/meta';

/**
 * Per sending address. Meta posts from a few addresses, a busy Page many events a minute; a
 * refusal is retried by Meta, so a generous limit loses nothing and bounds anonymous traffic.
 */
export const META_WEBHOOK_RATE_LIMIT: RateRule = { name: 'social.webhooks', limit: 600, windowSeconds: 60 };

/**
 * Meta's webhooks: the subscription check (GET) and the events (POST). Meta posts without an
 * Origin header; the signature over the raw body is what authenticates it.
 */
export function socialWebhookRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const limit = limitByClientAddress(deps, META_WEBHOOK_RATE_LIMIT);
  app.get(META_WEBHOOK_PATH, limit, (c) =>
    c.text(
      verifyMetaSubscription(deps, {
        mode: c.req.query('hub.mode'),
        token: c.req.query('hub.verify_token'),
        challenge: c.req.query('hub.challenge'),
      }),
    ),
  );
  app.post(META_WEBHOOK_PATH, limit, async (c) => {
    // The exact bytes Meta signed, read before anything parses them.
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    await receiveMetaWebhook(deps, { rawBody, signature: c.req.header('x-hub-signature-256') });
    return c.text('EVENT_RECEIVED');
  });
  return app;
}
