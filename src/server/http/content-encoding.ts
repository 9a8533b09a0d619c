/** The encodings we keep compressed copies in (build-time files, finished pages), best first. */
export const STORED_ENCODINGS = ['br', 'gzip'] as const;
export type StoredEncoding = (typeof STORED_ENCODINGS)[number];

/**
 * The best encoding we have that an Accept-Encoding header allows: brotli before gzip whatever
 * order the browser lists them in (Chrome sends `gzip, deflate, br, zstd`), none for a q of 0.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly StoredEncoding[] = STORED_ENCODINGS,
): StoredEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  // Named with q=0: refused, even where `*` would allow it.
  const refused = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    (!q || Number(q.slice(2)) > 0 ? accepted : refused).add(name);
  }
  return STORED_ENCODINGS.find(
    (name) => available.includes(name) && !refused.has(name) && (accepted.has(name) || accepted.has('*')),
  );
}
