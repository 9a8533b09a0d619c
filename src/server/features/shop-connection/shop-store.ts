import { randomBytes } from 'node:crypto';
import type { Env } from '../../env';
import {
  createWooClient,
  WOO_NOT_THE_API,
  WOO_TIMEOUT,
  WooApiError,
  type WooClient,
} from '../../integrations/woocommerce/woo-client';
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
  options: { timeoutMs?: number } = {},
): WooClient {
  let dispatcher = agents.get(env);
  if (!dispatcher) {
    dispatcher = createGuardedAgent({ allowPrivate: env.ALLOW_PRIVATE_FETCH, connectTimeoutMs: 10_000 });
    agents.set(env, dispatcher);
  }
  return createWooClient({ ...store, dispatcher, ...options });
}

/** The store's own page listing its webhooks (WooCommerce → Settings → Advanced → Webhooks). */
export function storeWebhooksPage(storeUrl: string): string {
  return `${storeUrl}/wp-admin/admin.php?page=wc-settings&tab=advanced&section=webhooks`;
}

/**
 * A store's refusal or silence in our words, saying what to do: never the store's own text, which
 * is WordPress's or a plugin's and says nothing to an owner (docs/decisions/094).
 */
export function storeErrorMessage(error: unknown): string {
  // A refusal of the guard arrives wrapped (fetch failed ← connect ← the guard's lookup).
  for (let e: unknown = error; e instanceof Error; e = e.cause)
    if (e instanceof AddressRefusedError) return 'That address is not a public website.';
  if (!(error instanceof WooApiError))
    return 'Something went wrong on our side while reading the store. Try again in a minute.';
  if (error.isRefusal && error.endpoint.startsWith('/webhooks')) return STORE_MESSAGES.readOnlyKey;
  if (error.isRefusal) return STORE_MESSAGES.keyRefused;
  if (error.code === WOO_TIMEOUT) return STORE_MESSAGES.timeout;
  if (error.status === 0) return STORE_MESSAGES.unreachable;
  if (error.status === 404 && error.code === 'rest_no_route') return STORE_MESSAGES.noWooCommerce;
  if (error.status === 404) return STORE_MESSAGES.noRestApi;
  if (error.status >= 300 && error.status < 400) return STORE_MESSAGES.redirect;
  if (error.status >= 500) return STORE_MESSAGES.storeFault(error.status);
  if (error.code === WOO_NOT_THE_API) return STORE_MESSAGES.webPage;
  if (error.status < 300) return STORE_MESSAGES.unexpected;
  return STORE_MESSAGES.requestRefused(error.status);
}

export const STORE_MESSAGES = {
  keyRefused:
    'The store refused the key. Check that the consumer key and secret are the pair WooCommerce showed you, each copied in full, and that the key was not revoked (WooCommerce → Settings → Advanced → REST API).',
  readOnlyKey:
    'The key may only read, so the store cannot be asked to send us its changes: give the key Read/Write permissions in WooCommerce → Settings → Advanced → REST API.',
  timeout:
    'The store did not answer in time. It may be busy: try again in a few minutes, and if it keeps happening ask your host whether requests to /wp-json are slowed or blocked.',
  unreachable:
    'The store could not be reached. Check the address (as your browser shows it on your shop) and that the site is online.',
  noWooCommerce:
    'WordPress answers at that address, but WooCommerce’s API is not there: check that the WooCommerce plugin is active.',
  noRestApi:
    'No WordPress API at that address (/wp-json was not found). Check that it is your shop’s address, and that WordPress’s permalinks are not set to “Plain” (Settings → Permalinks).',
  webPage:
    'That address answered with a web page instead of WooCommerce’s API. Check that it is your shop’s address, and that no security plugin blocks /wp-json.',
  redirect:
    'The store sent us on to another address. Enter the exact address your shop shows in the browser, starting with https://.',
  storeFault: (status: number) =>
    `The store had an error while we read it (HTTP ${status}). Try again in a few minutes; if it keeps happening, your host’s error log says why.`,
  unexpected:
    'The store’s answer was not what WooCommerce sends. Check that WooCommerce is up to date, then try again.',
  requestRefused: (status: number) =>
    `The store did not accept our request (HTTP ${status}). Check that WooCommerce is up to date, then try again.`,
};
