import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import type { RouteContract, RouteUpload } from '../../domain/contracts/route-contract';
import type { AppDeps } from '../app-deps';
import {
  loadViewer,
  requireAdmin,
  requireViewer,
  requireWorkspaceAccess,
  type Viewer,
} from '../features/accounts';
import { AppError } from '../lib/app-error';
import type { AppEnv } from './app-env';
import { parseInput, readJson } from './validate';

export interface RouteContext<C extends RouteContract> {
  deps: AppDeps;
  c: Context<AppEnv>;
  /** Null only on public routes. */
  viewer: C['access'] extends 'public' ? Viewer | null : Viewer;
  params: C extends RouteContract<infer P> ? z.output<P> : never;
  query: C extends RouteContract<z.ZodType, infer Q> ? z.output<Q> : never;
  body: C extends RouteContract<z.ZodType, z.ZodType, infer B> ? z.output<B> : never;
  /** An upload route's body: the file's bytes (see RouteUpload). */
  upload: C extends { upload: RouteUpload } ? Uint8Array : undefined;
}

export type RouteHandler<C extends RouteContract> = (
  ctx: RouteContext<C>,
) => Promise<z.input<C['output']> | Response>;

/** A contract with its handler, ready to mount; features export lists of these. */
export interface MountedRoute {
  contract: RouteContract;
  handle: RouteHandler<RouteContract>;
}

export function route<C extends RouteContract>(contract: C, handle: RouteHandler<C>): MountedRoute {
  return { contract, handle: handle as unknown as RouteHandler<RouteContract> };
}

async function viewerFor(c: Context<AppEnv>, deps: AppDeps, contract: RouteContract): Promise<Viewer | null> {
  // Routes under paths without the session middleware look the session up here, once.
  if (c.get('viewer') === undefined) await loadViewer({ auth: deps.auth, db: deps.db })(c, async () => {});
  switch (contract.access) {
    case 'public':
      return c.get('viewer') ?? null;
    case 'admin':
      return requireAdmin(c);
    case 'user':
      return requireViewer(c);
    case 'workspace': {
      const viewer = requireViewer(c);
      requireWorkspaceAccess(viewer, c.req.param('workspaceId') ?? '', contract.role);
      return viewer;
    }
  }
}

/**
 * An upload's bytes. The declared length was checked against the route's limit before the body
 * was read (bodySizeLimits in app.ts); a body sent without one is counted here.
 */
async function readUpload(c: Context<AppEnv>, upload: RouteUpload): Promise<Uint8Array> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > upload.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', upload.tooLargeMessage);
  return bytes;
}

/** The body limits of upload routes, for the API-wide limit to make way for (see app.ts). */
export function uploadBodyLimits(routes: readonly MountedRoute[]) {
  return routes.flatMap(({ contract }) =>
    contract.upload
      ? [
          {
            method: contract.method,
            path: new RegExp(`^${contract.path.replace(/:[A-Za-z]\w*/g, '[^/]+')}$`),
            maxBytes: contract.upload.maxBytes,
            message: contract.upload.tooLargeMessage,
          },
        ]
      : [],
  );
}

/**
 * Serves contract routes: access first (401/403 before anything is read), then params, query and
 * body through the contract's schemas (400 with the first message), then the handler, whose
 * answer is parsed by the output schema, so nothing leaves that the contract does not name.
 */
export function contractRoutes(deps: AppDeps, routes: MountedRoute[]) {
  const app = new Hono<AppEnv>();
  for (const { contract, handle } of routes) {
    app.on(contract.method, contract.path, async (c) => {
      const viewer = await viewerFor(c, deps, contract);
      const params = contract.params ? parseInput(contract.params, c.req.param()) : {};
      const query = contract.query ? parseInput(contract.query, c.req.query()) : {};
      const body = contract.body ? await readJson(c, contract.body) : undefined;
      const upload = contract.upload ? await readUpload(c, contract.upload) : undefined;
      // Each part was parsed by the contract's own schema just above.
      const ctx = { deps, c, viewer, params, query, body, upload } as RouteContext<RouteContract>;
      const result = await handle(ctx);
      if (result instanceof Response) return result;
      const output = contract.output.safeParse(result);
      if (!output.success) {
        throw new AppError('INTERNAL', 'The server produced an answer outside its contract.', {
          cause: output.error,
        });
      }
      c.header('Cache-Control', 'no-store');
      return c.json(output.data as object, contract.status ?? 200);
    });
  }
  return app;
}
