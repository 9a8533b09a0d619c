import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { createApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/app-deps';
import type { Database } from '../../src/server/db/client';
import { type Env, parseEnv } from '../../src/server/env';
import { createAuth } from '../../src/server/features/auth/auth';
import type { ChatEngine } from '../../src/server/features/chat/engine/chat-engine';
import type { OutboxDeps } from '../../src/server/features/email/outbox.service';
import { FEATURE_HOOKS } from '../../src/server/features/feature-hooks';
import type { FunctionDefinition } from '../../src/server/features/functions/function-registry';
import type { PaymentGateway } from '../../src/server/features/payments/payment-gateway';
import { selectPaymentGateway } from '../../src/server/features/payments/select-payment-gateway';
import { createRateLimiter } from '../../src/server/features/rate-limit/rate-limit.service';
import type { MountedRoute } from '../../src/server/http/contract-routes';
import { createLogger } from '../../src/server/lib/logger';
import type { Realtime } from '../../src/server/realtime/realtime';
import { fileTempDir } from './file-temp-dirs';

/** A tiny built web app so static serving and the SPA fallback can be checked. */
function fakeWebDir(): string {
  // Each app gets a web folder of its own (a test may write into it), removed after the file.
  const dir = fileTempDir('agents-web-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log("app")');
  return dir;
}

/**
 * The current time, held still. Tests that count hits up to a rate limit use it: on the real clock
 * their hits now and then straddle the start of a new window and the count begins again.
 */
export function frozenClock(at = new Date()): () => Date {
  return () => at;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  env: Env;
  /** Sends a request as a browser on the dashboard origin would, keeping cookies in `jar`. */
  request(
    path: string,
    init?: RequestInit & { jar?: Map<string, string>; json?: unknown },
  ): Promise<Response>;
}

export function buildTestApp(options: {
  db: Database;
  env?: Record<string, string>;
  outbox?: OutboxDeps;
  functions?: FunctionDefinition<z.ZodType>[];
  rpcs?: FunctionDefinition<z.ZodType>[];
  clock?: () => Date;
  /** A payment gateway (e.g. Stripe pointed at test/fakes/stripe-fake.ts); default: chosen from env. */
  payments?: PaymentGateway;
  /** The chat engine; default: chosen from env (the built-in engine without AI_PROVIDER). */
  chatEngine?: ChatEngine;
  /** Conversation events; close it in afterAll (it holds a pool connection while listening). */
  realtime?: Realtime;
  /** Contract routes; default: every one the product has. */
  routes?: MountedRoute[];
}): TestApp {
  const env = parseEnv({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret!',
    ...options.env,
  });
  const logger = createLogger('silent');
  const clock = options.clock ?? (() => new Date());
  const outbox = options.outbox ?? { defaultFrom: 'Test <no-reply@example.com>' };
  const deps: AppDeps = {
    env,
    logger,
    db: options.db,
    auth: createAuth({
      env,
      db: options.db,
      logger,
      secret: env.AUTH_SECRET!,
      outbox: () => outbox,
      awaitsInvitation: FEATURE_HOOKS.awaitsInvitation,
      adoptPreview: FEATURE_HOOKS.previews.adopt,
    }),
    rateLimiter: createRateLimiter(options.db, clock),
    outbox: () => outbox,
    clock,
    webDir: fakeWebDir(),
    hooks: FEATURE_HOOKS,
    payments: options.payments ?? selectPaymentGateway(env, undefined, clock),
    chatEngine: options.chatEngine,
    realtime: options.realtime,
  };
  const app = createApp(deps, { functions: options.functions, rpcs: options.rpcs, routes: options.routes });

  async function request(
    path: string,
    init: RequestInit & { jar?: Map<string, string>; json?: unknown } = {},
  ) {
    const headers = new Headers(init.headers);
    if (!headers.has('origin') && init.method && init.method !== 'GET')
      headers.set('origin', env.dashboardUrl);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (init.jar?.size) headers.set('cookie', [...init.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await app.request(`${env.dashboardUrl}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (init.jar && name) init.jar.set(name.trim(), value.join('='));
    }
    return res;
  }

  return { app, deps, env, request };
}
