import { routeByActivity, scoreLeadActivity, storedActivity } from '../../../domain/lead-activity';
import { FALLBACK_ROUTING, type StoredRouting } from '../../../domain/lead-routing';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import {
  findQuoteCustomer,
  listCustomerRoutings,
  listUnscoredCustomers,
  readLeadFacts,
  storeRouting,
} from './lead-score.repository';

/**
 * Scores a lead again on everything that has happened with them (messages, price asked, quotes
 * made, e-mailed and paid, urgency, contact details, a person asked for) and stores the score and
 * the queue it puts them in on each of their conversations. Called after a chat turn, a quote
 * made and a quote paid (decision 096); idempotent, so a repeat only writes the same again.
 */
export async function rescoreLead(
  deps: { db: Executor; clock: () => Date },
  options: { workspaceId: string; customerId: string },
): Promise<void> {
  const facts = await readLeadFacts(deps.db, options);
  if (!facts) return;
  const activity = scoreLeadActivity(facts);
  const stored = storedActivity(activity, deps.clock());
  for (const conversation of await listCustomerRoutings(deps.db, options)) {
    const started: StoredRouting = conversation.routing ?? FALLBACK_ROUTING;
    // The decision taken at the start is kept under the activity's, so a lead cooling down returns to it.
    const base = started.started ?? {
      action: started.action,
      priority: started.priority,
      reason: started.reason,
    };
    const decision = routeByActivity(activity, base);
    await storeRouting(deps.db, {
      conversationId: conversation.id,
      routing: { ...started, ...decision, started: base, activity: stored },
    });
  }
}

/** Leads scored per read of the list, at most: a workspace from before is scored over a few reads. */
export const UNSCORED_BATCH = 200;

/**
 * Leads are scored when the workspace's leads are read, if their score is missing (leads from
 * before activity scoring; no migration) or older than their conversation's last message: a chat
 * turn does not re-score (four reads and a write on every visitor's message, where the chat's
 * cost is measured, decision 078), the owner's next look does. A batch, each from their facts.
 */
export async function scoreUnscoredLeads(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  workspaceId: string,
): Promise<number> {
  const customerIds = await listUnscoredCustomers(deps.db, workspaceId, UNSCORED_BATCH);
  for (const customerId of customerIds) await rescoreLead(deps, { workspaceId, customerId });
  return customerIds.length;
}

/** As rescoreLead, for the customer a quote is for (a payment knows its quote only). */
export async function rescoreLeadOfQuote(
  deps: { db: Executor; clock: () => Date },
  options: { workspaceId: string; quoteId: string },
): Promise<void> {
  const customerId = await findQuoteCustomer(deps.db, options);
  if (customerId) await rescoreLead(deps, { workspaceId: options.workspaceId, customerId });
}
