import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps';
import { onePerApp } from './one-per-app';

// Only the identity of the deps matters here, not their contents.
const someDeps = () => ({}) as AppDeps;

describe('onePerApp', () => {
  it('creates on the first call for an app and hands the same one to every later call', () => {
    let created = 0;
    const counterOf = onePerApp(() => ({ n: ++created }));
    const deps = someDeps();
    expect(counterOf(deps)).toBe(counterOf(deps));
    expect(created).toBe(1);
  });

  it('gives each app its own, created from that app', () => {
    const made: AppDeps[] = [];
    const holderOf = onePerApp((deps) => {
      made.push(deps);
      return { deps };
    });
    const a = someDeps();
    const b = someDeps();
    expect(holderOf(a)).not.toBe(holderOf(b));
    expect(holderOf(b).deps).toBe(b);
    expect(made).toEqual([a, b]);
  });
});
