import { createHmac } from 'node:crypto';
import { z } from 'zod';

/**
 * A small typed client of Meta's Graph API over fetch: the Page check made before a Page is
 * connected, and the Send API. Every answer is parsed with zod, so a changed field fails here with
 * the endpoint's name. The base URL (version included) comes from env, so tests point it at the
 * loopback fake (test/fakes/meta-graph-fake.ts).
 */

export const META_DEFAULT_GRAPH_API_BASE = 'https://graph.facebook.com/v25.0';

/** Graph's code for an invalid or expired token: the owner must paste a new Page token. */
export const META_INVALID_TOKEN_CODE = 190;

/** What Graph said, kept apart from our own faults: `status` 0 means no answer at all. */
export class MetaGraphError extends Error {
  override name = 'MetaGraphError';
  constructor(
    message: string,
    readonly status: number,
    readonly endpoint: string,
    /** Graph's `error.code` (190: invalid token); null when the answer carried none. */
    readonly code: number | null,
  ) {
    super(message);
  }

  get isInvalidToken(): boolean {
    return this.code === META_INVALID_TOKEN_CODE;
  }
}

const errorAnswerSchema = z.object({
  error: z
    .object({ message: z.string().default('Graph API error'), code: z.number().int().optional() })
    .loose(),
});

export const pageAnswerSchema = z.object({
  id: z.string().min(1),
  name: z.string().default(''),
  instagram_business_account: z
    .object({ id: z.string().min(1), username: z.string().optional() })
    .loose()
    .optional(),
});
export type MetaPage = z.infer<typeof pageAnswerSchema>;

/** Messenger's User Profile API (`GET /{PSID}?fields=first_name,last_name`). */
const messengerProfileSchema = z
  .object({ first_name: z.string().optional(), last_name: z.string().optional() })
  .loose();
/** Instagram's user profile (`GET /{IGSID}?fields=name,username`); either may be missing. */
const instagramProfileSchema = z
  .object({ name: z.string().optional(), username: z.string().optional() })
  .loose();

/** What Graph tells of a customer who wrote to the Page; every part may be missing. */
export interface MetaCustomerProfile {
  firstName: string | null;
  lastName: string | null;
  /** Instagram's display name. */
  name: string | null;
  /** Instagram's handle, without the @. */
  username: string | null;
}

const successAnswerSchema = z.object({ success: z.literal(true) });
const sendAnswerSchema = z.object({ recipient_id: z.string().optional(), message_id: z.string().min(1) });

export interface MetaSendInput {
  /** The Page the message goes out as (Messenger), or the Page linked to the Instagram account. */
  pageId: string;
  pageToken: string;
  platform: 'messenger' | 'instagram';
  recipientId: string;
  text: string;
  /** Comes back on the message's echo: how our own sends are told from a person's in the Page inbox. */
  metadata: string;
}

export interface MetaGraphClient {
  readPage(pageId: string, pageToken: string): Promise<MetaPage>;
  /**
   * Subscribes our Meta app to the Page's messages (`POST /{page-id}/subscribed_apps`), so its
   * webhook gets them: the one step an owner would otherwise do by hand in Meta's settings.
   */
  subscribePage(pageId: string, pageToken: string): Promise<void>;
  sendText(input: MetaSendInput): Promise<{ messageId: string }>;
  /**
   * The name of a customer who wrote to the Page, with the Page token: refused when the token lacks
   * the permission or the person's settings hide it (MetaGraphError), cut off after `timeoutMs`.
   */
  readCustomerProfile(input: {
    platform: 'messenger' | 'instagram';
    customerId: string;
    pageToken: string;
    timeoutMs: number;
  }): Promise<MetaCustomerProfile>;
}

export function createMetaGraphClient(options: {
  apiBase: string;
  /** Signs each call's token (appsecret_proof), which a Meta app may require. */
  appSecret?: string;
  timeoutMs?: number;
}): MetaGraphClient {
  const base = options.apiBase.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(
    endpoint: string,
    schema: z.ZodType<T>,
    init: {
      method: 'GET' | 'POST';
      path: string;
      token: string;
      query?: Record<string, string>;
      body?: unknown;
      timeoutMs?: number;
    },
  ): Promise<T> {
    const url = new URL(`${base}${init.path}`);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    url.searchParams.set('access_token', init.token);
    if (options.appSecret)
      url.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', options.appSecret).update(init.token).digest('hex'),
      );
    let res: Response;
    try {
      res = await fetch(url, {
        method: init.method,
        headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(init.timeoutMs ?? timeoutMs),
      });
    } catch (cause) {
      throw new MetaGraphError(`${endpoint}: no answer (${(cause as Error).message})`, 0, endpoint, null);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!res.ok) {
      const parsed = errorAnswerSchema.safeParse(json);
      const message = parsed.success ? parsed.data.error.message : `HTTP ${res.status}`;
      const code = parsed.success ? (parsed.data.error.code ?? null) : null;
      throw new MetaGraphError(`${endpoint}: ${message}`, res.status, endpoint, code);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new MetaGraphError(`${endpoint}: unexpected answer`, res.status, endpoint, null);
    return parsed.data;
  }

  return {
    readPage(pageId, pageToken) {
      return call('page', pageAnswerSchema, {
        method: 'GET',
        path: `/${encodeURIComponent(pageId)}`,
        token: pageToken,
        query: { fields: 'id,name,instagram_business_account{id,username}' },
      });
    },
    async subscribePage(pageId, pageToken) {
      await call('subscribe', successAnswerSchema, {
        method: 'POST',
        path: `/${encodeURIComponent(pageId)}/subscribed_apps`,
        token: pageToken,
        query: { subscribed_fields: 'messages,message_echoes' },
      });
    },
    async sendText(input) {
      // Messenger: the Page's own endpoint; Instagram linked to a Page: /me/messages with the Page
      // token (both work for Messenger; Chatwoot sends Instagram this way).
      const path =
        input.platform === 'messenger' ? `/${encodeURIComponent(input.pageId)}/messages` : '/me/messages';
      const answer = await call('send', sendAnswerSchema, {
        method: 'POST',
        path,
        token: input.pageToken,
        body: {
          recipient: { id: input.recipientId },
          messaging_type: 'RESPONSE',
          message: { text: input.text, metadata: input.metadata },
        },
      });
      return { messageId: answer.message_id };
    },
    async readCustomerProfile(input) {
      const request = {
        method: 'GET' as const,
        path: `/${encodeURIComponent(input.customerId)}`,
        token: input.pageToken,
        timeoutMs: input.timeoutMs,
      };
      if (input.platform === 'messenger') {
        const answer = await call('profile', messengerProfileSchema, {
          ...request,
          query: { fields: 'first_name,last_name' },
        });
        return {
          firstName: answer.first_name ?? null,
          lastName: answer.last_name ?? null,
          name: null,
          username: null,
        };
      }
      const answer = await call('profile', instagramProfileSchema, {
        ...request,
        query: { fields: 'name,username' },
      });
      return {
        firstName: null,
        lastName: null,
        name: answer.name ?? null,
        username: answer.username ?? null,
      };
    },
  };
}
