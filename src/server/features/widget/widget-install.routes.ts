import type { MiddlewareHandler } from 'hono';
import { getWidgetInstallContract } from '../../../domain/contracts/widget-install.contract';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/contract-routes';
import { getWidgetInstall, recordWidgetSighting } from './widget-install.service';

export const widgetInstallRoutes = [
  route(getWidgetInstallContract, ({ deps, params }) => getWidgetInstall(deps, params.workspaceId)),
];

/**
 * On /embed/chat (the widget's chat frame): after the page is served, notes where it was framed.
 * A failure here is logged and never costs the visitor their chat.
 */
export function widgetSightingRecorder(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200) return;
    try {
      await recordWidgetSighting(deps, {
        publicKey: c.req.query('workspace'),
        headers: {
          referer: c.req.header('referer'),
          origin: c.req.header('origin'),
          secFetchDest: c.req.header('sec-fetch-dest'),
        },
        clientAddress: clientIp(c, deps.env.TRUST_PROXY),
      });
    } catch (error) {
      deps.logger.warn({ err: error }, 'could not record a widget sighting');
    }
  };
}
