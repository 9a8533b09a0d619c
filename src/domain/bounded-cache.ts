/**
 * Remembers what a pure computation gave for a text key, for at most `max` keys (the oldest
 * stored is dropped first). The chat engine reads the same texts on every turn of a conversation:
 * the visitor's earlier messages and the workspace's knowledge items. Analysing each once instead
 * of on every turn is most of its CPU time under load (bench:chat). Values are shared between
 * callers, so they must be treated as read-only.
 */
export class BoundedCache<V> {
  readonly #entries = new Map<string, V>();

  constructor(readonly max: number) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The value stored for `key`, or what `compute` gives, stored. */
  get(key: string, compute: () => V): V {
    const known = this.#entries.get(key);
    if (known !== undefined) return known;
    const value = compute();
    if (this.#entries.size >= this.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, value);
    return value;
  }
}
