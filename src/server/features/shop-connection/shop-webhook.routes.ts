import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import { limitByClientAddress, type RateRule } from '../rate-limit';
import { WOO_WEBHOOK_PATH } from './shop-store';
import { isWooPing, receiveWooWebhook } from './shop-webhook.service';

/**
 * Per sending address. A store sends from one address, a busy one many changes a minute (a bulk
 * edit of prices); WooCommerce retries a refusal, so a generous limit loses nothing.
 */
export const WOO_WEBHOOK_RATE_LIMIT: RateRule = { name: 'shop.webhooks', limit: 600, windowSeconds: 60 };

/**
 * The store's webhooks. It posts without an Origin header, so the API's origin check lets it
 * through; the signature over the raw body is what authenticates it.
 */
export function shopWebhookRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post(WOO_WEBHOOK_PATH, limitByClientAddress(deps, WOO_WEBHOOK_RATE_LIMIT), async (c) => {
    const workspaceId = z.uuid().safeParse(c.req.param('workspaceId'));
    if (!workspaceId.success) throw new AppError('NOT_FOUND', 'No such webhook.');
    // The exact bytes the store signed, read before anything parses them.
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    // The ping on creation is unsigned and must get a 200, or WooCommerce counts a failure.
    if (isWooPing(rawBody, c.req.header('content-type'))) return c.json({ received: true, outcome: 'ping' });
    const outcome = await receiveWooWebhook(deps, {
      workspaceId: workspaceId.data,
      rawBody,
      topic: c.req.header('x-wc-webhook-topic'),
      signature: c.req.header('x-wc-webhook-signature'),
    });
    return c.json({ received: true, outcome });
  });
  return app;
}
