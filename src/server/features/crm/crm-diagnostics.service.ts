import type { CrmDiagnostics } from '../../../domain/contracts/crm.contract';
import { GHL_DIAGNOSTIC_EVENT } from '../../../domain/crm-sync';
import type { AppDeps } from '../../app-deps';
import { GhlApiError } from '../../integrations/gohighlevel/ghl-client';
import { isAppError } from '../../lib/app-error';
import { recordEvent } from '../analytics';
import { findConnection } from './crm.repository';
import { connectionView } from './crm-connection.service';
import { crmProvider } from './crm-provider';
import { recentFailedChanges } from './crm-sync.repository';
import { withAccessToken } from './crm-tokens.service';

type DiagnosticsDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger' | 'outbox'>;

const LIVE_ENDPOINT = 'GET /opportunities/pipelines';

/**
 * `ghl-diagnostics` (spec §7): what is stored about the connection and one live call to the
 * provider, timed. The live call goes through withAccessToken, so a token due for renewal is
 * renewed here as it would be by a sync. Last errors: the connection's own, then changes given up.
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
  const result: CrmDiagnostics = {
    state: view.state,
    configured: view.configured,
    token: {
      present: Boolean(row?.accessTokenSealed),
      expiresAt: view.expiresAt,
      lastRefreshedAt: row?.lastRefreshedAt?.toISOString() ?? null,
    },
    scopes: view.scopes,
    locationId: view.locationId,
    lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
    lastErrors: [
      ...(row?.lastError && row.lastErrorAt
        ? [{ at: row.lastErrorAt.toISOString(), message: row.lastError }]
        : []),
      ...(await recentFailedChanges(deps.db, workspaceId, 5)).map((failed) => ({
        at: (failed.at ?? deps.clock()).toISOString(),
        message: failed.message ?? 'Sync failed',
      })),
    ],
    liveCheck,
    checkedAt: deps.clock().toISOString(),
  };
  // The spec's `ghl_diagnostic` event: the dashboard reads the latest one.
  await recordEvent(deps.db, {
    workspaceId,
    eventType: GHL_DIAGNOSTIC_EVENT,
    entityId: workspaceId,
    data: {
      state: result.state,
      live_ok: liveCheck?.ok ?? null,
      status: liveCheck?.status ?? null,
      latency_ms: liveCheck?.latencyMs ?? null,
      errors: result.lastErrors.length,
      timestamp: result.checkedAt,
    },
    at: deps.clock(),
  });
  return result;
}
