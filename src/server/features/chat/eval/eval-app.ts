import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND_KEYS } from '../../../../domain/brands';
import { createApp } from '../../../app';
import type { AppDeps } from '../../../app-deps';
import type { Database } from '../../../db/client';
import { parseEnv } from '../../../env';
import type { Logger } from '../../../lib/logger';
import { createAuth } from '../../auth';
import { FEATURE_HOOKS } from '../../feature-hooks';
import { selectPaymentGateway } from '../../payments';
import { createRateLimiter } from '../../rate-limit';
import { aiChatFunction } from '../chat.functions';
import type { ChatEngine } from '../engine/chat-engine';

/** Not a secret: the evaluation's app signs no session anyone uses. */
const EVAL_AUTH_SECRET = 'agent-eval-only-secret-agent-eval-only';

/**
 * The app the evaluation talks to: the real one (routes, function registry, chat service,
 * storage, price guard, handoff, outbox), with the engine under evaluation and the chat's rate
 * limits raised (a scripted run sends far more turns a minute than a visitor may).
 */
export function createEvalApp(options: { db: Database; engine: ChatEngine; logger: Logger }) {
  const env = parseEnv({
    NODE_ENV: 'test',
    AUTH_SECRET: EVAL_AUTH_SECRET,
    CHAT_TURNS_PER_MINUTE_PER_IP: '1000000',
    CHAT_TURNS_PER_MINUTE_PER_CONVERSATION: '1000000',
    CHAT_TYPED_EMAILS_PER_HOUR_PER_IP: '1000000',
    // The demo workspaces have no members: their handoffs go to the brand's support address.
    BRAND_SETTINGS: JSON.stringify(
      Object.fromEntries(BRAND_KEYS.map((key) => [key, { supportEmail: `support@${key}.test` }])),
    ),
  });
  const outbox = { defaultFrom: 'Agent evaluation <no-reply@example.com>' };
  // No web page is requested; an empty folder keeps the static file server quiet.
  const webDir = join(tmpdir(), 'agent-eval-no-web');
  mkdirSync(webDir, { recursive: true });
  const deps: AppDeps = {
    env,
    logger: options.logger,
    db: options.db,
    auth: createAuth({
      env,
      db: options.db,
      logger: options.logger,
      secret: EVAL_AUTH_SECRET,
      outbox: () => outbox,
      awaitsInvitation: FEATURE_HOOKS.awaitsInvitation,
      adoptPreview: FEATURE_HOOKS.previews.adopt,
    }),
    rateLimiter: createRateLimiter(options.db, () => new Date()),
    outbox: () => outbox,
    clock: () => new Date(),
    webDir,
    hooks: FEATURE_HOOKS,
    payments: selectPaymentGateway(env),
    chatEngine: options.engine,
  };
  const app = createApp(deps, { functions: [aiChatFunction] });

  /** POST /api/functions/ai-chat as the public site's chat does. */
  async function aiChat(body: Record<string, unknown>): Promise<Response> {
    return app.request(`${env.publicUrl}/api/functions/ai-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.publicUrl },
      body: JSON.stringify(body),
    });
  }

  return { deps, aiChat };
}
