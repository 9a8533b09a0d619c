import type { Context } from 'hono';
import { Hono } from 'hono';
import { widgetConfigQuerySchema } from '../../../domain/contracts/widget.contract';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { preferredEncoding, type StoredEncoding } from '../../http/content-encoding';
import type { RateRule } from '../rate-limit';
import { limitByClientAddress } from '../rate-limit';
import { embedFrameAncestors, getWidgetConfig } from './widget.service';
import { matchesEtag, widgetScriptReader } from './widget-script';
import {
  UNREAD_PAGE_CACHE_CONTROL,
  UNREAD_PAGE_HTML,
  UNREAD_PAGE_PATH,
  unreadPagePolicy,
} from './widget-unread-page';

/**
 * The loader's URL never changes (it is pasted into other sites), so browsers keep it for an hour
 * and may use a stale copy for a day while they fetch the new one: a deploy reaches every site
 * within about an hour, and a revisit costs no request at all.
 */
export const WIDGET_SCRIPT_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
const JAVASCRIPT = 'text/javascript; charset=utf-8';
const NOT_BUILT = '/* The chat widget is not built yet: run `npm run build`. */\n';

/**
 * `GET /widget.js`: the loader a business pastes into its pages; `GET /embed/unread`: the hidden
 * page it adds to count the replies waiting for the visitor (widget-unread-page.ts).
 */
export function widgetScriptRoutes(deps: Pick<AppDeps, 'webDir' | 'db'>) {
  const app = new Hono<AppEnv>();
  const readScript = widgetScriptReader(deps.webDir);
  app.get('/widget.js', (c) => {
    const script = readScript();
    if (!script) return c.body(NOT_BUILT, 503, { 'Content-Type': JAVASCRIPT, 'Cache-Control': 'no-store' });
    c.header('Cache-Control', WIDGET_SCRIPT_CACHE_CONTROL);
    c.header('Vary', 'Accept-Encoding');
    const available = Object.keys(script.encoded) as StoredEncoding[];
    const encoding = preferredEncoding(c.req.header('accept-encoding'), available);
    // A compressed copy is the same script in other bytes: a weak tag, as compression gave it before.
    c.header('ETag', encoding ? `W/${script.etag}` : script.etag);
    if (matchesEtag(c.req.header('if-none-match'), script.etag)) return c.body(null, 304);
    c.header('Content-Type', JAVASCRIPT);
    const bytes = encoding && script.encoded[encoding];
    if (!encoding || !bytes) return c.body(script.code);
    c.header('Content-Encoding', encoding);
    return c.body(bytes);
  });
  app.get(UNREAD_PAGE_PATH, async (c) => {
    const ancestors = await embedFrameAncestors(deps, c.req.query('workspace'));
    c.header('Content-Security-Policy', unreadPagePolicy(ancestors));
    c.header('Cache-Control', UNREAD_PAGE_CACHE_CONTROL);
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(UNREAD_PAGE_HTML);
  });
  return app;
}

/** Per client address: one read each time a visitor opens a chat, and browsers keep it a minute. */
export const WIDGET_CONFIG_RATE_LIMIT: RateRule = { name: 'widget.config', limit: 120, windowSeconds: 600 };

/**
 * `GET /api/widget/config`: public; the agent, brand and welcome line of a workspace's widget. No
 * Origin rule, unlike ai-chat: it reads only what the widget shows anyone, and a page of another
 * site cannot read it (no CORS).
 */
export function widgetConfigRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/config', limitByClientAddress(deps, WIDGET_CONFIG_RATE_LIMIT), async (c) => {
    const query = widgetConfigQuerySchema.parse(c.req.query());
    const config = await getWidgetConfig(deps, query);
    // A renamed agent or a new welcome line shows within a minute.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(config);
  });
  return app;
}

/** For the security headers of /embed/chat: the frame-ancestors sources of this request's workspace. */
export function embedFramingPolicy(deps: Pick<AppDeps, 'db'>) {
  return (c: Context) => embedFrameAncestors(deps, c.req.query('workspace'));
}
