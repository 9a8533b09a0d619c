import type { CrmConnectionView } from '../../../domain/contracts/crm.contract';
import {
  crmConnectionState,
  ghlAuthorizeUrl,
  OAUTH_STATE_TTL_MS,
  parseScopes,
  tokenExpiry,
} from '../../../domain/crm-connection';
import type { AppDeps } from '../../app-deps';
import { GhlApiError } from '../../integrations/gohighlevel/ghl-client';
import { AppError } from '../../lib/app-error';
import {
  type CrmConnectionRow,
  consumeOauthState,
  deleteConnection,
  findAgentName,
  findConnection,
  findConnectionByLocation,
  findOauthState,
  insertOauthState,
  markConnecting,
  pendingStatesOfSession,
  saveConnected,
  saveCustomFieldIds,
} from './crm.repository';
import { crmProvider, isCrmConfigured, newOauthState, sha256 } from './crm-provider';

type CrmDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger'>;

export function connectionView(
  deps: Pick<AppDeps, 'env' | 'clock'>,
  row: CrmConnectionRow | null,
  liveAgentName: string | null = null,
): CrmConnectionView {
  const state = crmConnectionState(
    row && {
      status: row.status,
      hasAccessToken: Boolean(row.accessTokenSealed),
      hasRefreshToken: Boolean(row.refreshTokenSealed),
      expiresAt: row.expiresAt,
      updatedAt: row.updatedAt,
    },
    deps.clock(),
  );
  return {
    configured: isCrmConfigured(deps.env),
    state,
    locationId: row?.locationId ?? null,
    companyId: row?.companyId ?? null,
    scopes: row?.scopes ?? [],
    connectedAt: row?.connectedAt?.toISOString() ?? null,
    expiresAt: row?.expiresAt?.toISOString() ?? null,
    error: state === 'error' ? (row?.lastError ?? 'The access token expired and cannot be renewed.') : null,
    customFields: {
      temperatureFieldId: row?.temperatureFieldId ?? null,
      scoreFieldId: row?.scoreFieldId ?? null,
    },
    liveAgent:
      row?.liveAgentId && row.liveAgentDeployedAt && liveAgentName !== null
        ? {
            agentId: row.liveAgentId,
            agentName: liveAgentName,
            deployedAt: row.liveAgentDeployedAt.toISOString(),
          }
        : null,
  };
}

export async function getCrmConnection(deps: CrmDeps, workspaceId: string): Promise<CrmConnectionView> {
  const row = await findConnection(deps.db, workspaceId);
  const liveAgentName = row?.liveAgentId ? await findAgentName(deps.db, row.liveAgentId) : null;
  return connectionView(deps, row, liveAgentName);
}

/**
 * The owner's Connect: a single-use state bound to their session (only hashes stored), the row
 * shown as connecting, and the provider's authorize address for the popup.
 */
export async function startCrmConnect(
  deps: CrmDeps,
  input: { workspaceId: string; userId: string; sessionId: string },
): Promise<{ success: true; authorization_url: string }> {
  const provider = crmProvider(deps.env);
  const state = newOauthState();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await insertOauthState(tx, {
      stateHash: sha256(state),
      workspaceId: input.workspaceId,
      userId: input.userId,
      sessionHash: sha256(input.sessionId),
      expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
      now,
    });
    await markConnecting(tx, input.workspaceId, now);
  });
  return {
    success: true,
    authorization_url: ghlAuthorizeUrl({
      authorizeUrl: provider.authorizeUrl,
      clientId: provider.clientId,
      redirectUri: provider.redirectUri,
      state,
    }),
  };
}

export const CRM_NOT_CONNECTED_MESSAGE = 'Connect GoHighLevel first.';

/**
 * The owner's custom field ids for the lead's temperature and score; an empty one stops sending
 * that field. The next sync of each contact carries them (409 before GoHighLevel is connected).
 */
export async function saveCrmCustomFields(
  deps: CrmDeps,
  workspaceId: string,
  input: { temperatureFieldId: string; scoreFieldId: string },
): Promise<CrmConnectionView> {
  const saved = await saveCustomFieldIds(deps.db, {
    workspaceId,
    temperatureFieldId: input.temperatureFieldId || null,
    scoreFieldId: input.scoreFieldId || null,
  });
  if (!saved) throw new AppError('CONFLICT', CRM_NOT_CONNECTED_MESSAGE);
  return getCrmConnection(deps, workspaceId);
}

export async function disconnectCrm(deps: CrmDeps, workspaceId: string): Promise<{ success: true }> {
  await deps.db.transaction((tx) => deleteConnection(tx, workspaceId));
  return { success: true };
}

export const CALLBACK_MESSAGES = {
  signIn: 'Sign in to the dashboard in this browser, then connect GoHighLevel again from the CRM card.',
  unknownState: 'This GoHighLevel sign-in link is not valid. Please start again from the CRM card.',
  usedState: 'This GoHighLevel sign-in link was already used. Please start again from the CRM card.',
  expiredState: 'This GoHighLevel sign-in link has expired. Please start again from the CRM card.',
  otherSession:
    'This GoHighLevel sign-in was started in another session. Please start again from the CRM card.',
  noPending:
    'GoHighLevel sent an install we were not expecting. Open the dashboard, press Connect on the CRM card and choose this location.',
  denied: 'GoHighLevel did not grant access. Please try again from the CRM card.',
  noLocation: 'GoHighLevel did not name a location. Choose one location (sub-account) when connecting.',
  locationTaken: 'This GoHighLevel location is already connected to another workspace.',
  refused: 'GoHighLevel refused the sign-in code. Please start again from the CRM card.',
} as const;

export interface CallbackInput {
  code: string | undefined;
  state: string | undefined;
  error: string | undefined;
  /** The signed-in session in the popup, if any. */
  session: { userId: string; sessionId: string } | null;
}

/** Which workspace a callback completes: from its state, or (no state) from the session's pending Connect. */
async function workspaceForCallback(
  deps: CrmDeps,
  input: CallbackInput,
): Promise<{ workspaceId: string; userId: string } | null> {
  const now = deps.clock();
  if (input.state) {
    const stateHash = sha256(input.state);
    const row = await findOauthState(deps.db, stateHash);
    if (!row) throw new AppError('BAD_REQUEST', CALLBACK_MESSAGES.unknownState);
    if (row.usedAt) throw new AppError('CONFLICT', CALLBACK_MESSAGES.usedState);
    if (row.expiresAt <= now) throw new AppError('GONE', CALLBACK_MESSAGES.expiredState);
    if (!input.session) throw new AppError('UNAUTHENTICATED', CALLBACK_MESSAGES.signIn);
    if (row.userId !== input.session.userId || row.sessionHash !== sha256(input.session.sessionId)) {
      throw new AppError('FORBIDDEN', CALLBACK_MESSAGES.otherSession);
    }
    // Taken once, before the code is spent: a replay of the same address finds it used.
    if (!(await consumeOauthState(deps.db, stateHash, now)))
      throw new AppError('CONFLICT', CALLBACK_MESSAGES.usedState);
    return { workspaceId: row.workspaceId, userId: row.userId };
  }
  if (!input.session) return null;
  const pending = await pendingStatesOfSession(deps.db, sha256(input.session.sessionId), now);
  // Only one Connect waiting in this session is unambiguous.
  const only = pending.length === 1 ? pending[0]! : null;
  if (only && (await consumeOauthState(deps.db, only.stateHash, now))) {
    return { workspaceId: only.workspaceId, userId: only.userId };
  }
  return null;
}

/**
 * The provider's redirect back. With our state: the state must be unused, unexpired and started
 * by this session. Without one (a marketplace install): the session's one pending Connect, or
 * else the workspace already connected to the location the code is for. Nothing is stored
 * unless the code is exchanged for tokens and a workspace is found.
 */
export async function completeCrmCallback(
  deps: CrmDeps,
  input: CallbackInput,
): Promise<{ workspaceId: string; locationId: string }> {
  if (input.error) throw new AppError('BAD_REQUEST', CALLBACK_MESSAGES.denied);
  if (!input.code) throw new AppError('BAD_REQUEST', CALLBACK_MESSAGES.denied);
  const provider = crmProvider(deps.env);
  const target = await workspaceForCallback(deps, input);

  let answer: Awaited<ReturnType<typeof provider.client.exchangeCode>>;
  try {
    answer = await provider.client.exchangeCode({ code: input.code, redirectUri: provider.redirectUri });
  } catch (error) {
    if (error instanceof GhlApiError && error.isRefusal)
      throw new AppError('BAD_REQUEST', CALLBACK_MESSAGES.refused);
    throw new AppError('UPSTREAM_FAILED', 'GoHighLevel did not answer. Please try again in a moment.', {
      cause: error,
    });
  }
  const locationId = answer.locationId;
  if (!locationId) throw new AppError('BAD_REQUEST', CALLBACK_MESSAGES.noLocation);

  const existing = await findConnectionByLocation(deps.db, locationId);
  const workspaceId = target?.workspaceId ?? existing?.workspaceId;
  if (!workspaceId) throw new AppError('NOT_FOUND', CALLBACK_MESSAGES.noPending);
  if (existing && existing.workspaceId !== workspaceId)
    throw new AppError('CONFLICT', CALLBACK_MESSAGES.locationTaken);

  const now = deps.clock();
  const { cipher } = provider;
  await saveConnected(deps.db, {
    workspaceId,
    accessTokenSealed: cipher.encrypt(answer.access_token),
    refreshTokenSealed: cipher.encrypt(answer.refresh_token),
    expiresAt: tokenExpiry(now, answer.expires_in),
    scopes: parseScopes(answer.scope),
    locationId,
    companyId: answer.companyId ?? null,
    connectedBy: target?.userId ?? existing?.connectedBy ?? null,
    now,
  });
  deps.logger.info({ workspaceId, locationId }, 'GoHighLevel connected');
  return { workspaceId, locationId };
}
