import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import type { MountedRoute } from '../../http/contract-routes';
import { PRODUCT_NAME } from '../auth';
import type { FunctionDefinition } from '../functions';
import { buildOpenApiDocument } from './openapi-document';

/** `GET /api/openapi.json`: the API's description, built once from the route schemas. */
export function docsRoutes(
  deps: AppDeps,
  api: { routes: MountedRoute[]; functions: FunctionDefinition[]; rpcs: FunctionDefinition[] },
) {
  const app = new Hono<AppEnv>();
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/openapi.json', (c) => {
    document ??= buildOpenApiDocument({
      routes: api.routes.map((r) => r.contract),
      functions: api.functions,
      rpcs: api.rpcs,
      serverUrl: deps.env.publicUrl,
      title: PRODUCT_NAME,
    });
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(document);
  });
  return app;
}
