import { randomBytes } from 'node:crypto';
import type { Env } from '../../env';
import { createWooClient, WooApiError, type WooClient } from '../../integrations/woocommerce/woo-client';
import { AppError } from '../../lib/app-error';
import {
  createTokenCipher,
  parseEncryptionKey,
  resolveEncryptionKey,
  type TokenCipher,
} from '../../lib/token-cipher';
import { AddressRefusedError, assertFetchableUrl, createGuardedAgent } from '../website-analysis';

/** Where the store posts its webhooks; the workspace in the path picks the secret to check. */
export const WOO_WEBHOOK_PATH = '/api/webhooks/woocommerce/:workspaceId';

const ciphers = new WeakMap<Env, TokenCipher>();

/** The same sealing key as the CRM tokens (TOKEN_ENCRYPTION_KEY, else one kept in DATA_DIR). */
export function shopCipher(env: Env): TokenCipher {
  const cached = ciphers.get(env);
  if (cached) return cached;
  const envKey = env.TOKEN_ENCRYPTION_KEY
    ? (parseEncryptionKey(env.TOKEN_ENCRYPTION_KEY) ?? undefined)
    : undefined;
  const cipher = createTokenCipher(resolveEncryptionKey({ envKey, dataDir: env.DATA_DIR }));
  ciphers.set(env, cipher);
  return cipher;
}

export function newWebhookSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The owner's store address as the API base we call: https only (plain http is allowed only
 * where private addresses are, i.e. tests with ALLOW_PRIVATE_FETCH), no credentials, query or
 * fragment, and never a private, loopback or link-local target (the website fetcher's guard;
 * host names are checked again on connecting, by the guarded agent).
 */
export function normaliseStoreUrl(env: Env, input: string): string {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim()}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Enter your store’s address, e.g. https://shop.example.com.');
  }
  const allowPrivate = env.ALLOW_PRIVATE_FETCH;
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new AppError('VALIDATION_FAILED', 'The store’s address must start with https://.');
  if (url.username || url.password)
    throw new AppError('VALIDATION_FAILED', 'Leave the user name and password out of the address.');
  try {
    assertFetchableUrl(url, allowPrivate);
  } catch (error) {
    if (error instanceof AddressRefusedError)
      throw new AppError('VALIDATION_FAILED', 'That address is not a public website.');
    throw error;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const agents = new WeakMap<Env, ReturnType<typeof createGuardedAgent>>();

/** A client of the store that can only connect to public addresses. */
export function storeClient(
  env: Env,
  store: { storeUrl: string; consumerKey: string; consumerSecret: string; queryStringAuth: boolean },
): WooClient {
  let dispatcher = agents.get(env);
  if (!dispatcher) {
    dispatcher = createGuardedAgent({ allowPrivate: env.ALLOW_PRIVATE_FETCH, connectTimeoutMs: 10_000 });
    agents.set(env, dispatcher);
  }
  return createWooClient({ ...store, dispatcher });
}

/** A store's refusal or silence in words the owner can act on. */
export function storeErrorMessage(error: unknown): string {
  // A refusal of the guard arrives wrapped (fetch failed ← connect ← the guard's lookup).
  for (let e: unknown = error; e instanceof Error; e = e.cause)
    if (e instanceof AddressRefusedError) return 'That address is not a public website.';
  if (!(error instanceof WooApiError)) return 'Something went wrong on our side while reading the store.';
  if (error.status === 401 || error.status === 403)
    return `The store refused the key: ${error.message} Check the consumer key and secret, and that the key may read.`;
  if (error.status === 404)
    return 'No WooCommerce API at that address. Check the address, and that WordPress uses pretty permalinks.';
  if (error.status === 0) return 'The store did not answer. Check the address and try again.';
  return `The store answered with an error: ${error.message}`;
}
