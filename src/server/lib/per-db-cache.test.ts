import { describe, expect, it } from 'vitest';
import { perDbCache } from './per-db-cache';

describe('perDbCache', () => {
  const counting = () => {
    let reads = 0;
    return { load: async () => ++reads, reads: () => reads };
  };

  it('reads a key once while it is young, per database', async () => {
    const cache = perDbCache<number>({ ttlMs: 60_000, max: 10 });
    const db = {};
    const other = {};
    const source = counting();
    expect(await cache.read(db, 'a', source.load)).toBe(1);
    expect(await cache.read(db, 'a', source.load)).toBe(1);
    expect(await cache.read(other, 'a', source.load)).toBe(2);
    expect(source.reads()).toBe(2);
  });

  it('reads afresh once the value is older than the time to live', async () => {
    const cache = perDbCache<number>({ ttlMs: 0, max: 10 });
    const source = counting();
    const db = {};
    await cache.read(db, 'a', source.load);
    expect(await cache.read(db, 'a', source.load)).toBe(2);
  });

  it('forgets one key, or every key of a database', async () => {
    const cache = perDbCache<number>({ ttlMs: 60_000, max: 10 });
    const source = counting();
    const db = {};
    await cache.read(db, 'a', source.load);
    await cache.read(db, 'b', source.load);
    cache.forget(db, 'a');
    expect(await cache.read(db, 'a', source.load)).toBe(3);
    expect(await cache.read(db, 'b', source.load)).toBe(2);
    cache.forget(db);
    expect(await cache.read(db, 'b', source.load)).toBe(4);
  });

  it('keeps at most max keys, dropping the oldest stored', async () => {
    const cache = perDbCache<string>({ ttlMs: 60_000, max: 2 });
    const db = {};
    const loads: string[] = [];
    const load = (key: string) => async () => {
      loads.push(key);
      return key;
    };
    for (const key of ['a', 'b', 'c']) await cache.read(db, key, load(key));
    await cache.read(db, 'b', load('b'));
    await cache.read(db, 'a', load('a'));
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps nothing when the read fails', async () => {
    const cache = perDbCache<number>({ ttlMs: 60_000, max: 10 });
    const db = {};
    await expect(cache.read(db, 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read(db, 'a', async () => 7)).toBe(7);
  });
});
