import { describe, expect, it } from 'vitest';
import { replyDeliveryHint } from './inbox';

describe('replyDeliveryHint', () => {
  it('says the reply is e-mailed after the configured wait when the address is known', () => {
    expect(replyDeliveryHint({ customerEmail: 'jo@example.com', emailAfterSeconds: 300 })).toBe(
      'If their chat is open, the customer sees your reply at once; otherwise it is e-mailed to jo@example.com after 5 minutes.',
    );
    expect(replyDeliveryHint({ customerEmail: 'jo@example.com', emailAfterSeconds: 60 })).toContain(
      'after 1 minute.',
    );
    expect(replyDeliveryHint({ customerEmail: 'jo@example.com', emailAfterSeconds: 1 })).toContain(
      'after 1 second.',
    );
  });

  it('says they see it when they come back when no address is known, never "at once" alone', () => {
    const hint = replyDeliveryHint({ customerEmail: null, emailAfterSeconds: 300 });
    expect(hint).toContain('they see it when they come back to the chat');
    expect(hint).not.toContain('e-mailed');
  });
});
