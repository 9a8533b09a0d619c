import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { isAppError } from '../../lib/app-error';
import { CALLBACK_SCRIPT, CRM_CALLBACK_SCRIPT_PATH, renderCallbackPage } from './crm-callback-page';
import { completeCrmCallback } from './crm-connection.service';
import { CRM_CALLBACK_PATH } from './crm-provider';

/**
 * The provider's redirect back to us (the OAuth redirect URI) and its page's script. A page, not
 * JSON: it is what the owner sees in the popup. Errors a person caused (a wrong or replayed
 * link, another session) answer with their status and a clear message; nothing is stored.
 */
export function crmCallbackRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(CRM_CALLBACK_SCRIPT_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(CALLBACK_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' });
  });
  app.get(CRM_CALLBACK_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    // The code and state are in this address: it must not travel on as a Referer.
    c.header('Referrer-Policy', 'no-referrer');
    const found = c.req.header('cookie')
      ? await deps.auth.api.getSession({ headers: c.req.raw.headers })
      : null;
    try {
      await completeCrmCallback(deps, {
        code: c.req.query('code') || undefined,
        state: c.req.query('state') || undefined,
        error: c.req.query('error') || undefined,
        session: found ? { userId: found.user.id, sessionId: found.session.id } : null,
      });
      return c.html(
        renderCallbackPage({ ok: true, title: 'GoHighLevel Connected', message: 'Your CRM is connected.' }),
      );
    } catch (error) {
      if (!isAppError(error)) throw error;
      if (error.status >= 500) deps.logger.warn({ err: error }, 'GoHighLevel callback failed');
      const status = error.status as 400 | 401 | 403 | 404 | 409 | 410 | 500 | 502;
      return c.html(
        renderCallbackPage({ ok: false, title: 'Connection Failed', message: error.message }),
        status,
      );
    }
  });
  return app;
}
