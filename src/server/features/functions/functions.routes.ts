import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { readJson } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import { requireAdmin, requireViewer } from '../accounts';
import type { FunctionDefinition } from './function-registry';

/** One router for `/api/functions/:name` and one for `/api/rpc/:name` (DESIGN.md §3). */
export function namedCallRoutes(deps: AppDeps, definitions: FunctionDefinition<z.ZodType>[], kind: string) {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const app = new Hono<AppEnv>();

  app.post('/:name', async (c) => {
    const name = c.req.param('name');
    const definition = byName.get(name);
    if (!definition) throw new AppError('NOT_FOUND', `Unknown ${kind}: ${name}`);
    const viewer =
      definition.access === 'admin'
        ? requireAdmin(c)
        : definition.access === 'user'
          ? requireViewer(c)
          : c.get('viewer');
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    if (definition.rateLimit) await deps.rateLimiter.enforce(definition.rateLimit, [`ip:${ip}`]);
    const input = await readJson(c, definition.input);
    const result = await definition.handle({ deps, viewer, clientIp: ip, c }, input);
    // A function may answer with its own response (e.g. ai-chat's Server-Sent Events stream).
    if (result instanceof Response) return result;
    return c.json(result ?? {});
  });

  app.all('/:name', (c) => {
    throw new AppError('BAD_REQUEST', `Use POST to call ${kind} ${c.req.param('name')}.`);
  });
  return app;
}
