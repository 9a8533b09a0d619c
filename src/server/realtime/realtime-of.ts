import type pg from 'pg';
import type { AppDeps } from '../app-deps';
import { createRealtime, type Realtime } from './realtime';

const instances = new WeakMap<AppDeps, Realtime>();

/** The app's realtime hub: given at boot, else created on first use over the app's pool. */
export function realtimeOf(deps: AppDeps): Realtime {
  if (deps.realtime) return deps.realtime;
  let realtime = instances.get(deps);
  if (!realtime) {
    realtime = createRealtime({
      pool: (deps.db as unknown as { $client: pg.Pool }).$client,
      logger: deps.logger,
    });
    instances.set(deps, realtime);
  }
  return realtime;
}
