import type { AppDeps } from '../app-deps';

/**
 * A getter for something the app holds once (a writer, an engine, a hub) but that is not built at
 * boot: the first call for an app's deps creates it, later calls get the same one, and it goes
 * away with the deps (tests build many apps in one process).
 */
export function onePerApp<T>(create: (deps: AppDeps) => T): (deps: AppDeps) => T {
  const instances = new WeakMap<AppDeps, T>();
  return (deps) => {
    if (!instances.has(deps)) instances.set(deps, create(deps));
    return instances.get(deps) as T;
  };
}
