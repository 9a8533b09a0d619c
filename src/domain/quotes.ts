// Quote texts and event names shared by the server and the pages, without the validation library.

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
  unsupportedText: 'Text must not contain NUL characters',
} as const;

export const QUOTE_TOASTS = {
  created: 'Quote Created Successfully!',
  createFailedTitle: 'Failed to Create Quote',
  createFailedFallback: 'Failed to create quote. Please try again.',
  demoQuoteFailed: 'Error: Failed to create demo quote',
  unexpectedRpcResponse: 'Unexpected RPC response format',
} as const;

export const REVIEW_QUOTE_NOT_FOUND = 'Quote not found';
