import type { CreateQuoteWithCustomerResponse } from '../../../domain/contracts/quotes.contract';
import { DASHBOARD_DEMO_QUOTE } from '../../../domain/demo-quotes';
import { formatQuoteNumber } from '../../../domain/quote-number';
import { QUOTE_EVENTS } from '../../../domain/quotes';
import { quoteDataSchema } from '../../../domain/validation/secure-quote';
import { requireDemoWorkspaceId } from '../../db/seed/demo-workspace';
import { recordEvent } from '../analytics';
import { insertQuote, nextQuoteSequence, upsertCustomerByEmail } from './quotes.repository';
import type { QuoteDeps } from './quotes.service';

export const DEMO_QUOTE_CUSTOMER_NAME = 'Demo Customer';

/**
 * The admin Quote Widget page's "Generate Demo Quote": the spec's sample quote (subtotal 2056,
 * tax 164.48, total 2220.48), created like a quote of the public site (a pending quote in the
 * platform demo workspace with a new quote number, its customer found or created by e-mail, and
 * quote_created_frontend recorded), all in one transaction. The customer is the admin who asked,
 * so sending this quote by e-mail can only ever reach them. The figures are ours, fixed on the
 * server; nothing from the browser is priced here.
 */
export async function createDemoQuote(
  deps: QuoteDeps,
  options: { adminEmail: string },
): Promise<CreateQuoteWithCustomerResponse> {
  const now = deps.clock();
  const quote = quoteDataSchema.parse(DASHBOARD_DEMO_QUOTE);
  const money = (value: number) => String(value);
  return deps.db.transaction(async (tx) => {
    const workspaceId = await requireDemoWorkspaceId(tx);
    const { id: customerId } = await upsertCustomerByEmail(tx, {
      workspaceId,
      email: options.adminEmail.trim().toLowerCase(),
      name: DEMO_QUOTE_CUSTOMER_NAME,
      phone: null,
      company: null,
      source: 'admin_demo',
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
      squareFootage: money(quote.square_footage),
      materialCost: money(quote.material_cost),
      setupFee: money(quote.setup_fee),
      subtotal: money(quote.subtotal),
      taxAmount: money(quote.tax_amount),
      totalAmount: money(quote.total_amount),
      createdAt: now,
      updatedAt: now,
    });
    await recordEvent(tx, {
      workspaceId,
      eventType: QUOTE_EVENTS.created,
      entityId: quoteId,
      data: {
        quote_number: quoteNumber,
        customer_id: customerId,
        source: 'admin_demo',
        timestamp: now.toISOString(),
      },
      at: now,
    });
    return { quote_id: quoteId, quote_number: quoteNumber, customer_id: customerId };
  });
}
