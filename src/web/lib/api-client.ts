import {
  type RouteContract,
  type RouteInput,
  type RouteOutput,
  routePath,
} from '../../domain/contracts/route-contract';
import { requestJson } from './api';

function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The URL of a GET contract route with its parameters and query, for what the browser fetches
 * itself: a file download streams straight to disk rather than through a JSON parse.
 */
export function routeUrl<C extends RouteContract>(contract: C, input: RouteInput<C>): string {
  const { params, query } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
  };
  return withQuery(routePath(contract.path, params), query);
}

/**
 * Calls a contract route: builds the path and query from the contract, sends the body as JSON, and
 * parses the answer with the contract's output schema, so a response is typed because it was
 * checked (an answer outside the contract is an error here, not a surprise in a component).
 */
export async function apiRequest<C extends RouteContract>(
  contract: C,
  input: RouteInput<C>,
  options: { signal?: AbortSignal } = {},
): Promise<RouteOutput<C>> {
  return contract.output.parse(await sendRoute(contract, input, options)) as RouteOutput<C>;
}

/**
 * Sends a contract route's request and answers its JSON unparsed. For a hook that takes any route
 * answering one shape: it parses with `contract.output`, whose type its constraint names, so the
 * answer is typed by that schema without a cast.
 */
export async function sendRoute<C extends RouteContract>(
  contract: C,
  input: RouteInput<C>,
  options: { signal?: AbortSignal } = {},
): Promise<unknown> {
  const { params, query, body, upload } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    /** An upload route's file, sent as its raw bytes. */
    upload?: Uint8Array;
  };
  const url = withQuery(routePath(contract.path, params), query);
  const json = await requestJson(
    url,
    upload
      ? {
          method: contract.method,
          headers: { 'content-type': 'application/octet-stream' },
          body: new Uint8Array(upload),
          signal: options.signal,
        }
      : {
          method: contract.method,
          headers: body === undefined ? undefined : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: options.signal,
        },
  );
  return json;
}
