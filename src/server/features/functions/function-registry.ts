import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Viewer } from '../accounts';
import type { RateRule } from '../rate-limit';

/**
 * A backend function the specs invoke by name (`POST /api/functions/<name>`) or a remote
 * procedure (`POST /api/rpc/<name>`). The router validates `input`, checks `access`, applies the
 * rate limit and calls `handle`; features only declare these.
 */
export interface FunctionDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  /** One line for the API documentation. */
  summary?: string;
  input: S;
  /**
   * The request body's shape for the API documentation only, when `input` does not describe it
   * (a use case that parses the payload itself, e.g. to record a rejected one).
   */
  documentedInput?: z.ZodType;
  /** The answer's shape, for the API documentation and the web client (JSON answers only). */
  output?: z.ZodType;
  access: 'public' | 'user' | 'admin';
  /** Per client address; required in practice for anything public. */
  rateLimit?: RateRule;
  handle(ctx: FunctionContext, input: z.infer<S>): Promise<unknown>;
}

export interface FunctionContext {
  deps: AppDeps;
  viewer: Viewer | null;
  clientIp: string;
  c: Context;
}

export function defineFunction<S extends z.ZodType>(
  definition: FunctionDefinition<S>,
): FunctionDefinition<S> {
  return definition;
}
