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
