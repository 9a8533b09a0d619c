import type { Env } from '../../env';
import {
  createMetaGraphClient,
  META_DEFAULT_GRAPH_API_BASE,
  type MetaGraphClient,
} from '../../integrations/meta/meta-graph-client';
import {
  createTokenCipher,
  parseEncryptionKey,
  resolveEncryptionKey,
  type TokenCipher,
} from '../../lib/token-cipher';

export interface SocialProvider {
  graph: MetaGraphClient;
  /** The same key as the CRM tokens' (TOKEN_ENCRYPTION_KEY, or the one kept in DATA_DIR). */
  cipher: TokenCipher;
}

const built = new WeakMap<Env, SocialProvider>();

/** True when this server has a Meta app: webhooks can be checked, so Pages can be connected. */
export function isSocialConfigured(env: Env): boolean {
  return Boolean(env.META_APP_SECRET);
}

/** The Graph client and the token cipher, built once per configuration. */
export function socialProvider(env: Env): SocialProvider {
  const cached = built.get(env);
  if (cached) return cached;
  const envKey = env.TOKEN_ENCRYPTION_KEY
    ? (parseEncryptionKey(env.TOKEN_ENCRYPTION_KEY) ?? undefined)
    : undefined;
  const provider: SocialProvider = {
    graph: createMetaGraphClient({
      apiBase: env.META_GRAPH_API_BASE ?? META_DEFAULT_GRAPH_API_BASE,
      appSecret: env.META_APP_SECRET,
    }),
    cipher: createTokenCipher(resolveEncryptionKey({ envKey, dataDir: env.DATA_DIR })),
  };
  built.set(env, provider);
  return provider;
}
