import { AGENTS_UNAVAILABLE_MESSAGE, type SubscriptionFacts, workspaceAccess } from '../../../domain/billing';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { perDbCache } from '../../lib/per-db-cache';
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

const keyFacts = perDbCache<KeyFacts>({ ttlMs: ACCESS_CACHE_MS, max: MAX_CACHED_KEYS });

const factsOfKey = (db: Executor, publicKey: string): Promise<KeyFacts> =>
  keyFacts.read(db, publicKey, () => findSubscriptionFactsByPublicKey(db, publicKey));

/** After a change of any workspace's plan has committed: this process reads plans afresh. */
export function forgetAgentAccess(db: object): void {
  keyFacts.forget(db);
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
