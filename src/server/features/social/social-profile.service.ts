import { profileDisplayName, unnamedCustomerLabel } from '../../../domain/social-channels';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { MetaGraphError } from '../../integrations/meta/meta-graph-client';
import { socialNameJob } from './social.jobs';
import { customerOfThread, renameUnnamedCustomer } from './social.repository';
import { socialProvider } from './social-provider';

/**
 * How long a name lookup may take. It runs in its own job, after the answer is queued, so this
 * bounds only how long that job's worker waits on Graph.
 */
export const PROFILE_LOOKUP_TIMEOUT_MS = 5_000;

export type NameOutcome = 'named' | 'kept' | 'skipped';

/** Arms the name lookup of a thread's new customer, in the transaction that links them. */
export async function queueNameLookup(
  deps: Pick<AppDeps, 'outbox'>,
  tx: Executor,
  threadId: string,
): Promise<void> {
  await deps.outbox().jobs?.send(socialNameJob, { threadId }, { tx });
}

/**
 * Names the thread's customer from their Graph profile (Messenger: first and last name;
 * Instagram: name, else @username) while they are still "Messenger customer" or "Instagram
 * customer". A refusal (no permission, a profile the person hides, a time-out) keeps that label.
 */
export async function nameCustomerFromProfile(
  deps: Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger'>,
  threadId: string,
  options: { timeoutMs?: number } = {},
): Promise<NameOutcome> {
  const found = await customerOfThread(deps.db, threadId);
  const unnamed = found ? unnamedCustomerLabel(found.platform) : '';
  if (!found || found.customerName !== unnamed || found.channelStatus !== 'connected') return 'skipped';
  const provider = socialProvider(deps.env);
  let name: string | null;
  try {
    name = profileDisplayName(
      await provider.graph.readCustomerProfile({
        platform: found.platform,
        customerId: found.customerPlatformId,
        pageToken: provider.cipher.decrypt(found.pageTokenSealed),
        timeoutMs: options.timeoutMs ?? PROFILE_LOOKUP_TIMEOUT_MS,
      }),
    );
  } catch (error) {
    if (!(error instanceof MetaGraphError)) throw error;
    // Expected often (a token without the profile permission, Instagram's 230 "user consent
    // required"): the label stays. A dead token is the Send API's to report (error 190).
    deps.logger.info({ threadId, code: error.code, error: error.message }, 'social customer name not found');
    return 'kept';
  }
  if (!name) return 'kept';
  const named = await renameUnnamedCustomer(deps.db, {
    customerId: found.customerId,
    unnamed,
    name,
    at: deps.clock(),
  });
  return named ? 'named' : 'skipped';
}
