// Quote texts and event names shared by the server and the pages, without the validation library.

import { UNSTORABLE_TEXT_MESSAGE } from './validation/storable-text';

/** Analytics event types the quote procedure writes (spec §3, "analytics events"). */
export const QUOTE_EVENTS = {
  created: 'quote_created_frontend',
  creationFailed: 'quote_creation_failed',
} as const;

/** `error_type` of a quote_creation_failed event. */
export const QUOTE_CREATION_ERROR_TYPES = [
  'invalid_email',
  'invalid_amount',
  'invalid_project_type',
  'invalid_material',
  'invalid_input',
  'database_error',
  'server_error',
] as const;
export type QuoteCreationErrorType = (typeof QUOTE_CREATION_ERROR_TYPES)[number];

/**
 * Input the payload schemas let through but the database cannot store (numeric(12,2) and integer
 * limits, NUL characters in text): still the user's mistake, so still a 400, with these messages.
 */
export const STORAGE_MESSAGES = {
  numberTooLarge: 'A number in the quote is too large',
  unsupportedText: UNSTORABLE_TEXT_MESSAGE,
} as const;

/**
 * create_quote_with_customer's answer (409) when the amounts sent are not what the quote engine
 * gives for the job at the workspace's pricing: prices are never taken from the browser.
 */
export const QUOTE_PRICE_MISMATCH =
  'The amounts in this quote do not match our current prices for this job. Please refresh the page and try again.';

export const QUOTE_TOASTS = {
  created: 'Quote Created Successfully!',
  createFailedTitle: 'Failed to Create Quote',
  createFailedFallback: 'Failed to create quote. Please try again.',
  demoQuoteFailed: 'Error: Failed to create demo quote',
  unexpectedRpcResponse: 'Unexpected RPC response format',
} as const;

export const REVIEW_QUOTE_NOT_FOUND = 'Quote not found';

/** Analytics event of a quote e-mailed to its customer (spec main-site §3), once per quote. */
export const QUOTE_GENERATED_EVENT = 'quote_generated';

/** send-quote-email's texts: the browser's success and failure texts (spec §8) and the server's refusals. */
export const QUOTE_EMAIL_TEXTS = {
  sent: 'Quote Sent Successfully!',
  sendFailedTitle: 'Error Sending Quote',
  sendFailedFallback: 'Failed to send quote. Please try again.',
  quoteNotFound: 'Quote not found',
  conversationNotFound: 'Conversation not found',
  invalidEmail: 'Please enter a valid email address',
  noRecipient: 'This quote has no customer e-mail address. Enter one to send it.',
  recipientMismatch: 'This e-mail address does not match the quote’s customer.',
} as const;

/** 'Failed to send email: {message}' (spec §8, "E-mail function fails"). */
export function emailFunctionFailedText(message: string): string {
  return `Failed to send email: ${message}`;
}

export interface QuoteAmounts {
  lineItems: readonly { label: string; amount: string; quantity?: number }[];
  materialCost: string;
  setupFee: string;
  subtotal: string;
  taxAmount: string;
  totalAmount: string;
}

export interface QuoteStatementLine {
  label: string;
  /** Decimal string as stored, e.g. "2800.00". */
  amount: string;
}

/**
 * The itemised lines a quote e-mail shows: the quote's own line items when it has them (a quote
 * priced by the engine), else material and setup fee from its columns (a quote from the form);
 * then subtotal, tax (only when there is any) and total.
 */
export function quoteStatement(quote: QuoteAmounts): {
  items: QuoteStatementLine[];
  totals: QuoteStatementLine[];
} {
  const items =
    quote.lineItems.length > 0
      ? quote.lineItems.map((line) => ({
          label: line.quantity && line.quantity > 1 ? `${line.label} × ${line.quantity}` : line.label,
          amount: line.amount,
        }))
      : [
          { label: 'Material', amount: quote.materialCost },
          { label: 'Setup fee', amount: quote.setupFee },
        ].filter((line) => Number(line.amount) > 0);
  const totals = [
    { label: 'Subtotal', amount: quote.subtotal },
    ...(Number(quote.taxAmount) > 0 ? [{ label: 'Tax', amount: quote.taxAmount }] : []),
    { label: 'Total', amount: quote.totalAmount },
  ];
  return { items, totals };
}
