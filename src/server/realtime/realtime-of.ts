import type pg from 'pg';
import type { AppDeps } from '../app-deps';
import { onePerApp } from '../lib/one-per-app';
import { createRealtime, type Realtime } from './realtime';

const createdRealtimeOf = onePerApp((deps) =>
  createRealtime({ pool: (deps.db as unknown as { $client: pg.Pool }).$client, logger: deps.logger }),
);

/** The app's realtime hub: given at boot, else created on first use over the app's pool. */
export function realtimeOf(deps: AppDeps): Realtime {
  return deps.realtime ?? createdRealtimeOf(deps);
}
