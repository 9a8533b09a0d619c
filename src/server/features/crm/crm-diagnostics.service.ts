import type { CrmDiagnostics } from '../../../domain/contracts/crm.contract';
import type { AppDeps } from '../../app-deps';
import { GhlApiError } from '../../integrations/gohighlevel/ghl-client';
import { isAppError } from '../../lib/app-error';
import { findConnection } from './crm.repository';
import { connectionView } from './crm-connection.service';
import { crmProvider } from './crm-provider';
import { withAccessToken } from './crm-tokens.service';

type DiagnosticsDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger' | 'outbox'>;

const LIVE_ENDPOINT = 'GET /opportunities/pipelines';

/**
 * `ghl-diagnostics` (spec §7): what is stored about the connection and one live call to the
 * provider, timed. The live call goes through withAccessToken, so a token due for renewal is
 * renewed here as it would be by a sync. Sync has not run yet: last sync and its errors are empty.
 */
export async function runCrmDiagnostics(deps: DiagnosticsDeps, workspaceId: string): Promise<CrmDiagnostics> {
  let liveCheck: CrmDiagnostics['liveCheck'] = null;
  const before = await findConnection(deps.db, workspaceId);
  if (before?.accessTokenSealed && before.status !== 'error') {
    const started = performance.now();
    const latency = () => Math.round(performance.now() - started);
    try {
      const pipelines = await withAccessToken(deps, workspaceId, ({ accessToken, locationId }) =>
        crmProvider(deps.env).client.listPipelines(accessToken, locationId),
      );
      liveCheck = {
        ok: true,
        endpoint: LIVE_ENDPOINT,
        latencyMs: latency(),
        status: 200,
        message: `${pipelines.length} pipeline${pipelines.length === 1 ? '' : 's'} found`,
      };
    } catch (error) {
      const status = error instanceof GhlApiError ? error.status : isAppError(error) ? error.status : 0;
      if (!(error instanceof GhlApiError) && !isAppError(error)) throw error;
      liveCheck = {
        ok: false,
        endpoint: LIVE_ENDPOINT,
        latencyMs: latency(),
        status,
        message: error.message,
      };
    }
  }
  const row = await findConnection(deps.db, workspaceId);
  const view = connectionView(deps, row);
  return {
    state: view.state,
    configured: view.configured,
    token: {
      present: Boolean(row?.accessTokenSealed),
      expiresAt: view.expiresAt,
      lastRefreshedAt: row?.lastRefreshedAt?.toISOString() ?? null,
    },
    scopes: view.scopes,
    locationId: view.locationId,
    lastSyncAt: null,
    lastErrors:
      row?.lastError && row.lastErrorAt
        ? [{ at: row.lastErrorAt.toISOString(), message: row.lastError }]
        : [],
    liveCheck,
    checkedAt: deps.clock().toISOString(),
  };
}
