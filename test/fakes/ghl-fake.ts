import { generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback fake of the GoHighLevel parts we use, from ../shared INTEGRATIONS.md §A:
 * - `GET /v2/oauth/chooselocation`: the authorize page, approved at once for `locationId`; it
 *   redirects to `redirect_uri` with `?code=` (and `&state=` when `echoState`);
 * - `POST /oauth/token` (form): `authorization_code` (a code works once) and `refresh_token`
 *   grants; every refresh ROTATES the refresh token and an old one is refused;
 * - `GET /opportunities/pipelines?locationId=`, `POST /contacts/upsert` (matched by e-mail, then
 *   phone), `POST /opportunities/` (201), `PUT /opportunities/:id`, `GET /opportunities/search`
 *   (snake_case query): Bearer token and the `Version: 2021-07-28` header required; 401 with the
 *   provider's body on an unknown or expired token; 429 with the rate-limit headers after
 *   `rateLimitNext(n)`; 5xx after `failNext(n)` (an outage).
 * - webhooks: `signWebhook`/`sendWebhook` build a payload as the provider does (`timestamp`,
 *   `webhookId`), sign its bytes with key pairs of the fake's own (RSA-SHA256 in `x-wh-signature`,
 *   Ed25519 in `x-ghl-signature`, both base64) and post it to a URL; `appEnv` carries the public keys.
 * Requests are recorded so tests can see what our client sent.
 */

export interface GhlFakeOptions {
  clientId?: string;
  clientSecret?: string;
  locationId?: string;
  companyId?: string;
  /** Seconds each access token lives (the provider gives 86399). */
  expiresIn?: number;
  /** Whether the authorize page sends our `state` back (UNCONFIRMED for the real one). */
  echoState?: boolean;
  /**
   * Each approval picks a location of its own (`<locationId>_<n>`), as different businesses
   * would: a fake shared by many tests' workspaces then never offers one location twice.
   */
  locationPerApproval?: boolean;
}

export interface RecordedGhlRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface WebhookSignOptions {
  signature?: 'rsa' | 'ed25519' | 'both' | 'none';
}

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
  webhookId: string;
}

interface AccessToken {
  locationId: string;
  expiresAt: number;
}

export interface GhlFake {
  /** API base (token endpoint included): what GHL_API_BASE points at. */
  apiBase: string;
  /** What GHL_AUTHORIZE_URL points at. */
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  /** The app's GHL_* settings that point it at this fake and trust its webhook keys. */
  appEnv: {
    GHL_CLIENT_ID: string;
    GHL_CLIENT_SECRET: string;
    GHL_API_BASE: string;
    GHL_AUTHORIZE_URL: string;
    GHL_WEBHOOK_PUBLIC_KEY: string;
    GHL_WEBHOOK_ED25519_PUBLIC_KEY: string;
  };
  /**
   * A webhook as the provider sends it: `timestamp` (now) and `webhookId` (new) unless the event
   * names them, the exact body bytes and the signature headers (`signature`: which; default both).
   */
  signWebhook(event: Record<string, unknown>, options?: WebhookSignOptions): SignedWebhook;
  /** Signs and posts a webhook to `url` as the provider would; `tamper` changes the body after signing. */
  sendWebhook(
    url: string,
    event: Record<string, unknown>,
    options?: WebhookSignOptions & { tamper?: (body: string) => string },
  ): Promise<{ status: number; body: unknown; webhookId: string }>;
  /** Posts an already signed webhook again (the provider's retry). */
  resendWebhook(url: string, signed: SignedWebhook): Promise<{ status: number; body: unknown }>;
  locationId: string;
  requests: RecordedGhlRequest[];
  /** Every access token given so far stops working (as if a day had passed). */
  expireAccessTokens(): void;
  /** Every refresh token is forgotten (the app was uninstalled, or a year passed unused). */
  revokeRefreshTokens(): void;
  /**
   * The next `n` API calls answer 429. `intervalMs` is what X-RateLimit-Interval-Milliseconds says
   * (the provider's 10 s burst window; a test may shorten it).
   */
  rateLimitNext(n: number, options?: { intervalMs?: number }): void;
  /** The next `n` API calls answer `status` (503 by default) without doing anything. */
  failNext(n: number, status?: number): void;
  /**
   * The next `n` opportunity creations are stored but answered 502, as when a gateway loses the
   * provider's answer: the retry must find the opportunity instead of creating another.
   */
  loseNextCreateAnswers(n: number): void;
  /** A code as the marketplace's "Add App" would send it, with no state. */
  issueCode(locationId?: string): string;
  /** How many refresh grants succeeded. */
  refreshCount(): number;
  /** Forgets recorded requests and counts (between tests sharing one fake). */
  resetCounts(): void;
  /** Upserted contacts by id. */
  contacts: Map<string, Record<string, unknown>>;
  /** Opportunities by id. */
  opportunities: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

const VERSION = '2021-07-28';
const SCOPE = 'contacts.readonly contacts.write opportunities.readonly opportunities.write';

function token(prefix: string) {
  return `${prefix}-${randomBytes(12).toString('hex')}`;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startGhlFake(options: GhlFakeOptions = {}): Promise<GhlFake> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const locationId = options.locationId ?? 'loc_fake_1';
  const companyId = options.companyId ?? 'comp_fake_1';
  const expiresIn = options.expiresIn ?? 86399;
  const echoState = options.echoState ?? true;

  const codes = new Map<string, { locationId: string; redirectUri?: string }>();
  const accessTokens = new Map<string, AccessToken>();
  // The one live refresh token per location: rotation makes every earlier one useless.
  const refreshTokens = new Map<string, string>();
  const contacts = new Map<string, Record<string, unknown>>();
  const requests: RecordedGhlRequest[] = [];
  const opportunities = new Map<string, Record<string, unknown>>();
  let rateLimited = 0;
  let rateIntervalMs = 10_000;
  let failing = 0;
  let failStatus = 503;
  let lostCreates = 0;
  let refreshes = 0;
  let approvals = 0;

  function grant(loc: string) {
    const access = token('at');
    const refresh = token('rt');
    accessTokens.set(access, { locationId: loc, expiresAt: Date.now() + expiresIn * 1000 });
    refreshTokens.set(loc, refresh);
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: expiresIn,
      refresh_token: refresh,
      scope: SCOPE,
      userType: 'Location',
      locationId: loc,
      companyId,
      approvedLocations: [loc],
      userId: 'user_fake_1',
      planId: 'plan_fake',
    };
  }

  function oauthToken(res: ServerResponse, form: URLSearchParams) {
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return send(res, 401, {
        statusCode: 401,
        message: 'Invalid client credentials',
        error: 'Unauthorized',
      });
    }
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const issued = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!issued) return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid code' });
      if (issued.redirectUri && issued.redirectUri !== form.get('redirect_uri')) {
        return send(res, 400, { error: 'invalid_grant', error_description: 'redirect_uri mismatch' });
      }
      return send(res, 200, grant(issued.locationId));
    }
    if (grantType === 'refresh_token') {
      const presented = form.get('refresh_token') ?? '';
      const loc = [...refreshTokens].find(([, live]) => live === presented)?.[0];
      if (!loc) return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      refreshes += 1;
      return send(res, 200, grant(loc));
    }
    return send(res, 400, { statusCode: 400, message: `Unsupported grant_type ${grantType}` });
  }

  /** The checks every v2 API call gets; answers and returns null when the call is refused. */
  function authorise(req: IncomingMessage, res: ServerResponse): AccessToken | null {
    if (failing > 0) {
      failing -= 1;
      send(res, failStatus, { statusCode: failStatus, message: 'Service Unavailable' });
      return null;
    }
    if (rateLimited > 0) {
      rateLimited -= 1;
      send(
        res,
        429,
        { statusCode: 429, message: 'Too many requests' },
        {
          'x-ratelimit-limit-daily': '200000',
          'x-ratelimit-daily-remaining': '199000',
          'x-ratelimit-interval-milliseconds': String(rateIntervalMs),
          'x-ratelimit-max': '100',
          'x-ratelimit-remaining': '0',
        },
      );
      return null;
    }
    if (req.headers.version !== VERSION) {
      send(res, 400, { statusCode: 400, message: `Version header must be ${VERSION}` });
      return null;
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const found = bearer ? accessTokens.get(bearer) : undefined;
    if (!found || found.expiresAt <= Date.now()) {
      send(res, 401, {
        statusCode: 401,
        message: 'Invalid token: access token is invalid',
        error: 'Unauthorized',
      });
      return null;
    }
    return found;
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      headers: req.headers,
      body,
    });

    if (req.method === 'GET' && url.pathname === '/v2/oauth/chooselocation') {
      const redirect = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== clientId || !redirect) {
        return send(res, 400, { statusCode: 400, message: 'Unknown client_id or missing redirect_uri' });
      }
      const code = token('code');
      approvals += 1;
      const chosen = options.locationPerApproval ? `${locationId}_${approvals}` : locationId;
      codes.set(code, { locationId: chosen, redirectUri: redirect });
      const target = new URL(redirect);
      target.searchParams.set('code', code);
      const state = url.searchParams.get('state');
      if (echoState && state) target.searchParams.set('state', state);
      res.writeHead(302, { location: target.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      return oauthToken(res, new URLSearchParams(body));
    }
    if (req.method === 'GET' && url.pathname === '/opportunities/pipelines') {
      const access = authorise(req, res);
      if (!access) return;
      if (url.searchParams.get('locationId') !== access.locationId) {
        return send(res, 403, {
          statusCode: 403,
          message: 'The token does not have access to this location',
        });
      }
      return send(res, 200, {
        pipelines: [
          {
            id: 'pipe_fake_1',
            name: 'Sales',
            locationId: access.locationId,
            showInFunnel: true,
            showInPieChart: true,
            stages: [
              { id: 'stage_lead', name: 'Lead', position: 0 },
              { id: 'stage_engaged', name: 'Engaged', position: 1 },
              { id: 'stage_quote_sent', name: 'Quote sent', position: 2 },
              { id: 'stage_won', name: 'Won', position: 3 },
            ],
          },
        ],
      });
    }
    if (req.method === 'POST' && url.pathname === '/contacts/upsert') {
      const access = authorise(req, res);
      if (!access) return;
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      if (input.locationId !== access.locationId) {
        return send(res, 422, {
          statusCode: 422,
          message: ['locationId must match the token'],
          error: 'Unprocessable Entity',
        });
      }
      const existing = [...contacts.values()].find(
        (c) =>
          (input.email && c.email === input.email) ||
          (!input.email && input.phone && c.phone === input.phone),
      );
      const id = (existing?.id as string | undefined) ?? token('contact');
      const now = new Date().toISOString();
      const contact = { ...existing, ...input, id, dateUpdated: now, dateAdded: existing?.dateAdded ?? now };
      contacts.set(id, contact);
      return send(res, 200, { new: !existing, contact, traceId: token('trace') });
    }
    if (url.pathname === '/opportunities/' || url.pathname.startsWith('/opportunities/')) {
      const handled = opportunityRoute(req, res, url, body);
      if (handled !== 'unknown') return;
    }
    send(res, 404, { statusCode: 404, message: `No route ${req.method} ${url.pathname}` });
  });

  /** Opportunities: create, update and search, checked as the provider does. */
  function opportunityRoute(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
    const id = /^\/opportunities\/([^/]+)$/.exec(url.pathname)?.[1];
    const isCreate = req.method === 'POST' && url.pathname === '/opportunities/';
    const isSearch = req.method === 'GET' && url.pathname === '/opportunities/search';
    const isUpdate = req.method === 'PUT' && id !== undefined && id !== 'search';
    if (!isCreate && !isSearch && !isUpdate) return 'unknown';
    const access = authorise(req, res);
    if (!access) return 'answered';
    const now = new Date().toISOString();
    if (isSearch) {
      const found = [...opportunities.values()].filter(
        (o) =>
          o.locationId === url.searchParams.get('location_id') &&
          (!url.searchParams.get('contact_id') || o.contactId === url.searchParams.get('contact_id')) &&
          (!url.searchParams.get('pipeline_id') || o.pipelineId === url.searchParams.get('pipeline_id')),
      );
      send(res, 200, { opportunities: found, meta: { total: found.length, currentPage: 1 } });
      return 'answered';
    }
    const input = JSON.parse(body || '{}') as Record<string, unknown>;
    if (input.status !== undefined && !['open', 'won', 'lost', 'abandoned'].includes(String(input.status))) {
      send(res, 422, {
        statusCode: 422,
        message: ['status must be open, won, lost or abandoned'],
        error: 'Unprocessable Entity',
      });
      return 'answered';
    }
    if (isCreate) {
      const missing = ['pipelineId', 'locationId', 'name', 'status', 'contactId'].filter((k) => !input[k]);
      if (missing.length > 0 || input.locationId !== access.locationId) {
        send(res, 422, {
          statusCode: 422,
          message:
            missing.length > 0
              ? missing.map((k) => `${k} should not be empty`)
              : ['locationId must match the token'],
          error: 'Unprocessable Entity',
        });
        return 'answered';
      }
      const created = { ...input, id: token('opp'), createdAt: now, updatedAt: now };
      opportunities.set(created.id, created);
      if (lostCreates > 0) {
        lostCreates -= 1;
        send(res, 502, { statusCode: 502, message: 'Bad Gateway' });
        return 'answered';
      }
      send(res, 201, { opportunity: created });
      return 'answered';
    }
    const existing = opportunities.get(id!);
    if (!existing || existing.locationId !== access.locationId) {
      send(res, 404, { statusCode: 404, message: 'Opportunity not found' });
      return 'answered';
    }
    const updated = { ...existing, ...input, id: existing.id, updatedAt: now };
    opportunities.set(existing.id as string, updated);
    send(res, 200, { opportunity: updated });
    return 'answered';
  }

  // The provider's signing keys stand in for HighLevel's: the app is given the public halves.
  const rsaKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const edKeys = generateKeyPairSync('ed25519');
  const pem = (key: typeof rsaKeys.publicKey) => key.export({ type: 'spki', format: 'pem' }).toString();

  function signWebhook(event: Record<string, unknown>, signOptions: WebhookSignOptions = {}): SignedWebhook {
    const webhookId = String(event.webhookId ?? randomUUID());
    const body = JSON.stringify({ timestamp: new Date().toISOString(), ...event, webhookId });
    const bytes = Buffer.from(body, 'utf8');
    const which = signOptions.signature ?? 'both';
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (which === 'rsa' || which === 'both')
      headers['x-wh-signature'] = sign('sha256', bytes, rsaKeys.privateKey).toString('base64');
    if (which === 'ed25519' || which === 'both')
      headers['x-ghl-signature'] = sign(null, bytes, edKeys.privateKey).toString('base64');
    return { body, headers, webhookId };
  }

  async function postWebhook(url: string, signed: SignedWebhook, body = signed.body) {
    const res = await fetch(url, { method: 'POST', headers: signed.headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the text itself is the answer.
    }
    return { status: res.status, body: parsed };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    apiBase: origin,
    authorizeUrl: `${origin}/v2/oauth/chooselocation`,
    clientId,
    clientSecret,
    appEnv: {
      GHL_CLIENT_ID: clientId,
      GHL_CLIENT_SECRET: clientSecret,
      GHL_API_BASE: origin,
      GHL_AUTHORIZE_URL: `${origin}/v2/oauth/chooselocation`,
      GHL_WEBHOOK_PUBLIC_KEY: pem(rsaKeys.publicKey),
      GHL_WEBHOOK_ED25519_PUBLIC_KEY: pem(edKeys.publicKey),
    },
    signWebhook,
    async sendWebhook(url, event, sendOptions = {}) {
      const signed = signWebhook(event, sendOptions);
      const body = sendOptions.tamper ? sendOptions.tamper(signed.body) : signed.body;
      return { ...(await postWebhook(url, signed, body)), webhookId: signed.webhookId };
    },
    resendWebhook: (url, signed) => postWebhook(url, signed),
    locationId,
    requests,
    contacts,
    opportunities,
    expireAccessTokens() {
      for (const access of accessTokens.values()) access.expiresAt = 0;
    },
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    rateLimitNext(n, limitOptions) {
      rateLimited = n;
      rateIntervalMs = limitOptions?.intervalMs ?? 10_000;
    },
    failNext(n, status = 503) {
      failing = n;
      failStatus = status;
    },
    loseNextCreateAnswers(n) {
      lostCreates = n;
    },
    issueCode(loc = locationId) {
      const code = token('code');
      codes.set(code, { locationId: loc });
      return code;
    },
    refreshCount: () => refreshes,
    resetCounts() {
      refreshes = 0;
      requests.length = 0;
      rateLimited = 0;
      failing = 0;
      lostCreates = 0;
      contacts.clear();
      opportunities.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
