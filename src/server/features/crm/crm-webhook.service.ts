import type { StageMap } from '../../../domain/crm-sync';
import {
  contactChanges,
  emailOptOut,
  stageOfOpportunity,
  webhookTimeProblem,
} from '../../../domain/crm-webhooks';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import {
  GHL_CONTACT_EVENTS,
  GHL_OPPORTUNITY_EVENTS,
  type GhlWebhook,
  ghlSignatureProblem,
  ghlWebhookSchema,
} from '../../integrations/gohighlevel/ghl-webhook';
import { GHL_PUBLISHED_WEBHOOK_PUBLIC_KEY } from '../../integrations/gohighlevel/ghl-webhook-key';
import { AppError } from '../../lib/app-error';
import { moveQuoteStageFromCrm } from '../quotes';
import { deleteConnection, findConnectionByLocation } from './crm.repository';
import { findLinkByProvider } from './crm-sync.repository';
import { tellOwners } from './crm-tokens.service';
import {
  connectionsToUninstall,
  lockCustomerContact,
  markApplyingInbound,
  quoteOfDeal,
  recordWebhookOnce,
  updateCustomerContact,
} from './crm-webhook.repository';

type WebhookDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger' | 'outbox'>;

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

export const WEBHOOK_MESSAGES = {
  missingSignature: 'Missing GoHighLevel webhook signature (x-ghl-signature or x-wh-signature).',
  invalidSignature: 'Invalid GoHighLevel webhook signature.',
  stale: 'GoHighLevel webhook timestamp is outside the 5-minute window.',
  malformed: 'The webhook body is not a GoHighLevel webhook (type, timestamp and webhookId are required).',
  uninstalled:
    'The GoHighLevel app was uninstalled from your location, so the connection was removed and nothing more is sent to your CRM.',
} as const;

function parseBody(rawBody: Uint8Array): GhlWebhook {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(rawBody).toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.malformed);
  }
  const parsed = ghlWebhookSchema.safeParse(json);
  if (!parsed.success) throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.malformed);
  return parsed.data;
}

/** UNINSTALL: the connection goes, tokens with it, and the owners are told why (in the same transaction). */
async function uninstall(deps: WebhookDeps, tx: Executor, hook: GhlWebhook): Promise<WebhookOutcome> {
  const found = await connectionsToUninstall(tx, { locationId: hook.locationId, companyId: hook.companyId });
  for (const { workspaceId } of found) {
    await deleteConnection(tx, workspaceId);
    await tellOwners(deps, tx, workspaceId, WEBHOOK_MESSAGES.uninstalled);
    deps.logger.info({ workspaceId }, 'GoHighLevel app uninstalled: connection removed');
  }
  return found.length > 0 ? 'processed' : 'ignored';
}

/** Won, lost or a mapped stage of an opportunity we linked: the quote it shows takes that stage. */
async function opportunityChanged(
  deps: WebhookDeps,
  tx: Executor,
  hook: GhlWebhook,
  workspaceId: string,
  mapping: { pipelineId: string; stageMap: StageMap } | null,
): Promise<WebhookOutcome> {
  if (!hook.id) return 'ignored';
  const dealKey = await findLinkByProvider(tx, { workspaceId, kind: 'opportunity', providerId: hook.id });
  if (!dealKey) return 'ignored';
  const stage = stageOfOpportunity(hook, mapping);
  const quoteId = stage ? await quoteOfDeal(tx, { workspaceId, dealKey }) : null;
  if (!stage || !quoteId) return 'ignored';
  const moved = await moveQuoteStageFromCrm(tx, {
    workspaceId,
    quoteId,
    stage,
    at: deps.clock(),
    notes: `GoHighLevel ${hook.type}`,
  });
  return moved ? 'processed' : 'ignored';
}

/**
 * A linked contact's new name or phone (never an empty one) becomes the customer's, and its
 * do-not-disturb for e-mail sets or clears the customer's opt-out (follow-ups then skip them).
 */
async function contactChanged(
  deps: WebhookDeps,
  tx: Executor,
  hook: GhlWebhook,
  workspaceId: string,
  at: Date,
): Promise<WebhookOutcome> {
  if (!hook.id) return 'ignored';
  const customerId = await findLinkByProvider(tx, { workspaceId, kind: 'contact', providerId: hook.id });
  const customer = customerId ? await lockCustomerContact(tx, { workspaceId, customerId }) : null;
  if (!customer) return 'ignored';
  const changes = contactChanges(hook, customer);
  const optOut = emailOptOut(hook);
  const doNotContact = optOut !== null && optOut !== customer.doNotContact ? optOut : undefined;
  if (!changes.name && !changes.phone && doNotContact === undefined) return 'ignored';
  await updateCustomerContact(tx, { customerId: customer.id, ...changes, doNotContact, at });
  if (doNotContact !== undefined)
    deps.logger.info(
      { workspaceId, customerId: customer.id, doNotContact },
      'customer e-mail opt-out changed',
    );
  return 'processed';
}

async function apply(deps: WebhookDeps, tx: Executor, hook: GhlWebhook): Promise<WebhookOutcome> {
  if (hook.type === 'UNINSTALL') return uninstall(deps, tx, hook);
  const connection = hook.locationId ? await findConnectionByLocation(tx, hook.locationId) : null;
  // A location we do not hold (disconnected since, or another app's): answered 200 all the same,
  // or the provider would keep retrying it.
  if (!connection?.accessTokenSealed) return 'ignored';
  const workspaceId = connection.workspaceId;
  if ((GHL_OPPORTUNITY_EVENTS as readonly string[]).includes(hook.type)) {
    const mapping =
      connection.pipelineId && connection.stageMap
        ? { pipelineId: connection.pipelineId, stageMap: connection.stageMap }
        : null;
    return opportunityChanged(deps, tx, hook, workspaceId, mapping);
  }
  if ((GHL_CONTACT_EVENTS as readonly string[]).includes(hook.type))
    return contactChanged(deps, tx, hook, workspaceId, deps.clock());
  // The rest (ContactCreate, deletions, tags ...): nothing here corresponds.
  return 'ignored';
}

/**
 * One webhook from GoHighLevel: signature over the raw bytes (401), timestamp within 5 minutes
 * (401), then, in one transaction, its id recorded (a duplicate changes nothing) and its effect
 * applied without being recorded as a change to send back. A failure rolls both back, so the
 * provider's retry is processed in full.
 */
export async function receiveGhlWebhook(
  deps: WebhookDeps,
  input: { rawBody: Uint8Array; ed25519Signature: string | undefined; rsaSignature: string | undefined },
): Promise<WebhookOutcome> {
  const problem = ghlSignatureProblem({
    ...input,
    keys: {
      rsa: deps.env.GHL_WEBHOOK_PUBLIC_KEY ?? GHL_PUBLISHED_WEBHOOK_PUBLIC_KEY,
      ed25519: deps.env.GHL_WEBHOOK_ED25519_PUBLIC_KEY,
    },
  });
  if (problem) {
    deps.logger.warn({ problem }, 'GoHighLevel webhook refused');
    throw new AppError(
      'UNAUTHENTICATED',
      problem === 'missing' ? WEBHOOK_MESSAGES.missingSignature : WEBHOOK_MESSAGES.invalidSignature,
    );
  }
  const hook = parseBody(input.rawBody);
  if (webhookTimeProblem(hook.timestamp, deps.clock())) {
    deps.logger.warn({ webhookId: hook.webhookId, timestamp: hook.timestamp }, 'GoHighLevel webhook stale');
    throw new AppError('UNAUTHENTICATED', WEBHOOK_MESSAGES.stale);
  }
  const outcome = await deps.db.transaction(async (tx) => {
    await markApplyingInbound(tx);
    const fresh = await recordWebhookOnce(tx, {
      webhookId: hook.webhookId,
      type: hook.type,
      payload: { type: hook.type, locationId: hook.locationId ?? null, id: hook.id ?? null },
    });
    if (!fresh) return 'duplicate' as const;
    return apply(deps, tx, hook);
  });
  deps.logger.info(
    { type: hook.type, webhookId: hook.webhookId, locationId: hook.locationId, outcome },
    'GoHighLevel webhook',
  );
  return outcome;
}
