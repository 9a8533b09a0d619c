import { describe, expect, it } from 'vitest';
import { maySendMailTo } from './outgoing-mail';

describe('maySendMailTo', () => {
  it('lets a verified account mail anyone', () => {
    expect(maySendMailTo({ email: 'owner@example.com', emailVerified: true }, 'customer@example.com')).toBe(
      true,
    );
  });

  it('lets an unverified account mail only its own address', () => {
    const sender = { email: 'Owner@Example.com', emailVerified: false };
    expect(maySendMailTo(sender, 'customer@example.com')).toBe(false);
    expect(maySendMailTo(sender, ' owner@example.COM ')).toBe(true);
  });
});
