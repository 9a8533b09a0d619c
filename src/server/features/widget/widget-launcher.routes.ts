import { widgetLauncherContract, widgetLauncherSchema } from '../../../domain/contracts/widget.contract';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/contract-routes';
import type { RateRule } from '../rate-limit';
import { getWidgetLauncher } from './widget.service';

/**
 * The loader asks after each host page's load, and the browser keeps the answer (LAUNCHER_CACHE):
 * a visitor reading one page after another asks about once in five minutes; an office behind one
 * address with many visitors still fits.
 */
export const WIDGET_LAUNCHER_RATE_LIMIT: RateRule = {
  name: 'widget.launcher',
  limit: 240,
  windowSeconds: 600,
};

/**
 * A changed colour reaches a visitor within five minutes; a page view within them costs no request.
 * Stale answers may be used for a day while a fresh one is fetched: the colour is cosmetic.
 */
export const LAUNCHER_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

export const widgetLauncherRoutes = [
  route(widgetLauncherContract, async ({ deps, c, query }) => {
    await deps.rateLimiter.enforce(WIDGET_LAUNCHER_RATE_LIMIT, [`ip:${clientIp(c, deps.env.TRUST_PROXY)}`]);
    const launcher = widgetLauncherSchema.parse(await getWidgetLauncher(deps, query));
    // Read by /widget.js on the business's own pages (another origin), without cookies: the colour
    // is what any visitor of the site sees, so any origin may read it.
    return c.json(launcher, 200, {
      'Cache-Control': LAUNCHER_CACHE_CONTROL,
      'Access-Control-Allow-Origin': '*',
    });
  }),
];
