import type { BusinessIdentity } from '../../../domain/business-identity';
import { type QuoteAmounts, quoteStatement } from '../../../domain/quotes';
import { brandedEmail, greeting, usd } from '../automations';
import type { EmailMessage } from '../email';

export const QUOTE_EMAIL_KIND = 'quote';

export interface QuoteEmailInput {
  business: BusinessIdentity;
  defaultFrom: string;
  to: string;
  workspaceId: string;
  customerName: string | null;
  quoteId: string;
  quoteNumber: string;
  description: string | null;
  amounts: QuoteAmounts;
  payUrl: string;
}

/**
 * The quote e-mail in the business's name: its quote header, the itemised quote, its total, a pay
 * link, and how to reach the business (only the details it has).
 */
export function quoteEmail(input: QuoteEmailInput): EmailMessage {
  const { business, amounts } = input;
  const { items, totals } = quoteStatement(amounts);
  return brandedEmail(
    business,
    { defaultFrom: input.defaultFrom },
    {
      kind: QUOTE_EMAIL_KIND,
      to: input.to,
      subject: `${business.headerTitle} ${input.quoteNumber} from ${business.name}`,
      heading: business.headerTitle,
      paragraphs: [
        greeting(input.customerName),
        `Thank you for your interest. Here is your quote ${input.quoteNumber}${input.description ? ` for ${input.description}` : ''}.`,
        `Total: ${usd(amounts.totalAmount)}. You can pay securely online with the link below whenever you are ready.`,
      ],
      rows: [...items, ...totals.map((row) => ({ ...row, strong: row.label === 'Total' }))],
      link: { label: 'Pay your quote', url: input.payUrl },
      workspaceId: input.workspaceId,
      metadata: { quote_id: input.quoteId, quote_number: input.quoteNumber },
    },
  );
}
