// The CRM (GoHighLevel) connection as the dashboard shows it (dashboard spec §4 "CRM connection"):
// which of the four states a stored connection is in, when its access token must be refreshed,
// and the provider's authorize address. Pure: the clock is passed in.

export const CRM_CONNECTION_STATES = ['disconnected', 'connecting', 'connected', 'error'] as const;
export type CrmConnectionState = (typeof CRM_CONNECTION_STATES)[number];

/** What is stored about a connection: a row in `connecting` has no tokens yet. */
export const CRM_STORED_STATUSES = ['connecting', 'connected', 'error'] as const;
export type CrmStoredStatus = (typeof CRM_STORED_STATUSES)[number];

/** Read and write contacts and opportunities: what sync needs, and what gates their webhooks. */
export const GHL_SCOPES = [
  'contacts.readonly',
  'contacts.write',
  'opportunities.readonly',
  'opportunities.write',
] as const;

/** The v2 API's only Version value for contacts and opportunities (the SDK's default differs). */
export const GHL_API_VERSION = '2021-07-28';

/** A token this close to its expiry is refreshed before use, so a call never starts with a dying one. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

/** How long a Connect click's `state` may wait for the provider's callback. */
export const OAUTH_STATE_TTL_MS = 15 * 60 * 1000;

export interface StoredCrmConnection {
  status: CrmStoredStatus;
  hasAccessToken: boolean;
  hasRefreshToken: boolean;
  expiresAt: Date | null;
  /** When the row last changed: a Connect nobody finished stops counting as connecting. */
  updatedAt?: Date;
}

/**
 * Connected only while an access token exists and has not expired, or can still be refreshed (a
 * refresh token is kept; a refresh that fails turns the row to `error`). No row: disconnected.
 */
export function crmConnectionState(stored: StoredCrmConnection | null, now: Date): CrmConnectionState {
  if (!stored) return 'disconnected';
  if (stored.status === 'error') return 'error';
  if (stored.status === 'connecting' && !stored.hasAccessToken) {
    const started = stored.updatedAt?.getTime() ?? now.getTime();
    return now.getTime() - started < OAUTH_STATE_TTL_MS ? 'connecting' : 'disconnected';
  }
  if (!stored.hasAccessToken) return 'error';
  if (stored.expiresAt && stored.expiresAt.getTime() > now.getTime()) return 'connected';
  return stored.hasRefreshToken ? 'connected' : 'error';
}

/** True when the token should be refreshed before it is used. */
export function needsRefresh(expiresAt: Date | null, now: Date, marginMs = REFRESH_MARGIN_MS): boolean {
  if (!expiresAt) return true;
  return expiresAt.getTime() - now.getTime() <= marginMs;
}

/** The expiry the provider's `expires_in` (seconds) gives, counted from when the answer came. */
export function tokenExpiry(now: Date, expiresInSeconds: number): Date {
  return new Date(now.getTime() + expiresInSeconds * 1000);
}

/**
 * The provider's choose-location page: scopes space-separated, our `state` added (the provider
 * may not echo it back; the callback copes either way).
 */
export function ghlAuthorizeUrl(options: {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
  scopes?: readonly string[];
}): string {
  // Built by hand: the domain runs without the URL global (no DOM or Node types here).
  const query = [
    ['response_type', 'code'],
    ['redirect_uri', options.redirectUri],
    ['client_id', options.clientId],
    ['scope', (options.scopes ?? GHL_SCOPES).join(' ')],
    ['state', options.state],
  ]
    .map(([key, value]) => `${encodeURIComponent(key!)}=${encodeURIComponent(value!)}`)
    .join('&');
  return `${options.authorizeUrl}${options.authorizeUrl.includes('?') ? '&' : '?'}${query}`;
}

/** The scopes a token answer granted (space-separated), in a stable order. */
export function parseScopes(scope: string | undefined): string[] {
  return [...new Set((scope ?? '').split(/\s+/).filter(Boolean))].sort();
}

/** The popup the Connect button opens (spec §9: 600×700, closure polled each second). */
export const OAUTH_POPUP = { width: 600, height: 700, pollMs: 1000 } as const;

/** The message the callback page posts to the dashboard window that opened it. */
export const OAUTH_CALLBACK_MESSAGE_TYPE = 'ghl-oauth-callback';
