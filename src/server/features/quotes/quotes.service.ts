import type { CreateQuoteWithCustomerResponse } from '../../../domain/contracts/quotes.contract';
import { matchPublicQuote } from '../../../domain/public-quote-pricing';
import type { PricedQuote } from '../../../domain/quote-engine';
import { formatQuoteNumber } from '../../../domain/quote-number';
import { QUOTE_EVENTS, QUOTE_PRICE_MISMATCH } from '../../../domain/quotes';
import { createQuoteWithCustomerSchema } from '../../../domain/validation/secure-quote';
import type { Database } from '../../db/client';
import { findDemoWorkspaceId, requireDemoWorkspaceId } from '../../db/seed/demo-workspace';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { recordEvent } from '../analytics';
import { rescoreLead } from '../leads';
import { creationErrorType, payloadError, userFaultOf } from './quote-errors';
import {
  findWorkspacePricing,
  insertQuote,
  nextQuoteSequence,
  upsertCustomerByEmail,
} from './quotes.repository';

export interface QuoteDeps {
  db: Database;
  clock: () => Date;
  logger: Logger;
}

/** Money goes to numeric(12,2) as the decimal text JavaScript prints, so Postgres rounds exactly. */
const money = (value: number) => String(value);

/** The amounts stored are the engine's; a payload whose figures are not the engine's is refused. */
function pricedOrRefused(priced: PricedQuote | null): PricedQuote {
  if (!priced) throw new AppError('CONFLICT', QUOTE_PRICE_MISMATCH);
  return priced;
}

/**
 * The create_quote_with_customer procedure: validates the payload, then in one transaction finds
 * or creates the customer by e-mail, creates the pending quote with a new quote number and records
 * quote_created_frontend. The amounts must be the quote engine's for the job at the workspace's
 * pricing (public-quote-pricing.ts), else 409 and nothing is written: a browser names no prices. Anonymous calls from the public site belong to the platform demo
 * workspace (DESIGN.md §4), which is where every quote of this procedure goes.
 *
 * Any failure (invalid payload or database) rolls back everything and is then recorded as
 * quote_creation_failed in a statement of its own; the user's mistakes answer 400.
 */
export async function createQuoteWithCustomer(
  deps: QuoteDeps,
  options: { payload: unknown },
): Promise<CreateQuoteWithCustomerResponse> {
  const now = deps.clock();
  try {
    const parsed = createQuoteWithCustomerSchema.safeParse(options.payload);
    if (!parsed.success) throw payloadError(parsed.error.issues);
    const { customer_data: customer, quote_data: quote } = parsed.data;

    return await deps.db.transaction(async (tx) => {
      const workspaceId = await requireDemoWorkspaceId(tx);
      const priced = pricedOrRefused(matchPublicQuote(await findWorkspacePricing(tx, workspaceId), quote));
      const { id: customerId } = await upsertCustomerByEmail(tx, {
        workspaceId,
        email: customer.email,
        name: customer.name,
        phone: customer.phone || null,
        company: customer.company || null,
        source: customer.source,
        at: now,
      });
      const quoteNumber = formatQuoteNumber({
        year: now.getUTCFullYear(),
        sequence: await nextQuoteSequence(tx),
      });
      const { id: quoteId } = await insertQuote(tx, {
        workspaceId,
        customerId,
        quoteNumber,
        status: 'pending',
        description: quote.description || null,
        projectType: quote.project_type,
        material: quote.material,
        quantity: quote.quantity,
        squareFootage: money(priced.squareFootage),
        materialCost: money(priced.materialCost),
        setupFee: money(priced.setupFee),
        subtotal: money(priced.subtotal),
        taxAmount: money(priced.taxAmount),
        totalAmount: money(priced.totalAmount),
        lineItems: priced.lineItems.map((line) => ({ ...line, amount: line.amount.toFixed(2) })),
        createdAt: now,
        updatedAt: now,
      });
      await recordEvent(tx, {
        workspaceId,
        eventType: QUOTE_EVENTS.created,
        entityId: quoteId,
        data: { quote_number: quoteNumber, customer_id: customerId, timestamp: now.toISOString() },
        at: now,
      });
      await rescoreLead({ db: tx, clock: deps.clock }, { workspaceId, customerId });
      return { quote_id: quoteId, quote_number: quoteNumber, customer_id: customerId };
    });
  } catch (error) {
    const answer = userFaultOf(error) ?? error;
    await recordCreationFailure(deps, { errorType: creationErrorType(answer), at: now });
    throw answer;
  }
}

/** After the rollback, on its own: a failure to record the failure must not hide the real error. */
async function recordCreationFailure(deps: QuoteDeps, options: { errorType: string; at: Date }) {
  try {
    await recordEvent(deps.db, {
      workspaceId: await findDemoWorkspaceId(deps.db),
      eventType: QUOTE_EVENTS.creationFailed,
      entityId: null,
      data: { error_type: options.errorType, timestamp: options.at.toISOString() },
      at: options.at,
    });
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not record quote_creation_failed');
  }
}
