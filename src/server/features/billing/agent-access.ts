import { performance } from 'node:perf_hooks';
import { AGENTS_UNAVAILABLE_MESSAGE, type SubscriptionFacts, workspaceAccess } from '../../../domain/billing';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findSubscriptionFactsByPublicKey, listSubscriptionFacts } from './billing.repository';

// Where agents run (the chat turn, the widget's config) the workspace's plan is checked before
// anything else. The turn is the hot path (decisions 009-013): one statement, tuned. So the
// subscriptions of a widget key are read once and kept for a short while per process, and the pure
// rule is applied to them at each request with the request's clock: a trial ends exactly on time
// even from the cache. A change of plan reaches other processes within ACCESS_CACHE_MS; this
// process forgets at once (forgetAgentAccess after the change commits).

/** How long a process keeps a widget key's subscriptions. */
export const ACCESS_CACHE_MS = 30_000;
const MAX_CACHED_KEYS = 10_000;

type KeyFacts = { workspaceId: string; subscriptions: SubscriptionFacts[] } | null;
type Entry = { readAt: number; facts: KeyFacts };

/** One cache per database (an app and its tests' apps on one database share it; keys are unique). */
const caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(db: object): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

async function factsOfKey(db: Executor, publicKey: string): Promise<KeyFacts> {
  const cache = cacheOf(db);
  const now = performance.now();
  const known = cache.get(publicKey);
  if (known && now - known.readAt < ACCESS_CACHE_MS) return known.facts;
  const facts = await findSubscriptionFactsByPublicKey(db, publicKey);
  if (cache.size >= MAX_CACHED_KEYS) cache.delete(cache.keys().next().value!);
  cache.set(publicKey, { readAt: now, facts });
  return facts;
}

/** After a change of any workspace's plan has committed: this process reads plans afresh. */
export function forgetAgentAccess(db: object): void {
  caches.get(db)?.clear();
}

/**
 * Refuses (403, the "not available" message) a request to run the agents of the workspace with
 * this widget key when its plan does not allow it. The platform demo (no key) and unknown keys
 * pass: the turn itself answers for those.
 */
export async function assertAgentsMayRun(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  workspaceKey: string | null | undefined,
): Promise<void> {
  if (!workspaceKey) return;
  const facts = await factsOfKey(deps.db, workspaceKey);
  if (!facts) return;
  if (!workspaceAccess(facts.subscriptions, deps.clock()).canRun) {
    throw new AppError('FORBIDDEN', AGENTS_UNAVAILABLE_MESSAGE);
  }
}

/** Whether a workspace's agents may act now (follow-up e-mails when their timer fires); read fresh. */
export async function agentsMayRunIn(db: Executor, options: { workspaceId: string; now: Date }) {
  return workspaceAccess(await listSubscriptionFacts(db, options.workspaceId), options.now).canRun;
}
