/** The Postgres error behind a failed query (drizzle wraps it in its own error), if any. */
export function pgErrorOf(error: unknown): { code: string; constraint?: string } | undefined {
  let current = error;
  while (current instanceof Error) {
    const candidate = current as Error & { code?: unknown; constraint?: string };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: candidate.constraint };
    }
    current = current.cause;
  }
  return undefined;
}

/**
 * Whether a failure means the database could not be reached or went away mid-query (a restart, a
 * failover, a full connection table), rather than a fault of the query: the client may try again
 * in a moment. SQLSTATE class 08 (connection exception), 57P01–57P03 (shut down, crash shutdown,
 * cannot connect now), 53300 (too many connections); socket errors and node-postgres's own
 * messages for a connection lost or not obtained in time.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'terminating connection due to administrator command',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 8; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    }
    if (UNAVAILABLE_MESSAGES.some((text) => current instanceof Error && current.message.includes(text)))
      return true;
    current = current.cause;
  }
  return false;
}
