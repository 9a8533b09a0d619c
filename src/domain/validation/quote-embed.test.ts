import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSendQuoteEmbed,
  QUOTE_EMBED_INVALID_EMAIL_TOAST,
  QUOTE_EMBED_STEPS,
  quoteEmbedEmailSchema,
} from './quote-embed';

describe('quote embed', () => {
  it('has the spec toast and steps', () => {
    expect(QUOTE_EMBED_INVALID_EMAIL_TOAST).toEqual({
      title: 'Invalid Email',
      description: 'Please enter a valid email address',
    });
    expect(QUOTE_EMBED_STEPS).toEqual({ email: 0, preview: 1, sent: 2 });
  });

  it("enables sending only once the e-mail contains '@'", () => {
    expect(canSendQuoteEmbed('')).toBe(false);
    expect(canSendQuoteEmbed('jo')).toBe(false);
    expect(canSendQuoteEmbed('jo@')).toBe(true);
    expect(canSendQuoteEmbed('jo@example.com')).toBe(true);
  });

  it('schema fails with the toast description', () => {
    const result = quoteEmbedEmailSchema.safeParse('jo.example.com');
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('accepts every generated address and rejects any text without @', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(quoteEmbedEmailSchema.safeParse(email).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(canSendQuoteEmbed(s.replace(/@/g, ''))).toBe(false);
      }),
    );
  });
});
