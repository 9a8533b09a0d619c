import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback fake of the Graph API parts we use, from ../shared INTEGRATIONS.md §B:
 * - `GET /v25.0/{page-id}?fields=...&access_token=`: the Page (id, name, and
 *   `instagram_business_account{id,username}` when linked), for that Page's token only;
 * - `POST /v25.0/{page-id}/messages` and `POST /v25.0/me/messages` (the Page named by its token):
 *   the Send API, `{recipient:{id}, messaging_type, message:{text, metadata}}` → `{recipient_id,
 *   message_id}`; every send is recorded;
 * - `GET /v25.0/{PSID}?fields=first_name,last_name` (Messenger's User Profile API) and
 *   `GET /v25.0/{IGSID}?fields=name,username` (Instagram): a customer's profile (`setProfile`), the
 *   fields asked only; refused as Graph refuses them (`refuseProfiles`: Messenger's (#100) "No
 *   profile available for this user", subcode 2018218; Instagram's 230, user consent required, as
 *   Chatwoot's `contact_params` / `fetch_instagram_user` handle them), or held unanswered
 *   (`holdProfiles`, a slow Graph);
 * - errors as Graph gives them, `{error:{message, type, code, fbtrace_id}}`: code 190 (400) for
 *   an unknown or revoked token (`revokeToken`), 100 for a bad request;
 * - webhooks: `messageWebhook` / `echoWebhook` build Messenger or Instagram bodies as Meta sends
 *   them, and `sign` gives their `X-Hub-Signature-256` with the fake app's secret (`appEnv`).
 */

export interface MetaFakePage {
  id: string;
  name: string;
  token: string;
  instagram: { id: string; username: string } | null;
}

export interface RecordedSend {
  /** The Page the send went out as. */
  pageId: string;
  path: string;
  recipientId: string;
  messagingType: string | null;
  text: string;
  metadata: string | null;
  messageId: string;
}

/** A customer's profile as Graph stores it (Messenger: first/last name; Instagram: name, username). */
export interface MetaFakeProfile {
  first_name?: string;
  last_name?: string;
  name?: string;
  username?: string;
}

export interface SignedMetaWebhook {
  body: string;
  headers: Record<string, string>;
}

export interface MetaWebhookMessage {
  /** Messenger (`object: page`) or Instagram (`object: instagram`); default messenger. */
  platform?: 'messenger' | 'instagram';
  /** The customer's PSID or IGSID. */
  customerId: string;
  text?: string;
  attachments?: { type: string; url?: string }[];
  mid?: string;
  timestamp?: number;
  /** Put the item in `standby[]` (handover protocol). */
  standby?: boolean;
  isDeleted?: boolean;
}

export interface MetaGraphFake {
  /** What META_GRAPH_API_BASE points at (version included). */
  apiBase: string;
  appSecret: string;
  verifyToken: string;
  /** The fake app's settings: META_APP_SECRET, META_VERIFY_TOKEN, META_GRAPH_API_BASE. */
  appEnv: { META_APP_SECRET: string; META_VERIFY_TOKEN: string; META_GRAPH_API_BASE: string };
  /** The Page every test connects unless it adds its own. */
  page: MetaFakePage;
  addPage(page: Partial<MetaFakePage> & { id: string }): MetaFakePage;
  /** The Page's token stops working: reads and sends answer code 190. */
  revokeToken(pageId: string): void;
  sent: RecordedSend[];
  /** Pages our app subscribed to (`POST /{page-id}/subscribed_apps`), with the fields asked. */
  subscriptions: { pageId: string; fields: string }[];
  /** From now on (until reset) subscribing answers as for a token without pages_manage_metadata. */
  refuseSubscriptions(): void;
  requests: { method: string; path: string }[];
  /** The profile Graph gives for a customer's PSID or IGSID. */
  setProfile(customerId: string, profile: MetaFakeProfile): void;
  /** From now on (until reset) profile lookups are refused (no permission, or hidden by the person). */
  refuseProfiles(): void;
  /** From now on profile lookups get no answer until the returned function (or reset) releases them. */
  holdProfiles(): () => void;
  /** The profile lookups asked (customer ids), in order. */
  profileLookups: string[];
  /** From now on (until reset) the Send API refuses every message with this Graph error. */
  refuseSends(error: { status: number; code: number; message: string }): void;
  reset(): void;
  /** X-Hub-Signature-256 of the exact bytes, with the app secret (or another one). */
  sign(body: string, secret?: string): string;
  /** A body and its signed headers, ready to post to our webhook. */
  signed(payload: unknown, secret?: string): SignedMetaWebhook;
  messageWebhook(messages: MetaWebhookMessage[], options?: { accountId?: string }): Record<string, unknown>;
  echoWebhook(
    echo: {
      customerId: string;
      text: string;
      mid?: string;
      appId?: string;
      metadata?: string;
      platform?: 'messenger' | 'instagram';
    },
    options?: { accountId?: string },
  ): Record<string, unknown>;
  close(): Promise<void>;
}

const VERSION = 'v25.0';

function graphError(res: ServerResponse, status: number, code: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error: {
        message,
        type: code === 190 ? 'OAuthException' : 'GraphMethodException',
        code,
        fbtrace_id: 'Afake',
      },
    }),
  );
}

function graphErrorWithSubcode(
  res: ServerResponse,
  status: number,
  code: number,
  subcode: number,
  message: string,
) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error: { message, type: 'OAuthException', code, error_subcode: subcode, fbtrace_id: 'Afake' },
    }),
  );
}

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A token `EAAopen_<page id>_<anything>` is that Page's (named `Page <id>`, no Instagram) when the
 * fake is started with `openPages`: tests in other processes (the browser tests) then connect a Page
 * of their own without reaching into the fake.
 */
export const OPEN_PAGE_TOKEN = /^EAAopen_(\d+)_\w+$/;

/**
 * With `openPages`, a customer id `open_<First>_<Last>_<anything>` has that name in its profile
 * (Messenger's first_name/last_name, Instagram's name): browser tests in another process name
 * their customer without reaching into the fake.
 */
export const OPEN_PROFILE_ID = /^open_([A-Za-z]+)_([A-Za-z]+)_\w+$/;

export async function startMetaGraphFake(
  options: { appSecret?: string; verifyToken?: string; openPages?: boolean } = {},
): Promise<MetaGraphFake> {
  const appSecret = options.appSecret ?? `secret_${randomBytes(8).toString('hex')}`;
  const verifyToken = options.verifyToken ?? `verify_${randomBytes(6).toString('hex')}`;
  const pages = new Map<string, MetaFakePage>();
  const revoked = new Set<string>();
  const sent: RecordedSend[] = [];
  const subscriptions: { pageId: string; fields: string }[] = [];
  let refusingSubscriptions = false;
  const profiles = new Map<string, MetaFakeProfile>();
  const profileLookups: string[] = [];
  let refusingProfiles = false;
  let sendRefusal: { status: number; code: number; message: string } | null = null;
  let held: { promise: Promise<void>; release: () => void } | null = null;
  const releaseHeld = () => {
    held?.release();
    held = null;
  };
  const requests: { method: string; path: string }[] = [];
  let sequence = 0;

  const addPage = (page: Partial<MetaFakePage> & { id: string }): MetaFakePage => {
    const full: MetaFakePage = {
      name: `Fake Page ${page.id}`,
      token: `EAAfake${randomBytes(24).toString('hex')}`,
      instagram: null,
      ...page,
    };
    pages.set(full.id, full);
    return full;
  };
  const page = addPage({
    id: '104000000000001',
    name: 'Wrap Studio',
    instagram: { id: '178400000000001', username: 'wrapstudio' },
  });

  const pageOfToken = (token: string | null) => {
    if (!token || revoked.has(token)) return undefined;
    const known = [...pages.values()].find((p) => p.token === token);
    const open = options.openPages ? OPEN_PAGE_TOKEN.exec(token) : null;
    if (known || !open) return known;
    return addPage({ id: open[1]!, name: `Page ${open[1]}`, token });
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ method: req.method ?? 'GET', path: url.pathname });
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] !== VERSION) return graphError(res, 400, 2500, 'Unknown path components');
    const token = url.searchParams.get('access_token');
    const owner = pageOfToken(token);
    if (!owner) return graphError(res, 400, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (req.method === 'GET' && parts.length === 2) {
      if (parts[1] !== owner.id) return profile(res, parts[1]!, url.searchParams.get('fields') ?? '');
      return json(res, {
        id: owner.id,
        name: owner.name,
        ...(owner.instagram ? { instagram_business_account: owner.instagram } : {}),
      });
    }
    // Our app subscribed to the Page's messages (the Page's token; its own id only).
    if (req.method === 'POST' && parts.length === 3 && parts[2] === 'subscribed_apps') {
      if (parts[1] !== owner.id)
        return graphError(res, 400, 100, '(#100) The page id does not match the access token');
      if (refusingSubscriptions)
        return graphError(res, 403, 200, '(#200) Requires pages_manage_metadata permission');
      subscriptions.push({ pageId: owner.id, fields: url.searchParams.get('subscribed_fields') ?? '' });
      return json(res, { success: true });
    }
    if (req.method === 'POST' && parts.length === 3 && parts[2] === 'messages') {
      if (parts[1] !== 'me' && parts[1] !== owner.id)
        return graphError(res, 400, 100, '(#100) The page id does not match the access token');
      let body: {
        recipient?: { id?: string };
        messaging_type?: string;
        message?: { text?: string; metadata?: string };
      };
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return graphError(res, 400, 100, '(#100) Invalid JSON');
      }
      const recipientId = body.recipient?.id;
      const text = body.message?.text;
      if (!recipientId || !text)
        return graphError(res, 400, 100, '(#100) recipient and message are required');
      if (sendRefusal) return graphError(res, sendRefusal.status, sendRefusal.code, sendRefusal.message);
      sequence += 1;
      const messageId = `m_fake_${sequence}_${randomBytes(6).toString('hex')}`;
      sent.push({
        pageId: owner.id,
        path: url.pathname,
        recipientId,
        messagingType: body.messaging_type ?? null,
        text,
        metadata: body.message?.metadata ?? null,
        messageId,
      });
      return json(res, { recipient_id: recipientId, message_id: messageId });
    }
    return graphError(res, 400, 2500, 'Unknown path components');
  }

  /** A customer's profile: the fields asked of what setProfile gave, as Graph answers a PSID/IGSID. */
  async function profile(res: ServerResponse, customerId: string, fields: string) {
    profileLookups.push(customerId);
    if (held) await held.promise;
    const asked = fields.split(',').filter(Boolean);
    if (refusingProfiles)
      return asked.includes('first_name')
        ? graphErrorWithSubcode(res, 400, 100, 2018218, '(#100) No profile available for this user.')
        : graphError(res, 400, 230, '(#230) User consent is required to access user profile');
    const open = options.openPages ? OPEN_PROFILE_ID.exec(customerId) : null;
    const known =
      profiles.get(customerId) ??
      (open
        ? {
            first_name: open[1],
            last_name: open[2],
            name: `${open[1]} ${open[2]}`,
            username: open[1]!.toLowerCase(),
          }
        : undefined);
    if (!known)
      return graphError(
        res,
        400,
        100,
        `Unsupported get request. Object with ID '${customerId}' does not exist`,
      );
    const answer: Record<string, string> = { id: customerId };
    for (const field of asked) {
      const value = known[field as keyof MetaFakeProfile];
      if (value !== undefined) answer[field] = value;
    }
    return json(res, answer);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${VERSION}`;

  const sign = (body: string, secret = appSecret) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  return {
    apiBase,
    appSecret,
    verifyToken,
    appEnv: { META_APP_SECRET: appSecret, META_VERIFY_TOKEN: verifyToken, META_GRAPH_API_BASE: apiBase },
    page,
    addPage,
    revokeToken(pageId) {
      const found = pages.get(pageId);
      if (found) revoked.add(found.token);
    },
    sent,
    subscriptions,
    refuseSubscriptions() {
      refusingSubscriptions = true;
    },
    requests,
    setProfile(customerId, found) {
      profiles.set(customerId, found);
    },
    refuseProfiles() {
      refusingProfiles = true;
    },
    holdProfiles() {
      let release = () => {};
      const promise = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = { promise, release };
      return releaseHeld;
    },
    profileLookups,
    refuseSends(error) {
      sendRefusal = error;
    },
    reset() {
      releaseHeld();
      profiles.clear();
      profileLookups.length = 0;
      refusingProfiles = false;
      sendRefusal = null;
      sent.length = 0;
      subscriptions.length = 0;
      refusingSubscriptions = false;
      requests.length = 0;
      revoked.clear();
    },
    sign,
    signed(payload, secret) {
      const body = JSON.stringify(payload);
      return {
        body,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body, secret) },
      };
    },
    messageWebhook(messages, hookOptions = {}) {
      const platform = messages[0]?.platform ?? 'messenger';
      const accountId = hookOptions.accountId ?? (platform === 'messenger' ? page.id : page.instagram!.id);
      const now = Date.now();
      const item = (m: MetaWebhookMessage) => ({
        sender: { id: m.customerId },
        recipient: { id: accountId },
        timestamp: m.timestamp ?? now,
        message: {
          mid: m.mid ?? `m_in_${randomBytes(8).toString('hex')}`,
          ...(m.text !== undefined ? { text: m.text } : {}),
          ...(m.attachments
            ? {
                attachments: m.attachments.map((a) => ({
                  type: a.type,
                  payload: { url: a.url ?? 'https://cdn.example/x' },
                })),
              }
            : {}),
          ...(m.isDeleted ? { is_deleted: true } : {}),
        },
      });
      return {
        object: platform === 'messenger' ? 'page' : 'instagram',
        entry: [
          {
            id: accountId,
            time: now,
            messaging: messages.filter((m) => !m.standby).map(item),
            ...(messages.some((m) => m.standby)
              ? { standby: messages.filter((m) => m.standby).map(item) }
              : {}),
          },
        ],
      };
    },
    echoWebhook(echo, hookOptions = {}) {
      const platform = echo.platform ?? 'messenger';
      const accountId = hookOptions.accountId ?? (platform === 'messenger' ? page.id : page.instagram!.id);
      const now = Date.now();
      return {
        object: platform === 'messenger' ? 'page' : 'instagram',
        entry: [
          {
            id: accountId,
            time: now,
            messaging: [
              {
                sender: { id: accountId },
                recipient: { id: echo.customerId },
                timestamp: now,
                message: {
                  is_echo: true,
                  mid: echo.mid ?? `m_echo_${randomBytes(8).toString('hex')}`,
                  text: echo.text,
                  ...(echo.appId ? { app_id: echo.appId } : {}),
                  ...(echo.metadata ? { metadata: echo.metadata } : {}),
                },
              },
            ],
          },
        ],
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
