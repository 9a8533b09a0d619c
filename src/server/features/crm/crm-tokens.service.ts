import { needsRefresh, parseScopes, tokenExpiry } from '../../../domain/crm-connection';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { GhlApiError } from '../../integrations/gohighlevel/ghl-client';
import { AppError } from '../../lib/app-error';
import { queueEmail } from '../email';
import {
  type CrmConnectionRow,
  findConnection,
  lockConnection,
  ownerEmails,
  saveError,
  saveRefreshed,
} from './crm.repository';
import { crmProvider } from './crm-provider';

type TokenDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger' | 'outbox'>;

export interface CrmAccess {
  accessToken: string;
  locationId: string;
  connection: CrmConnectionRow;
}

export const CRM_MESSAGES = {
  notConnected: 'GoHighLevel is not connected for this workspace.',
  inError: (reason: string) => `The GoHighLevel connection needs attention: ${reason}`,
  refreshRefused: 'GoHighLevel refused to renew access (the app may have been removed). Please reconnect.',
  unavailable: 'GoHighLevel did not answer. Please try again in a moment.',
} as const;

/** Tells the owners, through the outbox, that the connection stopped and why (in the same transaction). */
export async function tellOwners(deps: TokenDeps, tx: Executor, workspaceId: string, reason: string) {
  for (const to of await ownerEmails(tx, workspaceId)) {
    await queueEmail(deps.outbox(), tx, {
      kind: 'crm_connection_failed',
      to,
      workspaceId,
      subject: 'Your GoHighLevel connection stopped working',
      text: `${reason}\n\nOpen the dashboard and use Connect on the CRM card to connect GoHighLevel again. Until then nothing is sent to your CRM.`,
    });
  }
}

/**
 * Renews the access token under the connection row's lock: a second process waiting on the lock
 * finds the fresh token and does not refresh again (the provider would refuse its old refresh
 * token, rotated by the first). The rotated refresh token is saved in the same transaction.
 * A refusal moves the connection to error and tells the owners; an outage changes nothing.
 */
async function refreshUnderLock(
  deps: TokenDeps,
  workspaceId: string,
  force: boolean,
): Promise<CrmConnectionRow> {
  const { client, cipher } = crmProvider(deps.env);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockConnection(tx, workspaceId);
    if (!row?.refreshTokenSealed || row.status === 'error') return { row };
    const now = deps.clock();
    if (!force && !needsRefresh(row.expiresAt, now)) return { row };
    try {
      const answer = await client.refreshToken(cipher.decrypt(row.refreshTokenSealed));
      const scopes = parseScopes(answer.scope);
      await saveRefreshed(tx, {
        workspaceId,
        accessTokenSealed: cipher.encrypt(answer.access_token),
        refreshTokenSealed: cipher.encrypt(answer.refresh_token),
        expiresAt: tokenExpiry(now, answer.expires_in),
        scopes: scopes.length > 0 ? scopes : row.scopes,
        now,
      });
      return { row: (await lockConnection(tx, workspaceId))! };
    } catch (error) {
      if (error instanceof GhlApiError && error.isRefusal) {
        deps.logger.warn({ workspaceId, status: error.status }, 'GoHighLevel refused a token refresh');
        await saveError(tx, { workspaceId, message: CRM_MESSAGES.refreshRefused, now });
        await tellOwners(deps, tx, workspaceId, CRM_MESSAGES.refreshRefused);
        return { refused: true as const };
      }
      if (error instanceof GhlApiError)
        throw new AppError('UPSTREAM_FAILED', CRM_MESSAGES.unavailable, { cause: error });
      throw error;
    }
  });
  if ('refused' in outcome) throw new AppError('CONFLICT', CRM_MESSAGES.refreshRefused);
  return outcome.row!;
}

function usable(row: CrmConnectionRow | null): CrmConnectionRow {
  if (!row || !row.accessTokenSealed) throw new AppError('CONFLICT', CRM_MESSAGES.notConnected);
  if (row.status === 'error')
    throw new AppError('CONFLICT', CRM_MESSAGES.inError(row.lastError ?? 'unknown'));
  if (!row.locationId) throw new AppError('CONFLICT', CRM_MESSAGES.notConnected);
  return row;
}

/**
 * Runs `use` with a live access token for the workspace's location: refreshed first when within
 * REFRESH_MARGIN_MS of expiry; if the provider still answers 401 (revoked early, clock skew) it
 * is refreshed once and `use` runs again.
 */
export async function withAccessToken<T>(
  deps: TokenDeps,
  workspaceId: string,
  use: (access: CrmAccess) => Promise<T>,
): Promise<T> {
  const { cipher } = crmProvider(deps.env);
  let row = usable(await findConnection(deps.db, workspaceId));
  if (needsRefresh(row.expiresAt, deps.clock()))
    row = usable(await refreshUnderLock(deps, workspaceId, false));
  const run = (current: CrmConnectionRow) =>
    use({
      accessToken: cipher.decrypt(current.accessTokenSealed!),
      locationId: current.locationId!,
      connection: current,
    });
  try {
    return await run(row);
  } catch (error) {
    if (!(error instanceof GhlApiError) || error.status !== 401) throw error;
    return run(usable(await refreshUnderLock(deps, workspaceId, true)));
  }
}
