import type { BrandConfig } from '../../../domain/brands';
import { type QuoteAmounts, quoteStatement } from '../../../domain/quotes';
import { brandedEmail, greeting, usd } from '../automations/branded-email';
import type { EmailMessage } from '../email/outbox.service';

export const QUOTE_EMAIL_KIND = 'quote';

export interface QuoteEmailInput {
  brand: BrandConfig;
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

/** The branded quote e-mail: the brand's quote header, the itemised quote, its total and a pay link. */
export function quoteEmail(input: QuoteEmailInput): EmailMessage {
  const { brand, amounts } = input;
  const { items, totals } = quoteStatement(amounts);
  return brandedEmail(
    brand,
    { defaultFrom: input.defaultFrom },
    {
      kind: QUOTE_EMAIL_KIND,
      to: input.to,
      subject: `${brand.quote_branding.header_title} ${input.quoteNumber} from ${brand.name}`,
      heading: brand.quote_branding.header_title,
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
