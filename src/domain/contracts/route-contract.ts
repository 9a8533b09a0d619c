import type { z } from 'zod';

/**
 * One HTTP route as both sides see it: the server validates requests with these schemas and the
 * web client builds requests and parses answers with them, so the two cannot drift; the OpenAPI
 * description is generated from the same objects (docs/decisions/014-route-contracts.md).
 *
 * Access:
 * - `public`: anyone;
 * - `user`: a signed-in user;
 * - `workspace`: a member of the workspace named by the path's `:workspaceId` (platform admins:
 *   every workspace); `role: 'owner'` narrows it to the workspace's owners (and admins);
 * - `admin`: platform admins only.
 */
export type RouteAccess = 'public' | 'user' | 'workspace' | 'admin';
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A route whose request body is one file's raw bytes (`application/octet-stream`), not JSON: a
 * file is sent as it is, with no multipart envelope to parse, and its limit is its own (the API's
 * 1 MB limit does not apply to it).
 */
export interface RouteUpload {
  maxBytes: number;
  /** The 413 message, in the product's words. */
  tooLargeMessage: string;
}

export interface RouteContract<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
> {
  method: RouteMethod;
  /** Hono-style path with `:name` parameters, e.g. `/api/workspaces/:workspaceId/knowledge`. */
  path: string;
  summary: string;
  /** Groups routes in the documentation. */
  tag: string;
  access: RouteAccess;
  role?: 'owner';
  params?: Params;
  query?: Query;
  body?: Body;
  output: Output;
  /** The status of a successful answer; 200 by default. */
  status?: 200 | 201 | 202;
  /** Set (by defineUploadRoute) when the body is a file's raw bytes; then `body` is unset. */
  upload?: RouteUpload;
}

export function defineRoute<
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Output extends z.ZodType = z.ZodType,
>(contract: RouteContract<Params, Query, Body, Output>): RouteContract<Params, Query, Body, Output> {
  return contract;
}

/** A route that takes a file's bytes as its body (see RouteUpload). */
export function defineUploadRoute<
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Output extends z.ZodType = z.ZodType,
>(
  contract: Omit<RouteContract<Params, Query, z.ZodNever, Output>, 'body'> & { upload: RouteUpload },
): RouteContract<Params, Query, z.ZodNever, Output> & { upload: RouteUpload } {
  return contract;
}

/** What a caller passes: only the parts the route declares (an upload route: the file's bytes). */
export type RouteInput<C> =
  C extends RouteContract<infer P, infer Q, infer B, z.ZodType>
    ? ([P] extends [z.ZodNever] ? unknown : { params: z.input<P> }) &
        ([Q] extends [z.ZodNever] ? unknown : { query?: z.input<Q> }) &
        ([B] extends [z.ZodNever] ? unknown : { body: z.input<B> }) &
        (C extends { upload: RouteUpload } ? { upload: Uint8Array } : unknown)
    : never;

export type RouteOutput<C> =
  C extends RouteContract<z.ZodType, z.ZodType, z.ZodType, infer O> ? z.output<O> : never;

/** Fills `:name` parameters into a contract's path (each value URL-encoded). */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
