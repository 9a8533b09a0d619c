import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { z } from 'zod';
import type { AppDeps } from './app-deps';
import { loadViewer } from './features/accounts';
import { authRoutes, trustedOrigins } from './features/auth';
import { chatRoutes } from './features/chat';
import { crmCallbackRoutes, crmWebhookRoutes } from './features/crm';
import { docsRoutes } from './features/docs';
import type { FunctionDefinition } from './features/functions';
import { namedCallRoutes } from './features/functions';
import { paymentRoutes } from './features/payments';
import { ROUTES } from './features/route-list';
import { seoRoutes } from './features/seo';
import { shopWebhookRoutes } from './features/shop-connection';
import { socialWebhookRoutes } from './features/social';
import { browserConfigFor, configRoutes, healthRoutes, readyRoutes } from './features/system';
import {
  embedFramingPolicy,
  widgetConfigRoutes,
  widgetScriptRoutes,
  widgetSightingRecorder,
} from './features/widget';
import type { AppEnv } from './http/app-env';
import { bodySizeLimits } from './http/body-size-limit';
import { contractRoutes, type MountedRoute, uploadBodyLimits } from './http/contract-routes';
import { compressStreamedDownloads } from './http/download-compress';
import { createErrorHandler, errorBody } from './http/error-handler';
import { originCheck, originMatcher } from './http/origin-check';
import { securityHeaders } from './http/security-headers';
import { mountStaticApp } from './http/static-assets';
import { refuseUnstorableUrl } from './http/storable-input';

export interface AppOptions {
  functions?: FunctionDefinition<z.ZodType>[];
  rpcs?: FunctionDefinition<z.ZodType>[];
  /** Contract routes; every one the product has by default. */
  routes?: MountedRoute[];
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(deps.logger));

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    // The route pattern, never the raw path: reset links carry their token in the path.
    deps.logger.debug(
      {
        method: c.req.method,
        route: c.req.routePath,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(
    '*',
    securityHeaders({
      production: deps.env.NODE_ENV === 'production',
      embedFrameAncestors: embedFramingPolicy(deps),
    }),
  );
  // Pages, assets and API reads are compressed. API writes answer with a few hundred bytes, where
  // a compression stream costs more server time than it saves on the wire (a chat turn's reply).
  const compressor = compress();
  app.use('*', (c, next) =>
    c.req.method === 'POST' && c.req.path.startsWith('/api/') ? next() : compressor(c, next),
  );
  // Inside it: a streamed download is compressed with a flush per chunk, so its first page is
  // not held back until a compression block fills.
  app.use('/api/*', compressStreamedDownloads());

  app.use('*', refuseUnstorableUrl);
  const routes = options.routes ?? ROUTES;
  // 1 MB for JSON; file uploads (knowledge documents) have their own, larger limit.
  app.use('/api/*', bodySizeLimits(1024 * 1024, uploadBodyLimits(routes)));
  const isTrustedOrigin = originMatcher(trustedOrigins(deps.env));
  app.use('/api/*', originCheck(isTrustedOrigin));
  // Only the routes that act on the signed-in user pay for the session lookup (two statements
  // sent together: the session with its user, and the viewer's access; decision 070);
  // /api/config runs on every page load and Better Auth reads its own session.
  const viewer = loadViewer({ auth: deps.auth, db: deps.db });
  for (const path of ['/api/me', '/api/me/*', '/api/admin/*', '/api/functions/*', '/api/rpc/*'])
    app.use(path, viewer);

  app.route('/api/health', healthRoutes(deps));
  app.route('/api/ready', readyRoutes(deps));
  app.route('/api/config', configRoutes(deps));
  app.route(
    '/api/auth',
    authRoutes({
      ...deps,
      trustProxy: deps.env.TRUST_PROXY,
      signUpsPerHourPerIp: deps.env.AUTH_SIGN_UPS_PER_HOUR_PER_IP,
    }),
  );
  app.route('/api/chat', chatRoutes(deps));
  app.route('/api/widget', widgetConfigRoutes(deps));
  app.route('/api/functions', namedCallRoutes(deps, options.functions ?? [], 'function'));
  app.route('/api/rpc', namedCallRoutes(deps, options.rpcs ?? [], 'procedure'));
  app.route('/', contractRoutes(deps, routes));
  app.route(
    '/api',
    docsRoutes(deps, { routes, functions: options.functions ?? [], rpcs: options.rpcs ?? [] }),
  );
  // Stripe's webhook and the test checkout's Pay/Cancel under /api; the test checkout and receipt pages.
  app.route('/', paymentRoutes(deps));
  // The CRM provider's OAuth redirect back (a page in the popup) and its script.
  app.route('/', crmCallbackRoutes(deps));
  // The CRM provider's signed webhooks (contact and opportunity changes, uninstall).
  app.route('/', crmWebhookRoutes(deps));
  // Meta's signed Messenger and Instagram webhooks (and its subscription check).
  app.route('/', socialWebhookRoutes(deps));
  // The online shop's (WooCommerce) signed product and order changes, and its unsigned ping.
  app.route('/', shopWebhookRoutes(deps));

  // Registered before the SPA fallback, or unknown API paths would answer 200 with HTML.
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`), 404));

  app.route('/', seoRoutes(deps, isTrustedOrigin));
  app.route('/', widgetScriptRoutes(deps));
  app.use('/embed/chat', widgetSightingRecorder(deps));
  mountStaticApp(app, {
    webDir: deps.webDir,
    env: deps.env,
    browserConfig: (host) => browserConfigFor(deps.env, host),
    isTrustedOrigin,
  });
  return app;
}
