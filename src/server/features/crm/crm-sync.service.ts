import {
  CRM_SYNC_MAX_ATTEMPTS,
  type CrmChangeKind,
  contactTags,
  defaultStageMap,
  GHL_INTEGRATION_FAILURE_EVENT,
  isTransientStatus,
  opportunityName,
  opportunityStatus,
  type StageMap,
  splitName,
} from '../../../domain/crm-sync';
import { SMART_INTEGRATION_EVENT } from '../../../domain/pipeline';
import type { AppDeps } from '../../app-deps';
import {
  GhlApiError,
  type GhlContactInput,
  type GhlOpportunityInput,
} from '../../integrations/gohighlevel/ghl-client';
import { isAppError } from '../../lib/app-error';
import { recordEvent } from '../analytics';
import type { CrmConnectionRow } from './crm.repository';
import { crmProvider } from './crm-provider';
import { withinRateLimit } from './crm-rate-limit';
import {
  type CrmChangeRow,
  conversationIdsOfCustomer,
  countFailedAttempt,
  deleteLink,
  findChange,
  findLink,
  findLinkByProvider,
  findSyncCustomer,
  finishChange,
  lockCustomerSync,
  markSynced,
  quotesOfCustomer,
  type SyncCustomer,
  type SyncQuote,
  saveLink,
  saveStageMapping,
} from './crm-sync.repository';
import { CRM_MESSAGES, withAccessToken } from './crm-tokens.service';

export type SyncDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger' | 'outbox'>;

type Outcome =
  | { status: 'delivered'; contactId: string; opportunityIds: string[] }
  | { status: 'skipped'; reason: string };

export const SYNC_MESSAGES = {
  gone: 'The customer no longer exists.',
  noContact: 'No e-mail or phone yet: the contact is sent once the lead gives one.',
  noPipeline: 'The GoHighLevel location has no pipeline: only the contact was sent.',
} as const;

/** A deal is one opportunity: a conversation's (its newest quote decides), or a quote's alone. */
interface Deal {
  key: string;
  quote: SyncQuote | null;
}

function dealsOf(quotes: SyncQuote[], conversationIds: string[]): Deal[] {
  const deals = new Map<string, Deal>();
  for (const quote of quotes) {
    const key = quote.conversationId ?? quote.id;
    if (!deals.has(key)) deals.set(key, { key, quote });
  }
  for (const id of conversationIds) if (!deals.has(id)) deals.set(id, { key: id, quote: null });
  return [...deals.values()];
}

/** The deals a change touches: the one of its quote or chat, or all of a changed customer's. */
async function dealsForChange(deps: SyncDeps, change: CrmChangeRow): Promise<Deal[]> {
  const quotes = await quotesOfCustomer(deps.db, change.customerId);
  const deals = dealsOf(quotes, await conversationIdsOfCustomer(deps.db, change.customerId));
  if (change.quoteId) {
    const quote = quotes.find((q) => q.id === change.quoteId);
    const key = quote ? (quote.conversationId ?? quote.id) : null;
    return deals.filter((d) => d.key === key);
  }
  if (change.conversationId) return deals.filter((d) => d.key === change.conversationId);
  return deals;
}

function contactInput(
  customer: SyncCustomer,
  locationId: string,
  connection: CrmConnectionRow,
): GhlContactInput {
  const temperature = customer.metadata.lead_temperature ?? null;
  const score = customer.metadata.engagement_score;
  const customFields: NonNullable<GhlContactInput['customFields']> = [];
  if (connection.temperatureFieldId && temperature)
    customFields.push({ id: connection.temperatureFieldId, field_value: temperature });
  if (connection.scoreFieldId && typeof score === 'number')
    customFields.push({ id: connection.scoreFieldId, field_value: score });
  return {
    locationId,
    ...splitName(customer.name),
    name: customer.name,
    ...(customer.email ? { email: customer.email } : {}),
    ...(customer.phone ? { phone: customer.phone } : {}),
    source: customer.source,
    tags: contactTags({ source: customer.source, temperature }),
    ...(customFields.length > 0 ? { customFields } : {}),
  };
}

interface SyncContext {
  deps: SyncDeps;
  accessToken: string;
  locationId: string;
  workspaceId: string;
  call: <T>(endpoint: string, run: () => Promise<T>) => Promise<T>;
}

/** The pipeline and stage mapping: the owner's, or (first sync) the first pipeline matched by name, saved. */
async function pipelineMapping(
  ctx: SyncContext,
  connection: CrmConnectionRow,
): Promise<{ pipelineId: string; stageMap: StageMap } | null> {
  if (connection.pipelineId && connection.stageMap)
    return { pipelineId: connection.pipelineId, stageMap: connection.stageMap };
  const { client } = crmProvider(ctx.deps.env);
  const pipelines = await ctx.call('GET /opportunities/pipelines', () =>
    client.listPipelines(ctx.accessToken, ctx.locationId),
  );
  const first = pipelines[0];
  if (!first) return null;
  const stageMap = defaultStageMap(first);
  await saveStageMapping(ctx.deps.db, { workspaceId: ctx.workspaceId, pipelineId: first.id, stageMap });
  return { pipelineId: first.id, stageMap };
}

/**
 * One opportunity, created once: through its link when we have one (a 404 means it was deleted
 * in the CRM, and it is made again); otherwise an unlinked opportunity of the contact with the
 * name we give (made by an attempt whose answer was lost) is taken over; otherwise created.
 */
async function syncDeal(
  ctx: SyncContext,
  input: {
    deal: Deal;
    contactId: string;
    customerName: string;
    mapping: { pipelineId: string; stageMap: StageMap };
  },
): Promise<string> {
  const { client } = crmProvider(ctx.deps.env);
  const { deal, mapping } = input;
  const stage = deal.quote?.stage ?? 'engaged';
  const stageId = mapping.stageMap[stage];
  const opportunity: GhlOpportunityInput = {
    pipelineId: mapping.pipelineId,
    name: opportunityName({ customerName: input.customerName, quoteNumber: deal.quote?.quoteNumber ?? null }),
    status: opportunityStatus(stage),
    ...(stageId ? { pipelineStageId: stageId } : {}),
    monetaryValue: deal.quote ? Number(deal.quote.totalAmount) : 0,
  };
  const link = { workspaceId: ctx.workspaceId, kind: 'opportunity' as const, ourId: deal.key };
  const linked = await findLink(ctx.deps.db, link);
  if (linked) {
    try {
      await ctx.call('PUT /opportunities/:id', () =>
        client.updateOpportunity(ctx.accessToken, linked, opportunity),
      );
      return linked;
    } catch (error) {
      if (!(error instanceof GhlApiError) || error.status !== 404) throw error;
      await deleteLink(ctx.deps.db, link);
    }
  }
  const existing = await ctx.call('GET /opportunities/search', () =>
    client.searchOpportunities(ctx.accessToken, {
      locationId: ctx.locationId,
      contactId: input.contactId,
      pipelineId: mapping.pipelineId,
    }),
  );
  for (const candidate of existing) {
    if (candidate.name !== opportunity.name) continue;
    const owner = await findLinkByProvider(ctx.deps.db, { ...link, providerId: candidate.id });
    if (owner) continue;
    await ctx.call('PUT /opportunities/:id', () =>
      client.updateOpportunity(ctx.accessToken, candidate.id, opportunity),
    );
    await saveLink(ctx.deps.db, { ...link, providerId: candidate.id });
    return candidate.id;
  }
  const created = await ctx.call('POST /opportunities/', () =>
    client.createOpportunity(ctx.accessToken, {
      ...opportunity,
      locationId: ctx.locationId,
      contactId: input.contactId,
    }),
  );
  await saveLink(ctx.deps.db, { ...link, providerId: created.id });
  return created.id;
}

/** Sends the customer's contact and the change's deals. Links are saved as each one lands. */
async function syncCustomer(deps: SyncDeps, change: CrmChangeRow): Promise<Outcome> {
  const customer = await findSyncCustomer(deps.db, change.customerId);
  if (!customer) return { status: 'skipped', reason: SYNC_MESSAGES.gone };
  if (!customer.email && !customer.phone) return { status: 'skipped', reason: SYNC_MESSAGES.noContact };
  const { client } = crmProvider(deps.env);
  return withAccessToken(deps, change.workspaceId, async ({ accessToken, locationId, connection }) => {
    const ctx: SyncContext = {
      deps,
      accessToken,
      locationId,
      workspaceId: change.workspaceId,
      call: (endpoint, run) => withinRateLimit(deps, locationId, endpoint, run),
    };
    const contact = await ctx.call('POST /contacts/upsert', () =>
      client.upsertContact(accessToken, contactInput(customer, locationId, connection)),
    );
    await saveLink(deps.db, {
      workspaceId: change.workspaceId,
      kind: 'contact',
      ourId: customer.id,
      providerId: contact.id,
    });
    const deals = await dealsForChange(deps, change);
    const opportunityIds: string[] = [];
    if (deals.length > 0) {
      const mapping = await pipelineMapping(ctx, connection);
      if (!mapping) return { status: 'skipped', reason: SYNC_MESSAGES.noPipeline };
      for (const deal of deals) {
        opportunityIds.push(
          await syncDeal(ctx, { deal, contactId: contact.id, customerName: customer.name, mapping }),
        );
      }
    }
    return { status: 'delivered', contactId: contact.id, opportunityIds };
  });
}

interface Failure {
  message: string;
  status: number;
  endpoint: string | null;
  transient: boolean;
  /** Not connected (any more): nothing to report, nothing to retry. */
  notConnected: boolean;
}

function failureOf(error: unknown): Failure | null {
  if (error instanceof GhlApiError) {
    return {
      message: error.message,
      status: error.status,
      endpoint: error.endpoint,
      transient: isTransientStatus(error.status),
      notConnected: false,
    };
  }
  if (isAppError(error)) {
    return {
      message: error.message,
      status: error.status,
      endpoint: null,
      // The provider did not answer a token refresh: later may work. Refusals (409) will not.
      transient: error.status >= 500,
      notConnected: error.message === CRM_MESSAGES.notConnected,
    };
  }
  return null;
}

const isFinished = (change: CrmChangeRow) =>
  change.status === 'delivered' || change.status === 'skipped' || change.status === 'failed';

function eventMetadata(change: CrmChangeRow) {
  return {
    provider: 'gohighlevel',
    change_id: change.id,
    customer_id: change.customerId,
    conversation_id: change.conversationId,
  };
}

async function giveUp(deps: SyncDeps, change: CrmChangeRow, failure: Failure, attempts: number) {
  const now = deps.clock();
  deps.logger.warn({ changeId: change.id, status: failure.status }, 'CRM sync change given up');
  await deps.db.transaction(async (tx) => {
    await finishChange(tx, { id: change.id, status: 'failed', error: failure.message, now });
    await recordEvent(tx, {
      workspaceId: change.workspaceId,
      eventType: GHL_INTEGRATION_FAILURE_EVENT,
      entityId: change.quoteId ?? change.customerId,
      data: {
        action_type: change.kind satisfies CrmChangeKind,
        quote_id: change.quoteId,
        error: failure.message,
        status: failure.status,
        endpoint: failure.endpoint,
        attempts,
        metadata: eventMetadata(change),
        timestamp: now.toISOString(),
      },
      at: now,
    });
  });
}

/**
 * The `crm.sync-change` job: sends one recorded change to the workspace's CRM. Runs under a lock
 * on the customer, so the jobs of one lead never race to create its contact or opportunity, and
 * does nothing for a change already finished (a retried or duplicated job). Transient failures
 * (no answer, 429, 5xx) throw, so the queue retries with backoff, up to CRM_SYNC_MAX_ATTEMPTS;
 * any other refusal is final: the change is marked failed and `ghl_integration_failure` recorded.
 */
export async function syncCrmChange(deps: SyncDeps, changeId: string): Promise<void> {
  const first = await findChange(deps.db, changeId);
  if (!first || isFinished(first)) return;
  let outcome: Outcome | null;
  try {
    outcome = await deps.db.transaction(async (lockTx) => {
      await lockCustomerSync(lockTx, first.customerId);
      const change = await findChange(deps.db, changeId);
      if (!change || isFinished(change)) return null;
      return syncCustomer(deps, change);
    });
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    if (failure.notConnected) {
      await finishChange(deps.db, {
        id: first.id,
        status: 'skipped',
        error: failure.message,
        now: deps.clock(),
      });
      return;
    }
    const attempts = await countFailedAttempt(deps.db, { id: first.id, error: failure.message });
    if (failure.transient && attempts < CRM_SYNC_MAX_ATTEMPTS) throw error;
    await giveUp(deps, first, failure, attempts);
    return;
  }
  if (!outcome) return;
  const now = deps.clock();
  const done = outcome;
  await deps.db.transaction(async (tx) => {
    if (done.status === 'skipped') {
      await finishChange(tx, { id: first.id, status: 'skipped', error: done.reason, now });
      return;
    }
    await finishChange(tx, { id: first.id, status: 'delivered', now });
    await markSynced(tx, first.workspaceId, now);
    await recordEvent(tx, {
      workspaceId: first.workspaceId,
      eventType: SMART_INTEGRATION_EVENT,
      entityId: first.quoteId ?? first.conversationId ?? first.customerId,
      data: {
        action_type: first.kind,
        quote_id: first.quoteId,
        metadata: {
          ...eventMetadata(first),
          contact_id: done.contactId,
          opportunity_ids: done.opportunityIds,
        },
        timestamp: now.toISOString(),
      },
      at: now,
    });
  });
}
