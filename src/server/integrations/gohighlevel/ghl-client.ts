import { z } from 'zod';
import { GHL_API_VERSION } from '../../../domain/crm-connection';

/**
 * A small typed client of the GoHighLevel (LeadConnector) v2 API over fetch
 * (docs/decisions/024-crm-client.md). Every answer is parsed with zod, so a changed field fails
 * here with the endpoint's name, not later in a sync. Base URLs come from env, so tests point it
 * at the loopback fake (test/fakes/ghl-fake.ts).
 */

export interface GhlClientOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Per request; the provider is slow at times, never for ever. */
  timeoutMs?: number;
}

/** What the provider said, kept apart from our own faults: `status` 0 means no answer at all. */
export class GhlApiError extends Error {
  override name = 'GhlApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly endpoint: string,
    /** On 429: how long to wait before the next request, from the rate-limit headers. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** The provider refused the grant or the token itself (not an outage): the owner must reconnect. */
  get isRefusal(): boolean {
    return this.status === 400 || this.status === 401 || this.status === 403;
  }
}

export const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1),
  scope: z.string().optional(),
  userType: z.string().optional(),
  locationId: z.string().optional(),
  companyId: z.string().optional(),
  userId: z.string().optional(),
});
export type GhlTokenAnswer = z.infer<typeof tokenAnswerSchema>;

const pipelinesSchema = z.object({
  pipelines: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      stages: z.array(z.object({ id: z.string(), name: z.string() }).loose()).default([]),
    }),
  ),
});
export type GhlPipeline = z.infer<typeof pipelinesSchema>['pipelines'][number];

const upsertContactSchema = z.object({
  new: z.boolean().optional(),
  contact: z.object({ id: z.string(), locationId: z.string().optional() }).loose(),
});

export interface GhlContactInput {
  locationId: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  email?: string;
  phone?: string;
  tags?: string[];
  source?: string;
  customFields?: { id: string; key?: string; field_value: string | number | string[] }[];
}

const opportunitySchema = z
  .object({
    id: z.string(),
    name: z.string().optional(),
    contactId: z.string().optional(),
    pipelineId: z.string().optional(),
    pipelineStageId: z.string().optional(),
    status: z.string().optional(),
    monetaryValue: z.number().optional(),
  })
  .loose();
export type GhlOpportunity = z.infer<typeof opportunitySchema>;
const oneOpportunitySchema = z.object({ opportunity: opportunitySchema });
const opportunitySearchSchema = z.object({ opportunities: z.array(opportunitySchema).default([]) });

export interface GhlOpportunityInput {
  pipelineId: string;
  name: string;
  status: 'open' | 'won' | 'lost';
  pipelineStageId?: string;
  monetaryValue?: number;
}

export interface GhlClient {
  exchangeCode(input: { code: string; redirectUri: string }): Promise<GhlTokenAnswer>;
  refreshToken(refreshToken: string): Promise<GhlTokenAnswer>;
  listPipelines(accessToken: string, locationId: string): Promise<GhlPipeline[]>;
  upsertContact(accessToken: string, contact: GhlContactInput): Promise<{ id: string; created: boolean }>;
  createOpportunity(
    accessToken: string,
    input: GhlOpportunityInput & { locationId: string; contactId: string },
  ): Promise<GhlOpportunity>;
  updateOpportunity(accessToken: string, id: string, input: GhlOpportunityInput): Promise<GhlOpportunity>;
  /** A contact's opportunities in one pipeline (the first page is enough for one contact). */
  searchOpportunities(
    accessToken: string,
    query: { locationId: string; contactId: string; pipelineId: string },
  ): Promise<GhlOpportunity[]>;
}

/** Milliseconds until the provider takes requests again, from its 429 headers. */
export function retryAfterFrom(headers: Headers): number | undefined {
  const retryAfter = Number(headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return retryAfter * 1000;
  const interval = Number(headers.get('x-ratelimit-interval-milliseconds'));
  return Number.isFinite(interval) && interval > 0 ? interval : undefined;
}

async function errorFrom(res: Response, endpoint: string): Promise<GhlApiError> {
  const body = (await res.json().catch(() => null)) as {
    message?: unknown;
    error_description?: unknown;
  } | null;
  const said = body?.message ?? body?.error_description;
  const text = Array.isArray(said) ? said.join('; ') : typeof said === 'string' ? said : res.statusText;
  const retryAfterMs = res.status === 429 ? retryAfterFrom(res.headers) : undefined;
  return new GhlApiError(
    `GoHighLevel ${endpoint} answered ${res.status}: ${text}`,
    res.status,
    endpoint,
    retryAfterMs,
  );
}

export function createGhlClient(options: GhlClientOptions): GhlClient {
  const base = options.apiBase.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function send<T>(endpoint: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${endpoint}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new GhlApiError(
        `GoHighLevel ${endpoint} did not answer: ${(cause as Error).message}`,
        0,
        endpoint,
      );
    }
    if (!res.ok) throw await errorFrom(res, endpoint.split('?')[0]!);
    const parsed = schema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) {
      throw new GhlApiError(`GoHighLevel ${endpoint} answered an unexpected shape`, 502, endpoint);
    }
    return parsed.data;
  }

  const token = (fields: Record<string, string>) =>
    send(
      '/oauth/token',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          client_id: options.clientId,
          client_secret: options.clientSecret,
          user_type: 'Location',
          ...fields,
        }),
      },
      tokenAnswerSchema,
    );

  const api = (accessToken: string, method: string, body?: unknown): RequestInit => ({
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      version: GHL_API_VERSION,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

  return {
    exchangeCode: ({ code, redirectUri }) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refreshToken: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async listPipelines(accessToken, locationId) {
      const query = new URLSearchParams({ locationId });
      const answer = await send(
        `/opportunities/pipelines?${query}`,
        api(accessToken, 'GET'),
        pipelinesSchema,
      );
      return answer.pipelines;
    },
    async upsertContact(accessToken, contact) {
      const answer = await send('/contacts/upsert', api(accessToken, 'POST', contact), upsertContactSchema);
      return { id: answer.contact.id, created: answer.new ?? false };
    },
    async createOpportunity(accessToken, input) {
      const answer = await send('/opportunities/', api(accessToken, 'POST', input), oneOpportunitySchema);
      return answer.opportunity;
    },
    async updateOpportunity(accessToken, id, input) {
      const answer = await send(
        `/opportunities/${encodeURIComponent(id)}`,
        api(accessToken, 'PUT', input),
        oneOpportunitySchema,
      );
      return answer.opportunity;
    },
    async searchOpportunities(accessToken, query) {
      // The search takes snake_case names, unlike every other call.
      const params = new URLSearchParams({
        location_id: query.locationId,
        contact_id: query.contactId,
        pipeline_id: query.pipelineId,
      });
      const answer = await send(
        `/opportunities/search?${params}`,
        api(accessToken, 'GET'),
        opportunitySearchSchema,
      );
      return answer.opportunities;
    },
  };
}
