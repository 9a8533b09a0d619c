import { GHL_DEFAULT_BACKOFF_MS, GHL_RATE_PER_WINDOW, GHL_RATE_WINDOW_MS } from '../../../domain/crm-sync';
import type { AppDeps } from '../../app-deps';
import { GhlApiError } from '../../integrations/gohighlevel/ghl-client';
import { blockLocation, takeRateSlot } from './crm-sync.repository';

/** Longer waits are left to the job queue's retry rather than holding a worker. */
const MAX_WAIT_MS = 30_000;
/** 429s in a row within one call before the call gives up (the job is retried later). */
const MAX_RATE_LIMITED = 5;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitForSlot(deps: Pick<AppDeps, 'db'>, locationId: string, endpoint: string) {
  for (;;) {
    const waitMs = await takeRateSlot(deps.db, {
      locationId,
      windowMs: GHL_RATE_WINDOW_MS,
      perWindow: GHL_RATE_PER_WINDOW,
    });
    if (waitMs === 0) return;
    if (waitMs > MAX_WAIT_MS) {
      throw new GhlApiError(
        `GoHighLevel asked us to wait ${Math.ceil(waitMs / 1000)} s`,
        429,
        endpoint,
        waitMs,
      );
    }
    await sleep(waitMs);
  }
}

/**
 * One provider call within the location's request budget (shared through the database, so it
 * holds across processes). A 429 stops every process sending to the location for as long as
 * the answer's headers say, then the call is tried again.
 */
export async function withinRateLimit<T>(
  deps: Pick<AppDeps, 'db'>,
  locationId: string,
  endpoint: string,
  call: () => Promise<T>,
): Promise<T> {
  for (let limited = 0; ; ) {
    await waitForSlot(deps, locationId, endpoint);
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof GhlApiError) || error.status !== 429 || ++limited > MAX_RATE_LIMITED)
        throw error;
      await blockLocation(deps.db, { locationId, waitMs: error.retryAfterMs ?? GHL_DEFAULT_BACKOFF_MS });
    }
  }
}
