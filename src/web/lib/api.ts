// Small fetch helpers for our own JSON API. Errors follow the server's envelope
// {"error": {"code", "message"}}; anything else becomes a generic ApiError.

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

async function readErrorBody(response: Response): Promise<{ message?: string; code?: string }> {
  try {
    const body: unknown = await response.json();
    return extractErrorFields(body);
  } catch {
    return {};
  }
}

/** Finds a message/code in `{error: {message, code}}`, `{message, code}` or `{error: "text"}`. */
export function extractErrorFields(body: unknown): { message?: string; code?: string } {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const nested = record.error;
  if (nested && typeof nested === 'object') return extractErrorFields(nested);
  const message =
    typeof record.message === 'string' ? record.message : typeof nested === 'string' ? nested : undefined;
  const code = typeof record.code === 'string' ? record.code : undefined;
  return { message, code };
}

/** Our JSON API, unparsed: an error envelope becomes an ApiError with the server's message. */
export async function requestJson(input: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(input, {
    credentials: 'same-origin',
    ...init,
    headers: { accept: 'application/json', ...init?.headers },
  });
  if (!response.ok) {
    const { message, code } = await readErrorBody(response);
    throw new ApiError(message ?? `Request failed (${response.status})`, response.status, code);
  }
  return response.status === 204 ? null : await response.json();
}

export async function fetchJson<T>(input: string, init?: RequestInit): Promise<T> {
  return (await requestJson(input, init)) as T;
}

export function postJson<T>(
  input: string,
  body: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  return fetchJson<T>(input, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: options.signal,
  });
}

/** `POST /api/functions/<name>`: a backend function the specs invoke by name. */
export function callFunction<T>(
  name: string,
  payload: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  return postJson<T>(`/api/functions/${encodeURIComponent(name)}`, payload, options);
}

/** `POST /api/rpc/<name>`: a remote procedure. */
export function callRpc<T>(name: string, payload: unknown): Promise<T> {
  return postJson<T>(`/api/rpc/${encodeURIComponent(name)}`, payload);
}
