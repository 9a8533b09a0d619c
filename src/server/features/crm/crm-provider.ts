import { createHash, randomBytes } from 'node:crypto';
import type { Env } from '../../env';
import { createGhlClient, type GhlClient } from '../../integrations/gohighlevel/ghl-client';
import { AppError } from '../../lib/app-error';
import {
  createTokenCipher,
  parseEncryptionKey,
  resolveEncryptionKey,
  type TokenCipher,
} from '../../lib/token-cipher';

export const GHL_DEFAULT_API_BASE = 'https://services.leadconnectorhq.com';
export const GHL_DEFAULT_AUTHORIZE_URL = 'https://marketplace.gohighlevel.com/v2/oauth/chooselocation';
/** Where the provider sends the popup back; the marketplace app must list this redirect URI. */
export const CRM_CALLBACK_PATH = '/api/crm/oauth/callback';

export interface CrmProvider {
  client: GhlClient;
  cipher: TokenCipher;
  clientId: string;
  authorizeUrl: string;
  redirectUri: string;
}

const built = new WeakMap<Env, CrmProvider>();

/** True when this server has a GoHighLevel app to connect with. */
export function isCrmConfigured(env: Env): boolean {
  return Boolean(env.GHL_CLIENT_ID && env.GHL_CLIENT_SECRET);
}

/**
 * The client, the token cipher and the addresses, built once per configuration (the encryption
 * key may be read from DATA_DIR). Without a configured app: 409 with what to set.
 */
export function crmProvider(env: Env): CrmProvider {
  const cached = built.get(env);
  if (cached) return cached;
  if (!env.GHL_CLIENT_ID || !env.GHL_CLIENT_SECRET) {
    throw new AppError(
      'CONFLICT',
      'GoHighLevel is not configured on this server: set GHL_CLIENT_ID and GHL_CLIENT_SECRET.',
    );
  }
  const envKey = env.TOKEN_ENCRYPTION_KEY
    ? (parseEncryptionKey(env.TOKEN_ENCRYPTION_KEY) ?? undefined)
    : undefined;
  const provider: CrmProvider = {
    client: createGhlClient({
      apiBase: env.GHL_API_BASE ?? GHL_DEFAULT_API_BASE,
      clientId: env.GHL_CLIENT_ID,
      clientSecret: env.GHL_CLIENT_SECRET,
    }),
    cipher: createTokenCipher(resolveEncryptionKey({ envKey, dataDir: env.DATA_DIR })),
    clientId: env.GHL_CLIENT_ID,
    authorizeUrl: env.GHL_AUTHORIZE_URL ?? GHL_DEFAULT_AUTHORIZE_URL,
    redirectUri: `${env.dashboardUrl}${CRM_CALLBACK_PATH}`,
  };
  built.set(env, provider);
  return provider;
}

/** A fresh OAuth `state`; only its hash is stored, so a database reader cannot complete a callback. */
export function newOauthState(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
