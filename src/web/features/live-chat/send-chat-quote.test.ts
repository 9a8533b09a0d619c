import { describe, expect, it } from 'vitest';
import { QUOTE_EMAIL_TEXTS, QUOTE_TOASTS } from '../../../domain/quotes';
import { ApiError } from '../../lib/api';
import { createQuoteFailureText, sendQuoteFailureText } from './send-chat-quote';

describe('quote failure texts', () => {
  it("names the server's reason when it gave one", () => {
    const invalid = new ApiError('Invalid email address', 400, 'VALIDATION');
    expect(createQuoteFailureText(invalid)).toBe('Failed to create quote: Invalid email address');
    expect(sendQuoteFailureText(invalid)).toBe('Invalid email address');
    const odd = new Error(QUOTE_TOASTS.unexpectedRpcResponse);
    expect(createQuoteFailureText(odd)).toBe(`Failed to create quote: ${QUOTE_TOASTS.unexpectedRpcResponse}`);
  });

  it('falls back to the spec texts otherwise', () => {
    for (const error of [new TypeError('Failed to fetch'), new ApiError('Request failed (502)', 502), 'x']) {
      expect(createQuoteFailureText(error)).toBe('Failed to create quote. Please try again.');
      expect(sendQuoteFailureText(error)).toBe(QUOTE_EMAIL_TEXTS.sendFailedFallback);
    }
  });
});
